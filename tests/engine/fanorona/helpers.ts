import type { RuleViolation } from "../../../src/engine/core/errors.ts";
import { playLineOrThrow } from "../../../src/engine/core/play.ts";
import type { RulesetSpec } from "../../../src/engine/core/ruleset.ts";
import {
  pointName,
  type FanoronaGame,
  type FanoronaState,
} from "../../../src/engine/fanorona/index.ts";
import type { FanoronaGameId } from "../../../src/engine/fanorona/options.ts";
import { FANORONA_GAME_IDS } from "../../../src/engine/fanorona/options.ts";
import {
  loadGameOrThrow,
  readRulesetFile,
  rulesetFiles,
} from "../../../src/content/ruleset-files.ts";
import { toSpec } from "../../../src/content/rulesets.ts";

/** Reads `content/rulesets/<game>/<id>.yaml` through the content path; throws on a bad file. */
export function loadRuleset(game: FanoronaGameId, id: string): RulesetSpec {
  const data = readRulesetFile(game, id);
  if (!data.ok) throw new Error(data.error);
  return toSpec(data.value);
}

/** A ruleset of the family with option overrides, as the test tables list them. */
export type Variant = readonly [FanoronaGameId, string, Readonly<Record<string, unknown>>];

/**
 * Every ruleset file of the family, then `extra` override variants: the tables of the perft and
 * property tests come from the files, so a new ruleset is tested without editing a list.
 */
export const fanoronaVariants = (...extra: readonly Variant[]): readonly Variant[] => [
  ...rulesetFiles(FANORONA_GAME_IDS).map(({ game, id }): Variant => [
    game as FanoronaGameId,
    id,
    {},
  ]),
  ...extra,
];

/** Compiles a ruleset file, with optional option overrides; throws on option errors. */
export const load = (
  game: FanoronaGameId,
  id: string,
  overrides: Readonly<Record<string, unknown>> = {},
): FanoronaGame => loadGameOrThrow(game, id, overrides) as FanoronaGame;

/**
 * A position line from piece lists: `fenOf("9x5", ["e3"], ["e5", "c3"], "w")`. Extra fields
 * (`quiet=2`, `turn=3`, `chain=...`) are appended as given.
 */
export function fenOf(
  board: "9x5" | "5x5",
  white: readonly string[],
  black: readonly string[],
  side: "w" | "b",
  ...extra: string[]
): string {
  const width = board === "9x5" ? 9 : 5;
  const files = "abcdefghi".slice(0, width);
  const ranks: string[] = [];
  for (let rank = 5; rank >= 1; rank--) {
    let row = "";
    let run = 0;
    for (const f of files) {
      const name = `${f}${rank}`;
      const c = white.includes(name) ? "W" : black.includes(name) ? "B" : "";
      if (c === "") run++;
      else {
        if (run > 0) row += String(run);
        run = 0;
        row += c;
      }
    }
    if (run > 0) row += String(run);
    ranks.push(row);
  }
  return [ranks.join("/"), side, ...extra].join(" ");
}

/** Parses a position, throwing on a parse error. */
export function at(game: FanoronaGame, fen: string): FanoronaState {
  const r = game.parsePosition(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.value;
}

/** The legal turns of a position in notation, sorted. */
export function turnTexts(game: FanoronaGame, s: FanoronaState): string[] {
  return game
    .turns(s)
    .map((t) => game.formatTurn(s, t))
    .sort();
}

/** Plays a turn given in notation, throwing on any error. */
export const play = (game: FanoronaGame, s: FanoronaState, text: string): FanoronaState =>
  playLineOrThrow(game, s, [text]);

/** Parses then plays a turn and returns the rule violation it must cause. */
export function refusal(game: FanoronaGame, s: FanoronaState, text: string): RuleViolation {
  const t = game.parseTurn(s, text);
  if (!t.ok) throw new Error(`${text}: ${t.error.message}`);
  const r = game.playTurn(s, t.value);
  if (r.ok) throw new Error(`${text} was accepted`);
  return r.error;
}

/** Point names of a sorted list of point indices. */
export const names = (game: FanoronaGame, points: readonly number[]): string[] =>
  points.map((p) => pointName(game.geometry, p));
