/** The simulator's words for a page's language (words.ts), from the tables. Build time only. */
import type { Lang } from "../i18n/languages.ts";
import { entry, TABLES, type Key } from "../i18n/t.ts";
import { BASIS_WORDS, basisWordsIn } from "../site/basis-words.ts";
import { STATUS_WORDS, statusWordsIn } from "../site/status-words.ts";
import { REFUSAL_WORDS_FR, REFUSAL_WORDS_MG } from "../site/refusal-words.ts";
import { optionDocsOf } from "../site/option-words.ts";
import { ENGINE_WORD_PREFIXES, type SimWordKey, type SimWords } from "./words.ts";

/** The words of a simulator of `game` (its options' meanings) on a page in `lang`. */
export function simWords(lang: Lang, game?: string): SimWords {
  // An English page shows the engine's English errors: it carries no words for their reasons.
  const engine = (k: string) => ENGINE_WORD_PREFIXES.some((p) => k.startsWith(p));
  const keys = Object.keys(TABLES.en).filter(
    (k): k is SimWordKey & Key => k.startsWith("simb.") && !(lang === "en" && engine(k)),
  );
  return {
    lang,
    text: Object.fromEntries(keys.map((k) => [k, entry(lang, k).text])) as Record<
      SimWordKey,
      string
    >,
    basis: Object.fromEntries(
      Object.keys(BASIS_WORDS).map((b) => [b, basisWordsIn(lang, b).label]),
    ),
    basisMeaning: Object.fromEntries(
      Object.keys(BASIS_WORDS).map((b) => [b, basisWordsIn(lang, b).meaning]),
    ),
    reasons: Object.fromEntries(
      Object.keys(STATUS_WORDS).map((r) => [r, statusWordsIn(lang, r).clause]),
    ),
    rules: lang === "fr" ? REFUSAL_WORDS_FR : lang === "mg" ? REFUSAL_WORDS_MG : undefined,
    options: game === undefined ? undefined : optionDocsOf(lang, game),
  };
}
