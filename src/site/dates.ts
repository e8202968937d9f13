/**
 * EDTF dates in words for readers ("c. 1680", "1890s", "by 1937", "1540–1575"); the EDTF value
 * itself is shown beside the words wherever a date appears, for those who want it exact.
 * Works on the string, since the parsed range drops which end carries a qualifier.
 */
import { centuries, type EdtfRange } from "../schemas/edtf.ts";
import { ordinal } from "./words.ts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const PART = /^(-?)(\d{2}(?:\d{2}|\dX|XX))(?:-(\d{2})(?:-(\d{2}))?)?([?~%])?$/;

/**
 * How a language words the pieces of an EDTF date. The reading of the string is one
 * (`edtfInWords`); English words it here, the other languages from the tables
 * (src/site/vocab-words.ts `dateIn`), so the two cannot read a date differently.
 */
export interface DateWording {
  /** A century by its number (17: the 1600s); `bce`: the hundreds before the era ("1600s BCE"). */
  readonly century: (n: number, bce: boolean) => string;
  /** A decade by its first year (1890: "1890s"). */
  readonly decade: (first: number, bce: boolean) => string;
  /** A year, with its month and day when given (EDTF's two digits each); negative years BCE. */
  readonly calendar: (year: number, month?: string, day?: string) => string;
  readonly circa: (date: string) => string;
  readonly uncertain: (date: string) => string;
  readonly orEarlier: (date: string) => string;
  readonly orLater: (date: string) => string;
  readonly by: (date: string) => string;
  readonly from: (date: string) => string;
  readonly undated: string;
}

/** One end of an interval, or a single date, in words; undefined for an open end. */
function partIn(w: DateWording, text: string): string | undefined {
  if (text === ".." || text === "") return undefined;
  const m = PART.exec(text);
  if (m === null) return text;
  const [, sign = "", digits = "", month, day, qualifier] = m;
  const bce = sign === "-";
  const words = digits.endsWith("XX")
    ? w.century(Number(digits.slice(0, 2)) + 1, bce)
    : digits.endsWith("X")
      ? w.decade(Number(digits.slice(0, 3)) * 10, bce)
      : w.calendar(Number(digits) * (bce ? -1 : 1), month, day);
  if (qualifier === "~") return w.circa(words);
  if (qualifier === "?") return w.uncertain(words);
  if (qualifier === "%") return w.uncertain(w.circa(words));
  return words;
}

/** An EDTF string in the words of `w`: a set of one unknown year, an interval or one date. */
export function edtfInWords(edtf: string, w: DateWording): string {
  const set = /^\[(\.\.)?([^.\]]+)(\.\.)?\]$/.exec(edtf);
  if (set !== null) {
    const date = partIn(w, set[2] ?? "") ?? "";
    return set[1] !== undefined ? w.orEarlier(date) : w.orLater(date);
  }
  const parts = edtf.split("/");
  if (parts.length === 1) return partIn(w, edtf) ?? w.undated;
  const start = partIn(w, parts[0] ?? "");
  const end = partIn(w, parts[1] ?? "");
  if (start === undefined && end === undefined) return w.undated;
  if (start === undefined) return w.by(end ?? "");
  if (end === undefined) return w.from(start);
  return `${start}–${end}`;
}

function ordinalCentury(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

const ENGLISH: DateWording = {
  century: (n, bce) => (bce ? `${n - 1}00s BCE` : `${ordinalCentury(n)} century`),
  decade: (first, bce) => (bce ? `${first}s BCE` : `${first}s`),
  calendar: (year, month, day) => {
    const y = yearLabel(year);
    const monthName = month === undefined ? undefined : MONTHS[Number(month) - 1];
    if (monthName === undefined) return y;
    return day === undefined ? `${monthName} ${y}` : `${Number(day)} ${monthName} ${y}`;
  },
  circa: (d) => `c. ${d}`,
  uncertain: (d) => `${d} (uncertain)`,
  orEarlier: (d) => `${d} or earlier`,
  orLater: (d) => `${d} or later`,
  by: (d) => `by ${d}`,
  from: (d) => `from ${d}`,
  undated: "undated",
};

/**
 * An EDTF string in words: "1680~" → "c. 1680", "../1937" → "by 1937", "189X" → "1890s",
 * "2018/.." → "from 2018" (a span), "[2018..]" → "2018 or later" (one unknown year).
 */
export const dateInWords = (edtf: string): string => edtfInWords(edtf, ENGLISH);

/** A century number as `centuries()` gives it (17 = 1600s; 0 and below are BCE) → "17th century". */
export function centuryLabel(century: number): string {
  return century > 0 ? `${ordinal(century)} century` : `${ordinal(1 - century)} century BCE`;
}

/** A year for display; negative years are BCE. */
export function yearLabel(year: number | null): string {
  if (year === null) return "open";
  return year < 0 ? `${-year} BCE` : String(year);
}

/** What a date range allows, in words: "1896", "1648–1658", "before 1900". */
export function rangeLabel(range: EdtfRange): string {
  const { earliest, latest } = range;
  if (earliest === null && latest === null) return "undated";
  if (earliest === null) return `by ${yearLabel(latest)}`;
  if (latest === null) return `from ${yearLabel(earliest)}`;
  return earliest === latest ? yearLabel(earliest) : `${yearLabel(earliest)}–${yearLabel(latest)}`;
}

/** The centuries a date touches, as labels. */
export function centuryLabels(range: EdtfRange): string[] {
  return centuries(range).map(centuryLabel);
}
