import type { CompileGame } from "../core/game.ts";

/** Games of the fanorona family, by game id. */
export const fanoronaGames: Readonly<Record<string, CompileGame>> = {};
