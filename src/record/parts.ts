/**
 * Where the observed ruleset first parts from each reading: the engine's first-divergence search
 * (the browser's research entry, src/engine/research.ts) between the observed ruleset, compiled
 * as the closest reading with the answers as its changes, and each reading of the game as its
 * source has it. Run when the reader asks, on the page, within a small budget: the result says
 * where they part, or that they do not within the budget, never more than was searched.
 */
import type { AnyGame, DivergenceResult } from "../engine/core/index.ts";

/** The search's budget: the same as the interview's positions (positions.ts), a few turns. */
export const PARTS_BUDGET = { maxDepth: 4, maxLines: 20_000 } as const;

/** Where the observed ruleset parts from one reading. */
export interface Parting {
  readonly reading: string;
  readonly kind: "diverge" | "none" | "cut";
  /** Turns searched: how deep the search went. */
  readonly depth: number;
  readonly line: readonly string[];
  /** Turns only the observed ruleset allows there, and only the reading. */
  readonly onlyObserved: readonly string[];
  readonly onlyReading: readonly string[];
}

/** One search's answer in the form the page shows. */
export function parting(reading: string, r: DivergenceResult): Parting {
  if (r.kind !== "diverge")
    return { reading, kind: r.kind, depth: r.depth, line: [], onlyObserved: [], onlyReading: [] };
  return {
    reading,
    kind: "diverge",
    depth: r.line.length,
    line: r.line,
    onlyObserved: r.onlyA.map((t) => t.turn),
    onlyReading: r.onlyB.map((t) => t.turn),
  };
}

/** Every reading's parting, searched one after the other. */
export function partings(
  search: (a: AnyGame, b: AnyGame, o: typeof PARTS_BUDGET) => DivergenceResult,
  observed: AnyGame,
  readings: readonly { readonly id: string; readonly game: AnyGame }[],
): Parting[] {
  return readings.map((r) => parting(r.id, search(observed, r.game, PARTS_BUDGET)));
}
