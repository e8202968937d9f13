/**
 * The compare feature's browser entry: the live panels the simulator's "Change the rules" panel
 * hosts (where two readings part, searched in the reader's browser; how a reading plays). Apart
 * from `index.ts` so that this chunk carries no build-time module.
 */
export { mountParts } from "./divergence/live/mount.ts";
export { playsStart, wirePlays } from "./selfplay/plays-start.ts";
