import type { CompileGame } from "../core/game.ts";
import type { OptionSpecs } from "../core/options.ts";
import { CHIANA_OPTIONS } from "./chiana-options.ts";
import { compileChiana } from "./chiana.ts";
import { FIFANGHA_OPTIONS } from "./fifangha-options.ts";
import { compileFifangha } from "./fifangha.ts";
import { compiler } from "./game.ts";
import { MSUWA_OPTIONS } from "./msuwa-options.ts";
import { compileMsuwa } from "./msuwa.ts";

export type { MancalaGame } from "./game.ts";
export type { MancalaState, MancalaStep, MancalaTurn } from "./types.ts";
export { CHIANA_OPTIONS } from "./chiana-options.ts";
export { FIFANGHA_OPTIONS } from "./fifangha-options.ts";
export { MSUWA_OPTIONS } from "./msuwa-options.ts";
export {
  sowingPath,
  turnSowingPath,
  type Sowing,
  type SowingAction,
  type SowingCount,
  type SowingMove,
  type SowingPlace,
} from "./sowing.ts";
export { walkFirstTurns, type FirstTurnWalk } from "./walk.ts";

/** Games of the four-row mancala family, by game id. */
export const mancalaGames: Readonly<Record<string, CompileGame>> = {
  "chiana-wa-kunja": compiler((spec, o) => compileChiana("chiana-wa-kunja", spec, o)),
  "chiana-wa-bwalo": compiler((spec, o) => compileChiana("chiana-wa-bwalo", spec, o)),
  msuwa: compiler((spec, o) => compileMsuwa("msuwa", spec, o)),
  "msuwa-wa-kunja": compiler((spec, o) => compileMsuwa("msuwa-wa-kunja", spec, o)),
  fifangha: compiler((spec, o) => compileFifangha("fifangha", spec, o)),
};

/** Option declarations of the family's games, by game id. */
export const mancalaOptions: Readonly<Record<string, OptionSpecs>> = {
  "chiana-wa-kunja": CHIANA_OPTIONS,
  "chiana-wa-bwalo": CHIANA_OPTIONS,
  msuwa: MSUWA_OPTIONS,
  "msuwa-wa-kunja": MSUWA_OPTIONS,
  fifangha: FIFANGHA_OPTIONS,
};
