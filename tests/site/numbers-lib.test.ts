/**
 * Numbers in the page's language (src/i18n/numbers.ts): English exactly as the pages wrote them
 * before (`toFixed`, `String`), French and Malagasy with a decimal comma, thousands apart and a
 * narrow no-break space (U+202F) before `%` and a unit, with the same digits as English.
 */
import { describe, expect, it } from "vitest";
import { decimal, formatNumber, kilobytes, numberLocale, percent } from "../../src/i18n/numbers.ts";
import { fill } from "../../src/i18n/fill.ts";
import { LANGS } from "../../src/i18n/languages.ts";
import { coordinatesIn } from "../../src/site/vocab-words.ts";

const NNBSP = "\u202f";
const OTHERS = LANGS.filter((l) => l !== "en");

/** Shares a page may print, with the ones toFixed and decimal rounding disagree on. */
const SHARES = [0, 0.05, 0.25, 1.005, 4.2, 4.25, 33.333, 48.6, 50, 99.95, 100];
/** Figures of every size: counts, means, a standard deviation. */
const FIGURES = [0, 1, 7.5, 41.03, 999, 1000, 2500, 12926, 1224484, 1413.125];

/** A French-written number back in English's digits: comma to point, spaces out. */
const digitsOf = (text: string): string => text.replace(/[\s\u202f]/g, "").replace(",", ".");

describe("English reads as before", () => {
  it("a percentage as toFixed wrote it, with % after", () => {
    for (const x of SHARES) {
      expect(percent("en", x)).toBe(`${x.toFixed(1)}%`);
      expect(percent("en", x, 0)).toBe(`${x.toFixed(0)}%`);
    }
  });

  it("a figure as String wrote it, or toFixed with digits: no grouping", () => {
    for (const x of FIGURES) {
      expect(decimal("en", x)).toBe(String(x));
      expect(decimal("en", x, 2)).toBe(x.toFixed(2));
    }
  });

  it("a size in kilobytes as the offline page wrote it", () => {
    for (const bytes of [0, 1023, 1536, 6716006])
      expect(kilobytes("en", bytes)).toBe(`${(bytes / 1024).toFixed(0)} KB`);
  });

  it("a count grouped by commas, as fill always wrote English numbers", () => {
    for (const x of FIGURES) expect(formatNumber("en", x)).toBe(x.toLocaleString("en"));
  });
});

describe.each(OTHERS)("%s", (lang) => {
  it("writes a percentage with a decimal comma and U+202F before %, English's digits", () => {
    for (const x of SHARES) {
      const text = percent(lang, x);
      expect(text, String(x)).toMatch(new RegExp(`^\\d+,\\d${NNBSP}%$`));
      expect(digitsOf(text.slice(0, -1))).toBe(x.toFixed(1));
    }
    expect(percent(lang, 50, 0)).toMatch(new RegExp(`^50${NNBSP}%$`));
  });

  it("groups thousands by U+202F and keeps every digit", () => {
    for (const x of FIGURES) {
      const text = formatNumber(lang, x, { maximumFractionDigits: 3 });
      expect(text).not.toMatch(/[.]| |\u00a0/);
      for (const group of text.split(",")[0]!.split(NNBSP).slice(1))
        expect(group).toMatch(/^\d{3}$/);
      expect(Number(digitsOf(text))).toBe(x);
    }
  });

  it("writes decimals with English's digits, rounded the same way", () => {
    for (const x of [...SHARES, ...FIGURES]) {
      expect(digitsOf(decimal(lang, x, 2))).toBe(x.toFixed(2));
      expect(Number(digitsOf(decimal(lang, x)))).toBe(x);
    }
  });

  it("writes kilobytes as ko after U+202F, the English figure's digits", () => {
    for (const bytes of [1536, 6716006]) {
      const text = kilobytes(lang, bytes);
      expect(text).toMatch(new RegExp(`^[\\d${NNBSP}]+${NNBSP}ko$`));
      expect(digitsOf(text.replace("ko", ""))).toBe((bytes / 1024).toFixed(0));
    }
  });

  it("fills a string's numbers as numbers.ts writes them", () => {
    for (const x of FIGURES)
      expect(fill("{n}", { n: x }, lang, "test")).toBe(formatNumber(lang, x));
  });
});

describe("Malagasy", () => {
  it("is written as French: the platform's own Malagasy is the root locale's (1,234.5)", () => {
    expect(numberLocale("mg")).toBe(numberLocale("fr"));
    // If this fails, the platform has learnt Malagasy numbers: see whether to follow it.
    expect(new Intl.NumberFormat("mg").format(1234.5)).toBe(
      new Intl.NumberFormat("en").format(1234.5),
    );
    expect(formatNumber("mg", 1234.5)).toBe(formatNumber("fr", 1234.5));
  });
});

describe("coordinates", () => {
  const places = [
    { lat: -18.9137, lon: 47.5361 },
    { lat: 12.5, lon: -3.25 },
  ];

  it("in English: two decimals and the hemisphere's letter, as the pages printed them", () => {
    for (const c of places) {
      const text = coordinatesIn("en", c);
      expect(text).toContain(`${Math.abs(c.lat).toFixed(2)}° ${c.lat < 0 ? "S" : "N"}`);
      expect(text).toContain(`${Math.abs(c.lon).toFixed(2)}° ${c.lon < 0 ? "W" : "E"}`);
    }
  });

  it("in French: decimal commas, and west is O", () => {
    const comma = (v: number) => Math.abs(v).toFixed(2).replace(".", ",");
    const [south, west] = places as [(typeof places)[0], (typeof places)[0]];
    expect(coordinatesIn("fr", south)).toBe(`${comma(south.lat)}° S, ${comma(south.lon)}° E`);
    expect(coordinatesIn("fr", west)).toBe(`${comma(west.lat)}° N, ${comma(west.lon)}° O`);
  });
});
