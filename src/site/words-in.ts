/**
 * The words of the engine's reasons and of a basis in a page's language, read from the string
 * tables (areas `ends` and `basis`). Build time only: status-words.ts and basis-words.ts hold the
 * English that browser code imports, and this module reads every language's table, which must
 * not reach a browser chunk.
 */
import type { Lang } from "../i18n/languages.ts";
import { entry, type Key } from "../i18n/t.ts";
import { isBasisWord, type BasisWords } from "./basis-words.ts";
import { savedReasonWords, type ReasonWords } from "./status-words.ts";

/** The words for a reason read back as a string, in a page's language. */
export function statusWordsIn(lang: Lang, reason: string): Pick<ReasonWords, "clause"> {
  const words = savedReasonWords(reason);
  if (lang === "en") return words;
  return { clause: entry(lang, `end.clause.${reason}` as Key).text };
}

const basisKey = (basis: string, field: keyof BasisWords): Key => `basis.${basis}.${field}` as Key;

/** The words of a basis in a page's language; a value not in the table shows as itself. */
export function basisWordsIn(lang: Lang, basis: string): BasisWords {
  if (!isBasisWord(basis))
    return { label: basis, meaning: basis, why: entry(lang, basisKey("stated", "why")).text };
  return {
    label: entry(lang, basisKey(basis, "label")).text,
    meaning: entry(lang, basisKey(basis, "meaning")).text,
    why: entry(lang, basisKey(basis, "why")).text,
  };
}
