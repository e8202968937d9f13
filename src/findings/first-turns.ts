/** The legal first turns of every ruleset of a game, the finding every game page shows. */
import type { RulesetSpec } from "../engine/index.ts";
import { compileRulesetOrThrow } from "../content/rulesets.ts";

/** The legal first turns of one ruleset, in the engine's notation. */
export interface Openings {
  readonly ruleset: string;
  /** Who moves first (the game's name for the player). */
  readonly firstPlayer: string;
  /** The start position in the engine's position notation. */
  readonly start: string;
  readonly turns: readonly string[];
  /** The number of distinct first decisions (steps) those turns start with. */
  readonly firstSteps: number;
  /** Those of `turns` that no other ruleset of the game with the same start position allows. */
  readonly onlyHere: readonly string[];
}

/** The first turns of each of `specs` (rulesets of one game), in their order. */
export function firstTurns(specs: readonly RulesetSpec[]): Openings[] {
  const all = specs.map((spec) => {
    const g = compileRulesetOrThrow(spec);
    const start: unknown = g.setup();
    return {
      ruleset: spec.id,
      firstPlayer: g.players[g.toMove(start)],
      start: g.formatPosition(start),
      turns: g.turns(start).map((t) => g.formatTurn(start, t)),
      firstSteps: g.steps(start).length,
    };
  });
  // Turns are compared as text, so only between rulesets that start from the same position.
  return all.map((o) => {
    const peers = all.filter((x) => x !== o && x.start === o.start);
    return {
      ...o,
      onlyHere:
        peers.length > 0 ? o.turns.filter((t) => peers.every((x) => !x.turns.includes(t))) : [],
    };
  });
}
