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

/** The computer's turn: MCTS for `ms` milliseconds; the turn's text, or undefined when over. */
export async function searchTurn(
  game: AnyGame,
  state: unknown,
  ms: number,
  seed: number,
): Promise<string | undefined> {
  if (game.id === "fanorona-telo" && ms >= 1000) {
    // The strongest Telo player is perfect: the retrograde solver's choice.
    const telo = await import("../engine/telo/index.ts");
    const t = telo.perfectTurn(game as TeloGame, state as TeloState);
    return t === undefined ? undefined : game.formatTurn(state, t);
  }
  const { mctsSearch } = await import("../engine/core/index.ts");
  const r = mctsSearch(game, state, { timeMs: ms, seed });
  return r.turn === undefined ? undefined : game.formatTurn(state, r.turn);
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
