/** How long a search may run: a wall-clock budget, an iteration budget, or both (whichever ends first). */
export interface SearchBudget {
  /** Milliseconds of wall-clock time. */
  readonly timeMs?: number;
  /** Iterations (MCTS) or nodes (alpha-beta). */
  readonly iterations?: number;
}

/** Milliseconds from an arbitrary origin; `performance.now` exists in browsers, workers and Node. */
export const defaultClock = (): number => globalThis.performance.now();

/** A predicate that turns true once the budget is spent. Without any limit, 1000 iterations. */
export function budgetCheck(
  budget: SearchBudget,
  clock: () => number,
): (iterations: number) => boolean {
  const maxIterations = budget.iterations ?? (budget.timeMs === undefined ? 1000 : Infinity);
  const deadline = budget.timeMs === undefined ? Infinity : clock() + budget.timeMs;
  return (iterations) =>
    iterations >= maxIterations || (deadline !== Infinity && clock() >= deadline);
}
