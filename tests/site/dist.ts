/**
 * Readers for the built site, shared by the site and browser suites: the HTML files in dist/,
 * the file a site path is served from, and the text, elements and attributes of a page. The
 * build itself (and when dist/ is rebuilt) is scripts/lib/build.ts's; the suites' global set-up
 * (tests/support/) makes sure it is current before any test reads it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { DIST } from "../../scripts/lib/build.ts";

/** Every HTML file in dist, as paths relative to dist with `/` separators. */
export function htmlFiles(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: "utf8" })
    .filter((n) => n.endsWith(".html"))
    .map((n) => n.split(sep).join("/"))
    .sort();
}

export function readDist(path: string): string {
  return readFileSync(join(DIST, path), "utf8");
}

/** The dist file a site path is served from (`/a/b/` → a/b/index.html), or undefined. */
export function fileForPath(pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const candidate = decoded.endsWith("/") ? `${decoded}index.html` : decoded;
  const full = join(DIST, candidate);
  if (!full.startsWith(DIST)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? relative(DIST, full) : undefined;
}

/** The page path of a dist HTML file (`a/b/index.html` → `/a/b/`). */
export function pathForFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "$1")}`;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Decodes HTML character references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, ref: string) => {
    if (ref.startsWith("#x") || ref.startsWith("#X"))
      return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref.toLowerCase()] ?? m;
  });
}

/** The visible text of an HTML fragment, whitespace collapsed. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** The `<main>` element of a page. */
export function mainOf(html: string): string {
  const m = /<main\b[\s\S]*<\/main>/.exec(html);
  if (m === null) throw new Error("page has no <main>");
  return m[0];
}

/** All values of an attribute in an HTML string, decoded. */
export function attributeValues(html: string, attribute: string): string[] {
  const re = new RegExp(`\\s${attribute}="([^"]*)"`, "g");
  return [...html.matchAll(re)].map((m) => decodeEntities(m[1] ?? ""));
}

/**
 * A page's text outside elements marked English, scripts, styles and code (an engine option's
 * id, `blocked`, is code): tags are cut whole, quoted attributes and all, since a page's data
 * attributes (its words for scripts) hold `>` and the labels themselves.
 */
export const unmarkedText = (html: string): string =>
  decodeEntities(
    html
      .replace(/<(\w+)[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, " ")
      .replace(/<(script|style|code)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>/g, " "),
  ).replace(/\s+/g, " ");
