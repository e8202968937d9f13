/**
 * Self-play split between threads: the games of a run cut into slices of consecutive indices,
 * each slice played anywhere (a worker in the browser, a loop in a test), and the slices put back
 * in index order. Game i is played with the random numbers of seed + i (core/selfplay.ts), so a
 * slice played on its own is the same games as those indices of one long run, and the merged
 * records summed up are the figures of a single-threaded run: the reader's first N games are the
 * saved run's first N when the reading and the settings are the same. Pure, no DOM.
 */
import type { Game, OneGame, SelfPlayOptions } from "../../engine/core/index.ts";
import { playRandomGames } from "../../engine/research.ts";

/** Consecutive game indices `[from, to)` of a run. */
export interface Slice {
  readonly from: number;
  readonly to: number;
}

/** A slice and the records of its games, in index order. */
export interface PlayedSlice extends Slice {
  readonly games: readonly OneGame[];
}

/**
 * Games 0..games-1 cut into slices of at most `size` (the last may be shorter): small enough
 * that every thread has work until near the end, and the progress moves often.
 */
export function slices(games: number, size: number): Slice[] {
  if (!Number.isInteger(games) || games < 0) throw new Error(`slices: games is ${games}`);
  if (!Number.isInteger(size) || size < 1) throw new Error(`slices: size is ${size}`);
  const out: Slice[] = [];
  for (let from = 0; from < games; from += size)
    out.push({ from, to: Math.min(games, from + size) });
  return out;
}

/** A slice size for `games` games on `threads` threads: about eight slices a thread, at most 25. */
export const sliceSize = (games: number, threads: number): number =>
  Math.max(1, Math.min(25, Math.ceil(games / (Math.max(1, threads) * 8))));

/** The games of one slice of a run with `seed` and `maxTurns`: random against random. */
export function playSlice<S, Step, Turn>(
  game: Game<S, Step, Turn>,
  run: Pick<SelfPlayOptions, "seed" | "maxTurns">,
  slice: Slice,
): PlayedSlice {
  const games = playRandomGames(game, {
    seed: (run.seed + slice.from) >>> 0,
    maxTurns: run.maxTurns,
    games: slice.to - slice.from,
  });
  return { ...slice, games };
}

/**
 * The records of games 0..games-1 from slices received in any order; an error when a game is
 * missing, given twice, or a slice's records do not match its indices (a bug, never a figure
 * made of the wrong games).
 */
export function mergeSlices(parts: readonly PlayedSlice[], games: number): OneGame[] {
  const sorted = [...parts].sort((a, b) => a.from - b.from);
  const out: OneGame[] = [];
  for (const p of sorted) {
    if (p.from !== out.length)
      throw new Error(`mergeSlices: slice from ${p.from} where game ${out.length} was expected`);
    if (p.games.length !== p.to - p.from)
      throw new Error(`mergeSlices: slice ${p.from}-${p.to} has ${p.games.length} games`);
    out.push(...p.games);
  }
  if (out.length !== games) throw new Error(`mergeSlices: ${out.length} of ${games} games`);
  return out;
}

/**
 * Workers to run: one fewer than the machine's cores, so that the page keeps a core and answers
 * the reader at once while they play (on two cores a second worker made main-thread tasks of
 * 300 ms, preempted); at least one, at most eight, never more than there are slices.
 */
export const threadsFor = (cores: number | undefined, slicesCount: number): number =>
  Math.max(1, Math.min(8, (cores !== undefined && cores > 0 ? cores : 2) - 1, slicesCount));
