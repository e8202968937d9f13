/**
 * The simulator's one door into the rules engine: every import of `src/engine` made by the
 * simulator (the element, the search worker, the build-time boards) goes through this module,
 * and it reaches the engine only by its public entries: the core's (`core/index.ts`, never
 * `index.ts`, whose registry would load every family), `loadRuleset` from `families.ts`, each
 * family's own entry, the search from the core's.
 *
 * Families are loaded with dynamic imports, so a page pays for the one family its game needs,
 * and only when the simulator starts; the search worker imports the very same chunks.
 */
import {
  err,
  optionErrorsText,
  type Game,
  type OptionError,
  type Result,
  type RulesetSpec,
} from "../engine/core/index.ts";
import { loadGame, loadRuleset } from "../engine/families.ts";
import type { OptionSpecs } from "../engine/core/index.ts";
import type { FanoronaGame, FanoronaState } from "../engine/fanorona/index.ts";
import type {
  MancalaGame,
  MancalaState,
  MancalaStep,
  SowingMove,
} from "../engine/mancala/index.ts";
import type { TeloGame, TeloState } from "../engine/telo/index.ts";

/** A compiled game seen from outside: its states, steps and turns are opaque values. */
export type SimGame = Game<unknown, unknown, unknown>;
type AnyGame = SimGame;
export type {
  OptionError,
  OptionSpec,
  OptionSpecs,
  OptionValue,
  ParseError,
  Provenance,
  RuleViolation,
  RulesetSpec,
  Status,
} from "../engine/index.ts";
export type { SowingMove, SowingPlace } from "../engine/mancala/index.ts";
export type { VelaHandicap } from "../engine/fanorona/index.ts";
export {
  FAMILIES,
  describeOption,
  err,
  isFamily,
  ok,
  statusCode,
  type FamilyId,
  type Result,
} from "../engine/core/index.ts";

let mancala: typeof import("../engine/mancala/games.ts") | undefined;

/**
 * Compiles a ruleset with its family's code (the engine's `loadRuleset`), errors as one readable
 * line. A mancala ruleset also loads its family's browser entry, for the sowing paths.
 */
export async function compileRuleset(
  spec: RulesetSpec,
  overrides?: Readonly<Record<string, unknown>>,
): Promise<Result<SimGame, string>> {
  const r = await compileReading(spec, overrides);
  return r.ok ? r : err(optionErrorsText(r.error));
}

/**
 * The same, with the engine's errors one by one, each naming its option (the compare picker
 * drops only the changes the engine refuses).
 */
export async function compileReading(
  spec: RulesetSpec,
  overrides?: Readonly<Record<string, unknown>>,
): Promise<Result<SimGame, readonly OptionError[]>> {
  if (spec.family === "mancala") mancala ??= await import("../engine/mancala/games.ts");
  return loadRuleset(spec, overrides);
}

/** A game's option declarations (kind, values, meaning), loaded with its game's code. */
export async function optionSpecs(spec: RulesetSpec): Promise<OptionSpecs> {
  return (await loadGame(spec.family, spec.game))?.options ?? {};
}

/**
 * The computer's turn: MCTS for a number of iterations, or Telo's solver; the turn's text, or
 * undefined when the game is over.
 */
export async function searchTurn(
  game: AnyGame,
  state: unknown,
  budget: { readonly iterations: number } | { readonly perfect: true },
  seed: number,
): Promise<string | undefined> {
  if ("perfect" in budget) {
    if (game.id !== "fanorona-telo") throw new Error(`no solver plays ${game.id}`);
    const telo = await import("../engine/telo/index.ts");
    const t = telo.perfectTurn(game as TeloGame, state as TeloState);
    return t === undefined ? undefined : game.formatTurn(state, t);
  }
  const { mctsSearch } = await import("../engine/core/index.ts");
  const r = mctsSearch(game, state, { iterations: budget.iterations, seed });
  return r.turn === undefined ? undefined : game.formatTurn(state, r.turn);
}

/** "Best move here": the engine's answer for the player to move. */
export interface SimAnalysis {
  /** The best turn, then the line the search expects (the principal line), as texts. */
  readonly line: readonly string[];
  /**
   * The search's estimate for the player to move: its mean score over the playouts through the
   * best turn (1 a win, 0.5 a draw, 0 a loss); for Telo, absent (the solver's value is exact).
   */
  readonly score?: number | undefined;
  /** A result the search has proven, with its length in plies (the solver's for Telo). */
  readonly proven?: SimTeloValue | undefined;
  /** What was searched: MCTS iterations, or the solver. */
  readonly iterations?: number | undefined;
  readonly ms: number;
}

/** The texts of `turns` played in order from `state`. */
function lineTexts(game: AnyGame, state: unknown, turns: readonly unknown[]): string[] {
  const out: string[] = [];
  let s = state;
  for (const t of turns) {
    out.push(game.formatTurn(s, t));
    const next = game.playTurn(s, t);
    if (!next.ok) break;
    s = next.value;
  }
  return out;
}

/**
 * "Best move here": MCTS over `iterations` with `seed` (the CLI's `ai` runs the very same
 * search), or for Telo the solver's value and its optimal line. Undefined when the game is over.
 */
export async function analyse(
  game: AnyGame,
  state: unknown,
  iterations: number,
  seed: number,
): Promise<SimAnalysis | undefined> {
  const t0 = globalThis.performance.now();
  if (game.status(state).kind !== "ongoing") return undefined;
  if (game.id === "fanorona-telo") return teloLine(game, state, t0);
  const { mctsSearch } = await import("../engine/core/index.ts");
  const r = mctsSearch(game, state, { iterations, seed });
  if (r.turn === undefined) return undefined;
  const best = r.children.find((c) => c.turn === r.turn);
  const proven: SimTeloValue | undefined =
    r.proven === undefined
      ? undefined
      : r.proven === "draw"
        ? { kind: "draw" }
        : { kind: r.proven, plies: r.provenPlies ?? 0 };
  return {
    line: lineTexts(game, state, r.line),
    score: best?.mean,
    proven,
    iterations: r.iterations,
    ms: Math.round(globalThis.performance.now() - t0),
  };
}

/** Telo: the solver's value and a line of optimal turns (up to 8 plies). */
async function teloLine(game: AnyGame, state: unknown, t0: number): Promise<SimAnalysis> {
  const telo = await import("../engine/telo/index.ts");
  const g = game as TeloGame;
  const value = telo.teloSolution(g).value(state as TeloState);
  const turns: unknown[] = [];
  let s = state as TeloState;
  while (turns.length < 8 && game.status(s).kind === "ongoing") {
    const t = telo.perfectTurn(g, s);
    if (t === undefined) break;
    turns.push(t);
    const next = game.playTurn(s, t);
    if (!next.ok) break;
    s = next.value as TeloState;
  }
  return {
    line: lineTexts(game, state, turns),
    proven: value,
    ms: Math.round(globalThis.performance.now() - t0),
  };
}

/** A Telo value for the player to move, in the solver's terms. */
export type SimTeloValue =
  | { readonly kind: "win"; readonly plies: number }
  | { readonly kind: "loss"; readonly plies: number }
  | { readonly kind: "draw" };

/** Telo: the solver's value of the position and of each legal turn (for the player making it). */
export async function teloValues(
  game: AnyGame,
  state: unknown,
): Promise<{
  position: SimTeloValue;
  turns: { text: string; value: SimTeloValue }[];
}> {
  const telo = await import("../engine/telo/index.ts");
  const solution = telo.teloSolution(game as TeloGame);
  const flip = (v: SimTeloValue): SimTeloValue =>
    v.kind === "win"
      ? { kind: "loss", plies: v.plies + 1 }
      : v.kind === "loss"
        ? { kind: "win", plies: v.plies + 1 }
        : v;
  const turns: { text: string; value: SimTeloValue }[] = [];
  for (const t of game.turns(state)) {
    const next = game.playTurn(state, t);
    if (!next.ok) continue;
    const st = game.status(next.value);
    const value: SimTeloValue =
      st.kind === "win"
        ? { kind: "win", plies: 1 }
        : st.kind === "draw"
          ? { kind: "draw" }
          : flip(solution.value(next.value as TeloState));
    turns.push({ text: game.formatTurn(state, t), value });
  }
  return { position: solution.value(state as TeloState), turns };
}

/**
 * A mancala step or turn as the engine sows it, move by move (lift, drop, capture, reserve), from
 * the position before it; undefined for another family or a move the engine refuses.
 */
export function sowingMoves(
  game: AnyGame,
  before: unknown,
  text: string,
  kind: "step" | "turn",
): readonly SowingMove[] | undefined {
  if (game.ruleset.family !== "mancala" || mancala === undefined) return undefined;
  const g = game as unknown as MancalaGame;
  const s = before as MancalaState;
  let turn: readonly MancalaStep[];
  if (kind === "step") {
    const p = g.parseStep(s, text);
    if (!p.ok) return undefined;
    turn = [p.value];
  } else {
    const p = g.parseTurn(s, text);
    if (!p.ok) return undefined;
    turn = p.value;
  }
  const r = mancala.turnSowingPath(g, s, turn);
  return r.ok ? r.value.moves : undefined;
}

/** Vela: the handicap as the engine applies it in `state`; undefined in other games. */
export function velaHandicap(game: AnyGame, state: unknown) {
  if (game.id !== "vela") return undefined;
  return (game as unknown as FanoronaGame).velaHandicap(state as FanoronaState) ?? undefined;
}
