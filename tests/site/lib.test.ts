/**
 * The site's pure helpers (src/lib/): references, the map layout and the timeline scale,
 * checked on the real content where that is what they serve. No build needed.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { referenceText, compareSources, cslItem } from "../../src/downloads/bibliography.ts";
import { confidenceBand, ordinal } from "../../src/site/words.ts";
import { centuryLabel, rangeLabel } from "../../src/site/dates.ts";
import { buildMap } from "../../src/maps/map.ts";
import type { MapMarker } from "../../src/maps/labels.ts";
import { mapPlaces } from "../../src/maps/places.ts";
import { bar, OPEN_STUB, timeScale } from "../../src/site/timeline.ts";
import { parseEdtf, type EdtfRange } from "../../src/schemas/edtf.ts";
import type { SourceData } from "../../src/schemas/source.ts";
import { ROOT } from "../../scripts/lib/build.ts";

const edtf = (text: string): EdtfRange => {
  const r = parseEdtf(text);
  if (typeof r === "string") throw new Error(r);
  return r;
};

const article: SourceData = {
  type: "article-journal",
  kind: "primary-ethnography",
  author: [{ family: "Montgomery", given: "W." }],
  issued: { "date-parts": [[1896]] },
  title: "The Malagasy game of Fanorona",
  "title-short": "Montgomery 1896",
  "container-title": "The Antananarivo Annual and Madagascar Magazine",
  volume: "3",
  page: "148-157",
  language: "en",
};

describe("author-date references", () => {
  it("formats a journal article with quoted title, italic container, volume and pages", () => {
    expect(referenceText(article)).toBe(
      "Montgomery, W. 1896. “The Malagasy game of Fanorona.” The Antananarivo Annual and Madagascar Magazine 3: 148–157.",
    );
  });

  it("inverts only the first of several authors and joins them with commas and 'and'", () => {
    const book: SourceData = { ...article };
    delete book["container-title"];
    const text = referenceText({
      ...book,
      type: "book",
      author: [
        { family: "Schadd", given: "M. P. D." },
        { family: "Winands", given: "M. H. M." },
        { literal: "ICGA" },
      ],
    });
    expect(text.startsWith("Schadd, M. P. D., M. H. M. Winands, and ICGA. 1896. ")).toBe(true);
  });

  it("orders the bibliography by first author, then year", () => {
    const a = { data: { ...article, author: [{ family: "de Voogt" }] } } as { data: SourceData };
    const b = { data: { ...article, author: [{ family: "Flacourt" }] } } as { data: SourceData };
    expect([b, a].sort(compareSources)).toEqual([a, b]);
  });

  it("exports CSL-JSON without our own fields", () => {
    const item = cslItem("x", { ...article, translationOf: "y" });
    expect(item).toMatchObject({ id: "x", type: "article-journal", title: article.title });
    expect(item).not.toHaveProperty("kind");
    expect(item).not.toHaveProperty("translationOf");
  });
});

describe("labels", () => {
  it("names centuries and confidence bands", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
    ]);
    expect(centuryLabel(17)).toBe("17th century");
    expect(centuryLabel(-4)).toBe("5th century BCE");
    expect([0, 49, 50, 79, 80, 100].map(confidenceBand)).toEqual([
      "0-49",
      "0-49",
      "50-79",
      "50-79",
      "80-100",
      "80-100",
    ]);
  });

  it("says what a date range allows", () => {
    expect(rangeLabel(edtf("1896"))).toBe("1896");
    expect(rangeLabel(edtf("1648/1658"))).toBe("1648–1658");
    expect(rangeLabel(edtf("../1913"))).toBe("by 1913");
    expect(rangeLabel(edtf("189X"))).toBe("1890–1899");
  });
});

describe("timeline scale", () => {
  it("spans whole centuries and places a range by its earliest and latest years", () => {
    const scale = timeScale([edtf("1648/1658"), edtf("1913")]);
    expect(scale).toMatchObject({ start: 1600, end: 2000 });
    expect(scale.ticks).toEqual([1600, 1700, 1800, 1900, 2000]);
    expect(bar(scale, edtf("1700/1799"))).toEqual({
      from: 25,
      to: 50,
      openStart: false,
      openEnd: false,
    });
  });

  it("draws an open end as a short stub beyond the known end, not a bar to the scale's edge", () => {
    const scale = timeScale([edtf("1648/1658"), edtf("1913")]);
    const open = bar(scale, edtf("../1913"));
    expect(open).toMatchObject({ openStart: true, openEnd: false });
    expect(open!.to).toBeCloseTo(((1914 - 1600) / 400) * 100, 1);
    expect(open!.to - open!.from).toBeCloseTo(OPEN_STUB, 5);
    expect(open!.from).toBeGreaterThan(0);
    const from = bar(scale, edtf("1650/.."));
    expect(from).toMatchObject({ openStart: false, openEnd: true });
    expect(from!.to - from!.from).toBeCloseTo(OPEN_STUB, 5);
  });
});

describe("regions map layout", () => {
  const { db } = loadContent(ROOT);
  const places = mapPlaces(db.regions);
  const map = buildMap(places);
  const markers: MapMarker[] = [...map.markers, ...map.insets.flatMap((i) => i.markers)];

  it("draws every region exactly once, on the map or in an inset", () => {
    expect(markers.map((m) => m.id).sort()).toEqual(places.map((p) => p.id).sort());
  });

  it("keeps every marker inside the drawing and draws some countries", () => {
    expect(map.countries.length).toBeGreaterThan(5);
    for (const m of markers) {
      expect(m.x, m.id).toBeGreaterThanOrEqual(0);
      expect(m.x, m.id).toBeLessThanOrEqual(map.width);
      expect(m.y, m.id).toBeGreaterThanOrEqual(0);
      expect(m.y, m.id).toBeLessThanOrEqual(map.height);
    }
  });

  it("shades Madagascar when a region lies in it", () => {
    if (!places.some((p) => p.lat < -12 && p.lat > -26 && p.lon > 43 && p.lon < 51)) return;
    expect(map.countries.find((c) => c.name === "Madagascar")?.recorded).toBe(true);
  });

  it("puts markers closer than the cluster distance into an inset, and no country there", () => {
    const main = map.markers;
    for (let i = 0; i < main.length; i++)
      for (let j = i + 1; j < main.length; j++) {
        const a = main[i]!;
        const b = main[j]!;
        if (a.kind === "country" || b.kind === "country") continue;
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id} / ${b.id}`).toBeGreaterThanOrEqual(12);
      }
    for (const inset of map.insets)
      for (const m of inset.markers) expect(m.kind, m.id).not.toBe("country");
  });
});

describe("reference punctuation", () => {
  it("never doubles a full stop after 'n.d.' or an abbreviated publisher", () => {
    const book: SourceData = {
      ...article,
      type: "book",
      publisher: "Shire Publications Ltd.",
      "publisher-place": "Aylesbury",
    };
    delete book.issued;
    delete book["container-title"];
    const text = referenceText(book);
    expect(text).not.toMatch(/\.\./);
    expect(text).toContain("n.d.");
    expect(text).toContain("Aylesbury: Shire Publications Ltd.");
  });

  it("puts a chapter's editors after the book title", () => {
    const text = referenceText({
      ...article,
      type: "chapter",
      author: [{ family: "de Voogt", given: "Alex" }],
      editor: [{ family: "Baione", given: "Tom" }],
      title: "Flora, Fauna and Fifangha",
      "container-title": "Natural Histories",
      page: "12-15",
    });
    expect(text).toContain(
      "“Flora, Fauna and Fifangha.” In Natural Histories, edited by Tom Baione, 12–15.",
    );
  });
});
