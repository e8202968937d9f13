import type { CompileGame } from "../core/game.ts";
import { compileChiana } from "./chiana.ts";
import { compileFifangha } from "./fifangha.ts";
import { compiler } from "./game.ts";
import { compileMsuwa } from "./msuwa.ts";

export type { MancalaGame } from "./game.ts";
export type { MancalaState, MancalaStep, MancalaTurn } from "./types.ts";
export { CHIANA_OPTIONS } from "./chiana.ts";
export { FIFANGHA_OPTIONS } from "./fifangha.ts";
export { MSUWA_OPTIONS } from "./msuwa.ts";

/** Games of the four-row mancala family, by game id. */
export const mancalaGames: Readonly<Record<string, CompileGame>> = {
  "chiana-wa-kunja": compiler((spec, o) => compileChiana("chiana-wa-kunja", spec, o)),
  "chiana-wa-bwalo": compiler((spec, o) => compileChiana("chiana-wa-bwalo", spec, o)),
  msuwa: compiler((spec, o) => compileMsuwa("msuwa", spec, o)),
  "msuwa-wa-kunja": compiler((spec, o) => compileMsuwa("msuwa-wa-kunja", spec, o)),
  fifangha: compiler((spec, o) => compileFifangha("fifangha", spec, o)),
};
