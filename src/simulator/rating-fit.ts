/**
 * Ratings from a round-robin's results: a Bradley-Terry fit (Bradley & Terry 1952), each
 * player's strength γ such that P(i beats j) = γi / (γi + γj), found by the MM iteration of
 * Hunter (2004, "MM algorithms for generalized Bradley-Terry models", eq. 3). Draws count half a
 * win to each side (the usual reading of a draw in Elo-style fits). Ratings are on the Elo scale,
 * 400·log10(γ), shifted so that the anchor (the random player) rates 0.
 *
 * Why not a rating library: the maintained npm packages (elo-rank, glicko2, openskill,
 * ts-trueskill) update ratings game by game, so their result depends on the order the games are
 * fed in; a round-robin is one batch, and its maximum-likelihood fit has no order.
 *
 * A player who wins (or loses) every game has no finite maximum-likelihood strength; as in
 * BayesElo, each pair gets a prior of one virtual draw (`PRIOR_DRAWS`), which keeps every rating
 * finite and pulls perfect scores in by a bounded amount. Pure; tests/site/rating-fit.test.ts.
 */

/** The games two players played against each other: wins of each and draws. */
export interface PairResult {
  readonly a: string;
  readonly b: string;
  readonly aWins: number;
  readonly bWins: number;
  readonly draws: number;
}

/** Virtual draws added to every pair that met (the prior, see the module comment). */
export const PRIOR_DRAWS = 1;

/**
 * Elo-scale ratings of `players` from `results`, `anchor` at 0, rounded to whole points. Throws
 * on a result naming a player not listed or with a negative count, naming it.
 */
export function fitRatings(
  players: readonly string[],
  results: readonly PairResult[],
  anchor: string,
  iterations = 2000,
): Record<string, number> {
  const index = new Map(players.map((p, i) => [p, i]));
  if (!index.has(anchor)) throw new Error(`rating fit: the anchor "${anchor}" is not a player`);
  const n = players.length;
  // wins[i][j]: points i scored against j (a draw half to each), with the prior.
  const wins = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const r of results) {
    const i = index.get(r.a);
    const j = index.get(r.b);
    if (i === undefined || j === undefined)
      throw new Error(`rating fit: result ${r.a} v ${r.b} names a player not listed`);
    for (const [k, v] of Object.entries({ aWins: r.aWins, bWins: r.bWins, draws: r.draws }))
      if (!Number.isFinite(v) || v < 0)
        throw new Error(`rating fit: result ${r.a} v ${r.b}: ${k} is ${v}`);
    const half = (r.draws + PRIOR_DRAWS) / 2;
    wins[i]![j]! += r.aWins + half;
    wins[j]![i]! += r.bWins + half;
  }
  let gamma = new Array<number>(n).fill(1);
  for (let it = 0; it < iterations; it++) gamma = mmStep(wins, gamma);
  const at = gamma[index.get(anchor)!]!;
  return Object.fromEntries(
    players.map((p, i) => [p, Math.round(400 * Math.log10(gamma[i]! / at))]),
  );
}

/** One MM update: γi ← Wi / Σj nij / (γi + γj), then normalised to a geometric mean of 1. */
function mmStep(wins: readonly (readonly number[])[], gamma: readonly number[]): number[] {
  const n = gamma.length;
  const next = gamma.map((g, i) => {
    let won = 0;
    let denom = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const games = wins[i]![j]! + wins[j]![i]!;
      if (games === 0) continue;
      won += wins[i]![j]!;
      denom += games / (g + gamma[j]!);
    }
    return denom === 0 ? g : won / denom;
  });
  const mean = Math.exp(next.reduce((s, g) => s + Math.log(g), 0) / n);
  return next.map((g) => g / mean);
}

/** The expected score of a player rated `ra` against one rated `rb` on the same scale. */
export const expectedScore = (ra: number, rb: number): number => 1 / (1 + 10 ** ((rb - ra) / 400));
