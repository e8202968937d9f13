import type { AnyGame } from "../game.ts";
import type { Rng } from "../rng.ts";

export { mctsSearch, type MctsOptions, type MctsResult, type MctsChild } from "./mcts.ts";
export {
  alphaBetaSearch,
  matePlies,
  WIN_SCORE,
  type AlphaBetaOptions,
  type AlphaBetaResult,
} from "./alphabeta.ts";
export { budgetCheck, defaultClock, type SearchBudget } from "./budget.ts";

/** A uniformly random legal turn, or undefined when the game is over. */
export function randomTurn(game: AnyGame, state: unknown, rng: Rng): unknown {
  if (game.status(state).kind !== "ongoing") return undefined;
  const turns: readonly unknown[] = game.turns(state);
  return turns.length === 0 ? undefined : turns[rng.int(turns.length)];
}
