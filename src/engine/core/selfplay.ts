import type { Game } from "./game.ts";
import type { Player } from "./player.ts";
import { createRng, type Rng } from "./rng.ts";
import { mctsSearch } from "./search/mcts.ts";

/**
 * Self-play figures for one reading of a game: how often the first and second player win, how
 * long games last, how many turns a player has to choose from, and which rule ends the games.
 * These are the measures the Digital Ludeme Project uses to judge reconstructions; here they
 * make the difference between two sources' readings of one game visible. Deterministic for a
 * seed: game i is played with the random numbers of seed + i.
 */

/** Chooses a turn among the legal ones; `rng` is the game's own stream. */
export type Agent<S, Step, Turn> = (
  game: Game<S, Step, Turn>,
  state: S,
  turns: readonly Turn[],
  rng: Rng,
) => Turn;

/** The agents the metrics use: uniformly random, and MCTS with a fixed iteration budget. */
export const AGENT_KINDS = ["random", "mcts"] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export const randomAgent =
  <S, Step, Turn>(): Agent<S, Step, Turn> =>
  (_g, _s, turns, rng) =>
    turns[rng.int(turns.length)]!;

/** MCTS at a fixed number of iterations (never a time budget, so that runs repeat exactly). */
export const mctsAgent =
  <S, Step, Turn>(iterations: number): Agent<S, Step, Turn> =>
  (game, state, turns, rng) => {
    if (turns.length === 1) return turns[0]!;
    const r = mctsSearch(game, state, { iterations, seed: rng.int(2 ** 32) });
    return r.turn ?? turns[0]!;
  };

/** End of a game that self-play stopped at its own turn limit (not a rule of the game: a ruleset may have its own `turn-limit`). */
export const TURN_LIMIT = "self-play-limit";

export interface SelfPlayFigures {
  readonly games: number;
  readonly firstWins: number;
  readonly secondWins: number;
  readonly draws: number;
  /** Games the turn limit stopped (counted in none of the three above). */
  readonly unfinished: number;
  /** Half-width of the 95% confidence interval of the first player's win share, in points. */
  readonly ci95: number;
  readonly lengthMean: number;
  readonly lengthSd: number;
  /** Legal turns per position, averaged over every position played. */
  readonly branchingMean: number;
  /** Games per end rule, by the status reason, plus `self-play-limit`. */
  readonly ends: Readonly<Record<string, number>>;
}

export interface SelfPlayOptions {
  readonly games: number;
  readonly seed: number;
  /** Turns after which a game is stopped and counted as unfinished. */
  readonly maxTurns: number;
}

/** One game's record: its length, the choices it offered, who won and by which rule. */
export interface OneGame {
  readonly turns: number;
  readonly choices: number;
  readonly winner: "first" | "second" | "draw" | "unfinished";
  readonly end: string;
}

function playOne<S, Step, Turn>(
  game: Game<S, Step, Turn>,
  agents: readonly [Agent<S, Step, Turn>, Agent<S, Step, Turn>],
  rng: Rng,
  maxTurns: number,
): OneGame {
  let s = game.setup();
  const first: Player = game.toMove(s);
  let choices = 0;
  for (let turn = 0; ; turn++) {
    const status = game.status(s);
    if (status.kind === "draw") return { turns: turn, choices, winner: "draw", end: status.reason };
    if (status.kind === "win")
      return {
        turns: turn,
        choices,
        winner: status.winner === first ? "first" : "second",
        end: status.reason,
      };
    if (turn === maxTurns) return { turns: turn, choices, winner: "unfinished", end: TURN_LIMIT };
    const turns = game.turns(s);
    if (turns.length === 0) throw new Error(`${game.id}: ongoing game with no legal turn`);
    choices += turns.length;
    const chosen = agents[game.toMove(s) === first ? 0 : 1](game, s, turns, rng);
    const next = game.playTurn(s, chosen);
    if (!next.ok) throw new Error(`${game.id}: chosen turn refused: ${next.error.message}`);
    s = next.value;
  }
}

/** Plays `options.games` games between the two agents (the first agent moves first). */
export function playGames<S, Step, Turn>(
  game: Game<S, Step, Turn>,
  agents: readonly [Agent<S, Step, Turn>, Agent<S, Step, Turn>],
  options: SelfPlayOptions,
): OneGame[] {
  const results: OneGame[] = [];
  for (let i = 0; i < options.games; i++)
    results.push(playOne(game, agents, createRng((options.seed + i) >>> 0), options.maxTurns));
  return results;
}

/**
 * Random-against-random games through the family's fast playout when it has one: the same games
 * as `playGames` with two random agents for the same seed (the fast playouts draw one
 * `rng.int(legal turns)` per turn, as the random agent does; tests/engine/core/selfplay.test.ts
 * checks game by game), and the branching read off those draws.
 */
export function playRandomGames<S, Step, Turn>(
  game: Game<S, Step, Turn>,
  options: SelfPlayOptions,
): OneGame[] {
  const fast = game.fast;
  if (fast?.playout === undefined) return playGames(game, [randomAgent(), randomAgent()], options);
  const results: OneGame[] = [];
  for (let i = 0; i < options.games; i++) {
    const inner = createRng((options.seed + i) >>> 0);
    let choices = 0;
    const counting: Rng = {
      next: () => inner.next(),
      int: (n) => {
        choices += n;
        return inner.int(n);
      },
    };
    const start = game.setup();
    const first = game.toMove(start);
    const r = fast.playout(start, counting, options.maxTurns);
    const st = r.status;
    results.push(
      st.kind === "ongoing"
        ? { turns: r.plies, choices, winner: "unfinished", end: TURN_LIMIT }
        : {
            turns: r.plies,
            choices,
            winner: st.kind === "draw" ? "draw" : st.winner === first ? "first" : "second",
            end: st.reason,
          },
    );
  }
  return results;
}

/** The figures of `playGames`. */
export const selfPlay = <S, Step, Turn>(
  game: Game<S, Step, Turn>,
  agents: readonly [Agent<S, Step, Turn>, Agent<S, Step, Turn>],
  options: SelfPlayOptions,
): SelfPlayFigures => summarise(playGames(game, agents, options));

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

/** Sums up game records; the first k records of a run are the whole of a k-game run with the same seed. */
export function summarise(results: readonly OneGame[]): SelfPlayFigures {
  const n = results.length;
  const count = (w: OneGame["winner"]) => results.filter((r) => r.winner === w).length;
  const lengths = results.map((r) => r.turns);
  const mean = lengths.reduce((a, b) => a + b, 0) / Math.max(n, 1);
  const variance = lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(n - 1, 1);
  const positions = lengths.reduce((a, b) => a + b, 0);
  const choices = results.reduce((a, r) => a + r.choices, 0);
  const ends: Record<string, number> = {};
  for (const r of results) ends[r.end] = (ends[r.end] ?? 0) + 1;
  const firstWins = count("first");
  const p = n === 0 ? 0 : firstWins / n;
  return {
    games: n,
    firstWins,
    secondWins: count("second"),
    draws: count("draw"),
    unfinished: count("unfinished"),
    ci95: n === 0 ? 0 : round(196 * Math.sqrt((p * (1 - p)) / n), 2),
    lengthMean: round(mean, 2),
    lengthSd: round(Math.sqrt(variance), 2),
    branchingMean: positions === 0 ? 0 : round(choices / positions, 2),
    ends: Object.fromEntries(Object.entries(ends).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}
