/**
 * Perfect play, for the games the engine solves outright: the telo family's retrograde solver
 * (src/engine/telo/solver.ts) gives the value of the start and of each first placement.
 */
import { GAMES, type RulesetSpec } from "../engine/index.ts";
import { pointName, teloSolution, type TeloGame, type TeloValue } from "../engine/telo/index.ts";
import { compileRulesetOrThrow } from "../content/rulesets.ts";

export type PointKind = "centre" | "corner" | "side";

export interface TeloPlacement {
  readonly point: string;
  readonly kind: PointKind;
  /** The value of this first placement for the player who makes it. */
  readonly value: TeloValue;
}

/** The perfect-play value of a solved game under one ruleset. */
export interface PerfectPlay {
  readonly kind: "perfect-play";
  readonly ruleset: string;
  /** The players' names, first mover first. */
  readonly first: string;
  readonly second: string;
  /** The value of the start position for the first player. */
  readonly start: TeloValue;
  readonly placements: readonly TeloPlacement[];
  /** Valid positions the solver classified, by value for the player to move. */
  readonly counts: {
    readonly win: number;
    readonly loss: number;
    readonly draw: number;
    readonly valid: number;
  };
}

/** The value `v` of the position after a turn, seen by the player who made that turn. */
export function valueBefore(v: TeloValue): TeloValue {
  if (v.kind === "draw") return v;
  return { kind: v.kind === "win" ? "loss" : "win", plies: v.plies + 1 };
}

const pointKind = (p: number): PointKind => {
  const file = p % 3;
  const rank = Math.floor(p / 3);
  if (file === 1 && rank === 1) return "centre";
  return file !== 1 && rank !== 1 ? "corner" : "side";
};

/** Perfect play in a game of the telo family under one ruleset. */
export function perfectPlay(spec: RulesetSpec): PerfectPlay {
  if (GAMES[spec.game]?.family !== "telo") throw new Error(`${spec.game} is not a telo game`);
  // The registry erases the game's type; the telo family compiles to a TeloGame.
  const game = compileRulesetOrThrow(spec) as TeloGame;
  const solution = teloSolution(game);
  const start = game.setup();
  const placements: TeloPlacement[] = [];
  for (const turn of game.turns(start)) {
    const next = game.playTurn(start, turn);
    if (!next.ok) throw new Error(next.error.message);
    placements.push({
      point: pointName(turn.to),
      kind: pointKind(turn.to),
      value: valueBefore(solution.value(next.value)),
    });
  }
  return {
    kind: "perfect-play",
    ruleset: spec.id,
    first: game.players[game.toMove(start)],
    second: game.players[game.toMove(start) === 0 ? 1 : 0],
    start: solution.value(start),
    placements,
    counts: solution.counts,
  };
}
