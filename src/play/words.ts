/**
 * The words a simulator says in the browser, in one language, built at build time from the
 * interface tables (src/i18n) and the words tables of the engine's reasons, and written into the
 * page's config (config.ts), so that the browser code carries no table: an English page's script
 * does not grow when a language is added. Type-only imports keep it out of the browser bundle.
 */
import type { Lang } from "../i18n/languages.ts";
import type { Key } from "../i18n/tables/en.ts";

/**
 * The words of the engine's typed errors (area `parse`): why a text does not parse
 * (`simb.parse.<reason>`), why an option is refused (`simb.option.<reason>`) and what an option
 * accepts (`simb.optexp.*`); and why a game link is not read (`simb.linkerr.<reason>`, area
 * `linkerr`, link-errors.ts); and why something the browser does failed (`simb.fail.<reason>`,
 * area `failure`, failures.ts). An English page shows their English, which the code holds, and
 * goes without them.
 */
export const ENGINE_WORD_PREFIXES = [
  "simb.parse.",
  "simb.option.",
  "simb.optexp.",
  "simb.linkerr.",
  "simb.fail.",
] as const;
export type EngineWordKey = Extract<
  Key,
  | `simb.parse.${string}`
  | `simb.option.${string}`
  | `simb.optexp.${string}`
  | `simb.linkerr.${string}`
  | `simb.fail.${string}`
>;

/** The browser's message keys: every `simb.` string of the tables, whatever its area. */
export type SimWordKey = Exclude<Extract<Key, `simb.${string}`>, EngineWordKey>;

export interface SimWords {
  /** The page's language (numbers are written in its way). */
  readonly lang: Lang;
  /**
   * Every `simb.` string, by key; the engine's errors' words (`EngineWordKey`) on French and
   * Malagasy pages only.
   */
  readonly text: Readonly<Record<SimWordKey, string>> &
    Readonly<Partial<Record<EngineWordKey, string>>>;
  /** Basis labels by basis (src/site/basis-words.ts), for the citations in messages. */
  readonly basis: Readonly<Record<string, string>>;
  /** What each basis means, by basis, for the rules panel's hover text. */
  readonly basisMeaning: Readonly<Record<string, string>>;
  /** Why a game ended, as a clause, by status reason (src/site/status-words.ts). */
  readonly reasons: Readonly<Record<string, string>>;
  /**
   * Why a move is refused, by the rule a refusal names (the tables' area `refusal`); absent on
   * English pages, which show the engine's own message.
   */
  readonly rules?: Readonly<Record<string, string>> | undefined;
  /**
   * What each of the game's options means, in the page's language (src/site/option-words.ts),
   * by option key. Absent on English pages, which show the engine's own declarations. Option
   * keys and their enumerated values are the link format's words and stay as they are.
   */
  readonly options?: Readonly<Record<string, string>> | undefined;
  /**
   * Each of the game's options by its plain name in the page's language ("Compulsory
   * capture"), by option key (src/site/option-words.ts `optionLabelIn`): what heads its card in
   * "Change the rules". In every language.
   */
  readonly labels?: Readonly<Record<string, string>> | undefined;
  /**
   * The words a reader sees for each enumerated value of the game's options, by option key and
   * value (src/site/option-words.ts `valueWordsOf`), in every language: the identifier stays the
   * `<option value>` and the link's, these are the option's visible text. Only the game's own.
   */
  readonly values?: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
  /**
   * Each locator the page's readings cite (their own and their kept versions'), as the content
   * writes it, to the same locator in the page's words ("rule 8" -> "règle 8",
   * src/site/locator-parts.ts), worded at build time so that the browser carries no locator
   * code. Absent on English pages, which show a locator as the content writes it; a locator not
   * here is shown as written.
   */
  readonly locators?: Readonly<Record<string, string>> | undefined;
}
