import {
  createRng,
  mctsSearch,
  playOrThrow,
  randomTurn,
  type AnyGame,
  type Player,
} from "../engine/index.ts";

export interface AiVsRandomOptions {
  readonly games: number;
  /** MCTS budget per AI turn: milliseconds, or iterations (deterministic, for tests). */
  readonly ms?: number;
  readonly iterations?: number;
  readonly seed?: number;
  /** Turns after which a game is stopped and counted as unfinished (a draw for the score). */
  readonly maxTurns?: number;
  /** Called after each game. */
  readonly onGame?: (
    index: number,
    ai: Player,
    outcome: "win" | "loss" | "draw" | "unfinished",
    turns: number,
    reason: string,
  ) => void;
}

export interface AiVsRandomResult {
  readonly game: string;
  readonly ruleset: string;
  readonly games: number;
  readonly aiWins: number;
  readonly aiLosses: number;
  readonly draws: number;
  readonly unfinished: number;
  /** Wins plus half the draws and unfinished games, over games. */
  readonly score: number;
  /** Wins over games. */
  readonly winRate: number;
  readonly meanTurns: number;
  readonly aiTurns: number;
  readonly meanIterationsPerAiTurn: number;
}

/**
 * The MCTS AI against a uniformly random player, alternating colours: the AI is player 0 in the
 * even-numbered games and player 1 in the odd ones.
 */
export function aiVsRandom(game: AnyGame, options: AiVsRandomOptions): AiVsRandomResult {
  const seed = options.seed ?? 1;
  const maxTurns = options.maxTurns ?? 2000;
  const budget =
    options.iterations !== undefined
      ? { iterations: options.iterations }
      : { timeMs: options.ms ?? 100 };
  const randomRng = createRng(seed ^ 0x5eed);
  let aiWins = 0;
  let aiLosses = 0;
  let draws = 0;
  let unfinished = 0;
  let turnsTotal = 0;
  let aiTurns = 0;
  let iterations = 0;
  for (let g = 0; g < options.games; g++) {
    const ai = (g % 2) as Player;
    let s: unknown = game.setup();
    let turns = 0;
    while (game.status(s).kind === "ongoing" && turns < maxTurns) {
      let turn: unknown;
      if (game.toMove(s) === ai) {
        const r = mctsSearch(game, s, { ...budget, seed: seed * 7919 + g * 104_729 + turns });
        turn = r.turn;
        aiTurns++;
        iterations += r.iterations;
      } else turn = randomTurn(game, s, randomRng);
      s = playOrThrow(game, s, turn);
      turns++;
    }
    turnsTotal += turns;
    const st = game.status(s);
    const outcome =
      st.kind === "win"
        ? st.winner === ai
          ? "win"
          : "loss"
        : st.kind === "draw"
          ? "draw"
          : "unfinished";
    if (outcome === "win") aiWins++;
    else if (outcome === "loss") aiLosses++;
    else if (outcome === "draw") draws++;
    else unfinished++;
    options.onGame?.(g, ai, outcome, turns, st.kind === "ongoing" ? "turn limit" : st.reason);
  }
  const n = options.games;
  return {
    game: game.id,
    ruleset: game.ruleset.id,
    games: n,
    aiWins,
    aiLosses,
    draws,
    unfinished,
    score: n === 0 ? 0 : (aiWins + (draws + unfinished) / 2) / n,
    winRate: n === 0 ? 0 : aiWins / n,
    meanTurns: n === 0 ? 0 : turnsTotal / n,
    aiTurns,
    meanIterationsPerAiTurn: aiTurns === 0 ? 0 : Math.round(iterations / aiTurns),
  };
}
