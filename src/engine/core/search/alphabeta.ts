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

/** One search's negamax: the game, the evaluation, the budget and the node count. */
class Negamax<S, St, T> {
  nodes = 0;
  /** Set once the budget runs out: every score computed after it is discarded. */
  private abort = false;

  readonly game: Game<S, St, T>;
  private readonly evaluate: (state: S, player: Player) => number;
  readonly spent: (nodes: number) => boolean;

  constructor(
    game: Game<S, St, T>,
    evaluate: (state: S, player: Player) => number,
    spent: (nodes: number) => boolean,
  ) {
    this.game = game;
    this.evaluate = evaluate;
    this.spent = spent;
  }

  /** Whether the budget ran out (a call, so that the compiler does not narrow it across searches). */
  aborted(): boolean {
    return this.abort;
  }

  private terminalScore(s: S, ply: number): number | undefined {
    const st = this.game.status(s);
    if (st.kind === "ongoing") return undefined;
    if (st.kind === "draw") return 0;
    return st.winner === this.game.toMove(s) ? WIN_SCORE - ply : -(WIN_SCORE - ply);
  }

  /** The score of `turn` from `s` for `player`, searched `depth` plies deep within (alpha, beta). */
  child(
    s: S,
    player: Player,
    turn: T,
    depth: number,
    ply: number,
    alpha: number,
    beta: number,
  ): number {
    const game = this.game;
    const next = playOrThrow(game, s, turn);
    // A player who moves again (a turn that passes nothing) keeps the same side of the score.
    const same = game.toMove(next) === player && game.status(next).kind === "ongoing";
    return same
      ? this.search(next, depth - 1, ply + 1, alpha, beta)
      : -this.search(next, depth - 1, ply + 1, -beta, -alpha);
  }

  search(s: S, depth: number, ply: number, alpha: number, beta: number): number {
    this.nodes++;
    if ((this.nodes & 255) === 0 && this.spent(this.nodes)) this.abort = true;
    if (this.aborted()) return 0;
    const t = this.terminalScore(s, ply);
    if (t !== undefined) return t;
    const player = this.game.toMove(s);
    if (depth === 0) return this.evaluate(s, player);
    let best = -Infinity;
    for (const turn of this.game.turns(s)) {
      const v = this.child(s, player, turn, depth, ply, alpha, beta);
      if (this.aborted()) return 0;
      if (v > best) best = v;
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    return best;
  }

  /** One iteration at the root: the best turn and its score, and every turn's score; undefined when aborted. */
  root(
    state: S,
    order: readonly T[],
    depth: number,
  ): { best: T | undefined; score: number; scores: Map<T, number> } | undefined {
    const player = this.game.toMove(state);
    let alpha = -Infinity;
    let best: T | undefined = undefined;
    const scores = new Map<T, number>();
    for (const turn of order) {
      const v = this.child(state, player, turn, depth, 0, alpha, Infinity);
      if (this.aborted()) return undefined;
      scores.set(turn, v);
      if (v > alpha) {
        alpha = v;
        best = turn;
      }
    }
    return { best, score: alpha, scores };
  }
}

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
  const maxDepth = options.maxDepth ?? 64;
  const search = new Negamax(game, options.evaluate ?? (() => 0), budgetCheck(budget, clock));
  if (game.status(state).kind !== "ongoing")
    return { turn: undefined, score: 0, depth: 0, nodes: 0, elapsedMs: clock() - started };
  let order = [...game.turns(state)];
  let bestTurn = order[0];
  let bestScore = 0;
  let completed = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const it = search.root(state, order, depth);
    if (it === undefined) break;
    bestTurn = it.best ?? bestTurn;
    bestScore = it.score;
    completed = depth;
    // Best first next time; stop once the result is certain.
    const { scores } = it;
    order = [...order].sort((a, b) => (scores.get(b) ?? -Infinity) - (scores.get(a) ?? -Infinity));
    if (matePlies(bestScore) !== undefined && matePlies(bestScore)! <= depth) break;
    if (search.spent(search.nodes)) break;
  }
  return {
    turn: bestTurn,
    score: bestScore,
    depth: completed,
    nodes: search.nodes,
    elapsedMs: clock() - started,
  };
}
