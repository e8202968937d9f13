import type { Lang } from "../i18n/languages.ts";
import { entry, TABLES, type Key } from "../i18n/t.ts";

/*
 * The form's help texts (the schemas' doc comments, src/schemas/) in the page's language: the
 * string tables' area `help`, whose English is each comment word for word, so a text's key is
 * found by its English. A comment reworded in src/schemas/ no longer matches its entry and shows
 * in English, marked so, until its entry is written again (tests/content/form-help.test.ts lists
 * what is missing). Build-time only: each page embeds its schemas with their help in its
 * language. The Malagasy awaits a native speaker's review (docs/i18n.md).
 */

const HELP = "help.";

/** The table key of each help text, by its English, found once. */
let helpKeys: ReadonlyMap<string, Key> | undefined;
export const helpKeyOf = (english: string): Key | undefined =>
  (helpKeys ??= new Map(
    (Object.keys(TABLES.en) as Key[])
      .filter((k) => k.startsWith(HELP))
      .map((k) => [TABLES.en[k].text, k]),
  )).get(english);

/**
 * A help text in `lang`, or undefined when it has no entry. French typography is the tables'
 * (src/i18n/table.ts), outside the `code` spans in backticks, which are field names, values and
 * examples written as the files have them.
 */
export function helpIn(lang: Lang, english: string): string | undefined {
  if (lang === "en") return english;
  const key = helpKeyOf(english);
  return key === undefined ? undefined : entry(lang, key).text;
}

/**
 * The JSON Schema with every `description` in `lang`: translated, or kept in English with
 * `x-lang: "en"` (an annotation JSON Schema allows) so the view marks it. English is untouched.
 */
export function helpInLang(schema: unknown, lang: Lang): unknown {
  if (lang === "en") return schema;
  if (Array.isArray(schema)) return schema.map((s) => helpInLang(s, lang));
  if (schema === null || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === "description" && typeof v === "string") {
      const text = helpIn(lang, v);
      out.description = text ?? v;
      if (text === undefined) out["x-lang"] = "en";
    } else out[k] = helpInLang(v, lang);
  }
  return out;
}

/** Every help text the form shows (English), once each, in the order the schemas give them. */
export function helpTexts(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => helpTexts(s, out));
  else if (schema !== null && typeof schema === "object")
    for (const [k, v] of Object.entries(schema)) {
      if (k === "description" && typeof v === "string") out.add(v);
      else helpTexts(v, out);
    }
  return out;
}
