import type { ClaimInput } from "../schemas/claim.ts";

/*
 * A claim in words, for the checker's report (claims.ts) and the form's pull-request text
 * (output.ts): pure and engine-free, so the browser's form can use it.
 */

/** Where a claim starts, in words. */
function startText(c: ClaimInput): string {
  const at = c.position === undefined ? "the set-up" : `position ${c.position}`;
  return (c.after ?? []).length === 0
    ? `from ${at}`
    : `from ${at} after ${(c.after ?? []).join(" ")}`;
}

/** A claim in one line, as reports and pull-request texts name it. */
export function claimText(c: ClaimInput): string {
  switch (c.kind) {
    case "refused":
      return `${startText(c)}, ${c.turn} is refused by rule ${c.rule}`;
    case "legal":
      return `${startText(c)}, ${c.turn} is legal`;
    case "perft":
      return `${startText(c)}, perft at depth ${c.depth} is ${c.count}`;
    case "replay":
      return `${startText(c)}, the game ${c.turns.join(" ")} ends ${c.result}`;
  }
}
