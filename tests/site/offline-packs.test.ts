/**
 * A pack per family and language (issue 24 with issue 23): the built manifest offers every
 * family in English, French and Malagasy; a pack holds only its language's pages and search
 * index, so a French pack kept reads and searches in French; /offline/ lists the page's own
 * language first and every language after.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIST } from "../../scripts/lib/build.ts";
import { LANGS } from "../../src/i18n/languages.ts";
import { packId, packsFor, PACKS, type PackManifest } from "../../src/offline/packs.ts";

const manifest = JSON.parse(
  readFileSync(join(DIST, "offline", "packs.json"), "utf8"),
) as PackManifest;
const pagesOf = (urls: readonly string[]) => urls.filter((u) => u.endsWith("/"));
const PREFIXED = /^\/(fr|mg)\//;

describe("offline packs per language", () => {
  it("offers every family in every language, the English pack under its old id", () => {
    const ids = manifest.packs.map((p) => p.id).sort();
    expect(ids).toEqual(PACKS.flatMap((f) => LANGS.map((l) => packId(f.id, l))).sort());
    expect(ids).toContain("fanorona");
    for (const p of manifest.packs) expect(p.id).toBe(packId(p.family, p.lang));
  });

  it("a pack's pages are all in its language, and its search page is among them", () => {
    for (const p of manifest.packs) {
      const pages = pagesOf(p.files.map((f) => f.url));
      const at = p.lang === "en" ? "" : `/${p.lang}`;
      expect(pages, p.id).toContain(`${at}/search/`);
      expect(pages.filter((u) => u.startsWith(`${at}/rulesets/`)).length, p.id).toBeGreaterThan(0);
      const foreign = pages.filter((u) =>
        p.lang === "en" ? PREFIXED.test(u) : !u.startsWith(`${at}/`),
      );
      expect(foreign, p.id).toEqual([]);
    }
  });

  it("holds the same pages in each language of a family, under each prefix", () => {
    for (const family of PACKS) {
      const bare = (lang: string) => {
        const p = manifest.packs.find((x) => x.id === packId(family.id, lang))!;
        return pagesOf(p.files.map((f) => f.url)).map((u) => u.replace(PREFIXED, "/"));
      };
      for (const lang of LANGS) expect(bare(lang), `${family.id} ${lang}`).toEqual(bare("en"));
    }
  });

  it("keeps only its language's search index, and every file of it", () => {
    const entry = JSON.parse(
      readFileSync(join(DIST, "pagefind", "pagefind-entry.json"), "utf8"),
    ) as {
      languages: Record<string, { hash: string; wasm: string | null }>;
    };
    for (const p of manifest.packs) {
      const index = p.files
        .map((f) => f.url)
        .filter((u) => /^\/pagefind\/(index|filter)\//.test(u));
      expect(index.length, p.id).toBeGreaterThan(0);
      expect(
        index.filter((u) => !u.split("/")[3]!.startsWith(`${p.lang}_`)),
        p.id,
      ).toEqual([]);
      const meta = p.files.filter((f) => f.url.endsWith(".pf_meta")).map((f) => f.url);
      expect(meta, p.id).toEqual([`/pagefind/pagefind.${entry.languages[p.lang]!.hash}.pf_meta`]);
    }
  });

  it("/offline/ in a language lists that language's packs first, and every pack", () => {
    const ordered = packsFor(manifest.packs, "fr");
    expect(ordered.length).toBe(manifest.packs.length);
    const firstOther = ordered.findIndex((p) => p.lang !== "fr");
    expect(firstOther).toBe(PACKS.length);
    expect(ordered.slice(0, firstOther).every((p) => p.lang === "fr")).toBe(true);
    expect(packsFor(manifest.packs, "en")[0]?.id).toBe("fanorona");
  });
});
