/**
 * What a first view of a built page costs a reader on a metered line (issue 23, "low data by
 * default"): the page's HTML, every stylesheet it links (the print one included: browsers fetch
 * it too, at low priority) and every font and image those stylesheets name, each gzipped as a
 * host would serve it. Scripts are not counted: a page reads without them, and the only one a
 * page that is not interactive carries is inline (src/site/client/register-offline.ts). Build time, Node;
 * read from dist/, so it measures what is served.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fileOfUrl, listFiles, urlOfFile } from "./assets.ts";

/** Every page kind's first view must stay under this many gzip bytes (issue 23). */
export const FIRST_VIEW_BUDGET = 60 * 1024;

export interface FirstView {
  /** The page's address. */
  readonly url: string;
  /** Gzip bytes: the HTML, the stylesheets, and the fonts and images the stylesheets name. */
  readonly html: number;
  readonly css: number;
  readonly fonts: number;
  readonly total: number;
}

const gz = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/** The stylesheets an HTML page links. */
function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].flatMap(
    (m) => /\bhref="(\/[^"]+)"/.exec(m[0])?.[1] ?? [],
  );
}

/** Fonts and images a stylesheet names with `url(/...)` (data: URLs are in its own bytes). */
function cssAssets(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?(\/[^"')]+)["']?\s*\)/g)].map((m) => m[1] ?? "");
}

/** The first view of the page at `url` in `dist`. */
export function firstView(dist: string, url: string): FirstView {
  const read = (u: string): Buffer => readFileSync(join(dist, fileOfUrl(u.replace(/[?#].*$/, ""))));
  const htmlBody = read(url);
  const sheets = stylesheets(htmlBody.toString("utf8"));
  const css = sheets.reduce((n, s) => n + gz(read(s)), 0);
  const assets = new Set(sheets.flatMap((s) => cssAssets(read(s).toString("utf8"))));
  const fonts = [...assets].reduce((n, a) => n + gz(read(a)), 0);
  const html = gz(htmlBody);
  return { url, html, css, fonts, total: html + css + fonts };
}

/**
 * The kind of a page: the home page, an index (`/evidence/`) or a record of a section
 * (`/evidence/*`). Redirect pages and the embeds' frames are not first views of the site.
 */
export function pageKind(url: string): string {
  if (!url.endsWith("/")) return url; // /404.html
  const parts = url.split("/").filter((p) => p !== "");
  if (parts.length === 0) return "home";
  return parts.length === 1 ? `/${parts[0]}/` : `/${parts[0]}/*`;
}

/** The first view of every page of the site frame in `dist`, each with its kind. */
export function firstViews(dist: string): (FirstView & { readonly kind: string })[] {
  return listFiles(dist)
    .filter((f) => f.endsWith(".html"))
    .filter((f) => readFileSync(join(dist, f), "utf8").includes('class="site-header"'))
    .map((f) => {
      const url = urlOfFile(f);
      return { ...firstView(dist, url), kind: pageKind(url) };
    });
}

/** Per kind, its heaviest page's first view and how many pages the kind has. */
export function heaviestByKind(
  views: readonly (FirstView & { readonly kind: string })[],
): { kind: string; pages: number; view: FirstView }[] {
  const byKind = new Map<string, { pages: number; view: FirstView }>();
  for (const v of views) {
    const seen = byKind.get(v.kind);
    if (!seen) byKind.set(v.kind, { pages: 1, view: v });
    else
      byKind.set(v.kind, {
        pages: seen.pages + 1,
        view: v.total > seen.view.total ? v : seen.view,
      });
  }
  return [...byKind]
    .map(([kind, r]) => ({ kind, ...r }))
    .sort((a, b) => a.kind.localeCompare(b.kind));
}
