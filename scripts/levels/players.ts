// The players of the levels' round-robin (scripts/levels/run.ts): the computer at each level of
// src/simulator/computer.ts (MCTS at a number of iterations, or Telo's solver), and two anchors,
// a uniformly random player and a greedy one. Every choice is seeded, so a game replays exactly.
import {
  createRng,
  mctsSearch,
  playOrThrow,
  randomTurn,
  type AnyGame,
  type Player,
  type Rng,
} from "../../src/engine/index.ts";
import { perfectTurn, type TeloGame, type TeloState } from "../../src/engine/telo/index.ts";
import { levelsOf, type Budget } from "../../src/simulator/computer.ts";
import type { FamilyId } from "../../src/engine/index.ts";

/** A player: picks a turn for the side to move (the seed varies per game and per ply). */
export interface Contestant {
  readonly id: string;
  pick(game: AnyGame, state: unknown, seed: number): unknown;
}

/**
 * Material for `player` in a position text: pieces on the board (Fanorona, Telo: `W`/`B`
 * letters of the board field) or counters in the player's two rows (mancala: rows 1-2 are
 * North's, rows 3-4 South's, as the engine writes them), minus the opponent's.
 */
export function material(text: string, family: FamilyId, player: Player): number {
  const board = text.split(" ")[0] ?? "";
  if (family !== "mancala") {
    const white = (board.match(/W/g) ?? []).length;
    const black = (board.match(/B/g) ?? []).length;
    return player === 0 ? white - black : black - white;
  }
  const rows = board.split("/").map((r) => r.split(",").reduce((s, n) => s + (Number(n) || 0), 0));
  const north = (rows[0] ?? 0) + (rows[1] ?? 0);
  const south = (rows[2] ?? 0) + (rows[3] ?? 0);
  return player === 0 ? south - north : north - south;
}

/** Uniformly random legal turns. */
export const randomPlayer: Contestant = {
  id: "random",
  pick: (game, state, seed): unknown => randomTurn(game, state, createRng(seed)) as unknown,
};

/**
 * One ply of greed: a turn that wins at once, else the turn that leaves the most material (ties
 * broken at random). In Telo nothing is ever taken, so it is "win at once, else random".
 */
export const greedyPlayer: Contestant = {
  id: "greedy",
  pick(game, state, seed) {
    const rng: Rng = createRng(seed);
    const me = game.toMove(state);
    let best: unknown[] = [];
    let bestScore = -Infinity;
    for (const t of game.turns(state)) {
      const after: unknown = playOrThrow(game, state, t);
      const st = game.status(after);
      const score =
        st.kind === "win" && st.winner === me
          ? Infinity
          : material(game.formatPosition(after), game.ruleset.family, me);
      if (score > bestScore) [best, bestScore] = [[t], score];
      else if (score === bestScore) best.push(t);
    }
    return best[rng.int(best.length)];
  },
};

/** The computer at a level's budget. */
export function levelPlayer(id: string, budget: Budget): Contestant {
  return {
    id,
    pick(game, state, seed) {
      if ("perfect" in budget) return perfectTurn(game as TeloGame, state as TeloState);
      return mctsSearch(game, state, { iterations: budget.iterations, seed }).turn as unknown;
    },
  };
}

/** Every player of a family's round-robin: the two anchors, then the levels weakest first. */
export function contestants(family: FamilyId): Contestant[] {
  return [
    randomPlayer,
    greedyPlayer,
    ...levelsOf(family).map((l) => levelPlayer(l.value, l.budget)),
  ];
}
