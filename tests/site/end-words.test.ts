/**
 * Why games ended, on French and Malagasy pages: the self-play figures (their charts, legends
 * and "Ended by" column, on comparison and ruleset pages) and the divergence views' results
 * name each engine reason in the page's words (the string tables' area `ends`), not in English.
 * Every French and Malagasy page is read, not only the converted ones: outside an element marked
 * English, no English label of a reason this language words differently may stand as words.
 * Only labels of more than one word ("captured all", "turn limit"): a one-word label is also an
 * engine option's id ("blocked", "repetition"), which French prose names as it is.
 */
import { describe, expect, it } from "vitest";
import { htmlFiles, readDist, unmarkedText } from "./dist.ts";
import { TABLES, type Key } from "../../src/i18n/t.ts";
import { STATUS_WORDS } from "../../src/site/status-words.ts";

const files = htmlFiles();
const endKeys = Object.keys(STATUS_WORDS).map((r) => `end.${r}` as Key);

/** `label` as words of its own in `text`: not inside a longer word or a hyphenated id. */
const asWords = (label: string) =>
  new RegExp(
    `(?<![\\p{L}\\d-])${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\d-])`,
    "u",
  );

describe.each(["fr", "mg"] as const)("why games ended, on pages in %s", (lang) => {
  const english = endKeys
    .map((k) => [TABLES.en[k].text, TABLES[lang][k].text] as const)
    .filter(([en, own]) => en !== own && en.includes(" "))
    .map(([en]) => en);
  const pages = files.filter((f) => f.startsWith(`${lang}/`));

  it("the self-play figures are on these pages, in the page's words", () => {
    // Guards the scan below from passing on pages that show no reason at all.
    const own = endKeys.map((k) => TABLES[lang][k].text);
    const showing = pages.filter((f) => {
      const text = unmarkedText(readDist(f));
      return own.some((label) => asWords(label).test(text));
    });
    expect(showing.length).toBeGreaterThan(10);
    expect(english.length).toBeGreaterThan(6);
  });

  it("no page names a reason in English outside an element marked English", () => {
    const found = pages.flatMap((f) => {
      const text = unmarkedText(readDist(f));
      return english.filter((label) => asWords(label).test(text)).map((l) => `${f}: “${l}”`);
    });
    expect(found).toEqual([]);
  });
});
