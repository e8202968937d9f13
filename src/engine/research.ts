/**
 * The engine's research tools for the browser's workers: where two readings first part
 * (the search's refusals and the dead-option check) and self-play. A public entry of its own, so
 * that a page's shared engine chunk (core/index.ts, which re-exports these for Node) never
 * carries them: only the workers of "Change the rules" load this, when a reader asks.
 */
import { firstDivergence, type DivergenceOptions, type DivergenceResult } from "./core/diverge.ts";
import type { AnyGame } from "./core/game.ts";
import type { OptionValue } from "./core/options.ts";
import type { Variants } from "./core/refusals.ts";
import type { FamilyId } from "./core/ruleset.ts";
import { FAMILY_LOADERS, overridesOf, type FamilyModule } from "./families.ts";

export { sameResult, firstDivergence } from "./core/diverge.ts";
export { optionEffects, samplePositions } from "./core/dead-options.ts";
export { everyRefusal, alternatives } from "./core/refusals.ts";
export { playRandomGames, summarise } from "./core/selfplay.ts";
export { createRng } from "./core/rng.ts";

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
 * fast search when it has one (the fanorona family's, loaded on demand), else the generic one, every refusing rule lifted through the
 * family's own compilers. It answers what `searchDivergence` answers
 * (tests/engine/api/divergence-search.test.ts checks it).
 */
export async function loadDivergenceSearch(id: FamilyId): Promise<DivergenceSearch> {
  const variants = familyVariants(await FAMILY_LOADERS[id]());
  const search: DivergenceSearch =
    id === "fanorona"
      ? ((await import("./fanorona/diverge-fast.ts")).firstDivergenceFast as DivergenceSearch)
      : firstDivergence;
  return (a, b, given) => search(a, b, { ...given, variants: given.variants ?? variants });
}
