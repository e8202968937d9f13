/**
 * Interface strings by key, in one language, never falling back to another: a key a table lacks
 * or a placeholder left unfilled throws, naming the language and the key, so that a page cannot
 * pass English off as French (tests/repo/i18n-tables.test.ts keeps the tables complete).
 */
import type { Lang } from "./languages.ts";
import type { Entry, Table } from "./table.ts";
import { en, type Key } from "./tables/en.ts";
import { fr } from "./tables/fr.ts";
import { mg } from "./tables/mg.ts";

export type { Key };
export const TABLES: Readonly<Record<Lang, Table>> = { en, fr, mg };

import { fill, type Params } from "./fill.ts";

export type { Params };

/** A key's entry in a language's table: its text and provenance. */
export function entry(lang: Lang, key: Key): Entry {
  const found = (TABLES[lang] as Partial<Table> | undefined)?.[key];
  if (!found) throw new Error(`i18n: no ${lang} string for "${key}"`);
  return found;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a string names, in order: "{n} of {total}" → ["n", "total"]. */
export const placeholders = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** The string for `key` in `lang`, its `{name}` placeholders filled from `params`. */
export function t(lang: Lang, key: Key, params: Params = {}): string {
  return fill(entry(lang, key).text, params, lang, key);
}

/** Keys with counted forms: `count.record` for `count.record.one` and `count.record.other`. */
export type CountKey = Key extends infer K ? (K extends `${infer B}.one` ? B : never) : never;

/** A counted phrase ("3 records", "1 attestation"), its form chosen by the language's rules. */
export function tn(lang: Lang, key: CountKey, n: number, params: Params = {}): string {
  const form = new Intl.PluralRules(lang).select(n) === "one" ? "one" : "other";
  return t(lang, `${key}.${form}` as Key, { ...params, n });
}

/** The nth as the language counts it ("5th", "1er", "faha-5"), by its ordinal rules. */
export function tOrd(lang: Lang, n: number): string {
  const form = new Intl.PluralRules(lang, { type: "ordinal" }).select(n);
  return t(lang, `ord.${form === "one" || form === "two" || form === "few" ? form : "other"}`, {
    n,
  });
}

/** A string split at its placeholders, for a component that fills some of them with markup. */
export function pieces(lang: Lang, key: Key): ({ text: string } | { slot: string })[] {
  return entry(lang, key)
    .text.split(/(\{\w+\})/)
    .filter((s) => s !== "")
    .map((s) => (/^\{\w+\}$/.test(s) ? { slot: s.slice(1, -1) } : { text: s }));
}

/** How many of a language's strings await review by a native speaker, of how many. */
export function reviewState(lang: Lang): { reviewed: number; total: number; by: string[] } {
  const entries = Object.values(TABLES[lang]);
  return {
    reviewed: entries.filter((e) => e.reviewedBy !== undefined).length,
    total: entries.length,
    by: [...new Set(entries.map((e) => e.by))],
  };
}
