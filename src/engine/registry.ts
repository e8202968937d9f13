import { optionError, type OptionError } from "./core/errors.ts";
import type { AnyGame, CompileGame } from "./core/game.ts";
import { err, type Result } from "./core/result.ts";
import type { OptionSpecs, OptionValue } from "./core/options.ts";
import type { Variants } from "./core/refusals.ts";
import { overridesOf } from "./families.ts";
import type { FamilyId, RulesetSpec } from "./core/ruleset.ts";
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

/**
 * The one path from a ruleset to a game: compiles `spec` through the registry, with `overrides`
 * for option values. Problems are option errors named by key: `game` for a game the engine lacks,
 * `family` and `game` for a ruleset of another family or game, and the option keys.
 * (`loadRuleset` in families.ts gives the same result, loading only the ruleset's family.)
 */
export function compileRuleset(
  spec: RulesetSpec,
  overrides?: Readonly<Record<string, unknown>>,
): Result<AnyGame, readonly OptionError[]> {
  const entry = GAMES[spec.game];
  if (entry === undefined)
    return err([
      optionError("game", "no-game", { game: spec.game }, `the engine has no game "${spec.game}"`),
    ]);
  return entry.compile(spec, overrides);
}

/**
 * Readings compiled again with options changed, through the registry: what the divergence
 * search lifts rules with (core/refusals.ts) and the dead-option check switches options with
 * (core/dead-options.ts). A game compiled with overrides keeps them under the new ones.
 */
export const REGISTRY_VARIANTS: Variants = {
  specs: (game) => GAMES[game.id]?.options ?? {},
  compile(game, overrides: Readonly<Record<string, OptionValue>>) {
    const r = compileRuleset(game.ruleset, { ...overridesOf(game), ...overrides });
    return r.ok ? r.value : undefined;
  },
};
