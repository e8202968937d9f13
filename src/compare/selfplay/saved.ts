/**
 * The saved self-play figures (src/compare/selfplay/metrics.json, written by `npm run metrics`),
 * read at build time for the self-play charts (compare/selfplay/PlayMetrics.astro) and the
 * compare data. The only module that imports the file; the charts' arithmetic is figures.ts's,
 * which the compare picker runs too on the figures the compare data carries.
 */
import saved from "./metrics.json" with { type: "json" };
import type { GamePlayFigures, MetricsData, RulesetFigures } from "./figures.ts";

/** The saved file: the run's commit and settings and every ruleset's figures. */
export const METRICS = saved as unknown as MetricsData;

/** The saved figures of one ruleset; undefined when `npm run metrics` has not measured it. */
export function metricsOf(
  game: string,
  ruleset: string,
  data: MetricsData = METRICS,
): RulesetFigures | undefined {
  return data.rulesets.find((r) => r.game === game && r.ruleset === ruleset);
}

/** The ruleset ids of `game` that have figures, in order. */
export const knownRulesetsOf = (game: string, data: MetricsData = METRICS): string[] =>
  data.rulesets
    .filter((r) => r.game === game)
    .map((r) => r.ruleset)
    .sort();

/** The games with saved figures, in order. */
export const metricsGames = (data: MetricsData = METRICS): string[] =>
  [...new Set(data.rulesets.map((r) => r.game))].sort();

/** One game's saved random-play figures, for /compare/selfplay/<game>.json. */
export function gamePlayFigures(game: string, data: MetricsData = METRICS): GamePlayFigures {
  const rulesets = Object.fromEntries(
    data.rulesets.filter((r) => r.game === game).map((r) => [r.ruleset, r.random]),
  );
  if (Object.keys(rulesets).length === 0)
    throw new Error(`no self-play figures for ${game} in src/compare/selfplay/metrics.json`);
  return { game, commit: data.commit, settings: data.settings, rulesets };
}
