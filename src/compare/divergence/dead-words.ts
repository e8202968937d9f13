/**
 * The sentences a ruleset page says about its saved dead-option check (dead-model.ts), in the
 * page's language. Build time only: it reads the string tables (src/i18n/t.ts), which must not
 * reach the browser chunks that import dead-model.ts.
 */
import type { OptionEffect } from "../../engine/core/index.ts";
import { basisWordsIn } from "../../site/words-in.ts";
import type { Lang } from "../../i18n/languages.ts";
import { t } from "../../i18n/t.ts";
import { valueWordsIn } from "../../site/option-words.ts";
import { valueWords, type DeadOptionData, type StoredOptionCheck } from "./dead-model.ts";

/**
 * The sentence a page says about a dead option, from the saved figures: what was switched, in
 * how many positions, and what such a rule can mean for the reading. `basis` is the basis of the
 * reading's value (its citation's): a value the source states weighs on how the other rules are
 * read; any other is only our choice, which then makes no difference in the sample.
 */
export function deadWords(
  c: StoredOptionCheck,
  o: OptionEffect,
  basis: string,
  lang: Lang = "en",
): string {
  // An enumerated value in the page's words, set apart in quotation marks (its words may run to
  // a phrase); the option's identifier stays in the sentence. English says booleans on/off;
  // French and Malagasy say them in their words (oui/non, eny/tsia), and none.
  const said = (v: OptionEffect["value"]) =>
    typeof v === "string"
      ? t(lang, "values.quoted", { value: valueWordsIn(lang, v, o.key) })
      : lang === "en"
        ? valueWords(v)
        : valueWordsIn(lang, v);
  const tried = o.switches.filter((s) => s.compiled).map((s) => said(s.value));
  const to =
    tried.length === 1
      ? tried[0]!
      : t(lang, "dead.or", { list: tried.slice(0, -1).join(", "), last: tried.at(-1)! });
  const head = t(lang, "dead.head", {
    positions: c.positions,
    key: o.key,
    from: said(o.value),
    to,
  });
  return basis === "stated"
    ? `${head} ${t(lang, "dead.stated")}`
    : `${head} ${t(lang, "dead.other", { basis: basisWordsIn(lang, basis).label })}`;
}

/** How a sample was drawn, in words, from the saved figures. */
export const sampleWords = (d: DeadOptionData, lang: Lang = "en"): string =>
  t(lang, "dead.sample", {
    breadth: d.sample.breadth,
    games: d.sample.games,
    maxTurns: d.sample.maxTurns,
    seed: String(d.sample.seed),
  });
