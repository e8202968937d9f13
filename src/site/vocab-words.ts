/**
 * The records' vocabularies and dates in the reader's language: one table per vocabulary, in
 * the i18n area `records` (src/i18n/tables/<lang>/records.ts). English reads exactly as
 * words.ts and dates.ts have it, so English pages do not change; French and Malagasy come
 * from the tables, never falling back to English.
 */
import type { Lang } from "../i18n/languages.ts";
import { t, type Key } from "../i18n/t.ts";
import { decimal } from "../i18n/numbers.ts";
import type { EdtfRange } from "../schemas/edtf.ts";
import { centuries } from "../schemas/edtf.ts";
import { centuryIn } from "./century-words.ts";
import { dateInWords, edtfInWords, rangeLabel, yearLabel, type DateWording } from "./dates.ts";
import { countryName, languageName } from "./words.ts";
import { LANGUAGES } from "../schemas/languages.ts";

/** The vocabularies that have a table, by their key prefix in the `records` area. */
export type Vocabulary =
  | "evidenceType"
  | "sourceKind"
  | "regionKind"
  | "rulesetType"
  | "rulesetTypeNote"
  | "uncertainty"
  | "facet";

/** A vocabulary value in words: ("evidenceType", "oral-tradition") → "Tradition orale". */
export function termIn(lang: Lang, vocabulary: Vocabulary, value: string): string {
  return t(lang, `${vocabulary}.${value}` as Key);
}

/** A country's name from its ISO 3166-1 code, as the reader's language writes it. */
export function countryIn(lang: Lang, code: string): string {
  if (lang === "en") return countryName(code);
  return new Intl.DisplayNames([lang], { type: "region", fallback: "code" }).of(code) ?? code;
}

/**
 * A coordinate pair in degrees with hemispheres, as the reader's language writes it:
 * "18.77° S, 46.87° E", "18,77° S, 46,87° E" (src/i18n/numbers.ts; west is O in French).
 */
export function coordinatesIn(lang: Lang, c: { lat: number; lon: number }): string {
  const degrees = (v: number, key: Key) => `${decimal(lang, Math.abs(v), 2)}° ${t(lang, key)}`;
  const lat = degrees(c.lat, c.lat < 0 ? "coord.south" : "coord.north");
  const lon = degrees(c.lon, c.lon < 0 ? "coord.west" : "coord.east");
  return `${lat}, ${lon}`;
}

/** A language's name from its code, in the reader's language (the code if none is known). */
export function languageIn(lang: Lang, code: string | undefined): string {
  if (lang === "en" || code === undefined) return languageName(code);
  // The content's languages are a closed list (src/schemas/languages.ts), each named in the
  // tables: the platform's names lack some (Ngoni; Basque in Malagasy).
  return code in LANGUAGES ? t(lang, `language.${code}` as Key) : code;
}

/** A year; negative years are before the common era. */
export function yearIn(lang: Lang, year: number | null): string {
  if (lang === "en") return yearLabel(year);
  if (year === null) return t(lang, "date.open");
  return year < 0 ? t(lang, "date.yearBce", { year: String(-year) }) : String(year);
}

/** What a date range allows, in words: "1896", "1648–1658", "avant 1900". */
export function rangeIn(lang: Lang, range: EdtfRange): string {
  if (lang === "en") return rangeLabel(range);
  const { earliest, latest } = range;
  if (earliest === null && latest === null) return t(lang, "date.undated");
  if (earliest === null) return t(lang, "date.by", { date: yearIn(lang, latest) });
  if (latest === null) return t(lang, "date.from", { date: yearIn(lang, earliest) });
  return earliest === latest
    ? yearIn(lang, earliest)
    : `${yearIn(lang, earliest)}–${yearIn(lang, latest)}`;
}

/** The centuries a date touches, in the reader's language. */
export function centuriesIn(lang: Lang, range: EdtfRange): string[] {
  return centuries(range).map((c) => centuryIn(lang, c));
}

/** A year, month or day as the language writes it ("1 mars 1658"), from EDTF's digits. */
function calendarIn(lang: Lang, year: number, month?: string, day?: string): string {
  const y = yearIn(lang, year);
  if (month === undefined) return y;
  const date = new Date(Date.UTC(2000, Number(month) - 1, Number(day ?? 1)));
  const monthName = new Intl.DateTimeFormat(lang, { month: "long", timeZone: "UTC" }).format(date);
  return day === undefined ? `${monthName} ${y}` : `${Number(day)} ${monthName} ${y}`;
}

/** The tables' words for a date's pieces (src/site/dates.ts reads the EDTF string). */
const wordingIn = (lang: Lang): DateWording => ({
  century: (n, bce) =>
    bce ? t(lang, "date.hundredsBce", { n: String(n - 1) }) : centuryIn(lang, n),
  decade: (first, bce) => {
    const decade = t(lang, "date.decade", { n: String(first) });
    return bce ? t(lang, "date.yearBce", { year: decade }) : decade;
  },
  calendar: (year, month, day) => calendarIn(lang, year, month, day),
  circa: (date) => t(lang, "date.circa", { date }),
  uncertain: (date) => t(lang, "date.uncertain", { date }),
  orEarlier: (date) => t(lang, "date.orEarlier", { date }),
  orLater: (date) => t(lang, "date.orLater", { date }),
  by: (date) => t(lang, "date.by", { date }),
  from: (date) => t(lang, "date.from", { date }),
  undated: t(lang, "date.undated"),
});

/** An EDTF string in words in the reader's language ("1680~" → "vers 1680"). */
export function dateIn(lang: Lang, edtf: string): string {
  return lang === "en" ? dateInWords(edtf) : edtfInWords(edtf, wordingIn(lang));
}
