/**
 * French words on a Malagasy page: the words of the French interface table that are neither
 * Malagasy (in the Malagasy table) nor English (in the English table), found in a Malagasy
 * page's own text (text marked `lang="fr"`, quotations in “…” and English passages are left out).
 * Proper names are not words of the French table unless they are words of it ("de" in "de
 * Voogt", "et" in "Schadd et al."): those few joins are set aside by their shape.
 */
import { TABLES } from "../../src/i18n/t.ts";
import type { Lang } from "../../src/i18n/languages.ts";
import { englishBlocks } from "./text.ts";

/** The words of a text, lower case, placeholders left out. */
export const wordsOf = (text: string): string[] =>
  (text.replace(/\{\w+\}/g, " ").match(/[\p{L}’'-]+/gu) ?? [])
    .map((w) => w.toLowerCase().replace(/^[’'-]+|[’'-]+$/g, ""))
    .filter((w) => w !== "");

const tableWords = (lang: Lang): Set<string> =>
  new Set(Object.values(TABLES[lang]).flatMap((e) => wordsOf(e.text)));

/**
 * Words of both the French and the Malagasy table that are Malagasy (or neither language's) on
 * a Malagasy page: "sa" (or), a protocol, a format and the volume abbreviation of locators.
 */
export const SHARED_WITH_MALAGASY: ReadonlySet<string> = new Set(["sa", "http", "deflate", "t"]);

/** Words of the French table that are not English; the Malagasy table is held to having none. */
export function frenchOnlyWords(): Set<string> {
  const en = tableWords("en");
  return new Set([...tableWords("fr")].filter((w) => !en.has(w)));
}

/** The French-only words the Malagasy table uses, beyond the shared ones. */
export function frenchInMalagasyTable(): string[] {
  const french = frenchOnlyWords();
  return [...tableWords("mg")].filter((w) => french.has(w) && !SHARED_WITH_MALAGASY.has(w));
}

/**
 * Joins of names and codes that hold a French word without being French: "et al.", a name's
 * particle, a language code, and a chapter as a record's locator cites it ("chap. XXXIV").
 */
const NAMES_AND_CODES =
  /\bet al\.|\b(?:de|du|la|le) (?=\p{Lu})|\((?:en|fr|mg)\)|\bchap\. (?=[IVXLC\d])/gu;

/** A capitalised word inside a sentence is a name (a title of a work, a place), not our word. */
const isName = (word: string, before: string): boolean =>
  /^\p{Lu}/u.test(word) && before.trim() !== "" && !/[.!?:]\s*$/.test(before);

/** The French words in a Malagasy page's own text, each with a little context. */
export function frenchOnMalagasyPage(html: string): string[] {
  const french = frenchOnlyWords();
  const mg = tableWords("mg");
  const out: string[] = [];
  for (const block of englishBlocks(html, (lang) => /^mg\b/i.test(lang))) {
    const own = block.replace(/“[^”]*”|«[^»]*»|"[^"]*"/g, " ").replace(NAMES_AND_CODES, " ");
    // A word is letters only: letters joined to digits are a code (a commit's hash, "a3ce7bd"),
    // not a word, and would otherwise find "ce" in whichever hash the build was made at.
    for (const m of own.matchAll(/(?<![\p{L}\p{N}])[\p{L}’'-]+(?![\p{L}\p{N}])/gu)) {
      const w = wordsOf(m[0])[0];
      if (isName(m[0], own.slice(0, m.index))) continue;
      if (w !== undefined && w.length > 1 && french.has(w) && !mg.has(w))
        out.push(`${w}: “…${own.slice(Math.max(0, m.index - 25), m.index + 25)}…”`);
    }
  }
  return out;
}
