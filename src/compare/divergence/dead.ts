import {
  optionEffects,
  REGISTRY_VARIANTS,
  type AnyGame,
  type OptionEffect,
} from "../../engine/index.ts";
import { loadGameOrThrow } from "../../content/ruleset-files.ts";
import { DEAD_SAMPLE, type StoredOptionCheck } from "./dead-model.ts";
import { deadSample } from "./dead-sample.ts";

export { DEAD_SAMPLE };

/*
 * The dead-option check of every ruleset (engine/core/dead-options.ts), in the form saved to
 * src/compare/divergence/dead-options.json (derived data, compare/derived/): over each ruleset's sample
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
  load: (
    game: string,
    id: string,
    overrides: Readonly<Record<string, unknown>>,
  ) => AnyGame = loadGameOrThrow,
): StoredOptionCheck {
  const g = load(game, id, overrides);
  const sample = deadSample(g);
  const effects: OptionEffect[] = optionEffects(g, sample, REGISTRY_VARIANTS);
  return { game, ruleset: id, positions: sample.length, options: effects };
}
