import type { CompileGame } from "../core/game.ts";

/** Games of the mancala family, by game id. */
export const mancalaGames: Readonly<Record<string, CompileGame>> = {};
