import type { Lang } from "../i18n/languages.ts";
import { HELP_FR } from "./help-fr.ts";
import { HELP_MG } from "./help-mg.ts";
import { frenchSpacing } from "../i18n/typography.ts";

/*
 * The form's help texts (the schemas' doc comments, src/schemas/) in French and Malagasy, keyed by
 * the English comment itself: a comment reworded in src/schemas/ no longer matches its entry and
 * shows in English, marked so, until it is translated again (tests/site/form-help.test.ts lists
 * what is missing). Build-time only: each page embeds its schemas with their help in its language.
 * The Malagasy awaits a native speaker's review (docs/i18n.md).
 */

export const HELP: Readonly<Record<Exclude<Lang, "en">, Readonly<Record<string, string>>>> = {
  fr: HELP_FR,
  mg: HELP_MG,
};

/**
 * A help text in `lang`, or undefined when it has no translation there. French is given French
 * typography as the interface tables are (src/i18n/table.ts), outside the `code` spans in
 * backticks, which are field names, values and examples written as the files have them.
 */
export function helpIn(lang: Lang, english: string): string | undefined {
  if (lang === "en") return english;
  const text = HELP[lang][english];
  if (text === undefined || lang !== "fr") return text;
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : frenchSpacing(part)))
    .join("");
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
