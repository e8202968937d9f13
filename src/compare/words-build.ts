/**
 * The compare words of a language, made from the string tables at build time: handed to the
 * view builders by the prebuilt pages, and to the picker's script through its page's
 * `data-compare-words` (words.ts says why the browser never loads the tables).
 */
import type { Lang } from "../i18n/languages.ts";
import type { Key } from "../i18n/t.ts";
import { wordsOf, wordsWhere } from "../i18n/browser-words.ts";
import { compare } from "../i18n/tables/en/compare.ts";
import { BASIS_WORDS } from "../site/basis-words.ts";
import { basisWordsIn } from "../site/words-in.ts";
import { STATUS_WORDS } from "../site/status-words.ts";
import { KIND_VERB } from "../genealogy/graph.ts";
import { verbIn } from "../genealogy/view.ts";
import type { CompareWords } from "./words.ts";
import { isPanelKey } from "./panel-keys.ts";
import { locatorWordsIn } from "../site/locator-words.ts";

export function compareWords(lang: Lang): CompareWords {
  const text = wordsWhere(lang, (k) => Object.hasOwn(compare, k)) as CompareWords["text"];
  const basis = Object.fromEntries(
    Object.keys(BASIS_WORDS).map((b) => {
      const { label, meaning } = basisWordsIn(lang, b);
      return [b, { label, meaning }];
    }),
  );
  const verbs = Object.fromEntries(Object.keys(KIND_VERB).map((k) => [k, verbIn(lang, k)]));
  if (lang === "en") return { lang, text, basis, verbs };
  const punct = wordsOf(lang, { colon: "list.colon", clauses: "punct.clauses" });
  return {
    lang,
    text,
    basis,
    verbs,
    punct,
    ends: endsIn(lang),
    locator: locatorWordsIn(lang),
    ...wordsOf(lang, { englishTitle: "replay.englishTitle" }),
  };
}

/** Each engine reason's label in `lang` (area `ends`); English pages pass none (words.ts). */
const endsIn = (lang: Lang): Record<string, string> =>
  wordsOf(lang, Object.fromEntries(Object.keys(STATUS_WORDS).map((r) => [r, `end.${r}` as Key])));

/**
 * The words of the simulator's live panels only (panel-keys.ts), for every page with a
 * simulator: the rest of the table would ride on each of them unread.
 */
export function panelWords(lang: Lang): CompareWords {
  const all = compareWords(lang);
  const text = Object.fromEntries(Object.entries(all.text).filter(([k]) => isPanelKey(k)));
  return { ...all, text: text as CompareWords["text"] };
}

/**
 * What the picker says of a change the engine refuses (its option errors' strings) and of a
 * game's divergences it cannot load (the failures' words, area `failure`).
 */
const PICKER_ENGINE_KEY = (k: string): boolean =>
  ["simb.option.", "simb.optexp.", "simb.fail."].some((p) => k.startsWith(p)) ||
  k === "simb.untranslated";

/**
 * The compare picker's words: the whole table, and on French and Malagasy pages the words of the
 * engine's option errors and of failures, so that a refused change or a game's divergences not
 * loaded is said in the page's language (English pages show the English they showed, as the
 * simulator does), and the words of a changed reading's name.
 */
export function pickerWords(lang: Lang): CompareWords {
  const all = compareWords(lang);
  if (lang === "en") return all;
  const engine = wordsWhere(lang, PICKER_ENGINE_KEY);
  return { ...all, engine, reading: readingWordsIn(lang) };
}

/** The simulator's words for a changed reading and the rules table (words.ts `reading`). */
const readingWordsIn = (lang: Lang): NonNullable<CompareWords["reading"]> =>
  wordsOf(lang, {
    with: "simb.with",
    and: "simb.and",
    on: "simb.val.on",
    off: "simb.val.off",
    none: "simb.val.none",
    rule: "simb.r.rule",
  });
