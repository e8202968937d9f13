/**
 * Why a text is not a position, move or turn, in the page's words: said from the engine's reason
 * (`ParseError.reason` and `params`), `simb.parse.<reason>` of the tables (area `parse`), never
 * from its English. An English page shows the engine's `message`, which the English words equal
 * (tests/site/parse-words.test.ts). An error without a reason, or a reason without words,
 * keeps the English, said to be the engine's: none is expected, and a test holds it so.
 */
import { fill } from "../i18n/fill.ts";
import type { SimWords } from "./words.ts";

/**
 * What the words need from the page: its language, its `simb.` strings and its options'
 * meanings; a simulator's config, or the compare picker's words for the engine's errors.
 */
export interface Said {
  readonly words: Pick<SimWords, "lang" | "options"> & {
    readonly text: Readonly<Record<string, string>>;
  };
}

/** What a parse error tells: the engine's `ParseProblem`, its reason possibly unknown here. */
export interface ParseLike {
  readonly message: string;
  readonly reason?: string | undefined;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

/** A `simb.` string of the page filled with `params`, or undefined when the page lacks it. */
function filled(c: Said, key: string, params: Readonly<Record<string, string | number>>) {
  const text = c.words.text[key];
  return text === undefined ? undefined : fill(text, params, c.words.lang, key);
}

/**
 * The words of `e`'s reason on this page, or undefined when there are none: `simb.<area>.<reason>`,
 * the engine's (`parse`) or a game link's (`linkerr`, link-errors.ts).
 */
export const parseWords = (c: Said, e: ParseLike, area = "parse"): string | undefined =>
  e.reason === undefined ? undefined : filled(c, `simb.${area}.${e.reason}`, e.params ?? {});

/** `e` said on the page: `words`, or the engine's English marked as such when there are none. */
function saidOr(c: Said, e: ParseLike, words: string | undefined): string {
  if (c.words.lang === "en") return e.message;
  return words ?? filled(c, "simb.untranslated", { why: e.message }) ?? e.message;
}

/** `e` said on the page: its reason's words (of `area`), or its English marked as such. */
export const parseErrorText = (c: Said, e: ParseLike, area?: string): string =>
  saidOr(c, e, parseWords(c, e, area));

/** What an option error tells: the engine's `OptionError`, its reason possibly unknown here. */
export interface OptionLike extends ParseLike {
  readonly option: string;
}

/** What an option accepts, in the page's words, from an option error's values (`accepted`). */
function expectedWords(c: Said, p: Readonly<Record<string, string | number>>): string | undefined {
  const { min, max } = p;
  const range =
    p.kind === "bool"
      ? filled(c, "simb.optexp.bool", {})
      : p.kind === "enum"
        ? filled(c, "simb.optexp.enum", { values: p.values ?? "" })
        : min === undefined
          ? undefined
          : max === undefined
            ? filled(c, "simb.optexp.atLeast", { min })
            : Number(max) === Number(min) + 1
              ? filled(c, "simb.optexp.either", { min, max })
              : filled(c, "simb.optexp.range", { min, max });
  if (range === undefined) return undefined;
  const even = p.even === 1 ? (filled(c, "simb.optexp.even", {}) ?? "") : "";
  const nullable = p.nullable === 1 ? (filled(c, "simb.optexp.nullable", {}) ?? "") : "";
  return `${range}${even}${nullable}`;
}

/**
 * Why the engine refuses a ruleset or a change to it, for one option, in the page's words: what
 * the option accepts said from its parts, a missing option's meaning from the page's meanings.
 */
export function optionErrorText(c: Said, e: OptionLike): string {
  if (c.words.lang === "en" || e.reason === undefined) return saidOr(c, e, undefined);
  const params: Record<string, string | number> = { ...e.params };
  if (params.expected !== undefined) params.expected = expectedWords(c, params) ?? params.expected;
  if (params.doc !== undefined) params.doc = c.words.options?.[e.option] ?? params.doc;
  return saidOr(c, e, filled(c, `simb.option.${e.reason}`, params));
}

/**
 * Option errors as one line, in the page's words: `option "k": why; ...` (the engine's
 * `optionErrorsText` on an English page, word for word).
 */
export function optionErrorsSaid(c: Said, errors: readonly OptionLike[]): string {
  const one = (e: OptionLike) =>
    filled(c, "simb.option.named", { option: e.option, why: optionErrorText(c, e) }) ??
    `option "${e.option}": ${e.message}`;
  if (c.words.lang === "en")
    return errors.map((e) => `option "${e.option}": ${e.message}`).join("; ");
  return errors
    .map(one)
    .reduce((list, next) => filled(c, "simb.option.more", { list, next }) ?? `${list}; ${next}`);
}
