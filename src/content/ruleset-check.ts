import { GAMES } from "../engine/registry.ts";
import { rulesetSchema } from "../schemas/ruleset.ts";

/**
 * The ruleset schema plus the engine's own validation: the family must know the game and
 * accept every option value, so a ruleset page never shows rules the simulator cannot play.
 */
export const compiledRulesetSchema = rulesetSchema.superRefine((data, ctx) => {
  const entry = GAMES[data.game];
  if (entry === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["game"],
      message: `the engine has no game "${data.game}"`,
    });
    return;
  }
  if (entry.family !== data.family) {
    ctx.addIssue({
      code: "custom",
      path: ["family"],
      message: `game "${data.game}" belongs to family "${entry.family}", not "${data.family}"`,
    });
    return;
  }
  const compiled = entry.compile({
    id: data.id,
    game: data.game,
    family: data.family,
    options: data.options,
  });
  if (!compiled.ok)
    for (const e of compiled.error)
      ctx.addIssue({ code: "custom", path: ["options", e.option], message: e.message });
});
