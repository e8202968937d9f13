/**
 * Documented games the simulator can replay step by step, by game id. Each is a list of turns
 * in the engine's notation under the named ruleset; the tests replay every one with the engine.
 */
import type { SimReplay } from "../simulator/config.ts";

export const REPLAYS: Readonly<Record<string, readonly SimReplay[]>> = {};
