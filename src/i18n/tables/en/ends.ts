/**
 * English strings of why a game ended, as a label of a word or three: one key per reason the
 * engine gives (`end.<StatusReason>`), for the self-play figures' "Ended by" and the divergence
 * views' results (src/compare/), and as a clause (`end.clause.<StatusReason>`) for a sentence
 * (the simulator's status line). One area of ../en.ts. Browser code reads these English words directly (they are its
 * fallback on English pages); French and Malagasy reach it through the page's compare words.
 */
import type { StatusReason } from "../../../engine/core/index.ts";

export const ends = {
  "end.captured-all": "captured all",
  "end.blocked": "blocked",
  "end.no-move": "no move",
  "end.three-in-a-row": "three in a row",
  "end.camou": "camou",
  "end.reserve-exhausted": "reserve exhausted",
  "end.vela-loser-cannot-capture": "vela loser cannot capture",
  "end.no-capture": "no capture",
  "end.repetition": "repetition",
  "end.neither-can-capture": "neither can capture",
  "end.turn-limit": "turn limit",
  "end.proven": "proven",
  "end.clause.captured-all": "the other side has no piece left",
  "end.clause.blocked": "the other side cannot move",
  "end.clause.no-move": "the side to move has no move",
  "end.clause.three-in-a-row": "three in a row",
  "end.clause.camou": "the other side's holes are empty (camou)",
  "end.clause.reserve-exhausted": "the reserve is spent",
  "end.clause.vela-loser-cannot-capture": "the loser of the véla has no capture",
  "end.clause.no-capture": "too many turns without a capture",
  "end.clause.repetition": "the position came back",
  "end.clause.neither-can-capture": "neither side can capture",
  "end.clause.turn-limit": "the turn limit",
  "end.clause.proven": "proven by the search",
} as const satisfies Readonly<Record<`end.${StatusReason}` | `end.clause.${StatusReason}`, string>>;
