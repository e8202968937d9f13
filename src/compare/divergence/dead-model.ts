/**
 * The saved dead-option check (src/compare/divergence/dead-options.json, written by
 * `npm run divergences` through dead.ts). Pure and without the data, like model.ts: the figures
 * a page shows come from the saved file only. Browser-safe (the reader's own check, live/,
 * imports it): the sentences a ruleset page says about it, which read the string tables, are
 * in dead-words.ts, build time only.
 */
import type { OptionEffect } from "../../engine/core/index.ts";

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
