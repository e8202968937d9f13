/**
 * The computer player's terms, without any DOM, so that the worker, the page and the benchmark
 * (bench/simulator.ts) read one definition: its strengths, and the messages between the page and
 * the search worker (ui/computer.ts sends them, worker.ts answers).
 */
import type { OptionValue, RulesetSpec } from "../play/engine.ts";

/**
 * Who plays a side: a human, or the computer at a strength (thinking time per turn, in ms). The
 * page words each (`simb.side.<value>` in the tables).
 */
export const STRENGTHS = [
  { value: "human", ms: 0 },
  { value: "weak", ms: 100 },
  { value: "medium", ms: 500 },
  { value: "strong", ms: 1500 },
] as const;

export interface SearchRequest {
  readonly spec: RulesetSpec;
  /** The reader's changes to the ruleset (option key -> value), compiled as overrides. */
  readonly overrides: Readonly<Record<string, OptionValue>>;
  readonly start: string | undefined;
  readonly moves: readonly { text: string; kind: "step" | "turn" }[];
  readonly ms: number;
  readonly seed: number;
}

/** What the page sends the worker. */
export type WorkerRequest =
  | {
      readonly kind: "warm";
      readonly spec: RulesetSpec;
      readonly overrides: Readonly<Record<string, OptionValue>>;
    }
  | (SearchRequest & { readonly kind: "search"; readonly id: number });

export interface SearchReply {
  readonly id: number;
  readonly turn?: string | undefined;
  readonly error?: string | undefined;
}
