/**
 * The punctuation the compare views put between parts they join, in the words' language: the
 * tables' `list.colon` and `punct.clauses`, which French sets with a narrow no-break space
 * (src/i18n/typography.ts). Its own module, beside words.ts, so that the simulator's start-up
 * chunks, which carry words.ts, do not carry it (docs/i18n.md, "French punctuation").
 */
import type { CompareWords } from "./words.ts";

/** ":" and "; " on English pages (whose words carry no `punct`, so that they keep their bytes). */
export const punctOf = (w: CompareWords): { readonly colon: string; readonly clauses: string } =>
  w.punct ?? { colon: ":", clauses: "; " };
