/**
 * English strings of why a game ended, as a label of a word or three: one key per reason the
 * engine gives (`end.<StatusReason>`), for the self-play figures' "Ended by" and the divergence
 * views' results (src/compare/). One area of ../en.ts. The sentence-length clause of each reason
 * is src/site/status-words.ts's. Browser code reads these English words directly (they are its
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
} as const satisfies Readonly<Record<`end.${StatusReason}`, string>>;
