/**
 * Why a game ended, in words: one entry per reason the engine gives (`StatusReason`), so a
 * reason the engine adds fails type checking here until it has its words. Every place that
 * says why a game ended (the simulator, the engine's findings, the divergence and self-play
 * views) reads this one table; each frames the words in its own sentence.
 */
import type { StatusReason } from "../engine/core/index.ts";

/** A reason in two lengths: `short` for a chart's legend, `clause` for a sentence. */
export interface ReasonWords {
  /** A label of a word or three: "captured all", "no capture". */
  readonly short: string;
  /** What happened, as a clause: "the other side has no piece left". */
  readonly clause: string;
}

export const STATUS_WORDS = {
  "captured-all": { short: "captured all", clause: "the other side has no piece left" },
  blocked: { short: "blocked", clause: "the other side cannot move" },
  "no-move": { short: "no move", clause: "the side to move has no move" },
  "three-in-a-row": { short: "three in a row", clause: "three in a row" },
  camou: { short: "camou", clause: "the other side's holes are empty (camou)" },
  "reserve-exhausted": { short: "reserve exhausted", clause: "the reserve is spent" },
  "vela-loser-cannot-capture": {
    short: "vela loser cannot capture",
    clause: "the loser of the véla has no capture",
  },
  "no-capture": { short: "no capture", clause: "too many turns without a capture" },
  repetition: { short: "repetition", clause: "the position came back" },
  "neither-can-capture": { short: "neither can capture", clause: "neither side can capture" },
  "turn-limit": { short: "turn limit", clause: "the turn limit" },
  proven: { short: "proven", clause: "proven by the search" },
} as const satisfies Readonly<Record<StatusReason, ReasonWords>>;

/** The words for one of the engine's reasons. */
export function statusWords(reason: StatusReason): ReasonWords {
  return STATUS_WORDS[reason];
}

const isStatusReason = (s: string): s is StatusReason => Object.hasOwn(STATUS_WORDS, s);

/**
 * The words for a reason read back from saved data (JSON), where it is a plain string. A string
 * that is no reason of the engine's is a stale file or a reason added without words: the build
 * (or the picker) stops and says which.
 */
export function savedReasonWords(reason: string): ReasonWords {
  if (!isStatusReason(reason))
    throw new Error(`no words for the status reason "${reason}" (src/site/status-words.ts)`);
  return STATUS_WORDS[reason];
}
