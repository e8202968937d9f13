/**
 * Small, pure helpers shared by pages: URLs, labels for controlled vocabularies, dates,
 * confidence bands. No Astro imports, so tests and scripts can use them too.
 */
import { centuries, type EdtfRange } from "../schemas/edtf.ts";
import { LANGUAGES } from "../schemas/languages.ts";

/** Site URLs, one function per kind of page. Ids are used exactly as they are (case and dots kept). */
export const url = {
  home: () => "/",
  games: () => "/games/",
  game: (id: string) => `/games/${id}/`,
  evidenceIndex: () => "/evidence/",
  evidence: (id: string) => `/evidence/${id}/`,
  sources: () => "/sources/",
  source: (id: string) => `/sources/${id}/`,
  regions: () => "/regions/",
  region: (id: string) => `/regions/${id}/`,
  rulesets: () => "/rulesets/",
  /** A ruleset by its collection id (`<game>/<id>`), which is also its URL path. */
  ruleset: (entryId: string) => `/rulesets/${entryId}/`,
  timeline: () => "/timeline/",
  search: () => "/search/",
  data: () => "/data/",
  method: () => "/method/",
} as const;

/** Confidence bands used for the search filter and badges. */
export const CONFIDENCE_BANDS = ["0-49", "50-79", "80-100"] as const;
export type ConfidenceBand = (typeof CONFIDENCE_BANDS)[number];

export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= 80) return "80-100";
  if (confidence >= 50) return "50-79";
  return "0-49";
}

/** 1 → "1st", 19 → "19th", 21 → "21st". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
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

/** Sort key for records by date: earliest, then latest; undated last. */
export function compareRanges(a: EdtfRange, b: EdtfRange): number {
  const ea = a.earliest ?? a.latest ?? Number.POSITIVE_INFINITY;
  const eb = b.earliest ?? b.latest ?? Number.POSITIVE_INFINITY;
  if (ea !== eb) return ea - eb;
  const la = a.latest ?? a.earliest ?? Number.POSITIVE_INFINITY;
  const lb = b.latest ?? b.earliest ?? Number.POSITIVE_INFINITY;
  return la - lb;
}

/** English name of a language code, or the code itself. */
export function languageName(code: string | undefined): string {
  if (code === undefined) return "unknown language";
  return code in LANGUAGES ? LANGUAGES[code as keyof typeof LANGUAGES].name : code;
}

/** Glottolog code of a language code, when known. */
export function glottologOf(code: string): string | undefined {
  return code in LANGUAGES ? LANGUAGES[code as keyof typeof LANGUAGES].glottolog : undefined;
}

/** "written-over-100-years-after" → "Written over 100 years after". */
export function humanize(value: string): string {
  const words = value.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Wording of the DLP uncertainty factors, as the database guide phrases them. */
export const UNCERTAINTY_LABELS: Readonly<Record<string, string>> = {
  incomplete: "Incomplete",
  "ambiguous-pattern": "Ambiguous pattern",
  "uncertain-date": "Uncertain date",
  "unknown-provenience": "Unknown provenience",
  "written-over-100-years-after": "Written more than 100 years after the events",
  "written-over-500-years-after": "Written more than 500 years after the events",
  "written-about-foreign-culture": "Written about a foreign culture",
  translated: "Translated from another language",
  "secondary-text": "Secondary text",
  "game-not-named": "Game not named",
  "rules-insufficiently-described": "Insufficiently described rules",
  "board-not-described": "Board not described",
  "rules-not-described": "Rules not described",
  "rules-learned-second-hand": "Rules learned second-hand",
  "suspected-copy": "Suspected copy of an earlier work",
};

export function uncertaintyLabel(factor: string): string {
  return UNCERTAINTY_LABELS[factor] ?? humanize(factor);
}

/** What each DLP ruleset type means (Stephenson, Crist & Browne 2020). */
export const RULESET_TYPE_NOTES: Readonly<Record<string, string>> = {
  described: "described by someone of the culture that plays it",
  observed: "observed by an outsider who watched the game or was taught it",
  suggested: "suggested by a modern author where the sources are silent",
  scholarly: "a scholarly reading of the sources",
  incomplete: "incomplete: the sources do not give enough to play",
  reconstructed: "reconstructed from partial evidence",
};

/** A coordinate pair in degrees with hemispheres: "18.77° S, 46.87° E". */
export function coordinatesLabel(c: { lat: number; lon: number }): string {
  const lat = `${Math.abs(c.lat).toFixed(2)}° ${c.lat < 0 ? "S" : "N"}`;
  const lon = `${Math.abs(c.lon).toFixed(2)}° ${c.lon < 0 ? "W" : "E"}`;
  return `${lat}, ${lon}`;
}

/** Splits prose into paragraphs on blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** An option value as short text for tables: strings as they are, the rest as compact JSON. */
export function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  return value === undefined ? "undefined" : JSON.stringify(value);
}

/** An engine option's key as a heading: "compulsory-capture" → "Compulsory capture". */
export function optionLabel(key: string): string {
  return humanize(key);
}

/** An option value in words: true → "yes", "end-turn" → "end turn", null → "none". */
export function valueWords(value: unknown): string {
  if (value === true) return "yes";
  if (value === false) return "no";
  if (value === null) return "none";
  if (typeof value === "string") return value.replaceAll("-", " ");
  return valueText(value);
}

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name from its ISO 3166-1 code: "MG" → "Madagascar". */
export function countryName(code: string): string {
  return REGION_NAMES.of(code) ?? code;
}
