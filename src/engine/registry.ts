import type { CompileGame } from "./core/game.ts";
import type { FamilyId } from "./core/ruleset.ts";
import { fanoronaGames } from "./fanorona/index.ts";
import { mancalaGames } from "./mancala/index.ts";
import { teloGames } from "./telo/index.ts";

export interface GameEntry {
  readonly family: FamilyId;
  readonly compile: CompileGame;
}

const family = (
  id: FamilyId,
  games: Readonly<Record<string, CompileGame>>,
): [string, GameEntry][] =>
  Object.entries(games).map(([game, compile]) => [game, { family: id, compile }]);

/** Every game the engine plays, by game id (the same ids as the `games` content collection). */
export const GAMES: Readonly<Record<string, GameEntry>> = Object.fromEntries<GameEntry>([
  ...family("fanorona", fanoronaGames),
  ...family("telo", teloGames),
  ...family("mancala", mancalaGames),
]);
