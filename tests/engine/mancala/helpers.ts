import {
  loadGameOrThrow,
  readRulesetFile,
  rulesetFiles as files,
} from "../../../src/content/ruleset-files.ts";
import { toSpec } from "../../../src/content/rulesets.ts";
import type { RuleViolation } from "../../../src/engine/core/errors.ts";
import { playLineOrThrow } from "../../../src/engine/core/play.ts";
import type { RulesetSpec } from "../../../src/engine/core/ruleset.ts";
import type { MancalaGame } from "../../../src/engine/mancala/game.ts";
import type { MancalaState } from "../../../src/engine/mancala/types.ts";
import type { RulesetData } from "../../../src/schemas/ruleset.ts";

export const GAME_IDS = [
  "chiana-wa-kunja",
  "chiana-wa-bwalo",
  "msuwa",
  "msuwa-wa-kunja",
  "fifangha",
] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Every ruleset file of the family: [game, file name, parsed data]. */
export function rulesetFiles(): { game: GameId; file: string; data: RulesetData }[] {
  return files(GAME_IDS).map(({ game, id }) => ({
    game: game as GameId,
    file: `${id}.yaml`,
    data: read(game, id),
  }));
}

function read(game: string, id: string): RulesetData {
  const data = readRulesetFile(game, id);
  if (!data.ok) throw new Error(data.error);
  return data.value;
}

export const spec = (game: GameId, id: string): RulesetSpec => toSpec(read(game, id));

/** The game compiled from a ruleset file, with overrides. Throws (test set-up only) on option errors. */
export const load = (
  game: GameId,
  id: string,
  overrides?: Readonly<Record<string, unknown>>,
): MancalaGame => loadGameOrThrow(game, id, overrides) as MancalaGame;

/** The main ruleset of each game. */
export const MAIN: Readonly<Record<GameId, string>> = {
  "chiana-wa-kunja": "sanderson-1913",
  "chiana-wa-bwalo": "sanderson-1913",
  msuwa: "sanderson-1913",
  "msuwa-wa-kunja": "sanderson-1913",
  fifangha: "flacourt-1658",
};

/** A position from its text; throws (test set-up) when it does not parse. */
export function at(game: MancalaGame, text: string): MancalaState {
  const r = game.parsePosition(text);
  if (!r.ok) throw new Error(`bad test position ${text}: ${r.error.message}`);
  return r.value;
}

/** Plays a turn written in the notation; returns the new position's text. */
export const play = (game: MancalaGame, position: string, turn: string): string =>
  game.formatPosition(playLineOrThrow(game, at(game, position), [turn]));

/** The rule violation a turn commits (fails the test if the turn is legal). */
export function refusal(game: MancalaGame, position: string, turn: string): RuleViolation {
  const s = at(game, position);
  const t = game.parseTurn(s, turn);
  if (!t.ok) throw new Error(`bad test turn ${turn}: ${t.error.message}`);
  const r = game.playTurn(s, t.value);
  if (r.ok) throw new Error(`turn ${turn} was accepted: ${game.formatPosition(r.value)}`);
  return r.error;
}

/** The legal turns of a position, written in the notation. */
export function legal(game: MancalaGame, position: string): string[] {
  const s = at(game, position);
  return game.turns(s).map((t) => game.formatTurn(s, t));
}
