import type { CompileGame } from "./core/game.ts";
import type { FamilyId } from "./core/ruleset.ts";
import { fanoronaGames } from "./fanorona/index.ts";
import { mancalaGames } from "./mancala/index.ts";
import { teloGames } from "./telo/index.ts";

/** Every game the engine plays, by game id (the same ids as the `games` content collection). */
export const GAMES: Readonly<
  Record<string, { readonly family: FamilyId; readonly compile: CompileGame }>
> = Object.fromEntries([
  ...Object.entries(fanoronaGames).map(
    ([id, compile]) => [id, { family: "fanorona", compile }] as const,
  ),
  ...Object.entries(teloGames).map(([id, compile]) => [id, { family: "telo", compile }] as const),
  ...Object.entries(mancalaGames).map(
    ([id, compile]) => [id, { family: "mancala", compile }] as const,
  ),
]);
