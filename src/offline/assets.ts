/**
 * What a built page needs to be read offline, found in dist/ itself (build time, Node): the
 * site-relative addresses an HTML page links or loads, and the chunks a script or stylesheet
 * loads in turn. Read from the output rather than from the sources, because only the output
 * knows Vite's chunk names.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir`, as paths relative to it with `/` separators. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => name.split("\\").join("/"))
    .sort();
}

/** The URL a built file is served at: `games/x/index.html` → `/games/x/`. */
export function urlOfFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "$1")}`;
}

/** The file a site-relative URL is served from, as listFiles names it. */
export function fileOfUrl(url: string): string {
  const path = url.replace(/^\//, "");
  return path === "" || path.endsWith("/") ? `${path}index.html` : path;
}

/**
 * Site-relative addresses in an HTML page's `href` and `src` attributes, without query or
 * fragment; links to other sites and `data:` addresses are not ours to keep.
 */
export function htmlRefs(html: string): string[] {
  const refs = new Set<string>();
  for (const m of html.matchAll(/\s(?:href|src)="(\/[^"/][^"]*|\/)"/g)) {
    const url = (m[1] ?? "").replace(/[?#].*$/, "");
    if (url !== "") refs.add(url);
  }
  return [...refs];
}

/**
 * The built assets (`/_astro/…` scripts and stylesheets) that `seeds` load, with everything
 * those load in turn: static imports, dynamic imports and worker chunks all name their file, so
 * any file name of dist/_astro/ a chunk mentions is taken (a name mentioned but never loaded
 * costs a few kilobytes; one missed would break the simulator offline).
 */
export function assetClosure(dist: string, seeds: Iterable<string>): Set<string> {
  const astroDir = join(dist, "_astro");
  const known = new Set(readdirSync(astroDir));
  const found = new Set<string>();
  const queue = [...seeds].filter((u) => u.startsWith("/_astro/"));
  while (queue.length > 0) {
    const url = queue.pop() as string;
    if (found.has(url)) continue;
    found.add(url);
    if (!/\.(m?js|css)$/.test(url)) continue;
    const text = readFileSync(join(dist, url), "utf8");
    for (const m of text.matchAll(/[\w.$-]+\.(?:m?js|css|wasm|woff2?)/g)) {
      if (known.has(m[0])) queue.push(`/_astro/${m[0]}`);
    }
  }
  return found;
}
