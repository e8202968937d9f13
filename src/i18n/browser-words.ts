/**
 * The one way the build hands interface strings to browser code: a page picks the keys its
 * script says (by prefix or by list) from its language's table here, and writes them into the
 * page with `wordsJson` (a `data-*words` attribute, or inside a script's config), so that no
 * browser chunk carries a table and an English page's script does not grow with a language.
 * Build time only. The bundles themselves (the simulator's, the compare views', the form's, the
 * search's, the offline page's) say which keys they need: src/play/words-build.ts,
 * src/compare/words-build.ts and the pages that use them.
 */
import type { Lang } from "./languages.ts";
import { entry, TABLES, type Key } from "./t.ts";

/** The strings of `lang` whose keys `pick` chooses, in the tables' order, by full key. */
export function wordsWhere(lang: Lang, pick: (key: string) => boolean): Record<string, string> {
  return Object.fromEntries(
    Object.keys(TABLES.en)
      .filter(pick)
      .map((k) => [k, entry(lang, k as Key).text]),
  );
}

/**
 * The strings of `lang` whose keys start with `prefix`, in the tables' order, by key without
 * the prefix (`strip`, the default) or by full key.
 */
export function wordsByPrefix(
  lang: Lang,
  prefix: string,
  { strip = true }: { readonly strip?: boolean } = {},
): Record<string, string> {
  const words = wordsWhere(lang, (k) => k.startsWith(prefix));
  if (!strip) return words;
  return Object.fromEntries(Object.entries(words).map(([k, v]) => [k.slice(prefix.length), v]));
}

/** The strings of `keys` in `lang`, by key (or by the name `keys` maps each to). */
export function wordsOf<N extends string>(
  lang: Lang,
  keys: Readonly<Record<N, Key>>,
): Record<N, string> {
  return Object.fromEntries(
    (Object.entries(keys) as [N, Key][]).map(([name, key]) => [name, entry(lang, key).text]),
  ) as Record<N, string>;
}

/**
 * Words as the page hands them to its script: JSON, read back with `JSON.parse` from a
 * `data-*` attribute (Astro escapes it) or from a script's config.
 */
export const wordsJson = (words: unknown): string => JSON.stringify(words);
