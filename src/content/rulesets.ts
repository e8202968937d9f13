import {
  compileRuleset,
  optionErrorsText,
  type AnyGame,
  type OptionError,
  type RulesetSpec,
} from "../engine/index.ts";
import type { RulesetData } from "../schemas/ruleset.ts";

/*
 * From a ruleset file's data (validated by the content schema) to the engine's RulesetSpec, which
 * the engine compiles (`compileRuleset`, or `loadRuleset` in the browser). The content check, the
 * CLI, the benchmarks, the tests and the site's findings all come through here; ruleset-files.ts
 * adds the reading from disk outside Astro.
 */

/** What the engine reads of a ruleset file. */
export const toSpec = (d: RulesetData): RulesetSpec => ({
  id: d.id,
  game: d.game,
  family: d.family,
  options: d.options,
});

/**
 * A ruleset as it plays, and as it is kept by version: its options' values, each with the
 * citation it rests on (source, evidence, locator, basis), without the quotations and reasoning a
 * page shows beside it. The simulator embeds this form; the release archive
 * (content/archive/rulesets/) keeps it, so that a ruleset changes version exactly when what it
 * plays or what it cites changes.
 */
export function playableSpec(d: RulesetData): RulesetSpec {
  const options = Object.fromEntries(
    Object.entries(d.options).map(([k, o]) => {
      const { source, evidence, locator, basis } = o.provenance;
      return [
        k,
        {
          value: o.value,
          provenance:
            evidence === undefined
              ? { source, locator, basis }
              : { source, evidence, locator, basis },
        },
      ];
    }),
  );
  return { id: d.id, game: d.game, family: d.family, options };
}

/** One line for a ruleset that does not compile: `ruleset R of G: option "k": message; ...`. */
export const compileFailure = (spec: RulesetSpec, errors: readonly OptionError[]): string =>
  `ruleset ${spec.id} of ${spec.game}: ${optionErrorsText(errors)}`;

/**
 * A ruleset the content schema has already compiled (content/ruleset-check.ts), compiled again
 * for use: a failure here is a bug worth stopping the build for, so it throws with the one line.
 */
export function compileRulesetOrThrow(
  spec: RulesetSpec,
  overrides?: Readonly<Record<string, unknown>>,
): AnyGame {
  const compiled = compileRuleset(spec, overrides);
  if (!compiled.ok) throw new Error(compileFailure(spec, compiled.error));
  return compiled.value;
}
