/**
 * The saved dead-option check (src/compare/divergence/dead-options.json, written by
 * `npm run divergences` through dead.ts) and the words a ruleset page says about it. Pure and
 * without the data, like model.ts: the figures a page shows come from the saved file only.
 */
import type { OptionEffect } from "../../engine/core/index.ts";
import { basisWordsIn } from "../../site/basis-words.ts";
import type { Lang } from "../../i18n/languages.ts";
import { t } from "../../i18n/t.ts";

/**
 * How each ruleset's sample is drawn: the first positions of the divergence search (breadth
 * first from the start, turns in notation order), the hand-built positions of its game
 * (positions.ts), and seeded random games. Saved with the results, so the page can say it; the
 * reader's own check in the browser (live/worker.ts) draws its sample the same way.
 */
export const DEAD_SAMPLE = {
  /** Positions taken breadth first from the start. */
  breadth: 60,
  /** Seeded random games, every position of each. */
  games: 5,
  /** Turns at most per random game. */
  maxTurns: 120,
  /** Game i is played with createRng(seed + i). */
  seed: 20261124,
} as const;

/** One ruleset's check: how many positions its sample holds and each option's effect. */
export interface StoredOptionCheck {
  readonly game: string;
  readonly ruleset: string;
  /** Distinct positions in the sample (start, breadth-first, hand-built, random games). */
  readonly positions: number;
  readonly options: readonly OptionEffect[];
}

/** The saved file: the commit, how the samples were drawn, and every ruleset's check. */
export interface DeadOptionData {
  readonly commit: string;
  readonly sample: {
    readonly breadth: number;
    readonly games: number;
    readonly maxTurns: number;
    readonly seed: number;
  };
  readonly rulesets: readonly StoredOptionCheck[];
}

/** The saved check of ruleset `id` of `game`; undefined when not saved. */
export const optionCheck = (
  data: DeadOptionData,
  game: string,
  id: string,
): StoredOptionCheck | undefined => data.rulesets.find((r) => r.game === game && r.ruleset === id);

/** The options of a check that decide nothing in its sample. */
export const deadOptions = (c: StoredOptionCheck): OptionEffect[] =>
  c.options.filter((o) => o.dead);

/** A value as a page writes it (`off`/`on` for the rules that are booleans, `none` for null). */
export const valueWords = (v: string | number | boolean | null): string =>
  v === true ? "on" : v === false ? "off" : v === null ? "none" : String(v);

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
  const tried = o.switches.filter((s) => s.compiled).map((s) => valueWords(s.value));
  const to =
    tried.length === 1
      ? tried[0]!
      : t(lang, "dead.or", { list: tried.slice(0, -1).join(", "), last: tried.at(-1)! });
  const head = t(lang, "dead.head", {
    positions: c.positions,
    key: o.key,
    from: valueWords(o.value),
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
