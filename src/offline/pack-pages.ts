/**
 * What the offline step of the build writes into pages built before it (build time, Node): only
 * this step knows the packs' files, so the game pages' "Keep this family offline (N MB)" and the
 * "not stored" page's list of each family's pages are filled in here, after Pagefind, and the
 * manifest is computed again (build.ts) so that its hashes are those of the pages as served.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileOfUrl, listFiles } from "./assets.ts";
import { NOT_STORED_URL, type PackManifest } from "./packs.ts";
import { DEFAULT_LANG, LANGS, langOfPath, localize, type Lang } from "../i18n/languages.ts";
import { formatNumber } from "../i18n/numbers.ts";
import { t } from "../i18n/t.ts";

/** A game page's size placeholder: `<span data-pack-size="<pack id>" …>…</span>`. */
const SIZE_SPAN = /(<span\b[^>]*\sdata-pack-size="([^"]+)"[^>]*>)[^<]*(<\/span>)/g;
/** The not-stored page's data block of each family's pages. */
const PAGES_BLOCK = /(<script\b[^>]*\bid="pack-pages"[^>]*>)[^<]*(<\/script>)/;

/** A pack's size in megabytes, one decimal, in the page's language ("5.7 MB", "5,7 Mo"). */
export function megabytes(lang: Lang, bytes: number): string {
  const n = formatNumber(lang, bytes / (1024 * 1024), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return t(lang, "offline.megabytes", { n });
}

/** Fills every size placeholder of the built pages; returns the pages changed. */
export function writePackSizes(dist: string, manifest: PackManifest): string[] {
  const bytes = new Map(manifest.packs.map((p) => [p.id, p.bytes]));
  const changed: string[] = [];
  for (const file of listFiles(dist).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(join(dist, file), "utf8");
    if (!html.includes("data-pack-size=")) continue;
    const lang = langOfPath(`/${file}`);
    const out = html.replace(SIZE_SPAN, (_whole, open: string, id: string, close: string) => {
      const size = bytes.get(id);
      if (size === undefined)
        throw new Error(`${file}: data-pack-size="${id}" names no pack of the manifest`);
      return `${open}${megabytes(lang, size)}${close}`;
    });
    writeFileSync(join(dist, file), out);
    changed.push(file);
  }
  return changed;
}

/**
 * Writes each family's pages (English addresses; a French page is the same address under /fr)
 * into the "not stored" page of every language.
 */
export function writePackPages(dist: string, manifest: PackManifest): void {
  const pages = Object.fromEntries(
    manifest.packs
      .filter((p) => p.lang === DEFAULT_LANG)
      .map((p) => [p.family, p.files.map((f) => f.url).filter((u) => u.endsWith("/"))]),
  );
  const json = JSON.stringify(pages).replace(/</g, "\\u003c");
  for (const lang of LANGS) {
    const file = join(dist, fileOfUrl(localize(lang, NOT_STORED_URL)));
    const html = readFileSync(file, "utf8");
    if (!PAGES_BLOCK.test(html))
      throw new Error(`${file}: no #pack-pages data block to write the packs' pages into`);
    writeFileSync(
      file,
      html.replace(PAGES_BLOCK, (_, open: string, close: string) => `${open}${json}${close}`),
    );
  }
}
