import { z } from "astro/zod";

/*
 * What a study step says about the play, stated so that the engine can check it
 * (src/studies/step-claims.ts, tests/content/study-step-claims.test.ts): whether a rule the step
 * quotes decides anything, whether a turn captures, how many turns a position offers, how the
 * game stands after a turn, which rule refuses a turn. A study is read as the source speaking, so
 * a step that ties a rule to a turn where the rule does nothing tells the reader something false
 * (fidelity review 2026-12-07, H1); the claim makes the build say so.
 */

/**
 * The turns a claim speaks of, when not the step's own (a step with no move, or a claim about
 * earlier turns): `ply` to `to`, counted as `move.ply` counts them (0 for the chapter's first).
 */
const turns = {
  /** The first turn the claim speaks of; absent: the step's move. */
  ply: z.number().int().min(0).optional(),
  /** The last, when several in a row; absent: `ply` alone. */
  to: z.number().int().min(0).optional(),
};

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
  ...turns,
});

/**
 * "The rule this step quotes has no other reading in the engine": the option (`option`) has one
 * value only, or (no `option`) the rule is one of the family's base rules, which no option
 * switches. Then whether it matters at the step cannot be shown by switching it, and the step
 * says so instead of claiming it.
 */
export const fixedClaimSchema = z.strictObject({
  kind: z.literal("fixed"),
  /** The option of one value that holds the rule; absent for a base rule of the family. */
  option: z.string().min(1).optional(),
});

/** "This turn captures" (`captures: true`) or "takes nothing" (false), at each of the turns. */
export const capturesClaimSchema = z.strictObject({
  kind: z.literal("captures"),
  /** Whether each of the turns takes some of the opponent's counters, holes or pieces. */
  captures: z.boolean(),
  ...turns,
});

/** "The position before each of these turns offers `count` legal turns" (one: a forced turn). */
export const legalTurnsClaimSchema = z.strictObject({
  kind: z.literal("legal-turns"),
  /** How many legal turns each position offers. */
  count: z.number().int().min(0),
  ...turns,
});

/** "After this turn the game stands at `result`": `ongoing`, `draw` or `<player>-wins`. */
export const resultClaimSchema = z.strictObject({
  kind: z.literal("result"),
  /** As the CLI prints it (`south-wins`); after the last of the turns. */
  result: z.string().regex(/^(?:ongoing|draw|[a-z]+-wins)$/, "ongoing, draw or <player>-wins"),
  ...turns,
});

/**
 * "Instead of the line's turn, `turn` is refused here, by rule `rule` (among every rule that
 * refuses it)", from the position before the first of the turns.
 */
export const refusedClaimSchema = z.strictObject({
  kind: z.literal("refused"),
  /** The refused turn, in the game's notation. */
  turn: z.string().min(1),
  /** An option key or a base rule of the engine (`not-a-capture`). */
  rule: z.string().min(1),
  ...turns,
});

export const stepClaimSchema = z.discriminatedUnion("kind", [
  ruleClaimSchema,
  fixedClaimSchema,
  capturesClaimSchema,
  legalTurnsClaimSchema,
  resultClaimSchema,
  refusedClaimSchema,
]);

/** The claims of one study step; absent or empty: the step claims nothing checkable. */
export const stepClaimsField = z.array(stepClaimSchema).optional();

export type RuleClaim = z.infer<typeof ruleClaimSchema>;
export type StepClaim = z.infer<typeof stepClaimSchema>;

/** Whether a claim speaks of particular turns (so needs the step's move or its own `ply`). */
export const needsTurns = (c: StepClaim): boolean =>
  c.kind !== "fixed" && !(c.kind === "rule" && !c.decides);
