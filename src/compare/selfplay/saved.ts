/**
 * Build-time data of the self-play charts (compare/selfplay/PlayMetrics.astro): the saved
 * figures (src/compare/selfplay/metrics.json, written by `npm run metrics`), read through the pure functions
 * of src/compare/selfplay/figures.ts, which the compare picker runs too.
 */
import saved from "./metrics.json";
import type { SelfPlayFigures } from "../../engine/core/index.ts";
import type { MetricsData } from "./figures.ts";

export {
  branchingMax,
  endKeys,
  endSegments,
  endWords,
  firstShare,
  lengthMax,
  niceMax,
  OUTCOMES,
  outcomeSegments,
  percent,
  spread,
  stack,
  ticks,
  type MetricsData,
  type Outcome,
  type Segment,
} from "./figures.ts";

export const METRICS = saved as unknown as MetricsData;

/** The saved figures of one ruleset; undefined when `npm run metrics` has not measured it. */
export function metricsOf(
  game: string,
  ruleset: string,
  data: MetricsData = METRICS,
): { random: SelfPlayFigures; search: SelfPlayFigures | null } | undefined {
  return data.rulesets.find((r) => r.game === game && r.ruleset === ruleset);
}

/** The ruleset ids of `game` that have figures, in order. */
export const knownRulesetsOf = (game: string, data: MetricsData = METRICS): string[] =>
  data.rulesets
    .filter((r) => r.game === game)
    .map((r) => r.ruleset)
    .sort();
