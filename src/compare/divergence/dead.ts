import { optionEffects, REGISTRY_VARIANTS, type OptionEffect } from "../../engine/index.ts";
import { loadGameOrThrow, rulesetFiles } from "../../content/ruleset-files.ts";
import { DEAD_SAMPLE, type DeadOptionData, type StoredOptionCheck } from "./dead-model.ts";
import { deadSample } from "./dead-sample.ts";

export { DEAD_SAMPLE };

/*
 * The dead-option check of every ruleset (engine/core/dead-options.ts), in the form saved to
 * src/compare/divergence/dead-options.json by `npm run divergences`: over each ruleset's sample
 * of positions, each option switched alone to each of its other values, and the legal turns, the
 * positions they lead to and the results compared. tests/content/dead-options.test.ts recomputes part of it.
 */

/**
 * One ruleset's sample and the effect of switching each of its options. With `overrides`, the
 * ruleset as changed by them (its sample drawn under the changed reading too): how the tests ask
 * whether a rule decides anything under another reading of its neighbours.
 */
export function checkRuleset(
  game: string,
  id: string,
  overrides: Readonly<Record<string, unknown>> = {},
): StoredOptionCheck {
  const g = loadGameOrThrow(game, id, overrides);
  const sample = deadSample(g);
  const effects: OptionEffect[] = optionEffects(g, sample, REGISTRY_VARIANTS);
  return { game, ruleset: id, positions: sample.length, options: effects };
}

/** Every ruleset checked, in file order. */
export function checkAll(
  onEach: (c: StoredOptionCheck, seconds: number) => void = () => {},
): Omit<DeadOptionData, "commit"> {
  const rulesets = rulesetFiles().map(({ game, id }) => {
    const started = performance.now();
    const c = checkRuleset(game, id);
    onEach(c, (performance.now() - started) / 1000);
    return c;
  });
  return { sample: DEAD_SAMPLE, rulesets };
}
