/**
 * The `<iframe>` snippet that embeds a position or line on another site: the embed page
 * (/embed/<game>/, src/simulator/embed/) with the simulator's game link as its hash. Pure.
 */
import { url } from "../../site/routes.ts";
import { localize, type Lang } from "../../i18n/languages.ts";

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The embed page's address for a game link (`r=...&m=...`), absolute from `base`, in the
 * language of the page it was made on (`/fr/embed/<game>/`: docs/i18n.md, "Embeds").
 */
export function embedAddress(game: string, hash: string, base: string, lang: Lang = "en"): string {
  const u = new URL(localize(lang, url.embed(game)), base);
  u.hash = hash;
  return u.href;
}

/** The embed's width in CSS pixels; its height follows the board's shape. */
export const EMBED_WIDTH = 600;
/** Room under the board for the caption, the step buttons, the moves and the link back. */
const EMBED_CHROME = 230;

/**
 * The snippet to paste: an `<iframe>` with a title (its accessible name), lazy loading and no
 * border, sized to the board's width / height ratio `aspect`.
 */
export function embedSnippet(src: string, title: string, aspect: number): string {
  const height = Math.round(EMBED_WIDTH / aspect) + EMBED_CHROME;
  return (
    `<iframe src="${esc(src)}" title="${esc(title)}" width="${EMBED_WIDTH}" height="${height}"` +
    ` loading="lazy" style="border:0;max-width:100%"></iframe>`
  );
}
