/**
 * One ruleset's self-play figures (engine/core/selfplay.ts): random against random through the
 * family's fast playouts, and MCTS against MCTS at a fixed iteration budget, from fixed seeds.
 * The build computes them through the derived-data cache (compare/derived/) for a reading that
 * has none; `npm run metrics` runs the same for every ruleset and saves the seed file.
 */
import {
  mctsAgent,
  playGames,
  playRandomGames,
  summarise,
  type AnyGame,
} from "../../engine/index.ts";
import type { MetricsData, RulesetFigures } from "./figures.ts";

export type PlaySettings = MetricsData["settings"];

/**
 * The settings the site's figures are made with. Fifangha's MCTS games last about a thousand
 * turns each: a smaller stated count.
 */
export const PLAY_SETTINGS: PlaySettings = {
  randomGames: 2500,
  searchGames: 60,
  searchGamesFor: { fifangha: 6 },
  iterations: 16,
  seed: 1,
  maxTurns: 2000,
  sample: 10,
};

/** The figures of `g` (ruleset `ruleset` of `game`) under `settings`. */
export function measure(
  g: AnyGame,
  game: string,
  ruleset: string,
  settings: PlaySettings = PLAY_SETTINGS,
): RulesetFigures {
  const started = performance.now();
  const base = { seed: settings.seed, maxTurns: settings.maxTurns };
  // Through the family's fast playouts: the same games as two random agents would play.
  const random = playRandomGames(g, { ...base, games: settings.randomGames });
  const searchGames = settings.searchGamesFor[game] ?? settings.searchGames;
  const search =
    searchGames === 0
      ? null
      : playGames(g, [mctsAgent(settings.iterations), mctsAgent(settings.iterations)], {
          ...base,
          games: searchGames,
        });
  return {
    game,
    ruleset,
    random: summarise(random),
    randomSample: summarise(random.slice(0, settings.sample)),
    search: search === null ? null : summarise(search),
    searchSample: search === null ? null : summarise(search.slice(0, settings.sample)),
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
}
