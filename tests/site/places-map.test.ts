/**
 * The small maps on evidence and game pages: each marks exactly the places the page is about (an
 * evidence record's regions; the regions of a game and of its evidence), each marker a link to
 * its region's page, and the same places are listed in words beside the map.
 */
import { describe, expect, it } from "vitest";
import { url } from "../../src/site/routes.ts";
import { attributeValues, fileForPath, mainOf, readDist } from "./dist.ts";
import { db } from "../support/content.ts";

/** The map block of a page: its SVG's marker links and the links of the list in words. */
function placesMap(path: string): { markers: string[]; listed: string[]; label: string } {
  const file = fileForPath(path);
  if (file === undefined) throw new Error(`no page for ${path} in dist/`);
  const main = mainOf(readDist(file));
  const start = main.indexOf('<div class="places-map"');
  if (start < 0) return { markers: [], listed: [], label: "" };
  const svgEnd = main.indexOf("</svg>", start);
  const figureEnd = main.indexOf("</figure>", svgEnd);
  const listEnd = main.indexOf("</p>", figureEnd);
  const svg = main.slice(start, svgEnd);
  const list = main.slice(figureEnd, listEnd);
  return {
    markers: [...new Set(attributeValues(svg, "href"))].sort(),
    listed: attributeValues(list, "href").sort(),
    label: attributeValues(svg, "aria-label")[0] ?? "",
  };
}

describe("places maps", () => {
  it("every evidence page maps and lists exactly its record's regions", () => {
    for (const e of db.evidence) {
      const want = [...new Set(e.data.regions)].map((r) => url.region(r)).sort();
      const map = placesMap(url.evidence(e.id));
      expect(map.markers, e.id).toEqual(want);
      expect(map.listed, e.id).toEqual(want);
      expect(map.label, e.id).not.toBe("");
    }
  });

  it("every game page maps and lists the regions of the game and of its evidence", () => {
    let mapped = 0;
    for (const g of db.games) {
      const regions = new Set([
        ...g.data.regions,
        ...db.evidence.filter((e) => e.data.game === g.id).flatMap((e) => e.data.regions),
      ]);
      const want = [...regions].map((r) => url.region(r)).sort();
      const map = placesMap(url.game(g.id));
      expect(map.markers, g.id).toEqual(want);
      expect(map.listed, g.id).toEqual(want);
      if (want.length > 0) mapped++;
    }
    expect(mapped).toBeGreaterThan(0);
  });
});
