/**
 * Malagasy pages say nothing in French outside a quotation marked `lang="fr"` (issue 35): the
 * words of the French interface table that are neither Malagasy nor English (./malagasy-words.ts)
 * are found in no Malagasy page's own text, and the Malagasy table itself uses none.
 */
import { describe, expect, it } from "vitest";
import { langOfPath } from "../../src/i18n/languages.ts";
import { htmlFiles, pathForFile, readDist } from "./dist.ts";
import { frenchInMalagasyTable, frenchOnMalagasyPage } from "./malagasy-words.ts";

describe("Malagasy without French", () => {
  it("the Malagasy table uses no French-only word", () => {
    expect(frenchInMalagasyTable()).toEqual([]);
  });

  it("no Malagasy page has a French word outside a quotation marked lang=fr", () => {
    const pages = htmlFiles().filter((f) => langOfPath(pathForFile(f)) === "mg");
    expect(pages.length).toBeGreaterThan(100);
    const found = pages.flatMap((f) => frenchOnMalagasyPage(readDist(f)).map((w) => `${f}: ${w}`));
    expect(found).toEqual([]);
  });

  it("finds the French word a Malagasy page once showed", () => {
    const html =
      '<html lang="mg"><body><h2>Simulateur</h2><p lang="fr">le simulateur</p></body></html>';
    expect(frenchOnMalagasyPage(html).map((w) => w.split(":")[0])).toEqual(["simulateur"]);
  });
});
