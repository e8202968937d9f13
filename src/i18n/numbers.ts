/**
 * How a page writes a number in its language: 1,224,484 and 48.6% in English, 1 224 484 and
 * 48,6 % in French and Malagasy. The one module that formats numbers by language, shared by the
 * build and the browser code (the self-play charts, the offline page); it holds no strings, so a
 * script that imports it carries no table. Which locale's conventions each language follows is
 * `numberLocale`, kept in fill.ts (which fills every string's numbers with it) and re-exported
 * here. English reads exactly as it did before the site had other languages (`toFixed`,
 * `String`), so its pages keep their bytes; French and Malagasy go through `Intl.NumberFormat`.
 * docs/i18n.md, "Numbers".
 */
import { numberLocale } from "./fill.ts";

export { numberLocale };

/** The locale whose conventions French and Malagasy pages write their numbers in. */
const FRENCH = numberLocale("fr");

/**
 * French spaces: every space the platform sets in a number (between thousands, before `%`,
 * before a unit) as a narrow no-break space (U+202F), as the French interface strings set theirs
 * before `;` `:` `!` `?` (typography.ts). ICU gives U+202F between thousands but U+00A0 before
 * `%`, and older versions gave U+00A0 for both; this makes Node's output and Chromium's the same.
 */
const spaced = (locale: string, text: string): string =>
  locale === FRENCH ? text.replace(/[ \u00a0\u2009]/g, "\u202f") : text;

/** A number as `lang` writes it, `Intl.NumberFormat` options as given: 1,224,484 / 1 224 484. */
export function formatNumber(
  lang: string,
  n: number,
  options: Intl.NumberFormatOptions = {},
): string {
  const locale = numberLocale(lang);
  return spaced(locale, new Intl.NumberFormat(locale, options).format(n));
}

/**
 * `n` with `digits` decimals, rounded as `toFixed` rounds so that every language shows the same
 * digits, or without `digits` as many as the number has (`String(n)`). English as `toFixed` and
 * `String` write it (1413.5, no grouping: the pages' figures as they were); French and Malagasy
 * with a decimal comma and grouped thousands (1 413,5).
 */
export function decimal(lang: string, n: number, digits?: number): string {
  if (lang === "en") return digits === undefined ? String(n) : n.toFixed(digits);
  if (digits === undefined) return formatNumber(lang, n, { maximumFractionDigits: 20 });
  return formatNumber(lang, Number(n.toFixed(digits)), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A percentage given out of 100, with `digits` decimals: 48.6% / 48,6 % (U+202F before %). */
export function percent(lang: string, share: number, digits = 1): string {
  if (lang === "en") return `${share.toFixed(digits)}%`;
  // Rounded first as toFixed rounds, so that the French digits are the English ones.
  return formatNumber(lang, Number(share.toFixed(digits)) / 100, {
    style: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A size in kilobytes (of 1024 bytes) with `digits` decimals: 512 KB / 512 ko. */
export function kilobytes(lang: string, bytes: number, digits = 0): string {
  if (lang === "en") return `${(bytes / 1024).toFixed(digits)} KB`;
  return formatNumber(lang, Number((bytes / 1024).toFixed(digits)), {
    style: "unit",
    unit: "kilobyte",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
