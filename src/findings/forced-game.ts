/**
 * A forced game: a game of the mancala family whose every position, walked from the start, offers
 * one legal turn. The engine's first-turn walk (`walkFirstTurns`) plays it on the ruleset's own
 * board and on other board sizes, counting the positions that offer more than one legal turn.
 * When there are none anywhere the game is fully determined by its set-up under that reading.
 */
import { GAMES, type AnyGame, type RulesetSpec, type Status } from "../engine/index.ts";
import { walkFirstTurns, type MancalaGame } from "../engine/mancala/index.ts";
import { compileRulesetOrThrow } from "../content/rulesets.ts";
import type { Outcome } from "./words.ts";

/** One game walked from the start. */
export interface GameWalk {
  readonly holes: number;
  /** Whether this is the ruleset's own board size (the others are compile overrides). */
  readonly rulesetBoard: boolean;
  /** Turns played until the game ended. */
  readonly plies: number;
  /** Positions along the game where a turn was due. */
  readonly positions: number;
  /** Of those, positions offering more than one legal turn (the walk then took the first). */
  readonly withChoice: number;
  /** The most legal turns any position along the game offered. */
  readonly maxTurns: number;
  readonly outcome: Outcome;
  /**
   * The first position (turn count aside) that repeats an earlier one: `ply` repeats `of`.
   * In a game without choices that means the game goes round that cycle for ever.
   */
  readonly repeat: { readonly ply: number; readonly of: number } | null;
}

/** A game walked on every board size under one ruleset. */
export interface ForcedGame {
  readonly kind: "forced-game";
  readonly ruleset: string;
  readonly firstPlayer: string;
  /** The ruleset's turn limit (the only other way the game ends: it has no repetition rule). */
  readonly turnLimit: number;
  readonly walks: readonly GameWalk[];
  /** No position along any walk offered a choice. */
  readonly determined: boolean;
}

/**
 * The board sizes a game is walked on besides the ruleset's own: 3 to 20 holes a row, as in
 * the engine's bench (bench/mancala.ts). About 0.1 s for both Chiana wa Kunja rulesets.
 */
export const WALK_HOLES: readonly number[] = Array.from({ length: 18 }, (_, i) => i + 3);

export function outcomeOf(game: AnyGame, status: Status): Outcome | undefined {
  if (status.kind === "ongoing") return undefined;
  if (status.kind === "draw") return { kind: "draw", reason: status.reason };
  return {
    kind: "win",
    winner: status.winner,
    winnerName: game.players[status.winner],
    reason: status.reason,
  };
}

/**
 * Walks one game from the start, taking the first legal turn wherever there is more than one
 * (see `withChoice`); the engine's `walkFirstTurns`.
 */
export function walkGame(game: MancalaGame): Omit<GameWalk, "rulesetBoard"> {
  const w = walkFirstTurns(game);
  const outcome = outcomeOf(game, w.status);
  if (outcome === undefined) throw new Error("the walk ended with the game still going");
  return {
    holes: w.holes,
    plies: w.plies,
    positions: w.positions,
    withChoice: w.withChoice,
    maxTurns: w.maxTurns,
    outcome,
    repeat: w.repeat,
  };
}

/** A game of the mancala family under one ruleset, walked on its own board and on `holes` others. */
export function gameWalks(spec: RulesetSpec, holes = WALK_HOLES): ForcedGame {
  if (GAMES[spec.game]?.family !== "mancala") throw new Error(`${spec.game} is not a mancala game`);
  // The registry erases the game's type; the mancala family compiles to a MancalaGame.
  const own = compileRulesetOrThrow(spec) as MancalaGame;
  const ownHoles = own.rules.geo.n;
  const sizes = [...new Set([ownHoles, ...holes])].sort((a, b) => a - b);
  const walks = sizes.map((n) => {
    const game = n === ownHoles ? own : (compileRulesetOrThrow(spec, { holes: n }) as MancalaGame);
    return { ...walkGame(game), rulesetBoard: n === ownHoles };
  });
  const start = own.setup();
  return {
    kind: "forced-game",
    ruleset: spec.id,
    firstPlayer: own.players[own.toMove(start)],
    turnLimit: Number(own.options["turn-limit"]?.value),
    walks,
    determined: walks.every((w) => w.withChoice === 0),
  };
}

/**
 * The walks of a ruleset whose game is forced on its own board (no position along it offers
 * more than one legal turn); undefined for a game where the players choose.
 */
export function forcedGame(spec: RulesetSpec): ForcedGame | undefined {
  const own = walkFirstTurns(compileRulesetOrThrow(spec) as MancalaGame);
  return own.withChoice === 0 ? gameWalks(spec) : undefined;
}
