/**
 * The simulator's one door into the rules engine: every import of `src/engine` made by the
 * simulator (the element, the search worker, the build-time boards) goes through this module,
 * and it reaches the engine only by its public entries: types from `src/engine/index.ts`, each
 * family through `FAMILY_LOADERS` (`families.ts`) or its own entry, the search from the core's.
 *
 * Families are loaded with dynamic imports, so a page pays for the one family its game needs,
 * and only when the simulator starts; the search worker imports the very same chunks.
 */
import type { CompileGame, Game, RulesetSpec } from "../engine/index.ts";
import { FAMILY_LOADERS } from "../engine/families.ts";
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
  ParseError,
  Provenance,
  RuleViolation,
  RulesetSpec,
  Status,
} from "../engine/index.ts";
export type { SowingMove, SowingPlace } from "../engine/mancala/index.ts";
export type { VelaHandicap } from "../engine/fanorona/index.ts";

export const SIM_FAMILIES = ["fanorona", "telo", "mancala"] as const;
export type SimFamily = (typeof SIM_FAMILIES)[number];

const FAMILY: Record<SimFamily, () => Promise<Readonly<Record<string, CompileGame>>>> = {
  fanorona: () => FAMILY_LOADERS.fanorona().then((m) => m.games),
  telo: () => FAMILY_LOADERS.telo().then((m) => m.games),
  mancala: async () => {
    // The family's entry, kept for the sowing paths (the same chunk FAMILY_LOADERS loads).
    mancala = await import("../engine/mancala/index.ts");
    return (await FAMILY_LOADERS.mancala()).games;
  },
};

let mancala: typeof import("../engine/mancala/index.ts") | undefined;

export const isSimFamily = (f: string): f is SimFamily =>
  (SIM_FAMILIES as readonly string[]).includes(f);

/** Compiles a ruleset with its family's code; errors as one readable line. */
export async function compileRuleset(
  spec: RulesetSpec,
): Promise<{ ok: true; game: AnyGame } | { ok: false; error: string }> {
  const family: string = spec.family;
  if (!isSimFamily(family)) return { ok: false, error: `unknown family "${family}"` };
  const games = await FAMILY[family]();
  const compile = games[spec.game];
  if (compile === undefined)
    return { ok: false, error: `the ${spec.family} family does not play "${spec.game}"` };
  const r = compile(spec);
  if (!r.ok)
    return {
      ok: false,
      error: r.error.map((e) => `option "${e.option}": ${e.message}`).join("; "),
    };
  return { ok: true, game: r.value };
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
