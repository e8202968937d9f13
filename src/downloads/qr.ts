/**
 * A QR code of a page's permanent address, as inline SVG markup made at build time by the
 * `qrcode` library (no script, no image request, no network). The printed leaflet carries it so
 * that a reader without the address in hand reaches the page from paper.
 */
import QRCode from "qrcode";

/**
 * Error correction M (about 15% of the code can be lost): a leaflet is folded, photocopied and
 * handled in the field, and M keeps a ruleset address (about 60 characters) in a 33-module code
 * that prints sharp at 25 mm.
 */
export const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The SVG of a QR code encoding `text`, with a class and an accessible name added to the
 * library's root element (its output has neither). Throws on text too long for a QR code, which
 * no page address is.
 */
export async function qrSvg(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, { ...QR_OPTIONS, type: "svg" });
  if (!svg.startsWith("<svg ")) throw new Error(`qrcode returned no SVG for "${text}"`);
  return svg.replace("<svg ", `<svg class="qr" role="img" aria-label="${esc(label)}" `);
}
