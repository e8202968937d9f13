import type { AnyGame } from "./game.ts";

/** Unit of a perft ply: a whole turn, or a single step (capture step, chain stop, sowing). */
export const PERFT_UNITS = ["turns", "steps"] as const;
export type PerftUnit = (typeof PERFT_UNITS)[number];

/** Number of leaf nodes `depth` plies below `state`, counting by the generic interface. */
export function perft(
  game: AnyGame,
  state: unknown,
  depth: number,
  unit: PerftUnit = "turns",
): number {
  if (depth === 0) return 1;
  if (game.status(state).kind !== "ongoing") return 0;
  const moves: readonly unknown[] = unit === "turns" ? game.turns(state) : game.steps(state);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) {
    const next = unit === "turns" ? game.playTurn(state, move) : game.playStep(state, move);
    if (!next.ok) throw new Error(`generated move refused: ${next.error.message}`);
    total += perft(game, next.value, depth - 1, unit);
  }
  return total;
}

/** Turn perft through the family's fast path when it has one. */
export function fastPerft(game: AnyGame, state: unknown, depth: number): number {
  return game.fast?.perft ? game.fast.perft(state, depth) : perft(game, state, depth, "turns");
}
