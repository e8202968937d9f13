import type { RuleViolation } from "./errors.ts";
import type { Game } from "./game.ts";
import { everyRefusal, type Variants } from "./refusals.ts";
import type { Status } from "./status.ts";

/**
 * Where two readings of one game first part in play: the shortest line of turns, legal under
 * both, after which they offer different legal turns or a different result. Generic over the
 * `Game` interface, so it compares any two rulesets of one family (the two games must share the
 * family's state, turn and notation types, which two compilations of one family do).
 *
 * The search deepens one turn at a time (depth-first to each depth, so memory stays the length of
 * a line) and follows lines, not positions: two lines that reach the same position are both
 * followed, because a position's text form need not hold everything a rule reads (the repetition
 * rule's history, for one), and merging them could hide a divergence.
 */

/** A turn one reading allows and the other refuses, with the other's reason when it gives one. */
export interface OneSidedTurn {
  /** The turn in the engine's notation (as the allowing reading prints it). */
  readonly turn: string;
  /**
   * Why the other reading refuses it: its rule violation, or a parse failure's message when it
   * cannot even read the turn, or undefined when it would play the turn but does not list it
   * (a generator/player disagreement inside one reading, reported rather than hidden).
   */
  readonly refusal:
    RuleViolation | { readonly kind: "unreadable"; readonly message: string } | undefined;
  /**
   * Every rule that refuses the turn, `refusal` first, each met by lifting the ones before it
   * (core/refusals.ts defines it); empty when `refusal` is not a rule violation. Only `refusal`
   * when the search was given no `variants` to lift rules with.
   */
  readonly refusals: readonly RuleViolation[];
  /** Whether the other reading, with every rule of `refusals` lifted, allows the turn. */
  readonly allowedOnceLifted: boolean;
}

/**
 * Where two readings part, generic over how a one-sided turn and a result are written: the
 * engine's own form is `Divergence` (refusals and statuses as the engine gives them); the saved
 * and shown forms of the site (src/compare/divergence/model.ts) are this shape with their own
 * turn and status types, so the fields are declared once.
 */
export interface DivergenceOf<Turn, St> {
  readonly kind: "diverge";
  /** The turns from the starting position, in notation. */
  readonly line: readonly string[];
  /** The position after the line, as reading A prints it. */
  readonly position: string;
  readonly onlyA: readonly Turn[];
  readonly onlyB: readonly Turn[];
  /** The results, when the readings differ there (one has ended the game, or ended it otherwise). */
  readonly statusA: St;
  readonly statusB: St;
}

/** A divergence as the search finds it. */
export type Divergence = DivergenceOf<OneSidedTurn, Status>;

/** No divergence: every line within the depth was compared and none parts the readings. */
export interface NoDivergence {
  readonly kind: "none";
  /** Depth searched, in turns: every line of up to this many turns was compared. */
  readonly depth: number;
  /** Lines (nodes) compared. */
  readonly lines: number;
}

/** The search stopped at its node budget before finishing a depth. */
export interface SearchCut {
  readonly kind: "cut";
  /** Every line of up to this many turns was compared before the budget ran out. */
  readonly depth: number;
  readonly lines: number;
}

/** What a search answers: a divergence, none within its depth, or a cut at its budget. */
export type DivergenceResultOf<Turn, St> = DivergenceOf<Turn, St> | NoDivergence | SearchCut;

/** What the engine's search answers. */
export type DivergenceResult = DivergenceResultOf<OneSidedTurn, Status>;

/** How far a search goes and where it starts. */
export interface DivergenceOptions<S> {
  /** Deepest line to try, in turns. */
  readonly maxDepth: number;
  /** Start positions under A and B (default: each game's set-up). */
  readonly start?: { readonly a: S; readonly b: S };
  /** Stop after comparing this many lines (default: no limit). */
  readonly maxLines?: number;
  /**
   * How to compile the readings with rules lifted, to list every rule that refuses a one-sided
   * turn (core/refusals.ts); without it a turn carries only its first refusal. The registry's
   * `searchDivergence` supplies it.
   */
  readonly variants?: Variants;
  /**
   * Told how far the search has gone: at the start of each depth and every `PROGRESS_EVERY` lines
   * compared, with the depth being searched and the lines compared so far (over every depth, as
   * `lines` in the result counts them). For a progress bar; it cannot change the result.
   */
  readonly onProgress?: (depth: number, lines: number) => void;
}

/** How many compared lines pass between two progress reports within a depth. */
export const PROGRESS_EVERY = 4096;

/** Two results are the same when both go on, or both end the same way for the same player. */
export function sameResult(a: Status, b: Status): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === "win" && b.kind === "win") return a.winner === b.winner;
  return true;
}

/** Why `game` refuses the turn written `text` in `state`: its first rule, then every other. */
function refusal<S, Step, Turn>(
  game: Game<S, Step, Turn>,
  state: S,
  text: string,
  variants: Variants | undefined,
): OneSidedTurn {
  const parsed = game.parseTurn(state, text);
  if (!parsed.ok)
    return {
      turn: text,
      refusal: { kind: "unreadable", message: parsed.error.message },
      refusals: [],
      allowedOnceLifted: false,
    };
  const played = game.playTurn(state, parsed.value);
  if (played.ok) return { turn: text, refusal: undefined, refusals: [], allowedOnceLifted: false };
  const all =
    variants === undefined
      ? { refusals: [played.error], allowedOnceLifted: false }
      : everyRefusal(game, state, text, played.error, variants);
  return { turn: text, refusal: played.error, ...all };
}

/** The turns of each side by their notation; A's text is the key both sides are compared on. */
function turnTexts<S, Step, Turn>(game: Game<S, Step, Turn>, state: S): Map<string, Turn> {
  const out = new Map<string, Turn>();
  for (const t of game.turns(state)) out.set(game.formatTurn(state, t), t);
  return out;
}

/**
 * Compares one node; returns the divergence there, or the turns both allow. Exported for the
 * families' fast searches, which report what they find through it (so the wording is this one).
 */
export function compareNode<S, Step, Turn>(
  a: Game<S, Step, Turn>,
  b: Game<S, Step, Turn>,
  stateA: S,
  stateB: S,
  line: readonly string[],
  variants?: Variants,
): Divergence | { readonly common: readonly [string, Turn, Turn][] } {
  const statusA = a.status(stateA);
  const statusB = b.status(stateB);
  const turnsA = statusA.kind === "ongoing" ? turnTexts(a, stateA) : new Map<string, Turn>();
  const turnsB = statusB.kind === "ongoing" ? turnTexts(b, stateB) : new Map<string, Turn>();
  const onlyA = [...turnsA.keys()].filter((t) => !turnsB.has(t)).sort();
  const onlyB = [...turnsB.keys()].filter((t) => !turnsA.has(t)).sort();
  if (onlyA.length > 0 || onlyB.length > 0 || !sameResult(statusA, statusB)) {
    return {
      kind: "diverge",
      line: [...line],
      position: a.formatPosition(stateA),
      onlyA: onlyA.map((turn) => refusal(b, stateB, turn, variants)),
      onlyB: onlyB.map((turn) => refusal(a, stateA, turn, variants)),
      statusA,
      statusB,
    };
  }
  const common: [string, Turn, Turn][] = [];
  for (const text of [...turnsA.keys()].sort())
    common.push([text, turnsA.get(text)!, turnsB.get(text)!]);
  return { common };
}

/** A generated turn that its own game refuses is a bug in that family, never user input. */
function mustPlay<S, Step, Turn>(game: Game<S, Step, Turn>, state: S, turn: Turn, text: string): S {
  const next = game.playTurn(state, turn);
  if (!next.ok)
    throw new Error(`${game.id}: generated turn ${text} refused: ${next.error.message}`);
  return next.value;
}

/** Counts compared lines against the budget; `cut` once it is spent. */
interface Budget {
  lines: number;
  readonly max: number;
  /** The depth being searched, for progress reports. */
  depth: number;
  readonly onProgress: ((depth: number, lines: number) => void) | undefined;
}

/**
 * Compares every line of exactly `depth` more turns below the given states, in order; returns the
 * first divergence, "cut" when the budget ran out, or how many lines reached that depth.
 */
function searchAt<S, Step, Turn>(
  a: Game<S, Step, Turn>,
  b: Game<S, Step, Turn>,
  stateA: S,
  stateB: S,
  line: string[],
  depth: number,
  budget: Budget,
  variants: Variants | undefined,
): Divergence | "cut" | number {
  if (depth === 0) {
    if (budget.lines >= budget.max) return "cut";
    budget.lines++;
    if (budget.lines % PROGRESS_EVERY === 0) budget.onProgress?.(budget.depth, budget.lines);
  }
  const here = compareNode(a, b, stateA, stateB, line, variants);
  if ("kind" in here) return depth === 0 ? here : 0; // shallower divergences were found earlier
  if (depth === 0) return 1;
  let reached = 0;
  for (const [text, turnA, turnB] of here.common) {
    line.push(text);
    const r = searchAt(
      a,
      b,
      mustPlay(a, stateA, turnA, text),
      mustPlay(b, stateB, turnB, text),
      line,
      depth - 1,
      budget,
      variants,
    );
    line.pop();
    if (typeof r !== "number") return r;
    reached += r;
  }
  return reached;
}

/**
 * The first divergence between readings `a` and `b`: lines are tried shortest first and, within
 * one length, in the order of their turns' notation, so the answer is the same on every run.
 */
export function firstDivergence<S, Step, Turn>(
  a: Game<S, Step, Turn>,
  b: Game<S, Step, Turn>,
  options: DivergenceOptions<S>,
): DivergenceResult {
  const start = options.start ?? { a: a.setup(), b: b.setup() };
  const budget: Budget = {
    lines: 0,
    max: options.maxLines ?? Number.POSITIVE_INFINITY,
    depth: 0,
    onProgress: options.onProgress,
  };
  for (let depth = 0; depth <= options.maxDepth; depth++) {
    budget.depth = depth;
    options.onProgress?.(depth, budget.lines);
    const r = searchAt(a, b, start.a, start.b, [], depth, budget, options.variants);
    if (r === "cut") return { kind: "cut", depth: depth - 1, lines: budget.lines };
    if (typeof r !== "number") return r;
    // Every line has ended before this depth: deeper searches find nothing new.
    if (r === 0) return { kind: "none", depth, lines: budget.lines };
  }
  return { kind: "none", depth: options.maxDepth, lines: budget.lines };
}
