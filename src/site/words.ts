/**
 * Words shared by pages: labels for controlled vocabularies, confidence bands, ordinals, option
 * values, languages and countries, and the small helpers (capital, plural) every view uses.
 * No Astro imports, so tests, scripts and browser code can use them too.
 */
import { LANGUAGES } from "../schemas/languages.ts";

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
  return capital(words);
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

/** "white" → "White". */
export const capital = (s: string): string =>
  s === "" ? s : s.charAt(0).toUpperCase() + s.slice(1);

/** 1, "ply", "plies" → "1 ply"; 9 → "9 plies". */
export const plural = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;
