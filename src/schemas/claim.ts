import { z } from "astro/zod";
import { citation } from "./common.ts";

/*
 * Behaviour a ruleset or a study says it has, stated so that the engine can check it
 * (src/contribute/claims.ts, `npm run check-claims`, tests/content/claims.test.ts): a turn refused
 * by a named rule, a turn allowed, a perft figure, a game that replays to a result. A contribution
 * states what its source says the rules do; CI plays it and refuses a claim the engine does not
 * bear out, naming the file and the claim.
 */

/** The kinds of claim the checker knows. */
export const CLAIM_KINDS = ["refused", "legal", "perft", "replay"] as const;

/** Where a claim starts: the set-up (or a position), then some turns played from it. */
const from = {
  /**
   * The position the claim starts from, in the family's position notation (docs/cli.md);
   * absent means the ruleset's set-up.
   */
  position: z.string().min(1).optional(),
  /** Turns played first from that position, in the game's notation, in order. */
  after: z.array(z.string().min(1)).default([]),
  /** The passage that states the behaviour: who says the rules do this, and on what basis. */
  citation,
};

/** "From here, turn X is refused by rule R" (R among every rule that refuses it). */
const refusedClaim = z.strictObject({
  /** A turn the rules refuse. */
  kind: z.literal("refused"),
  ...from,
  /** The refused turn, in the game's notation (`d3e3Ad3A`). */
  turn: z.string().min(1),
  /**
   * The rule that refuses it: an option key of the family (`opening-single-capture`) or a base
   * rule of the engine (`not-adjacent`). True when it is among every rule that refuses the turn
   * (src/engine/core/refusals.ts), not only the first the engine tests.
   */
  rule: z.string().min(1),
});

/** "From here, turn X is legal." */
const legalClaim = z.strictObject({
  /** A turn the rules allow. */
  kind: z.literal("legal"),
  ...from,
  /** The allowed turn, in the game's notation. */
  turn: z.string().min(1),
});

/** "Perft at depth D is N": the number of whole-turn lines of D turns from the position. */
const perftClaim = z.strictObject({
  /** A count of move sequences (perft, in whole turns). */
  kind: z.literal("perft"),
  ...from,
  /** How many turns deep; kept small, since the check runs in CI on every change. */
  depth: z.number().int().min(1).max(6),
  /** The number of lines of `depth` turns the rules allow, as the source publishes it. */
  count: z.number().int().min(0),
});

/** "This game replays to result R." */
const replayClaim = z.strictObject({
  /** A game, turn by turn, and how it ends. */
  kind: z.literal("replay"),
  ...from,
  /** The game's turns, in the game's notation, in order; every one must be legal. */
  turns: z.array(z.string().min(1)).min(1),
  /**
   * Its result after the last turn, as the CLI prints it: `ongoing`, `draw` or
   * `<player>-wins` with the game's player name (`white-wins`, `south-wins`).
   */
  result: z.string().regex(/^(?:ongoing|draw|[a-z]+-wins)$/, "ongoing, draw or <player>-wins"),
});

/** One claim: the behaviour, where it starts, and the passage that states it. */
export const claimSchema = z.discriminatedUnion("kind", [
  refusedClaim,
  legalClaim,
  perftClaim,
  replayClaim,
]);

/**
 * The behaviour a ruleset or a study claims, each claim checked by the engine in CI. Absent or
 * empty: the record claims nothing the engine can check.
 */
export const claimsField = z.array(claimSchema).default([]);

export type Claim = z.infer<typeof claimSchema>;

/** A claim as a file or the form holds it, before defaults (`after` may be absent). */
export type ClaimInput = z.input<typeof claimSchema>;
