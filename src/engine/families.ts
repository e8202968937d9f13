import { optionError, type OptionError } from "./core/errors.ts";
import type { AnyGame, CompileGame } from "./core/game.ts";
import type { OptionSpecs } from "./core/options.ts";
import { err, type Result } from "./core/result.ts";
import { isFamily, type FamilyId, type RulesetSpec } from "./core/ruleset.ts";

/** One game's compiler and option declarations, loaded on demand. */
export interface LoadedGame {
  readonly compile: CompileGame;
  readonly options: OptionSpecs;
}

/** What each family's entry module provides: its games' compilers and option declarations. */
export interface FamilyModule {
  readonly games: Readonly<Record<string, CompileGame>>;
  readonly options: Readonly<Record<string, OptionSpecs>>;
}

/**
 * Loads one family on demand (a dynamic import, so a bundler splits each family into its own
 * chunk): a page that plays Chiana does not download Fanorona. `registry.ts` holds them all.
 */
export const FAMILY_LOADERS: Readonly<Record<FamilyId, () => Promise<FamilyModule>>> = {
  fanorona: () =>
    import("./fanorona/index.ts").then((m) => ({
      games: m.fanoronaGames,
      options: m.fanoronaOptions,
    })),
  telo: () =>
    import("./telo/index.ts").then((m) => ({ games: m.teloGames, options: m.teloOptions })),
  mancala: () =>
    import("./mancala/index.ts").then((m) => ({
      games: m.mancalaGames,
      options: m.mancalaOptions,
    })),
};

/**
 * One game's compiler and option declarations, loaded on demand; undefined for a game the
 * family does not play. The four-row mancala games are loaded one by one (mancala/games.ts),
 * since they share little code beyond the family's kernel; the other families' games share
 * nearly all of theirs, so the family is loaded whole.
 */
export async function loadGame(family: FamilyId, game: string): Promise<LoadedGame | undefined> {
  if (family === "mancala") return (await import("./mancala/games.ts")).MANCALA_GAMES[game]?.();
  const m = await FAMILY_LOADERS[family]();
  const compile = m.games[game];
  return compile === undefined ? undefined : { compile, options: m.options[game] ?? {} };
}

/**
 * A ruleset compiled with its family's code, loaded on demand: the same result as the
 * registry's `compileRuleset`, for a page that must not load every family. Problems are option
 * errors named by key: `family` for a family the engine lacks, `game` for a game the family
 * does not play, and the option keys.
 */
export async function loadRuleset(
  spec: RulesetSpec,
  overrides?: Readonly<Record<string, unknown>>,
): Promise<Result<AnyGame, readonly OptionError[]>> {
  const family: string = spec.family;
  if (!isFamily(family))
    return err([
      optionError("family", "no-family", { family }, `the engine has no family "${family}"`),
    ]);
  const compile = (await loadGame(family, spec.game))?.compile;
  if (compile === undefined)
    return err([
      optionError(
        "game",
        "family-game",
        { family, game: spec.game },
        `the ${family} family does not play "${spec.game}"`,
      ),
    ]);
  return compile(spec, overrides);
}

/** The overrides a game was compiled with (their provenance is marked `override`). */
export const overridesOf = (game: AnyGame): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(game.options)
      .filter(([, o]) => o.provenance.override === true)
      .map(([k, o]) => [k, o.value]),
  );
