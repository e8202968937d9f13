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

/** One end of an interval, or a single date, in words; undefined for an open end. */
function partInWords(text: string): string | undefined {
  if (text === ".." || text === "") return undefined;
  const m = PART.exec(text);
  if (m === null) return text;
  const [, sign = "", digits = "", month, day, qualifier] = m;
  const negative = sign === "-";
  let words: string;
  if (digits.endsWith("XX")) {
    const century = Number(digits.slice(0, 2)) + 1;
    words = negative ? `${century - 1}00s BCE` : `${ordinalCentury(century)} century`;
  } else if (digits.endsWith("X")) {
    const decade = Number(digits.slice(0, 3)) * 10;
    words = negative ? `${decade}s BCE` : `${decade}s`;
  } else {
    const year = yearLabel(Number(digits) * (negative ? -1 : 1));
    const monthName = month === undefined ? undefined : MONTHS[Number(month) - 1];
    words =
      monthName === undefined
        ? year
        : day === undefined
          ? `${monthName} ${year}`
          : `${Number(day)} ${monthName} ${year}`;
  }
  if (qualifier === "~") return `c. ${words}`;
  if (qualifier === "?") return `${words} (uncertain)`;
  if (qualifier === "%") return `c. ${words} (uncertain)`;
  return words;
}

function ordinalCentury(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/**
 * An EDTF string in words: "1680~" → "c. 1680", "../1937" → "by 1937", "189X" → "1890s",
 * "2018/.." → "from 2018" (a span), "[2018..]" → "2018 or later" (one unknown year).
 */
export function dateInWords(edtf: string): string {
  const set = /^\[(\.\.)?([^.\]]+)(\.\.)?\]$/.exec(edtf);
  if (set !== null) {
    const year = partInWords(set[2] ?? "") ?? "";
    return set[1] !== undefined ? `${year} or earlier` : `${year} or later`;
  }
  const parts = edtf.split("/");
  if (parts.length === 1) return partInWords(edtf) ?? "undated";
  const [a = "", b = ""] = parts;
  const start = partInWords(a);
  const end = partInWords(b);
  if (start === undefined && end === undefined) return "undated";
  if (start === undefined) return `by ${end ?? ""}`;
  if (end === undefined) return `from ${start}`;
  return `${start}–${end}`;
}

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
