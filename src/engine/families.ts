import type { DivergenceOptions, DivergenceResult } from "./core/diverge.ts";
import { optionError, type OptionError } from "./core/errors.ts";
import type { AnyGame, CompileGame } from "./core/game.ts";
import type { OptionSpecs, OptionValue } from "./core/options.ts";
import type { Variants } from "./core/refusals.ts";
import { err, type Result } from "./core/result.ts";
import { isFamily, type FamilyId, type RulesetSpec } from "./core/ruleset.ts";

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
    return err([optionError("family", `the engine has no family "${family}"`)]);
  const compile = (await FAMILY_LOADERS[family]()).games[spec.game];
  if (compile === undefined)
    return err([optionError("game", `the ${family} family does not play "${spec.game}"`)]);
  return compile(spec, overrides);
}

/** The overrides a game was compiled with (their provenance is marked `override`). */
export const overridesOf = (game: AnyGame): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(game.options)
      .filter(([, o]) => o.provenance.override === true)
      .map(([k, o]) => [k, o.value]),
  );

/**
 * Readings compiled again with options changed, through one family's own compilers: what the
 * registry's `REGISTRY_VARIANTS` does, for a page or worker that holds only that family.
 */
export function familyVariants(family: FamilyModule): Variants {
  return {
    specs: (game) => family.options[game.id] ?? {},
    compile(game, overrides: Readonly<Record<string, OptionValue>>) {
      const compile = family.games[game.id];
      const r = compile?.(game.ruleset, { ...overridesOf(game), ...overrides });
      return r?.ok === true ? r.value : undefined;
    },
  };
}

/** A first-divergence search over two readings of one game (`searchDivergence`'s signature). */
export type DivergenceSearch = (
  a: AnyGame,
  b: AnyGame,
  options: DivergenceOptions<unknown>,
) => DivergenceResult;

/**
 * The registry's `searchDivergence` (diverge.ts) for one family, loaded on demand: the family's
 * fast search when it has one (the fanorona family's), else the generic one, loaded only here
 * (a page that never searches does not download them), every refusing rule lifted through the
 * family's own compilers. It answers what `searchDivergence` answers
 * (tests/engine/api/divergence-search.test.ts checks it).
 */
export async function loadDivergenceSearch(id: FamilyId): Promise<DivergenceSearch> {
  const variants = familyVariants(await FAMILY_LOADERS[id]());
  const search: DivergenceSearch =
    id === "fanorona"
      ? ((await import("./fanorona/diverge-fast.ts")).firstDivergenceFast as DivergenceSearch)
      : (await import("./core/diverge.ts")).firstDivergence;
  return (a, b, given) => search(a, b, { ...given, variants: given.variants ?? variants });
}
