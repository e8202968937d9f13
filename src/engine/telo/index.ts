import type { CompileGame } from "../core/game.ts";

/** Games of the telo family, by game id. */
export const teloGames: Readonly<Record<string, CompileGame>> = {};
