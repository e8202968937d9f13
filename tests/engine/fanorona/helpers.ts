import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { Cited } from "../../../src/engine/core/provenance.ts";
import type { RulesetSpec } from "../../../src/engine/core/ruleset.ts";
import { compileFanoronaGame, type FanoronaGame } from "../../../src/engine/fanorona/index.ts";
import type { FanoronaGameId } from "../../../src/engine/fanorona/options.ts";
import { rulesetSchema } from "../../../src/schemas/ruleset.ts";

export const RULESET_ROOT = join(import.meta.dirname, "../../../content/rulesets");

/** Reads `content/rulesets/<game>/<id>.yaml` through the content schema. */
export function loadRuleset(game: FanoronaGameId, id: string): RulesetSpec {
  const data = rulesetSchema.parse(
    parse(readFileSync(join(RULESET_ROOT, game, `${id}.yaml`), "utf8")),
  );
  return {
    id: data.id,
    game: data.game,
    family: data.family,
    options: data.options as Readonly<Record<string, Cited<unknown>>>,
  };
}

/** Compiles a ruleset file, with optional option overrides; throws on option errors. */
export function load(
  game: FanoronaGameId,
  id: string,
  overrides: Readonly<Record<string, unknown>> = {},
): FanoronaGame {
  const r = compileFanoronaGame(game, loadRuleset(game, id), overrides);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
