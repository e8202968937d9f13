import { firstDivergence, type DivergenceOptions, type DivergenceResult } from "./core/diverge.ts";
import type { AnyGame } from "./core/game.ts";
import { firstDivergenceFast } from "./fanorona/diverge-fast.ts";
import type { FanoronaGame } from "./fanorona/game.ts";
import type { FanoronaState } from "./fanorona/state.ts";
import { REGISTRY_VARIANTS } from "./registry.ts";

/**
 * The first divergence of two readings of one game, through the family's fast search when it
 * has one (the fanorona family's, on its search boards) and the generic one otherwise. Both
 * answer the same; tests/engine/fanorona/diverge-fast.test.ts checks that they do. A one-sided
 * turn carries every rule that refuses it (core/refusals.ts), lifted through the registry unless
 * `options.variants` says otherwise.
 */
export function searchDivergence(
  a: AnyGame,
  b: AnyGame,
  given: DivergenceOptions<unknown>,
): DivergenceResult {
  const options = { ...given, variants: given.variants ?? REGISTRY_VARIANTS };
  if (a.ruleset.family === "fanorona" && b.ruleset.family === "fanorona")
    return firstDivergenceFast(
      a as FanoronaGame,
      b as FanoronaGame,
      options as DivergenceOptions<FanoronaState>,
    );
  return firstDivergence(a, b, options);
}
