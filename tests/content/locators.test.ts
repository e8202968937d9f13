/**
 * Locators in the page's language (src/site/locator-parts.ts): the English of the area
 * `locators` is what the content writes, so that every locator read back through the English
 * words comes out unchanged; and on a French or Malagasy page the fixed words are the page's,
 * with only what is left English marked so. Expectations come from the content and the tables.
 */
import { describe, expect, it } from "vitest";
import { db } from "../support/content.ts";
import { entry, TABLES, type Key } from "../../src/i18n/t.ts";
import type { Lang } from "../../src/i18n/languages.ts";
import {
  locatorParts,
  locatorText,
  type LocatorWord,
  type LocatorWords,
} from "../../src/site/locator-parts.ts";
import { locatorWordsIn } from "../../src/site/locator-words.ts";

/** Every `locator` the content holds, wherever a record has one. */
function locatorsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(locatorsIn);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === "locator" && typeof v === "string" ? [v] : locatorsIn(v),
  );
}

const LOCATORS = [...new Set(locatorsIn(db))].sort();
const KEYS = Object.keys(TABLES.en).filter((k) => k.startsWith("loc.")) as Key[];

/** A language's words as a page of another language would get them: here, English's. */
const wordsOf = (lang: Lang): LocatorWords => ({
  lang,
  text: Object.fromEntries(KEYS.map((k) => [k.slice(4), entry(lang, k).text])) as Record<
    LocatorWord,
    string
  >,
  clauses: entry(lang, "punct.clauses").text,
});

describe("locators", () => {
  it("the English words are the content's: every locator reads back unchanged", () => {
    expect(LOCATORS.length).toBeGreaterThan(100);
    const en = wordsOf("en");
    const changed = LOCATORS.filter((l) => locatorText(en, l) !== l);
    expect(changed).toEqual([]);
  });

  it("an English page shows a locator as written, unmarked", () => {
    for (const l of LOCATORS) expect(locatorParts(locatorWordsIn("en"), l)).toEqual([{ text: l }]);
  });

  it.each(["fr", "mg"] as const)("%s: a fixed word is the page's, not English", (lang) => {
    const w = locatorWordsIn(lang);
    // Every English fixed phrase a content locator uses, as it reads with its number.
    const fixed: [RegExp, Key][] = [
      [/\bpp\. \d/, "loc.pages"],
      [/\brule \d/, "loc.rule"],
      [/\brules \d/, "loc.rules"],
      [/\bchapter [IVXLC\d]/, "loc.chapter"],
      [/\bas quoted in /, "loc.quotedIn"],
      [/\bFootnote \d/, "loc.footnote"],
      [/\bply \d/, "loc.ply"],
    ];
    for (const [re, key] of fixed) {
      const using = LOCATORS.filter((l) => re.test(l));
      expect(using.length, key).toBeGreaterThan(0);
      for (const l of using) {
        const parts = locatorParts(w, l);
        const unmarked = parts
          .filter((p) => p.en === undefined)
          .map((p) => p.text)
          .join("|");
        // Worded, or, inside English left as written, marked with it.
        expect(re.test(unmarked), `${lang} ${l}: ${unmarked}`).toBe(false);
      }
    }
  });

  it("leaves numbers, record ids and a source's own non-English headings as printed", () => {
    const fr = locatorWordsIn("fr");
    expect(locatorParts(fr, "108-110")).toEqual([{ text: "108-110" }]);
    const riatra = LOCATORS.find((l) => /^Riatra, rule \d+$/.test(l))!;
    const n = riatra.replace(/^\D+/, "");
    expect(locatorText(fr, riatra)).toBe(
      `Riatra, ${entry("fr", "loc.rule").text.replace("{n}", n)}`,
    );
    const quoted = LOCATORS.find((l) => / as quoted in DLP\.Evidence\.\d+$/.test(l))!;
    expect(locatorText(fr, quoted)).toContain(quoted.replace(/^.* in /, ""));
  });

  it("marks what it cannot word as English, brackets and all", () => {
    const mg = locatorWordsIn("mg");
    const english = LOCATORS.find((l) => /^History \(/.test(l))!;
    expect(locatorParts(mg, english)).toEqual([{ text: english, en: true }]);
  });
});
