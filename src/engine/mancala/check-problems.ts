/**
 * What a game's own check of a parsed position (`Rules.check`) finds wrong, each a reason of the
 * engine's list (`PARSE_REASONS`) with its English: kept here so that each game says only which.
 */
import { parseProblem } from "../core/errors.ts";

export const CHECK = {
  noPending: parseProblem("mancala-no-pending", {}, "this game has no pending decisions"),
  noSuchPending: parseProblem(
    "mancala-no-such-pending",
    {},
    "this game has no such pending decision",
  ),
  oneReservoir: parseProblem(
    "fifangha-one-reservoir",
    {},
    "one shared reservoir: write one number",
  ),
  noTake: parseProblem("fifangha-no-take", {}, "Fifangha has no take decision"),
  holeNotMover: parseProblem(
    "pending-hole-not-mover",
    {},
    "the pending hole must be one of the mover's holes",
  ),
  holeEmpty: parseProblem("pending-hole-empty", {}, "the pending hole is empty"),
  sowReserve: parseProblem(
    "pending-sow-reserve",
    {},
    "sow: only a player without reserve sows without placing",
  ),
  carryFront: parseProblem(
    "pending-carry-front",
    {},
    "carry: the capturing hole must be in the mover's front row",
  ),
} as const;
