/**
 * What the engine finds about a game under each of its rulesets, computed when the site is built
 * and shown on the game's page ("What the engine finds"). Nothing here is typed in by hand: every
 * figure comes from compiling the ruleset files through the engine's registry and playing or
 * solving the game. Pure TypeScript over `src/engine/**` (no Node, no Astro), so the site tests
 * can call it too.
 *
 * - Every game: the legal first turns from the start position, per ruleset.
 * - fanorona-telo: the perfect-play value of the start and of each first placement, from the
 *   retrograde solver (src/engine/telo/solver.ts).
 * - chiana-wa-kunja: the game walked from the start on the ruleset's board and on other board
 *   sizes, counting the positions that offer more than one legal turn. When there are none the
 *   game is fully determined by its set-up under that reading.
 */
import {
  GAMES,
  type AnyGame,
  type Player,
  type RulesetSpec,
  type Status,
  type StatusReason,
} from "../engine/index.ts";
import { statusWords } from "../site/status-words.ts";
import { capital, plural } from "../site/words.ts";
import { walkFirstTurns, type MancalaGame } from "../engine/mancala/index.ts";
import { compileRulesetOrThrow } from "../content/rulesets.ts";
import { pointName, teloSolution, type TeloGame, type TeloValue } from "../engine/telo/index.ts";

/** How a game ended, with the player names of the game. */
export type Outcome =
  | {
      readonly kind: "win";
      readonly winner: Player;
      readonly winnerName: string;
      /** The engine's reason code (`captured-all`, `three-in-a-row` ...). */
      readonly reason: StatusReason;
    }
  | { readonly kind: "draw"; readonly reason: StatusReason };

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

export type PointKind = "centre" | "corner" | "side";

export interface TeloPlacement {
  readonly point: string;
  readonly kind: PointKind;
  /** The value of this first placement for the player who makes it. */
  readonly value: TeloValue;
}

export interface TeloFinding {
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

/** One game of Chiana wa Kunja walked from the start. */
export interface ChianaWalk {
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

export interface ChianaFinding {
  readonly ruleset: string;
  readonly firstPlayer: string;
  /** The ruleset's turn limit (the only other way the game ends: it has no repetition rule). */
  readonly turnLimit: number;
  readonly walks: readonly ChianaWalk[];
  /** No position along any walk offered a choice. */
  readonly determined: boolean;
}

export interface GameFindings {
  readonly game: string;
  readonly openings: readonly Openings[];
  readonly telo: readonly TeloFinding[];
  readonly chiana: readonly ChianaFinding[];
}

/**
 * The board sizes Chiana wa Kunja is walked on besides the ruleset's own: 3 to 20 holes a row,
 * as in the engine's bench (bench/mancala.ts). About 0.1 s for both rulesets.
 */
export const CHIANA_HOLES: readonly number[] = Array.from({ length: 18 }, (_, i) => i + 3);

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

/** Perfect play in fanorona-telo under one ruleset. */
export function teloFinding(spec: RulesetSpec): TeloFinding {
  const entry = GAMES[spec.game];
  if (entry?.family !== "telo") throw new Error(`${spec.game} is not a telo game`);
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
    ruleset: spec.id,
    first: game.players[game.toMove(start)],
    second: game.players[game.toMove(start) === 0 ? 1 : 0],
    start: solution.value(start),
    placements,
    counts: solution.counts,
  };
}

/** A Chiana position without its turn count: equal keys are the same situation on the board. */
/**
 * Walks one game from the start, taking the first legal turn wherever there is more than one
 * (there is none under the readings we have: see `withChoice`); the engine's `walkFirstTurns`.
 */
export function walkChiana(game: MancalaGame): Omit<ChianaWalk, "rulesetBoard"> {
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

/** Chiana wa Kunja under one ruleset, on its own board and on `holes` other sizes. */
export function chianaFinding(spec: RulesetSpec, holes = CHIANA_HOLES): ChianaFinding {
  const own = compileRulesetOrThrow(spec) as MancalaGame;
  const ownHoles = own.rules.geo.n;
  const sizes = [...new Set([ownHoles, ...holes])].sort((a, b) => a - b);
  const walks = sizes.map((n) => {
    const game = n === ownHoles ? own : (compileRulesetOrThrow(spec, { holes: n }) as MancalaGame);
    return { ...walkChiana(game), rulesetBoard: n === ownHoles };
  });
  const start = own.setup();
  return {
    ruleset: spec.id,
    firstPlayer: own.players[own.toMove(start)],
    turnLimit: Number(own.options["turn-limit"]?.value),
    walks,
    determined: walks.every((w) => w.withChoice === 0),
  };
}

/** Everything the engine finds about `game` under `rulesets` (specs of that game, in page order). */
export function gameFindings(game: string, rulesets: readonly RulesetSpec[]): GameFindings {
  const specs = rulesets.filter((r) => r.game === game);
  const firstTurns = specs.map((spec) => {
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
  const openings = firstTurns.map((o) => {
    const peers = firstTurns.filter((x) => x !== o && x.start === o.start);
    return {
      ...o,
      onlyHere:
        peers.length > 0 ? o.turns.filter((t) => peers.every((x) => !x.turns.includes(t))) : [],
    };
  });
  return {
    game,
    openings,
    telo: game === "fanorona-telo" ? specs.map(teloFinding) : [],
    chiana: game === "chiana-wa-kunja" ? specs.map((s) => chianaFinding(s)) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Wording shared by the page and its tests.

/** The player name as a page shows it (`white` → `White`). */
export const playerLabel = capital;

/**
 * A solver value in words, for a position where `mover` is to move: "White wins in 9 plies"
 * (plies counted from that position), or "a draw with best play".
 */
export function valuePhrase(v: TeloValue, mover: string, other: string): string {
  if (v.kind === "draw") return "a draw with best play";
  return `${capital(v.kind === "win" ? mover : other)} wins in ${plural(v.plies, "ply", "plies")}`;
}

/** How a walked game ended, in words: "South wins (the other side has no piece left)". */
export function outcomePhrase(o: Outcome): string {
  const how = `(${statusWords(o.reason).clause})`;
  return o.kind === "win" ? `${capital(o.winnerName)} wins ${how}` : `Drawn ${how}`;
}
