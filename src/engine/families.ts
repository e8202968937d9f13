import type { CompileGame } from "./core/game.ts";
import type { OptionSpecs } from "./core/options.ts";
import type { FamilyId } from "./core/ruleset.ts";

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
