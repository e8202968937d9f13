import type { Game } from "../game.ts";
import { playOrThrow } from "../play.ts";
import type { Player } from "../player.ts";
import { budgetCheck, defaultClock, type SearchBudget } from "./budget.ts";

/**
 * Iterative-deepening alpha-beta (negamax) over whole turns, for any `Game`, with an optional
 * evaluation supplied by the family. Scores are for the player to move: a win in n plies is
 * `WIN_SCORE - n`, a loss `-(WIN_SCORE - n)`, a draw 0, a position at the horizon
 * `evaluate(state, player)` (in [-1, 1]; 0 without an evaluation). The budget counts nodes;
 * the depth under way when the budget runs out is discarded.
 */
export interface AlphaBetaOptions<S = unknown> extends SearchBudget {
  /** Deepest iteration (plies). Default 64. */
  readonly maxDepth?: number;
  readonly evaluate?: (state: S, player: Player) => number;
  readonly clock?: () => number;
}

export interface AlphaBetaResult<T> {
  /** Best turn of the deepest completed iteration; undefined when the game is over. */
  readonly turn: T | undefined;
  /** Its score for the player to move (see the module comment). */
  readonly score: number;
  /** Depth of the deepest completed iteration (0 when none completed). */
  readonly depth: number;
  readonly nodes: number;
  readonly elapsedMs: number;
}

export const WIN_SCORE = 1_000_000;

/** Plies to the end when `score` is a forced win or loss, otherwise undefined. */
export const matePlies = (score: number): number | undefined =>
  Math.abs(score) > WIN_SCORE / 2 ? WIN_SCORE - Math.abs(score) : undefined;

export function alphaBetaSearch<S, St, T>(
  game: Game<S, St, T>,
  state: S,
  options: AlphaBetaOptions<S> = {},
): AlphaBetaResult<T> {
  const clock = options.clock ?? defaultClock;
  const started = clock();
  const budget: SearchBudget =
    options.timeMs === undefined && options.iterations === undefined
      ? { iterations: 1e6 }
      : options;
  const spent = budgetCheck(budget, clock);
  const evaluate = options.evaluate ?? (() => 0);
  const maxDepth = options.maxDepth ?? 64;
  let nodes = 0;
  const abort = { now: false };
  const aborted = (): boolean => abort.now;

  const terminalScore = (s: S, ply: number): number | undefined => {
    const st = game.status(s);
    if (st.kind === "ongoing") return undefined;
    if (st.kind === "draw") return 0;
    return st.winner === game.toMove(s) ? WIN_SCORE - ply : -(WIN_SCORE - ply);
  };

  const negamax = (s: S, depth: number, ply: number, alpha: number, beta: number): number => {
    nodes++;
    if ((nodes & 255) === 0 && spent(nodes)) abort.now = true;
    if (aborted()) return 0;
    const t = terminalScore(s, ply);
    if (t !== undefined) return t;
    const player = game.toMove(s);
    if (depth === 0) return evaluate(s, player);
    let best = -Infinity;
    for (const turn of game.turns(s)) {
      const next = playOrThrow(game, s, turn);
      const same = game.toMove(next) === player && game.status(next).kind === "ongoing";
      const v = same
        ? negamax(next, depth - 1, ply + 1, alpha, beta)
        : -negamax(next, depth - 1, ply + 1, -beta, -alpha);
      if (aborted()) return 0;
      if (v > best) best = v;
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    return best;
  };

  if (game.status(state).kind !== "ongoing")
    return { turn: undefined, score: 0, depth: 0, nodes: 0, elapsedMs: clock() - started };
  const player = game.toMove(state);
  let order = [...game.turns(state)];
  let bestTurn = order[0];
  let bestScore = 0;
  let completed = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    let alpha = -Infinity;
    let iterBest: T | undefined = undefined;
    const scores = new Map<T, number>();
    for (const turn of order) {
      const next = playOrThrow(game, state, turn);
      const same = game.toMove(next) === player && game.status(next).kind === "ongoing";
      const v = same
        ? negamax(next, depth - 1, 1, alpha, Infinity)
        : -negamax(next, depth - 1, 1, -Infinity, -alpha);
      if (aborted()) break;
      scores.set(turn, v);
      if (v > alpha) {
        alpha = v;
        iterBest = turn;
      }
    }
    if (aborted()) break;
    bestTurn = iterBest ?? bestTurn;
    bestScore = alpha;
    completed = depth;
    // Best first next time; stop once the result is certain.
    order = [...order].sort((a, b) => (scores.get(b) ?? -Infinity) - (scores.get(a) ?? -Infinity));
    if (matePlies(bestScore) !== undefined && matePlies(bestScore)! <= depth) break;
    if (spent(nodes)) break;
  }
  return {
    turn: bestTurn,
    score: bestScore,
    depth: completed,
    nodes,
    elapsedMs: clock() - started,
  };
}
