/**
 * The computer player's terms, without any DOM, so that the worker, the page and the benchmark
 * (bench/simulator.ts) read one definition: its levels, and the messages between the page and
 * the search worker (ui/computer.ts sends them, worker.ts answers).
 */
import type { FamilyId, OptionValue, RulesetSpec } from "../play/engine.ts";
import type { SimAnalysis } from "../play/engine.ts";

/**
 * How much the computer searches for one turn: MCTS iterations (a count of playouts, not a time,
 * so that a level plays the same game on a fast machine, a slow one or a loaded one, and a seed
 * replays it), or Telo's retrograde solver (perfect play).
 */
export type Budget = { readonly iterations: number } | { readonly perfect: true };

/**
 * Who plays a side: a human, or the computer at a level (docs/levels.md). The page words each
 * (`simb.side.human`, `simb.side.level`, `simb.side.perfect` in the tables) and gives each
 * computer level its rating from the round-robin's data (`levels.json`, `npm run levels`).
 * Levels are iteration counts spaced by four, so each is about twice as strong as the last on
 * the measured games; `perfect` exists only where a solver does (Telo).
 */
export const LEVELS = [
  { value: "level-1", budget: { iterations: 10 } },
  { value: "level-2", budget: { iterations: 40 } },
  { value: "level-3", budget: { iterations: 160 } },
  { value: "level-4", budget: { iterations: 640 } },
  { value: "level-5", budget: { iterations: 2560 } },
  { value: "perfect", budget: { perfect: true }, family: "telo" },
] as const satisfies readonly {
  value: string;
  budget: Budget;
  family?: FamilyId;
}[];

export type LevelId = (typeof LEVELS)[number]["value"];

/** The levels a game of `family` offers, weakest first. */
export const levelsOf = (family: FamilyId) =>
  LEVELS.filter((l) => !("family" in l) || l.family === family);

/** The level a side gets when the reader gives it to the computer without choosing. */
export const DEFAULT_LEVEL: LevelId = "level-3";

/**
 * "Best move here": the search behind it, fixed so that the CLI's `ai --iterations 640 --seed 1`
 * gives the same answer for the same position (tests/e2e/best-move.test.ts). Level 4's
 * iterations: at 1,000 the first answer on a page took 1.02-1.09 s on this machine kind, over
 * the issue's second (docs/benchmarks.md).
 */
export const ANALYSIS = { iterations: 640, seed: 1 } as const;

export interface SearchRequest {
  readonly spec: RulesetSpec;
  /** The reader's changes to the ruleset (option key -> value), compiled as overrides. */
  readonly overrides: Readonly<Record<string, OptionValue>>;
  readonly start: string | undefined;
  readonly moves: readonly { text: string; kind: "step" | "turn" }[];
  readonly budget: Budget;
  readonly seed: number;
}

/** What the page sends the worker. */
export type WorkerRequest =
  | {
      readonly kind: "warm";
      readonly spec: RulesetSpec;
      readonly overrides: Readonly<Record<string, OptionValue>>;
    }
  | (SearchRequest & { readonly kind: "search" | "analyse"; readonly id: number });

export interface SearchReply {
  readonly id: number;
  readonly turn?: string | undefined;
  readonly error?: string | undefined;
  /** For an `analyse` request: the search's answer (undefined when the game is over). */
  readonly analysis?: SimAnalysis | undefined;
}
