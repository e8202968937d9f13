/**
 * Printing a built page and reading the result back, for ./print.test.ts and the figures in
 * docs/print.md: the PDF Chromium makes of a page (`page.pdf`, the print stylesheet applied),
 * its pages and text through pdf.js, the print layout measured in the browser with
 * `emulateMedia({ media: "print" })` at the width of the paper's printable area, and the QR code
 * read back from its pixels with jsQR.
 */
import type { Page } from "playwright-core";
import jsQR from "jsqr";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The paper sizes a leaflet must fit, in millimetres (Chromium's `format` names). */
export const PAPERS = [
  { format: "A4", width: 210, height: 297 },
  { format: "Letter", width: 215.9, height: 279.4 },
] as const;
export type Paper = (typeof PAPERS)[number];

/**
 * The page margins of src/site/print.css (`@page { margin: 12mm 13mm 13mm }`), in millimetres.
 * The test of the printable width checks the layout against them; if the stylesheet's margins
 * grow and these do not, the PDF text check (every line within the sheet) still fails.
 */
export const MARGINS = { top: 12, right: 13, bottom: 13, left: 13 } as const;

const PX_PER_MM = 96 / 25.4;

/** The printable area of a paper in CSS pixels. */
export function printable(paper: Paper): { width: number; height: number } {
  return {
    width: (paper.width - MARGINS.left - MARGINS.right) * PX_PER_MM,
    height: (paper.height - MARGINS.top - MARGINS.bottom) * PX_PER_MM,
  };
}

export interface PrintedPdf {
  readonly pages: number;
  /** Each page's text, items joined in reading order. */
  readonly text: readonly string[];
  /** Text items that reach outside their sheet, as "page N: «text»". */
  readonly outside: readonly string[];
}

/** The page printed on `paper` as Chromium's print preview would, read back through pdf.js. */
export async function printPdf(page: Page, paper: Paper): Promise<PrintedPdf> {
  const data = await page.pdf({ format: paper.format });
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const text: string[] = [];
  const outside: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const p = await doc.getPage(n);
    const [, , sheetWidth, sheetHeight] = p.view as [number, number, number, number];
    const content = await p.getTextContent();
    const parts: string[] = [];
    for (const item of content.items) {
      if (!("str" in item)) continue;
      parts.push(item.str, item.hasEOL ? "\n" : "");
      const x = item.transform[4] as number;
      const y = item.transform[5] as number;
      if (
        item.str.trim() !== "" &&
        (x < 0 || x + item.width > sheetWidth + 0.5 || y < 0 || y > sheetHeight)
      )
        outside.push(`page ${n}: «${item.str}»`);
    }
    text.push(parts.join(""));
  }
  await doc.destroy();
  return { pages: doc.numPages, text, outside };
}

/** Text with every space and line break removed, for finding a passage across line breaks. */
export const squeeze = (s: string): string => s.replace(/\s+/g, "");

/**
 * The print layout at a paper's printable width: visible elements of <main> reaching past its
 * right edge, and boxes that clip their content (overflow other than visible, content wider or
 * taller than the box), each as a short description. Call after `emulateMedia({media: "print"})`
 * with the viewport set to the printable width.
 */
export async function cutElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length > 0 ? `.${[...el.classList].join(".")}` : ""}`;
    const found: string[] = [];
    for (const el of document.querySelectorAll("main *")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (rect.right > width + 1 || rect.left < -1)
        found.push(
          `${name(el)} spans ${Math.round(rect.left)}-${Math.round(rect.right)} px of ${width}`,
        );
      const style = getComputedStyle(el);
      const clips = style.overflowX !== "visible" || style.overflowY !== "visible";
      if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
        found.push(
          `${name(el)} clips its content (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
        );
    }
    return found;
  });
}

/**
 * The text the QR code inside `selector` encodes, read from its pixels: the SVG drawn on a canvas
 * at 4 pixels a module, its pixels decoded by jsQR in Node. Undefined when jsQR finds no code.
 */
export async function readQr(page: Page, selector: string): Promise<string | undefined> {
  const image = await page.evaluate(async (sel) => {
    const svg = document.querySelector(sel);
    if (!(svg instanceof SVGSVGElement)) throw new Error(`no <svg> at ${sel}`);
    const modules = svg.viewBox.baseVal.width;
    const size = modules * 4;
    const copy = svg.cloneNode(true) as SVGSVGElement;
    copy.setAttribute("width", String(size));
    copy.setAttribute("height", String(size));
    const img = new Image(size, size);
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(copy.outerHTML)}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext("2d");
    if (ctx === null) throw new Error("no 2d canvas");
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, size, size);
    ctx.drawImage(img, 0, 0, size, size);
    return { size, pixels: [...ctx.getImageData(0, 0, size, size).data] };
  }, selector);
  const found = jsQR(Uint8ClampedArray.from(image.pixels), image.size, image.size);
  return found?.data;
}
