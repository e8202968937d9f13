import type { Game } from "./game.ts";
import { playOrThrow, playStepOrThrow } from "./play.ts";

/** Unit of a perft ply: a whole turn, or a single step (capture step, chain stop, sowing). */
export const PERFT_UNITS = ["turns", "steps"] as const;
export type PerftUnit = (typeof PERFT_UNITS)[number];

/** Number of leaf nodes `depth` plies below `state`, counting by the generic interface. */
export function perft<S, St, T>(
  game: Game<S, St, T>,
  state: S,
  depth: number,
  unit: PerftUnit = "turns",
): number {
  if (depth === 0) return 1;
  if (game.status(state).kind !== "ongoing") return 0;
  if (unit === "steps") {
    const steps = game.steps(state);
    if (depth === 1) return steps.length;
    let total = 0;
    for (const step of steps)
      total += perft(game, playStepOrThrow(game, state, step), depth - 1, unit);
    return total;
  }
  const turns = game.turns(state);
  if (depth === 1) return turns.length;
  let total = 0;
  for (const turn of turns) total += perft(game, playOrThrow(game, state, turn), depth - 1, unit);
  return total;
}

/** Turn perft through the family's fast path when it has one. */
export function fastPerft<S, St, T>(game: Game<S, St, T>, state: S, depth: number): number {
  return game.fast?.perft ? game.fast.perft(state, depth) : perft(game, state, depth, "turns");
}
