import type { CompileGame } from "./core/game.ts";
import type { OptionSpecs } from "./core/options.ts";
import type { FamilyId } from "./core/ruleset.ts";
import { fanoronaGames, fanoronaOptions } from "./fanorona/index.ts";
import { mancalaGames, mancalaOptions } from "./mancala/index.ts";
import { teloGames, teloOptions } from "./telo/index.ts";

export interface GameEntry {
  readonly family: FamilyId;
  readonly compile: CompileGame;
  /** The game's option declarations: kind, accepted values and meaning of each key. */
  readonly options: OptionSpecs;
}

const family = (
  id: FamilyId,
  games: Readonly<Record<string, CompileGame>>,
  options: Readonly<Record<string, OptionSpecs>>,
): [string, GameEntry][] =>
  Object.entries(games).map(([game, compile]) => [
    game,
    { family: id, compile, options: options[game]! },
  ]);

/** Every game the engine plays, by game id (the same ids as the `games` content collection). */
export const GAMES: Readonly<Record<string, GameEntry>> = Object.fromEntries<GameEntry>([
  ...family("fanorona", fanoronaGames, fanoronaOptions),
  ...family("telo", teloGames, teloOptions),
  ...family("mancala", mancalaGames, mancalaOptions),
]);

/** The meaning of option `key` of `game`, from its declaration; undefined for an unknown key. */
export const optionDoc = (game: string, key: string): string | undefined =>
  GAMES[game]?.options[key]?.doc;
