/**
 * The records' vocabularies and dates in the reader's language: one table per vocabulary, in
 * the i18n area `records` (src/i18n/tables/<lang>/records.ts). English reads exactly as
 * words.ts and dates.ts have it, so English pages do not change; French and Malagasy come
 * from the tables, never falling back to English.
 */
import type { Lang } from "../i18n/languages.ts";
import { t, type Key } from "../i18n/t.ts";
import type { EdtfRange } from "../schemas/edtf.ts";
import { centuries } from "../schemas/edtf.ts";
import { centuryIn } from "./century-words.ts";
import { dateInWords, rangeLabel, yearLabel } from "./dates.ts";
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

const PART = /^(-?)(\d{2}(?:\d{2}|\dX|XX))(?:-(\d{2})(?:-(\d{2}))?)?([?~%])?$/;

/** A year, month or day as the language writes it ("1 mars 1658"), from EDTF's digits. */
function calendarIn(lang: Lang, year: number, month?: string, day?: string): string {
  const y = yearIn(lang, year);
  if (month === undefined) return y;
  const date = new Date(Date.UTC(2000, Number(month) - 1, Number(day ?? 1)));
  const monthName = new Intl.DateTimeFormat(lang, { month: "long", timeZone: "UTC" }).format(date);
  return day === undefined ? `${monthName} ${y}` : `${Number(day)} ${monthName} ${y}`;
}

/** One end of an interval, or a single date, in words; undefined for an open end. */
function partIn(lang: Lang, text: string): string | undefined {
  if (text === ".." || text === "") return undefined;
  const m = PART.exec(text);
  if (m === null) return text;
  const [, sign = "", digits = "", month, day, qualifier] = m;
  const negative = sign === "-";
  let words: string;
  if (digits.endsWith("XX")) {
    const century = Number(digits.slice(0, 2)) + 1;
    words = negative
      ? t(lang, "date.hundredsBce", { n: String(century - 1) })
      : centuryIn(lang, century);
  } else if (digits.endsWith("X")) {
    const decade = String(Number(digits.slice(0, 3)) * 10);
    words = negative
      ? t(lang, "date.yearBce", { year: t(lang, "date.decade", { n: decade }) })
      : t(lang, "date.decade", { n: decade });
  } else words = calendarIn(lang, Number(digits) * (negative ? -1 : 1), month, day);
  if (qualifier === "~") return t(lang, "date.circa", { date: words });
  if (qualifier === "?") return t(lang, "date.uncertain", { date: words });
  if (qualifier === "%")
    return t(lang, "date.uncertain", { date: t(lang, "date.circa", { date: words }) });
  return words;
}

/** An EDTF string in words in the reader's language ("1680~" → "vers 1680"). */
export function dateIn(lang: Lang, edtf: string): string {
  if (lang === "en") return dateInWords(edtf);
  const set = /^\[(\.\.)?([^.\]]+)(\.\.)?\]$/.exec(edtf);
  if (set !== null) {
    const date = partIn(lang, set[2] ?? "") ?? "";
    return t(lang, set[1] !== undefined ? "date.orEarlier" : "date.orLater", { date });
  }
  const parts = edtf.split("/");
  if (parts.length === 1) return partIn(lang, edtf) ?? t(lang, "date.undated");
  const start = partIn(lang, parts[0] ?? "");
  const end = partIn(lang, parts[1] ?? "");
  if (start === undefined && end === undefined) return t(lang, "date.undated");
  if (start === undefined) return t(lang, "date.by", { date: end ?? "" });
  if (end === undefined) return t(lang, "date.from", { date: start });
  return `${start}–${end}`;
}
