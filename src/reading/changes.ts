/**
 * A reading the reader has changed: a source's ruleset with some option values replaced (the
 * engine's overrides, whose provenance is marked `override` and keeps the citation of the value
 * replaced). Pure, so the link format, the names and the diff are unit-tested; the simulator, the
 * compare picker and the export read the same functions.
 */
import {
  err,
  ok,
  type OptionSpec,
  type OptionSpecs,
  type OptionValue,
  type Result,
} from "../engine/core/index.ts";
import type { LinkError } from "./link-errors.ts";

/** The reader's changes by option key: only values that differ from the source's reading. */
export type Changes = Readonly<Record<string, OptionValue>>;

/** A change as the link writes it: `null` as `null`, booleans and numbers as their text. */
export const valueText = (v: OptionValue): string => (v === null ? "null" : String(v));

/** `key:value,key:value`, in the order of the family's declarations (stable for links and tests). */
export function formatChanges(c: Changes, specs?: OptionSpecs): string {
  const order = specs === undefined ? Object.keys(c) : Object.keys(specs).filter((k) => k in c);
  return order.map((k) => `${k}:${valueText(c[k]!)}`).join(",");
}

/** Longest option list read from a link; anything longer is refused, not parsed. */
const MAX_CHANGES = 2000;

const shown = (s: string): string => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

/**
 * The `key:value` pairs of a link's option list, as texts (the engine reads each value as an
 * override: `"true"`, `"12"`, `"null"`). Only the syntax is checked here; whether the family
 * knows the key and accepts the value is the engine's to say, when it compiles the reading.
 */
export function parseChanges(text: string): Result<Record<string, string>, LinkError> {
  if (text.length > MAX_CHANGES)
    return err<LinkError>({
      reason: "changes-too-long",
      message: `the option list is ${text.length} characters long, more than any reading needs`,
      params: { n: `${text.length}` },
    });
  const out: Record<string, string> = {};
  if (text === "") return ok(out);
  for (const item of text.split(",")) {
    const i = item.indexOf(":");
    const key = i < 0 ? item : item.slice(0, i);
    if (i <= 0 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key))
      return err<LinkError>({
        reason: "not-a-change",
        message: `${shown(item)} is not an option and its value: write each as <option>:<value>`,
        params: { item: shown(item) },
      });
    if (Object.hasOwn(out, key))
      return err<LinkError>({
        reason: "change-twice",
        message: `the option ${shown(key)} is given twice`,
        params: {
          option: shown(key),
        },
      });
    out[key] = item.slice(i + 1);
  }
  return ok(out);
}

/** A value in words: booleans as on/off, `null` as none, the rest as written. */
export function valueWords(spec: OptionSpec | undefined, v: OptionValue): string {
  if (spec?.kind === "bool" || typeof v === "boolean") return v === true ? "on" : "off";
  return v === null ? "none" : String(v);
}

/**
 * How a page words a changed reading: a value, the last link of a list, the reading's name (the
 * simulator gives its page's, src/play/messages.ts `readingSaid`). English by default.
 */
export interface ReadingWords {
  /** Option `key`'s value `v` in words. */
  value(spec: OptionSpec | undefined, v: OptionValue, key: string): string;
  and(list: string, last: string): string;
  named(title: string, changes: string): string;
}

const ENGLISH: ReadingWords = {
  value: valueWords,
  and: (list, last) => `${list} and ${last}`,
  named: (title, changes) => `${title}, with ${changes}`,
};

const listed = (parts: readonly string[], w: ReadingWords): string =>
  parts.length <= 1
    ? (parts[0] ?? "")
    : w.and(parts.slice(0, -1).join(", "), parts[parts.length - 1]!);

/** What the changes say, in words: "no-immediate-return off and draw-quiet-turns 20". */
export function changesWords(c: Changes, specs: OptionSpecs, w = ENGLISH): string {
  const keys = Object.keys(specs).filter((k) => k in c);
  return listed(
    keys.map((k) => `${k} ${w.value(specs[k], c[k]!, k)}`),
    w,
  );
}

/** A changed reading named by what it changes: "Montgomery (1886), with no-immediate-return off". */
export function readingName(title: string, c: Changes, specs: OptionSpecs, w = ENGLISH): string {
  return Object.keys(c).length === 0 ? title : w.named(title, changesWords(c, specs, w));
}

/**
 * The changes a set of values makes to the source's reading: the values that differ from the
 * source's (a value set back to the source's is no change).
 */
export function changesFrom(
  source: Readonly<Record<string, { readonly value: unknown }>>,
  values: Readonly<Record<string, OptionValue>>,
): Changes {
  return Object.fromEntries(
    Object.entries(values).filter(([k, v]) => !Object.is(source[k]?.value, v)),
  );
}

/**
 * The changes a compiled reading makes: each overridden option's value as the engine read it
 * (`"20"` from a link is 20), kept where it differs from the source's.
 */
export function changesOf(
  game: { readonly options: Readonly<Record<string, { readonly value: unknown }>> },
  source: Readonly<Record<string, { readonly value: unknown }>>,
  overrides: Readonly<Record<string, unknown>>,
): Changes {
  const values = Object.fromEntries(
    Object.keys(overrides).map((k) => [k, game.options[k]!.value as OptionValue]),
  );
  return changesFrom(source, values);
}

/** A file name and id part for the changes: `no-immediate-return-off-draw-quiet-turns-20`. */
export function changesSlug(c: Changes, specs: OptionSpecs): string {
  return Object.keys(specs)
    .filter((k) => k in c)
    .map((k) => `${k}-${valueWords(specs[k], c[k]!)}`)
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
