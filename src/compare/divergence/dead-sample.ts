/**
 * The positions the dead-option check compares a reading on: the sample the saved check
 * (dead.ts, `npm run divergences`) and the reader's check in the browser (live/worker.ts) both
 * draw, so that "never decides anything" means the same sample in both places.
 */
import type { AnyGame } from "../../engine/core/index.ts";
import { createRng, samplePositions } from "../../engine/research.ts";
import { DEAD_SAMPLE } from "./dead-model.ts";
import { handBuiltStates } from "./positions.ts";

export const deadSample = (game: AnyGame): unknown[] =>
  samplePositions(game, {
    breadth: DEAD_SAMPLE.breadth,
    games: DEAD_SAMPLE.games,
    maxTurns: DEAD_SAMPLE.maxTurns,
    rng: (i) => createRng(DEAD_SAMPLE.seed + i),
    extra: handBuiltStates(game),
  });
