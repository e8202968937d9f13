import { rulesetSchema } from "../schemas/ruleset.ts";
import { observationIssues } from "../schemas/observation.ts";
import { compileRuleset } from "../engine/index.ts";
import { optionIssuePath } from "./issue-lines.ts";
import { toSpec } from "./rulesets.ts";

/**
 * The ruleset schema plus the engine's own validation: the family must know the game and
 * accept every option value, so a ruleset page never shows rules the simulator cannot play.
 */
export const compiledRulesetSchema = rulesetSchema.superRefine((data, ctx) => {
  for (const issue of observationIssues(data)) ctx.addIssue({ code: "custom", ...issue });
  const compiled = compileRuleset(toSpec(data));
  if (!compiled.ok)
    for (const e of compiled.error)
      ctx.addIssue({ code: "custom", path: optionIssuePath(e.option), message: e.message });
});
