/**
 * What a string table is: every interface string of one language, each with who made it and
 * whether a native speaker has reviewed it. The English table (tables/en.ts) names the keys; a
 * table that lacks one, or has one English lacks, is a type error, and
 * tests/repo/i18n-tables.test.ts compares the tables' keys and placeholders as well.
 */
import type { Lang } from "./languages.ts";
import type { Key } from "./tables/en.ts";
import { figureSpacing, frenchSpacing } from "./typography.ts";

/** Who made a string and who, if anyone, has reviewed it as a native speaker of its language. */
export interface Provenance {
  /** Who wrote or translated it: "project" for this project's editors, else a person's name. */
  readonly by: string;
  /**
   * The native speaker who reviewed it, or "source language" for the English the project writes
   * in. Absent: awaiting review, and the page says so to its readers.
   */
  readonly reviewedBy?: string;
}

/** One interface string: its text (with `{name}` placeholders) and its provenance. */
export interface Entry extends Provenance {
  readonly text: string;
}

export type Table = { readonly [K in Key]: Entry };

/**
 * Builds a language's table from its strings and their provenance: `made` applies to every
 * string, `reviewed` names the reviewer of single strings where they differ. The `strings`
 * parameter is a complete record of the keys, so TypeScript refuses a missing or unknown key.
 */
export function table(
  lang: Lang,
  made: Provenance,
  strings: { readonly [K in Key]: string },
  reviewed: { readonly [K in Key]?: string } = {},
): Table {
  const out = {} as Record<Key, Entry>;
  for (const key of Object.keys(strings) as Key[]) {
    const reviewer = reviewed[key] ?? made.reviewedBy;
    const text = outsideCode(
      strings[key],
      lang === "fr" ? frenchSpacing : lang === "mg" ? figureSpacing : (s) => s,
    );
    if (text.trim() === "") throw new Error(`i18n: the ${lang} string "${key}" is empty`);
    out[key] = { text, by: made.by, ...(reviewer ? { reviewedBy: reviewer } : {}) };
  }
  return out;
}

/**
 * `text` with `spacing` applied outside its `code` spans: field names, values and examples in
 * backticks (the form's help, the notation's) stay as the files write them.
 */
const outsideCode = (text: string, spacing: (s: string) => string): string =>
  text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : spacing(part)))
    .join("");

/** One area of a French or Malagasy table: a string for every key of the English area `T`. */
export type Strings<T> = { readonly [K in keyof T]: string };
