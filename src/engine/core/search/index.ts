import type { Game } from "../game.ts";
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
export function randomTurn<S, St, T>(game: Game<S, St, T>, state: S, rng: Rng): T | undefined {
  if (game.status(state).kind !== "ongoing") return undefined;
  const turns = game.turns(state);
  return turns.length === 0 ? undefined : turns[rng.int(turns.length)];
}
