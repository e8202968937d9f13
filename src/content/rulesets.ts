import type { OptionError } from "../engine/core/errors.ts";
import type { AnyGame } from "../engine/core/game.ts";
import { optionError } from "../engine/core/errors.ts";
import { err, type Result } from "../engine/core/result.ts";
import type { RulesetSpec } from "../engine/core/ruleset.ts";
import { GAMES } from "../engine/registry.ts";
import type { RulesetData } from "../schemas/ruleset.ts";

/*
 * The one path from a ruleset to a game: a ruleset file's data (validated by the content schema)
 * becomes the engine's RulesetSpec, which the registry compiles. The content check, the CLI, the
 * benchmarks, the tests and the site's findings all come through here; ruleset-files.ts adds the
 * reading from disk outside Astro.
 */

/** What the engine reads of a ruleset file. */
export const toSpec = (d: RulesetData): RulesetSpec => ({
  id: d.id,
  game: d.game,
  family: d.family,
  options: d.options,
});

/**
 * Compiles a ruleset through the registry, with `overrides` for option values. Problems are
 * option errors named by key: `game` for a game the engine lacks, `family` and `game` for a
 * ruleset of another family or game, and the option keys.
 */
export function compileRuleset(
  spec: RulesetSpec,
  overrides?: Readonly<Record<string, unknown>>,
): Result<AnyGame, readonly OptionError[]> {
  const entry = GAMES[spec.game];
  if (entry === undefined)
    return err([optionError("game", `the engine has no game "${spec.game}"`)]);
  return entry.compile(spec, overrides);
}

/** One line for a ruleset that does not compile: `ruleset R of G: option "k": message; ...`. */
export const compileFailure = (spec: RulesetSpec, errors: readonly OptionError[]): string =>
  `ruleset ${spec.id} of ${spec.game}: ${errors.map((e) => `option "${e.option}": ${e.message}`).join("; ")}`;
