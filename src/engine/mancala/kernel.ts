import type { OptionError } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import { err, type Result } from "../core/result.ts";
import type { RulesetSpec } from "../core/ruleset.ts";
import type { Geometry } from "./geometry.ts";
import { num, readOptions, str, type CitedOptions, type OptionSpec } from "./options.ts";
import type { Rules } from "./rules.ts";
import type { Status } from "../core/status.ts";
import { endTurn, type Pos } from "./types.ts";

/*
 * Pieces the rules kernels (chiana.ts, msuwa.ts, fifangha.ts) share: the compile step, the
 * configuration every game reads, the small board loops they all run, and the skeleton of a
 * turn they all follow: the moves in parallel buffers, cut to those that capture when capture is
 * compulsory, and the random playout that draws one and plays it, turn after turn.
 */

/** How a family game is compiled from a ruleset (index.ts binds the game id). */
export type CompileKernel = (
  gameId: string,
  spec: RulesetSpec,
  overrides?: Readonly<Record<string, unknown>>,
) => Result<Rules, readonly OptionError[]>;

/** A compile function: validates the options against `specs`, then hands them to `build`. */
export function kernelCompiler<K extends string>(
  specs: { readonly [k in K]: OptionSpec },
  build: (gameId: string, o: CitedOptions<K>) => Result<Rules, readonly OptionError[]>,
): CompileKernel {
  return (gameId, spec, overrides) => {
    const read = readOptions(specs, { family: "mancala", game: gameId }, spec, overrides);
    return read.ok ? build(gameId, read.value) : err(read.error);
  };
}

/** Configuration every game of the family reads. */
export interface BaseConfig {
  readonly n: number;
  readonly first: Player;
  readonly turnLimit: number;
}

export const baseConfig = (
  o: CitedOptions<"holes" | "first-player" | "turn-limit">,
): BaseConfig => ({
  n: num(o, "holes"),
  first: str(o, "first-player") === "south" ? 0 : 1,
  turnLimit: num(o, "turn-limit"),
});

/** Circuit step of the `direction` option: +1 anticlockwise, -1 clockwise. */
export const circuitDirection = (o: CitedOptions<"direction">): 1 | -1 =>
  str(o, "direction") === "anticlockwise" ? 1 : -1;

/** An index one step past either end of a circuit of `m` holes, brought back onto it. */
export const wrap = (i: number, m: number): number => (i === m ? 0 : i < 0 ? m - 1 : i);

/**
 * The holes `order[from..to)` holding more than `min` counters, in that order, written into `out`
 * when given; returns how many.
 */
export function holesWith(
  board: Int32Array,
  order: Int32Array,
  from: number,
  to: number,
  min: number,
  out: Int32Array | null,
): number {
  let k = 0;
  for (let i = from; i < to; i++) {
    const h = order[i]!;
    if (board[h]! > min) {
      if (out) out[k] = h;
      k++;
    }
  }
  return k;
}

/** Counters in the player's own circuit from its `from`-th hole on (0: both rows, n: front row). */
export function sideSum(g: Geometry, board: Int32Array, p: Player, from: number): number {
  const own = g.own[p];
  let s = 0;
  for (let i = from; i < own.length; i++) s += board[own[i]!]!;
  return s;
}

/**
 * Set while sowing.ts records a sowing: whole laps then go counter by counter, in sowing order,
 * like the rest of the hand (the board ends the same either way).
 */
export const counterByCounter = { on: false };

/**
 * Lifts `hole` and sows it round the mover's own two rows in circuit direction `d` (whole laps at
 * once); returns the hole of the last counter.
 */
export function sowRound(g: Geometry, pos: Pos, hole: number, d: number): number {
  const own = g.own[pos.toMove];
  const m = own.length;
  const b = pos.board;
  let hand = b[hole]!;
  b[hole] = 0;
  let i = g.ownIndex[hole]!;
  if (hand >= m && !counterByCounter.on) {
    const laps = Math.floor(hand / m);
    for (let j = 0; j < m; j++) b[own[j]!]! += laps;
    hand -= laps * m;
  }
  while (hand > 0) {
    i = wrap(i + d, m);
    b[own[i]!]!++;
    hand--;
  }
  return own[i]!;
}

/**
 * Compulsory capture over moves kept in parallel buffers (a hole, a distance): marks in `takes`
 * which of the first `n` moves capture (`captures(i)`, which plays move `i` on a copy), and when
 * any does, keeps only those, in place and in order, in every buffer of `moves`. Returns how many
 * moves remain: `n` when none captures.
 */
export function keepCaptures(
  n: number,
  takes: Uint8Array,
  captures: (i: number) => boolean,
  moves: readonly Int32Array[],
): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    takes[i] = captures(i) ? 1 : 0;
    k += takes[i]!;
  }
  if (k === 0) return n;
  for (const buf of moves) {
    let j = 0;
    for (let i = 0; i < n; i++) if (takes[i] === 1) buf[j++] = buf[i]!;
  }
  return k;
}

/**
 * The random playout every kernel runs: until the game ends or `maxPlies` turns are played,
 * `play` either returns the status that ends the game or plays one turn drawn at random, which
 * is then closed (`endTurn`) and shown to `onTurn`. `status` is asked when the plies run out.
 */
export function playoutLoop(
  pos: Pos,
  maxPlies: number,
  onTurn: ((pos: Pos) => void) | undefined,
  play: () => Status | null,
  status: () => Status,
): { plies: number; status: Status } {
  for (let plies = 0; plies < maxPlies; plies++) {
    const ended = play();
    if (ended !== null) return { plies, status: ended };
    endTurn(pos);
    onTurn?.(pos);
  }
  return { plies: maxPlies, status: status() };
}
