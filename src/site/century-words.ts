/**
 * Centuries in the reader's language: "19th century", "XIXe siècle", "taonjato faha-19". The
 * English stays dates.ts's, so English pages read as before.
 */
import { centuryLabel } from "./dates.ts";
import type { Lang } from "../i18n/languages.ts";
import { t } from "../i18n/t.ts";

const ROMAN: readonly [number, string][] = [
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

/** 19 → "XIX": French writes centuries in small capitals' roman numerals. */
export function roman(n: number): string {
  let out = "";
  let rest = n;
  for (const [value, letters] of ROMAN)
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  return out;
}

/** A century (negative or zero: before the common era) in `lang`. */
export function centuryIn(lang: Lang, century: number): string {
  if (lang === "en") return centuryLabel(century);
  const n = century > 0 ? century : 1 - century;
  const ord = lang === "fr" ? `${roman(n)}${n === 1 ? "er" : "e"}` : String(n);
  return t(lang, century > 0 ? "date.century" : "date.centuryBce", { ord });
}
