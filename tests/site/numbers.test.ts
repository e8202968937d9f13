/**
 * Figures on the built French and Malagasy pages are written the page's way (src/i18n/numbers.ts):
 * the self-play charts' descriptions, captions and table, and the coordinates of places, with a
 * decimal comma, thousands apart and a narrow no-break space (U+202F) before `%`; and they are
 * the English page's figures, the same ones in the same order.
 */
import { describe, expect, it } from "vitest";
import { decodeEntities, htmlFiles, readDist } from "./dist.ts";
import { localize } from "../../src/i18n/languages.ts";

const NNBSP = "\u202f";

/** An element's text with its spaces as they are (textOf would make U+202F a plain space). */
const plainText = (html: string): string =>
  decodeEntities(html.replace(/<[^>]*>/g, " ")).replace(/[ \t\r\n]+/g, " ");

/** Every number of an English text: "2,500" → 2500, "48.6%" → 48.6. */
const englishFigures = (text: string): number[] =>
  [...text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, "")));

/** Every number of a French-written text: "2 500" → 2500, "48,6 %" → 48.6. */
const frenchFigures = (text: string): number[] =>
  [...text.matchAll(new RegExp(`\\d+(?:${NNBSP}\\d{3})*(?:,\\d+)?`, "g"))].map((m) =>
    Number(m[0].replaceAll(NNBSP, "").replace(",", ".")),
  );

/** The texts of the self-play charts of a page: descriptions, captions, the table. */
function chartTexts(html: string): string[] {
  const descs = [...html.matchAll(/<desc id="[^"]*-desc">([\s\S]*?)<\/desc>/g)];
  const caps = [...html.matchAll(/<figcaption id="[^"]*-cap">([\s\S]*?)<\/figcaption>/g)];
  const tables = [...html.matchAll(/<details class="pm-table">([\s\S]*?)<\/details>/g)];
  return [...descs, ...caps, ...tables].map((m) => plainText(m[1]!));
}

const file = (path: string) => `${path.slice(1)}index.html`;

/** A ruleset page and a comparison, both drawing the self-play charts. */
const CHART_PAGES = [
  "/rulesets/fanorona/montgomery-1896/",
  "/compare/vela.montgomery-1896+vela.walker-2011+vela.basque/",
];

describe.each(["fr", "mg"] as const)("figures in %s", (lang) => {
  it.each(CHART_PAGES)("%s: the self-play charts' figures, written the page's way", (path) => {
    const english = chartTexts(readDist(file(path)));
    const local = chartTexts(readDist(file(localize(lang, path))));
    expect(local.length).toBeGreaterThan(3);
    expect(local.length).toBe(english.length);
    local.forEach((text, i) => {
      // No English decimal point or thousands comma, no figure set tight against its %.
      expect(text).not.toMatch(/\d\.\d|\d,\d{3}\b|\d,\d%/);
      expect(frenchFigures(text), text).toEqual(englishFigures(english[i]!));
    });
    const descriptions = local.join(" ");
    expect(descriptions).toMatch(new RegExp(`\\d,\\d${NNBSP}%`));
    expect(descriptions).toMatch(new RegExp(`\\d${NNBSP}\\d{3}`));
  });

  it("every place's coordinates: decimal commas, the English page's figures", () => {
    const regions = htmlFiles().filter((f) => /^regions\/[^/]+\/index\.html$/.test(f));
    let seen = 0;
    for (const f of regions) {
      const coords = (html: string) =>
        [...html.matchAll(/class="coords">([^<]*)</g)].map((m) => decodeEntities(m[1]!));
      const english = coords(readDist(f));
      const local = coords(readDist(`${lang}/${f}`));
      expect(local.length, f).toBe(english.length);
      local.forEach((c, i) => {
        expect(c, f).toMatch(/^\d+,\d\d° [NS], \d+,\d\d° [EOW]$/);
        expect(frenchFigures(c), f).toEqual(englishFigures(english[i]!));
        seen += 1;
      });
    }
    expect(seen).toBeGreaterThan(3);
  });
});
