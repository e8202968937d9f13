import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { itWithSeeds, seedTexts } from "../support/seeds.ts";
import { loadContent } from "../../src/content/load-files.ts";
import { locatorPages, scansFor } from "../../src/site/scans.ts";
import type { Scan } from "../../src/schemas/source.ts";

/**
 * Links to page scans: each address says where it was found, and that place holds it (a seed
 * document, a source's own record, or the stored page the address is), so no address is guessed;
 * and a quotation is linked exactly when its locator names a page a scan shows.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);
const withScans = db.sources.flatMap((s) => (s.data.scans ?? []).map((scan) => ({ s, scan })));

describe("where each scan address was found", () => {
  it("some sources have scans", () => {
    expect(withScans.length).toBeGreaterThan(0);
  });

  it("every scan says where its address was found: the page read is the one linked", () => {
    for (const { s, scan } of withScans) {
      const where = `${s.file}: ${scan.url}`;
      if (scan.via.page !== undefined) expect(scan.via.page, where).toBe(scan.url);
      else
        expect(
          db.sources.map((x) => x.id),
          where,
        ).toContain(scan.via.source);
    }
  });

  itWithSeeds("an address credited to a cited source is in that source's text", () => {
    // The seed documents hold the cited sources' texts as we have them.
    const seeds = seedTexts().join("\n");
    const credited = withScans.filter((x) => x.scan.via.source !== undefined);
    expect(credited.length).toBeGreaterThan(0);
    for (const { s, scan } of credited) expect(seeds, s.file).toContain(scan.url);
  });
});

describe("matching a locator to the scanned pages", () => {
  const scans: Scan[] = [
    {
      pages: "148-157",
      url: "https://example.org/a",
      kind: "page-images",
      via: { page: "https://example.org/a", text: "the page" },
    },
  ];

  it("reads page locators and nothing else", () => {
    expect(locatorPages("pp. 108-110")).toEqual([108, 110]);
    expect(locatorPages("p. 735")).toEqual([735, 735]);
    expect(locatorPages("151-155")).toEqual([151, 155]);
    expect(locatorPages("pp. 151-155, as quoted in DLP.Evidence.661")).toEqual([151, 155]);
    expect(locatorPages("1913 edition")).toBeUndefined();
    expect(locatorPages("rule 9")).toBeUndefined();
    expect(locatorPages("Fanoron-telo, Arauak, rule 5")).toBeUndefined();
    expect(locatorPages("155-151")).toBeUndefined();
  });

  it("links a locator inside or overlapping the range, and no other", () => {
    expect(scansFor(scans, "p. 155")).toHaveLength(1);
    expect(scansFor(scans, "pp. 156-160")).toHaveLength(1);
    expect(scansFor(scans, "p. 158")).toHaveLength(0);
    expect(scansFor(scans, "rule 9")).toHaveLength(0);
    expect(scansFor(undefined, "p. 155")).toHaveLength(0);
  });

  it("every quotation of a scanned source that cites a page is linked", () => {
    let linked = 0;
    for (const e of db.evidence) {
      const source = db.sources.find((s) => s.id === e.data.source.id);
      if (source?.data.scans === undefined) continue;
      for (const q of e.data.quotations)
        if (locatorPages(q.locator) !== undefined) {
          expect(scansFor(source.data.scans, q.locator), `${e.file}: ${q.locator}`).not.toEqual([]);
          linked++;
        }
    }
    expect(linked).toBeGreaterThan(0);
  });
});
