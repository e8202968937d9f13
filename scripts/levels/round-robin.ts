// One game's round-robin: every pair of players meets `games` times, colours alternating, each
// game seeded from the run's seed, the pair and the game's number, so that a run replays exactly.
import { playOrThrow, type AnyGame, type Player } from "../../src/engine/index.ts";
import type { PairResult } from "../../src/simulator/rating-fit.ts";
import type { Contestant } from "./players.ts";

export interface RoundRobinOptions {
  readonly games: number;
  readonly seed: number;
  /** Turns after which a game is stopped and scored as a draw. */
  readonly maxTurns: number;
  readonly onGame?: (line: string) => void;
}

export interface RoundRobinResult {
  readonly results: PairResult[];
  readonly turnLimited: number;
  readonly meanTurns: number;
}

/** A seed from the run's seed and a few integers (a small integer hash, FNV-1a-like). */
export function mixSeed(...parts: number[]): number {
  let h = 2166136261;
  for (const p of parts) {
    h ^= p >>> 0;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h || 1;
}

/** One game between `a` (playing side `aSide`) and `b`; the winner's side, "draw" or "limit". */
function playOne(
  game: AnyGame,
  a: Contestant,
  b: Contestant,
  aSide: Player,
  seed: number,
  maxTurns: number,
): { outcome: Player | "draw" | "limit"; turns: number } {
  let s: unknown = game.setup();
  let turns = 0;
  while (game.status(s).kind === "ongoing") {
    if (turns >= maxTurns) return { outcome: "limit", turns };
    const who = game.toMove(s) === aSide ? a : b;
    s = playOrThrow(game, s, who.pick(game, s, mixSeed(seed, turns)));
    turns++;
  }
  const st = game.status(s);
  return { outcome: st.kind === "win" ? st.winner : "draw", turns };
}

export function roundRobin(
  game: AnyGame,
  players: readonly Contestant[],
  o: RoundRobinOptions,
): RoundRobinResult {
  const results: PairResult[] = [];
  let turnLimited = 0;
  let turnsTotal = 0;
  let played = 0;
  players.forEach((a, i) =>
    players.slice(i + 1).forEach((b, k) => {
      const r = { a: a.id, b: b.id, aWins: 0, bWins: 0, draws: 0 };
      for (let g = 0; g < o.games; g++) {
        const aSide = (g % 2) as Player;
        const seed = mixSeed(o.seed, i, i + 1 + k, g);
        const { outcome, turns } = playOne(game, a, b, aSide, seed, o.maxTurns);
        if (outcome === "limit") turnLimited++;
        if (outcome === aSide) r.aWins++;
        else if (outcome === "draw" || outcome === "limit") r.draws++;
        else r.bWins++;
        turnsTotal += turns;
        played++;
        o.onGame?.(
          `${game.id}: ${a.id} (${game.players[aSide]}) v ${b.id}: ${outcome} in ${turns}`,
        );
      }
      results.push(r);
    }),
  );
  return { results, turnLimited, meanTurns: played === 0 ? 0 : turnsTotal / played };
}
