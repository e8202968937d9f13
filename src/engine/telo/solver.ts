import type { Player } from "../core/player.ts";
import { FULL_MASK, POINT_COUNT, popcount } from "./board.ts";
import type { TeloGame } from "./game.ts";
import type { TeloState, TeloTurn } from "./state.ts";

/**
 * Perfect play for fanoron-telo by retrograde analysis over every position: each placement of
 * at most `pieces` white and `pieces` black pieces on the nine points, with either player to move
 * (3^9 x 2 = 39,366 codes, of which the valid ones are solved).
 *
 * Values are for the player to move. `win` in n plies: that player makes a row (or blocks the
 * opponent, when a blocked player loses) with the n-th turn from now, however the opponent
 * replies, and cannot do it sooner; `loss` in n: the opponent can force that, and not sooner than
 * n plies; `draw`: neither player can force a win, so with best play the game goes on until the
 * repetition rule ends it.
 *
 * The table ignores the positions that came before, and so the repetition rule. That changes no
 * value from a fresh position: playing a won position along strictly decreasing distances never
 * repeats a position, so the loser can never reach a repetition draw, and a drawn position is
 * one where play can go on for ever, which the repetition rule ends as a draw. Only a position
 * reached after earlier repetitions can differ (a winning line may pass through a position seen
 * twice already); `perfectTurn` avoids such turns when it can.
 */
export type TeloValue =
  | { readonly kind: "win"; readonly plies: number }
  | { readonly kind: "loss"; readonly plies: number }
  | { readonly kind: "draw" };

export const CODES = 19683; // 3^9
export const INDICES = CODES * 2;

const UNKNOWN = 0;
const WIN = 1;
const LOSS = 2;
const DRAW = 3; // a terminal draw (a blocked player, under `blocked: draw`)
const INVALID = 4;

export interface TeloSolution {
  /** Value of a position for the player to move (see the module comment on repetition). */
  value(state: TeloState): TeloValue;
  /** Value by table index (`indexOf`), or undefined for a code that is no valid position. */
  valueAt(index: number): TeloValue | undefined;
  /** The table index of a position: its base-3 board code times 2 plus the player to move. */
  indexOf(white: number, black: number, toMove: Player): number;
  /** The position at a table index (with a fresh history), or undefined if not valid. */
  stateAt(index: number): TeloState | undefined;
  /** The turns that keep the value: the quickest wins, the slowest losses, or the drawing turns. */
  optimalTurns(state: TeloState): TeloTurn[];
  /** Number of valid positions by value, and the number of levels of the analysis. */
  readonly counts: {
    readonly win: number;
    readonly loss: number;
    readonly draw: number;
    readonly valid: number;
  };
}

/** Base-3 board codes and back: `W3[mask]` = sum of 3^p over the points of mask, so a board's
 * code is `W3[white] + 2 * W3[black]`; `whiteOf`/`blackOf` give the masks of a code. */
interface CodeTables {
  readonly W3: Int32Array;
  readonly whiteOf: Int16Array;
  readonly blackOf: Int16Array;
}

function codeTables(): CodeTables {
  const W3 = new Int32Array(FULL_MASK + 1);
  for (let m = 1; m <= FULL_MASK; m++) {
    const low = 31 - Math.clz32(m & -m);
    W3[m] = W3[m & (m - 1)]! + 3 ** low;
  }
  const whiteOf = new Int16Array(CODES);
  const blackOf = new Int16Array(CODES);
  for (let code = 0; code < CODES; code++) {
    let c = code;
    let w = 0;
    let b = 0;
    for (let p = 0; p < POINT_COUNT; p++) {
      const d = c % 3;
      c = (c - d) / 3;
      if (d === 1) w |= 1 << p;
      else if (d === 2) b |= 1 << p;
    }
    whiteOf[code] = w;
    blackOf[code] = b;
  }
  return { W3, whiteOf, blackOf };
}

/** The game graph: per index its kind so far (terminal or invalid, else UNKNOWN) and its successors in CSR form. */
interface Graph {
  readonly kind: Uint8Array;
  readonly start: Int32Array;
  readonly succ: readonly number[];
}

function buildGraph(
  game: TeloGame,
  { whiteOf, blackOf }: CodeTables,
  indexOf: (white: number, black: number, toMove: Player) => number,
): Graph {
  const { reach, hasRow } = game.geometry;
  const { pieces, blocked } = game.rules;
  const kind = new Uint8Array(INDICES);
  const start = new Int32Array(INDICES + 1);
  const succ: number[] = [];
  for (let i = 0; i < INDICES; i++) {
    start[i] = succ.length;
    const code = i >> 1;
    const side = (i & 1) as Player;
    const w = whiteOf[code]!;
    const b = blackOf[code]!;
    const own = side === 0 ? w : b;
    const other = side === 0 ? b : w;
    if (popcount(w) > pieces || popcount(b) > pieces || hasRow[own] === 1) {
      kind[i] = INVALID;
      continue;
    }
    if (hasRow[other] === 1) {
      kind[i] = LOSS; // the opponent has just made a row
      continue;
    }
    const empty = ~(w | b) & FULL_MASK;
    const next = side === 0 ? 1 : 0;
    if (popcount(own) < pieces) {
      for (let m = empty; m !== 0; m &= m - 1) {
        const bit = m & -m;
        succ.push(side === 0 ? indexOf(w | bit, b, next) : indexOf(w, b | bit, next));
      }
    } else {
      for (let p = 0; p < POINT_COUNT; p++) {
        if (((own >> p) & 1) === 0) continue;
        for (let m = reach[p]! & empty; m !== 0; m &= m - 1) {
          const delta = (1 << p) | (m & -m);
          succ.push(side === 0 ? indexOf(w ^ delta, b, next) : indexOf(w, b ^ delta, next));
        }
      }
    }
    if (succ.length === start[i]) kind[i] = blocked === "loses" ? LOSS : DRAW;
  }
  start[INDICES] = succ.length;
  return { kind, start, succ };
}

/**
 * Decides `kind` and `dist` level by level. Level k decides the positions won in exactly k plies
 * (some reply lost in k-1) and lost in exactly k plies (every reply won, the slowest in k-1).
 * Stops at the first level that decides nothing: no later level could then decide anything either.
 */
function retrograde({ kind, start, succ }: Graph, dist: Uint16Array): void {
  for (let k = 1; ; k++) {
    let decided = 0;
    for (let i = 0; i < INDICES; i++) {
      if (kind[i] !== UNKNOWN) continue;
      let allWon = true;
      let wins = false;
      for (let j = start[i]!; j < start[i + 1]!; j++) {
        const s = succ[j]!;
        const sk = kind[s]!;
        const decidedBefore = sk !== UNKNOWN && dist[s]! < k;
        if (sk === LOSS && decidedBefore) {
          wins = true;
          break;
        }
        if (!(sk === WIN && decidedBefore)) allWon = false;
      }
      if (wins) {
        kind[i] = WIN;
        dist[i] = k;
        decided++;
      } else if (allWon) {
        kind[i] = LOSS;
        dist[i] = k;
        decided++;
      }
    }
    if (decided === 0) break;
  }
}

function countValues(kind: Uint8Array): TeloSolution["counts"] {
  const counts = { win: 0, loss: 0, draw: 0, valid: 0 };
  for (let i = 0; i < INDICES; i++) {
    const k = kind[i]!;
    if (k === INVALID) continue;
    counts.valid++;
    if (k === WIN) counts.win++;
    else if (k === LOSS) counts.loss++;
    else counts.draw++;
  }
  return counts;
}

/** The turns of `s` that keep its value (see `TeloSolution.optimalTurns`). */
function keepingValue(
  game: TeloGame,
  value: (s: TeloState) => TeloValue,
  s: TeloState,
): TeloTurn[] {
  const v = value(s);
  const scored: { turn: TeloTurn; v: TeloValue }[] = [];
  for (const turn of game.turns(s)) {
    const next = game.playTurn(s, turn);
    if (next.ok) scored.push({ turn, v: value(next.value) });
  }
  if (v.kind === "win")
    return scored
      .filter((x) => x.v.kind === "loss" && x.v.plies === v.plies - 1)
      .map((x) => x.turn);
  if (v.kind === "loss")
    return scored.filter((x) => x.v.kind === "win" && x.v.plies === v.plies - 1).map((x) => x.turn);
  return scored.filter((x) => x.v.kind === "draw").map((x) => x.turn);
}

/** Solves `game` (any telo ruleset: the options shape the graph). About 0.1 s. */
export function solveTelo(game: TeloGame): TeloSolution {
  const tables = codeTables();
  const { W3, whiteOf, blackOf } = tables;
  const indexOf = (white: number, black: number, toMove: Player): number =>
    (W3[white]! + 2 * W3[black]!) * 2 + toMove;
  const graph = buildGraph(game, tables, indexOf);
  const { kind } = graph;
  const dist = new Uint16Array(INDICES);
  retrograde(graph, dist);

  const valueAt = (i: number): TeloValue | undefined => {
    const k = kind[i];
    if (k === undefined || k === INVALID) return undefined;
    if (k === WIN) return { kind: "win", plies: dist[i]! };
    if (k === LOSS) return { kind: "loss", plies: dist[i]! };
    return { kind: "draw" };
  };
  const value = (s: TeloState): TeloValue =>
    valueAt(indexOf(s.white, s.black, s.toMove)) ?? { kind: "draw" };

  const stateAt = (i: number): TeloState | undefined => {
    if (i < 0 || i >= INDICES || kind[i] === INVALID) return undefined;
    const w = whiteOf[i >> 1]!;
    const b = blackOf[i >> 1]!;
    const toMove = (i & 1) as Player;
    return { white: w, black: b, toMove, history: [((w | (b << 9)) << 1) | toMove] };
  };

  const optimalTurns = (s: TeloState): TeloTurn[] => keepingValue(game, value, s);
  return { value, valueAt, indexOf, stateAt, optimalTurns, counts: countValues(kind) };
}

const cache = new WeakMap<TeloGame, TeloSolution>();

/** The solution of `game`, computed once per compiled game. */
export function teloSolution(game: TeloGame): TeloSolution {
  let s = cache.get(game);
  if (s === undefined) {
    s = solveTelo(game);
    cache.set(game, s);
  }
  return s;
}

/**
 * A perfect turn in `state`, or undefined when the game is over. Among the optimal turns it
 * prefers, when winning, one that does not walk into a repetition draw (possible only after
 * earlier repetitions), and when drawing or losing, the first optimal turn.
 */
export function perfectTurn(game: TeloGame, state: TeloState): TeloTurn | undefined {
  if (game.status(state).kind !== "ongoing") return undefined;
  const solution = teloSolution(game);
  const best = solution.optimalTurns(state);
  if (solution.value(state).kind === "win")
    for (const turn of best) {
      const next = game.playTurn(state, turn);
      if (next.ok && game.status(next.value).kind !== "draw") return turn;
    }
  return best[0] ?? game.turns(state)[0];
}
