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

/** A reason's clause; its label is the string table's (`end.<reason>`, area `ends`). */
type Clause = Pick<ReasonWords, "clause">;

const CLAUSES = {
  "captured-all": { clause: "the other side has no piece left" },
  blocked: { clause: "the other side cannot move" },
  "no-move": { clause: "the side to move has no move" },
  "three-in-a-row": { clause: "three in a row" },
  camou: { clause: "the other side's holes are empty (camou)" },
  "reserve-exhausted": { clause: "the reserve is spent" },
  "vela-loser-cannot-capture": {
    clause: "the loser of the véla has no capture",
  },
  "no-capture": { clause: "too many turns without a capture" },
  repetition: { clause: "the position came back" },
  "neither-can-capture": { clause: "neither side can capture" },
  "turn-limit": { clause: "the turn limit" },
  proven: { clause: "proven by the search" },
} as const satisfies Readonly<Record<StatusReason, Clause>>;

/**
 * The English words of every reason: the label from the English table's area `ends` (browser
 * code that says a reason on English pages reads it here; French and Malagasy labels reach the
 * browser in the page's compare words, src/compare/end-label.ts), the clause from above.
 */
export const STATUS_WORDS = Object.fromEntries(
  (Object.keys(CLAUSES) as StatusReason[]).map((r) => [
    r,
    { short: ends[`end.${r}`], clause: CLAUSES[r].clause },
  ]),
) as Readonly<Record<StatusReason, ReasonWords>>;

/**
 * The same reasons in French and Malagasy, for pages in those languages: separate constants, so
 * browser code that imports only the English does not carry them. Only clauses: the labels
 * are the string tables' (area `ends`). Game terms (camou, véla) stay
 * as the sources write them. The Malagasy awaits a native speaker's review (docs/i18n.md).
 */
export const STATUS_WORDS_FR = {
  "captured-all": { clause: "l’autre camp n’a plus de pièce" },
  blocked: { clause: "l’autre camp ne peut plus bouger" },
  "no-move": { clause: "le camp qui doit jouer n’a aucun coup" },
  "three-in-a-row": { clause: "trois pièces alignées" },
  camou: { clause: "les trous de l’autre camp sont vides (camou)" },
  "reserve-exhausted": { clause: "la réserve est épuisée" },
  "vela-loser-cannot-capture": {
    clause: "le perdant du véla n’a aucune prise",
  },
  "no-capture": { clause: "trop de tours sans prise" },
  repetition: { clause: "la position est revenue" },
  "neither-can-capture": {
    clause: "aucun des deux camps ne peut prendre",
  },
  "turn-limit": { clause: "la limite de tours" },
  proven: { clause: "démontré par la recherche" },
} as const satisfies Readonly<Record<StatusReason, Clause>>;

export const STATUS_WORDS_MG = {
  "captured-all": { clause: "tsy manana vato intsony ny ankilany" },
  blocked: { clause: "tsy afaka mihetsika ny ankilany" },
  "no-move": { clause: "tsy manana dia ny tokony hilalao" },
  "three-in-a-row": { clause: "vato telo milahatra" },
  camou: { clause: "foana ny lavaky ny ankilany (camou)" },
  "reserve-exhausted": { clause: "lany ny tahiry" },
  "vela-loser-cannot-capture": {
    clause: "tsy manana fakana ny resy tamin’ny véla",
  },
  "no-capture": { clause: "anjara maro loatra tsy nisy fakana" },
  repetition: { clause: "niverina ny toerana" },
  "neither-can-capture": {
    clause: "samy tsy afaka maka ny roa tonta",
  },
  "turn-limit": { clause: "ny fetran’ny isan’ny anjara" },
  proven: { clause: "voaporofon’ny fikarohana" },
} as const satisfies Readonly<Record<StatusReason, Clause>>;

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

/** The words for a reason read back as a string, in a page's language (`lang` as src/i18n names it). */
export function statusWordsIn(lang: "en" | "fr" | "mg", reason: string): Clause {
  const words = savedReasonWords(reason);
  if (lang === "en") return words;
  return (lang === "fr" ? STATUS_WORDS_FR : STATUS_WORDS_MG)[reason as StatusReason];
}
