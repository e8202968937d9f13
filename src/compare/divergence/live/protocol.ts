/**
 * The messages between the reader's page and the divergence worker (worker.ts): what to search
 * and how far, and what the worker tells back as it goes. Plain data, structured-cloned.
 */
import type { OptionEffect, OptionValue, RulesetSpec } from "../../../engine/core/index.ts";
import type { StoredResult } from "../model.ts";

/** A reading as the worker compiles it: a source's ruleset with the reader's overrides. */
export interface ReadingSpec {
  readonly spec: RulesetSpec;
  readonly overrides: Readonly<Record<string, OptionValue>>;
}

/** How far each search goes: its depth in turns and its budget of compared lines. */
export interface LiveBounds {
  readonly maxDepth: number;
  readonly maxLines: number;
}

export type PartsRequest =
  /** The first divergence of `changed` from each source reading, one search after another. */
  | {
      readonly kind: "parts";
      readonly changed: ReadingSpec;
      readonly sources: readonly { readonly id: string; readonly spec: RulesetSpec }[];
      readonly bounds: LiveBounds;
    }
  /** The dead-option check of `reading`: each option switched alone, on the reading's sample. */
  | { readonly kind: "dead"; readonly reading: ReadingSpec };

export type PartsReply =
  /** Search `step` of `of` has reached `depth`, with `lines` compared in it so far. */
  | {
      readonly kind: "progress";
      readonly step: number;
      readonly of: number;
      readonly depth: number;
      readonly lines: number;
    }
  /** One source's search, in the saved form of the prebuilt pages (store.ts). */
  | {
      readonly kind: "pair";
      readonly source: string;
      readonly result: StoredResult;
      /** The game's player names, first to move first. */
      readonly players: readonly [string, string];
      /** Whether the two readings set every option alike (then nothing can tell them apart). */
      readonly sameOptions: boolean;
    }
  /** One option checked, on a sample of `positions` positions. */
  | { readonly kind: "option"; readonly effect: OptionEffect; readonly positions: number }
  | { readonly kind: "done" }
  | { readonly kind: "error"; readonly message: string };
