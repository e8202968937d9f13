/**
 * Engine options in French and Malagasy, outside the engine (which declares them in English):
 * each option key's label, as the ruleset pages head their options list (the tables' area
 * `optlabel`; `optionLabel` in English), what an option means (area `optdoc`, keyed there by
 * the engine's English meaning), and a value in words. Option keys and their enumerated values are the link format's and the files' words and
 * stay as they are there; a reader sees an enumerated value in words, by option and value (the
 * interface tables' area `values`, `value.<key>.<value>`), and booleans and `null` said.
 * Build-time only: a simulator gets its game's meanings and value words in its config
 * (src/play/words.ts).
 * Every word here is the string tables', with their typography and review state
 * (src/i18n/table.ts); the Malagasy awaits a native speaker's review (docs/i18n.md).
 */
import type { Lang } from "../i18n/languages.ts";
import { GAMES, optionDoc } from "../engine/index.ts";
import { optionLabel, valueWords } from "./words.ts";
import { entry, TABLES, t, type Key } from "../i18n/t.ts";

const LABEL = "optlabel.";
const DOC = "optdoc.";

/** The table key of a meaning, by the engine's English (area `optdoc`), found once. */
let docKeys: ReadonlyMap<string, Key> | undefined;
const docKeyOf = (english: string): Key | undefined =>
  (docKeys ??= new Map(
    (Object.keys(TABLES.en) as Key[])
      .filter((k) => k.startsWith(DOC))
      .map((k) => [TABLES.en[k].text, k]),
  )).get(english);

/** An option key as a heading: "Prise obligatoire"; in English "Compulsory capture". */
export function optionLabelIn(lang: Lang, key: string): string {
  if (lang === "en" || !Object.hasOwn(TABLES.en, `${LABEL}${key}`)) return optionLabel(key);
  return t(lang, `${LABEL}${key}` as Key);
}

/**
 * What option `key` of `game` means in `lang`: the translation of the engine's meaning, or the
 * engine's English when it has none (undefined for an option the game lacks).
 */
export function optionDocIn(lang: Lang, game: string, key: string): string | undefined {
  const english = optionDoc(game, key);
  if (lang === "en" || english === undefined) return english;
  const found = docKeyOf(english);
  return found === undefined ? english : entry(lang, found).text;
}

/** Whether the meaning of `key` of `game` has its words in `lang` (English always has). */
export const hasOptionDoc = (lang: Lang, game: string, key: string): boolean =>
  lang === "en" || optionDocIn(lang, game, key) !== optionDoc(game, key);

/** The table key of an enumerated value's words: `value.<option key>.<value>`. */
export const valueKey = (key: string, value: string): string => `value.${key}.${value}`;

/** Whether the tables have words for `value` of option `key` (every language has the same keys). */
export const hasValueWords = (key: string, value: string): boolean =>
  Object.hasOwn(TABLES.en, valueKey(key, value));

/**
 * An option value in words: an enumerated value of option `key` as the tables say it ("l’approche
 * prime" for capture-choice approach), oui/non, aucun; a number as written. A string with no
 * words (no `key`, or a value the engine does not declare) is written as it is; English without
 * a key reads as words.ts has it.
 */
export function valueWordsIn(lang: Lang, value: unknown, key?: string): string {
  if (typeof value === "string" && key !== undefined && hasValueWords(key, value))
    return t(lang, valueKey(key, value) as Key);
  if (lang === "en") return valueWords(value);
  if (value === true) return t(lang, `${LABEL}said.yes`);
  if (value === false) return t(lang, `${LABEL}said.no`);
  if (value === null) return t(lang, `${LABEL}said.none`);
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The words of every enumerated value of a game's options in `lang`, by option key and value,
 * for its simulator and the compare views: only the game's own, so a page carries its family's.
 */
export function valueWordsOf(lang: Lang, game: string): Record<string, Record<string, string>> {
  const options = GAMES[game]?.options ?? {};
  return Object.fromEntries(
    Object.entries(options).flatMap(([key, spec]) =>
      spec.kind === "enum"
        ? [[key, Object.fromEntries(spec.values.map((v) => [v, valueWordsIn(lang, v, key)]))]]
        : [],
    ),
  );
}

/** Each option of `game` by its plain name in `lang`, by key (the simulator's rule cards). */
export function optionLabelsOf(lang: Lang, game: string): Record<string, string> | undefined {
  const options = GAMES[game]?.options;
  if (options === undefined) return undefined;
  return Object.fromEntries(Object.keys(options).map((k) => [k, optionLabelIn(lang, k)]));
}

/** The meanings of a game's options in `lang`, by key, for its simulator (none in English). */
export function optionDocsOf(lang: Lang, game: string): Record<string, string> | undefined {
  const options = GAMES[game]?.options;
  if (lang === "en" || options === undefined) return undefined;
  return Object.fromEntries(Object.keys(options).map((k) => [k, optionDocIn(lang, game, k)!]));
}
