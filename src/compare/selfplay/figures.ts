/**
 * The self-play charts' arithmetic (compare/selfplay/PlayMetrics.astro and the compare
 * picker): saved figures (src/compare/selfplay/metrics.json, `npm run metrics`) as shares, intervals and
 * scales shared by every ruleset a chart shows, so that the difference between two readings is
 * the difference between two bars. Pure and without the data itself.
 */
import type { SelfPlayFigures } from "../../engine/core/index.ts";
import { say, type CompareWords } from "../words.ts";
import { endLabel } from "../end-label.ts";

/** The saved file: the run's settings and commit, and every ruleset's figures. */
export interface MetricsData {
  readonly commit: string;
  readonly settings: {
    readonly randomGames: number;
    readonly searchGames: number;
    readonly searchGamesFor: Readonly<Record<string, number>>;
    readonly iterations: number;
    readonly seed: number;
    readonly maxTurns: number;
    readonly sample: number;
  };
  readonly rulesets: readonly RulesetFigures[];
}

/** Where the figures come from: the run's settings and the engine's commit. */
export type PlayMeta = Pick<MetricsData, "commit" | "settings">;

/** One ruleset's saved figures, and those of its first `sample` games (what the tests replay). */
export interface RulesetFigures {
  readonly game: string;
  readonly ruleset: string;
  readonly random: SelfPlayFigures;
  readonly randomSample: SelfPlayFigures;
  /** Null when the run played no search games for the ruleset's game. */
  readonly search: SelfPlayFigures | null;
  readonly searchSample: SelfPlayFigures | null;
  /** How long the ruleset's run took. */
  readonly seconds: number;
}

/** Outcome shares in percent, in the order the bars stack them. */
export const OUTCOMES = ["first", "draw", "second", "unfinished"] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface Segment<K extends string = string> {
  readonly key: K;
  /** Percent of the games. */
  readonly share: number;
  /** Where the segment starts, in percent from the left. */
  readonly start: number;
}

const pct = (n: number, of: number): number => (of === 0 ? 0 : (100 * n) / of);

/** Left-to-right segments of a stacked 100% bar; zero shares are left out. */
export function stack<K extends string>(parts: readonly (readonly [K, number])[]): Segment<K>[] {
  const total = parts.reduce((a, [, n]) => a + n, 0);
  const out: Segment<K>[] = [];
  let start = 0;
  for (const [key, n] of parts) {
    if (n <= 0) continue;
    const share = pct(n, total);
    out.push({ key, share, start });
    start += share;
  }
  return out;
}

/** First-player wins, draws, second-player wins and unfinished games as a stacked bar. */
export function outcomeSegments(f: SelfPlayFigures): Segment<Outcome>[] {
  return stack<Outcome>([
    ["first", f.firstWins],
    ["draw", f.draws],
    ["second", f.secondWins],
    ["unfinished", f.unfinished],
  ]);
}

/** The first player's share and its 95% interval, in percent, clipped to 0-100. */
export function firstShare(f: SelfPlayFigures): {
  share: number;
  low: number;
  high: number;
} {
  const share = pct(f.firstWins, f.games);
  return { share, low: Math.max(0, share - f.ci95), high: Math.min(100, share + f.ci95) };
}

/** End rules as a stacked bar, in the order of the names. */
export function endSegments(f: SelfPlayFigures): Segment[] {
  return stack(Object.entries(f.ends).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Every end rule that any of the figures shows, in order: one legend for all the bars. */
export const endKeys = (figs: readonly SelfPlayFigures[]): string[] =>
  [...new Set(figs.flatMap((f) => Object.keys(f.ends)))].sort();

/** A round upper bound for an axis: 1, 2 or 5 times a power of ten, at least `x`. */
export function niceMax(x: number): number {
  if (!(x > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 5, 10]) if (m * p >= x) return m * p;
  return 10 * p;
}

/** Axis ticks from 0 to `max`: the ends and the middle. */
export const ticks = (max: number): number[] => [0, max / 2, max];

/** The shared length axis: mean plus one standard deviation of the longest. */
export const lengthMax = (figs: readonly SelfPlayFigures[]): number =>
  niceMax(Math.max(...figs.map((f) => f.lengthMean + f.lengthSd), 1));

/** The shared branching axis. */
export const branchingMax = (figs: readonly SelfPlayFigures[]): number =>
  niceMax(Math.max(...figs.map((f) => f.branchingMean), 1));

/** Mean minus and plus one standard deviation, the low end not below zero. */
export const spread = (f: SelfPlayFigures): { low: number; high: number } => ({
  low: Math.max(0, f.lengthMean - f.lengthSd),
  high: f.lengthMean + f.lengthSd,
});

/**
 * An end rule's code in words. A reading's turn limit is always our default (no source gives
 * one), so its draws are labelled as ours wherever the figures name them.
 */
export const endWords = (w: CompareWords, reason: string): string => {
  if (reason === "self-play-limit") return say(w, "compare.pm.stopped");
  if (reason === "turn-limit")
    return say(w, "compare.pm.ourDefault", { reason: endLabel(w, reason) });
  return endLabel(w, reason);
};

/** Draws a reading's own turn limit made (our default, counted among the draws), by rows. */
export const turnLimitDraws = (f: SelfPlayFigures): number => f.ends["turn-limit"] ?? 0;

/**
 * One game's saved random-play figures by ruleset id, with the run's settings and commit: what
 * /compare/selfplay/<game>.json serves to a simulator that plays a reading in the browser, to be
 * drawn beside the reader's games on the same scales (and played with the same seed and cap).
 */
export interface GamePlayFigures extends PlayMeta {
  readonly game: string;
  readonly rulesets: Readonly<Record<string, SelfPlayFigures>>;
}
