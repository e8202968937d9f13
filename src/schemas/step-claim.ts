import { z } from "astro/zod";

/*
 * What a study step says about the play, stated so that the engine can check it
 * (src/studies/step-claims.ts, tests/content/study-step-claims.test.ts): whether a rule the step
 * quotes decides anything. A study is read as the source speaking, so a step that ties a rule to
 * a turn where the rule does nothing tells the reader something false (fidelity review
 * 2026-12-07, H1); the claim makes the build say so.
 */

/**
 * "Switching option `option` to `off` changes the play at this step" (`decides: true`), or
 * "changes nothing in this game" (`decides: false`). Changing the play means: at one of the step's
 * turns, the legal turns differ, or the line's turn is refused or leads elsewhere. "Nothing" is
 * checked over every turn of the chapter's main line.
 */
export const ruleClaimSchema = z.strictObject({
  kind: z.literal("rule"),
  /** An option key of the study's ruleset (`singleton-rear`). */
  option: z.string().min(1),
  /** The value it is switched to: another value of the option (`false`, `"heading"`). */
  off: z.union([z.boolean(), z.number(), z.string(), z.null()]),
  /** Whether the rule decides something at this step (true) or nothing in the game (false). */
  decides: z.boolean(),
});

/** The claims of one study step; absent or empty: the step claims nothing checkable. */
export const stepClaimsField = z.array(ruleClaimSchema).optional();

export type RuleClaim = z.infer<typeof ruleClaimSchema>;
