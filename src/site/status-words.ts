/**
 * Why a game ended, in words: one entry per reason the engine gives (`StatusReason`), so a
 * reason the engine adds fails type checking here until it has its words. Every place that
 * says why a game ended (the simulator, the engine's findings, the divergence and self-play
 * views) reads this one table; each frames the words in its own sentence.
 */
import type { StatusReason } from "../engine/core/index.ts";
import { ends } from "../i18n/tables/en/ends.ts";

/** A reason in two lengths: `short` for a chart's legend, `clause` for a sentence. */
export interface ReasonWords {
  /** A label of a word or three: "captured all", "no capture". */
  readonly short: string;
  /** What happened, as a clause: "the other side has no piece left". */
  readonly clause: string;
}

const CLAUSE = "end.clause.";

/**
 * The English words of every reason, from the English table's area `ends`
 * (src/i18n/tables/en/ends.ts): the label `end.<reason>` and the clause `end.clause.<reason>`.
 * Browser code that says a reason on English pages reads it here; French and Malagasy reach
 * the browser in the page's words (src/compare/end-label.ts, the simulator's `reasons`), read
 * from their tables at build time (`statusWordsIn`, src/site/words-in.ts).
 */
export const STATUS_WORDS = Object.fromEntries(
  (Object.keys(ends) as (keyof typeof ends)[])
    .filter((k) => k.startsWith(CLAUSE))
    .map((k) => {
      const r = k.slice(CLAUSE.length) as StatusReason;
      return [r, { short: ends[`end.${r}`], clause: ends[`end.clause.${r}`] }];
    }),
) as Readonly<Record<StatusReason, ReasonWords>>;

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
