import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { RulesetSpec } from "../../../src/engine/core/ruleset.ts";
import type { MancalaGame } from "../../../src/engine/mancala/game.ts";
import { mancalaGames } from "../../../src/engine/mancala/index.ts";
import { rulesetSchema, type RulesetData } from "../../../src/schemas/ruleset.ts";

export const GAME_IDS = [
  "chiana-wa-kunja",
  "chiana-wa-bwalo",
  "msuwa",
  "msuwa-wa-kunja",
  "fifangha",
] as const;
export type GameId = (typeof GAME_IDS)[number];

const ROOT = join(import.meta.dirname, "../../../content/rulesets");

/** Every ruleset file of the family: [game, file name, parsed data]. */
export function rulesetFiles(): { game: GameId; file: string; data: RulesetData }[] {
  const out: { game: GameId; file: string; data: RulesetData }[] = [];
  for (const game of GAME_IDS)
    for (const file of readdirSync(join(ROOT, game))
      .filter((f) => f.endsWith(".yaml"))
      .sort())
      out.push({
        game,
        file,
        data: rulesetSchema.parse(parse(readFileSync(join(ROOT, game, file), "utf8"))),
      });
  return out;
}

export function spec(game: GameId, id: string): RulesetSpec {
  const data = rulesetSchema.parse(parse(readFileSync(join(ROOT, game, `${id}.yaml`), "utf8")));
  return {
    id: data.id,
    game: data.game,
    family: data.family,
    options: data.options,
  };
}

/** The game compiled from a ruleset file, with overrides. Throws (test set-up only) on option errors. */
export function load(
  game: GameId,
  id: string,
  overrides?: Readonly<Record<string, unknown>>,
): MancalaGame {
  const compile = mancalaGames[game];
  if (!compile) throw new Error(`no game ${game}`);
  const r = compile(spec(game, id), overrides);
  if (!r.ok) throw new Error(r.error.map((e) => `${e.option}: ${e.message}`).join("; "));
  return r.value as MancalaGame;
}

/** The main ruleset of each game. */
export const MAIN: Readonly<Record<GameId, string>> = {
  "chiana-wa-kunja": "sanderson-1913",
  "chiana-wa-bwalo": "sanderson-1913",
  msuwa: "sanderson-1913",
  "msuwa-wa-kunja": "sanderson-1913",
  fifangha: "flacourt-1658",
};
