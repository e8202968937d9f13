import { fill, type Params } from "../i18n/fill.ts";

/*
 * The form's words in the page's language (`data-words` on `<contribute-form>`: the tables'
 * `form.*` keys, src/i18n/tables/<lang>/form.ts) and zod's schema problems worded with them.
 * On a French or Malagasy page the form parses with `issueIn(words)` as its error map, so each
 * problem is worded from the same typed issue zod words in English for the build: field names,
 * types and values verbatim. A schema's own message (our schemas' explanations) wins over the
 * map, as zod gives it precedence, and stays as the schema writes it.
 */

/** The form's words by key (without `form.`), and the page's language. */
export interface FormWords {
  readonly lang: string;
  readonly words: Readonly<Record<string, string>>;
}

/** A word of the form, its placeholders filled. */
export function say(w: FormWords, key: string, params: Params = {}): string {
  const text = w.words[key];
  if (text === undefined) throw new Error(`contribute: no ${w.lang} word "${key}"`);
  return fill(text, params, w.lang, key);
}

/** A counted phrase: `key.one` or `key.other`, by the language's plural rules. */
export const sayCount = (w: FormWords, key: string, n: number): string =>
  say(w, `${key}.${new Intl.PluralRules(w.lang).select(n) === "one" ? "one" : "other"}`, { n });

/** What zod puts in an issue the map words (zod's `$ZodRawIssue`, loosely: only what we read). */
interface RawIssue {
  readonly code?: string;
  readonly input?: unknown;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly exact?: boolean;
  readonly format?: string;
  readonly pattern?: string;
  readonly keys?: readonly string[];
  readonly options?: readonly unknown[];
}

/** A value as zod names its type (`util.parsedType`) and writes it (`stringifyPrimitive`). */
const typeOf = (v: unknown): string =>
  v === null ? "null" : Array.isArray(v) ? "array" : Number.isNaN(v) ? "NaN" : typeof v;
const shown = (v: unknown): string => (typeof v === "string" ? `"${v}"` : String(v));
const UNITS: Readonly<Record<string, string>> = {
  string: "characters",
  array: "items",
  set: "items",
};

/** A size bound's problem: too small or too big, of a sized thing or a value. */
function bound(w: FormWords, issue: RawIssue, big: boolean): string {
  const n = String(big ? issue.maximum : issue.minimum);
  const at = issue.exact ? say(w, "issue.exactly", { n }) : `${sign(issue, big)}${n}`;
  const unit = UNITS[issue.origin ?? ""];
  const origin = issue.origin ?? "value";
  const which = big ? "big" : "small";
  return unit === undefined
    ? say(w, `issue.${which}Value`, { origin, bound: at })
    : say(w, `issue.${which}`, { origin, bound: at, unit: say(w, `issue.${unit}`) });
}
const sign = (issue: RawIssue, big: boolean) => (big ? "<" : ">") + (issue.inclusive ? "=" : "");

/**
 * zod's error map in the page's language: each issue code zod words in English, worded by the
 * tables; an issue it does not know (undefined) keeps zod's English.
 */
export const issueIn =
  (w: FormWords) =>
  (issue: RawIssue): string | undefined => {
    switch (issue.code) {
      case "invalid_type":
        return say(w, "issue.type", {
          expected: issue.expected ?? "",
          received: typeOf(issue.input),
        });
      case "invalid_value":
        return issue.values?.length === 1
          ? say(w, "issue.value", { value: shown(issue.values[0]) })
          : say(w, "issue.option", { values: (issue.values ?? []).map(shown).join("|") });
      case "too_small":
        return bound(w, issue, false);
      case "too_big":
        return bound(w, issue, true);
      case "invalid_format":
        return issue.format === "regex"
          ? say(w, "issue.pattern", { pattern: issue.pattern ?? "" })
          : undefined;
      case "unrecognized_keys":
        return issue.keys?.length === 1
          ? undefined
          : say(w, "issue.keys", { keys: (issue.keys ?? []).map(shown).join(", ") });
      case "invalid_union":
        return issue.options?.length || (issue as { inclusive?: boolean }).inclusive === false
          ? undefined
          : say(w, "issue.union");
      default:
        return undefined;
    }
  };

/** One problem's line: ``field `a.b`: message``, as the build's line without its file. */
export function lineIn(w: FormWords, path: readonly (string | number)[], message: string): string {
  const field = path.length === 0 ? say(w, "record") : path.map(String).join(".");
  return say(w, "line", { field, message });
}
