import { optionViolation, violation, type RuleViolation } from "../core/errors.ts";
import { opponent, type Player } from "../core/player.ts";
import type { Cited, Provenance } from "../core/provenance.ts";
import { err, ok, type Result } from "../core/result.ts";
import { ONGOING as ONGOING_STATUS, type Status } from "../core/status.ts";
import { KIND_APPROACH, KIND_PAIKA, KIND_WITHDRAWAL, type Loaded } from "./board.ts";
import { extendChain } from "./chain.ts";
import { explainChain, explainFirst, type RuleContext } from "./explain.ts";
import { directionBetween, geometry, type Geometry } from "./geometry.ts";
import type { FanoronaGameId, FanoronaOptionKey, FanoronaRules } from "./options.ts";
import {
  DRAW_BLOCKED,
  DRAW_NEITHER_CAN_CAPTURE,
  DRAW_QUIET,
  DRAW_REPETITION,
  ONGOING,
  SearchBoard,
  WIN_BLOCKED,
  WIN_CAPTURED_ALL,
  WIN_VELA_LOSER_STUCK,
} from "./search-board.ts";
import {
  cellsToState,
  samePosition,
  setPoints,
  startCells,
  type ChainState,
  type FanoronaState,
  type FanoronaStep,
  type FanoronaTurn,
  type PathStep,
  type StepKind,
} from "./state.ts";

const KIND_NAMES: readonly StepKind[] = ["paika", "approach", "withdrawal"];
const KIND_CODES: Readonly<Record<StepKind, number>> = {
  paika: KIND_PAIKA,
  approach: KIND_APPROACH,
  withdrawal: KIND_WITHDRAWAL,
};
export const STOP: FanoronaStep = { kind: "stop" };

/** A position's status and legal whole turns. */
export interface Analysis {
  readonly status: Status;
  readonly turns: readonly FanoronaTurn[];
}

/** Where a step left the turn: `pending` is the chain that ended for want of a continuation. */
export interface Advance {
  readonly state: FanoronaState;
  readonly pending: ChainState | null;
  readonly single: "opening" | "vela" | null;
}

type Pieces = Pick<FanoronaState, "white0" | "white1" | "black0" | "black1">;

/**
 * The rules of one fanorona-family game under one ruleset. Every method takes the position it
 * works on and loads it into the board itself: nothing depends on what was loaded before.
 */
export class FanoronaKernel implements RuleContext {
  readonly gameId: FanoronaGameId;
  readonly rules: FanoronaRules;
  /** Option values in force, each with its provenance. */
  readonly options: Readonly<Record<string, Cited<unknown>>>;
  readonly geo: Geometry;
  readonly board: SearchBoard;
  private readonly cache = new WeakMap<FanoronaState, Analysis>();

  constructor(
    gameId: FanoronaGameId,
    rules: FanoronaRules,
    options: Readonly<Record<string, Cited<unknown>>>,
  ) {
    this.gameId = gameId;
    this.rules = rules;
    this.options = options;
    this.geo = geometry(rules.board);
    this.board = new SearchBoard(this.geo, rules);
  }

  provenance(key: FanoronaOptionKey): Provenance | undefined {
    return this.options[key]?.provenance;
  }

  broken(rule: FanoronaOptionKey, message: string): RuleViolation {
    return optionViolation(rule, message, this.provenance(rule));
  }

  setup(): FanoronaState {
    const base = cellsToState(this.geo, startCells(this.geo, this.rules), this.rules.starts, 0, 1);
    return this.withSeen(base);
  }

  /** The position with its own entry in the repetition record, under the repetition rule. */
  withSeen(s: FanoronaState): FanoronaState {
    return this.rules.drawRepetition === null ? s : { ...s, seen: { ...s, prev: null } };
  }

  /** Whether Black is still barred from capturing (vela before the release). */
  inHandicap(s: FanoronaState): boolean {
    return this.board.load(s).inHandicap();
  }

  private repeats(s: FanoronaState): number {
    if (this.rules.drawRepetition === null) return 1;
    let n = 0;
    for (let node = s.seen; node !== null; node = node.prev) if (samePosition(node, s)) n++;
    return Math.max(n, 1);
  }

  /** The Status of an `evaluate` code, cited with the option that decided it. */
  toStatus(code: number, winner: Player): Status {
    const cite = (key: FanoronaOptionKey): Provenance => this.provenance(key)!;
    switch (code) {
      case ONGOING:
        return ONGOING_STATUS;
      case WIN_CAPTURED_ALL:
        return { kind: "win", winner, reason: "captured-all" };
      case WIN_BLOCKED:
        return { kind: "win", winner, reason: "blocked", provenance: cite("blocked") };
      case WIN_VELA_LOSER_STUCK:
        return {
          kind: "win",
          winner,
          reason: "vela-loser-cannot-capture",
          provenance: cite("vela-loser-cannot-capture"),
        };
      case DRAW_BLOCKED:
        return { kind: "draw", reason: "blocked", provenance: cite("blocked") };
      case DRAW_QUIET:
        return { kind: "draw", reason: "no-capture", provenance: cite("draw-quiet-turns") };
      case DRAW_REPETITION:
        return { kind: "draw", reason: "repetition", provenance: cite("draw-repetition") };
      case DRAW_NEITHER_CAN_CAPTURE:
        return {
          kind: "draw",
          reason: "neither-can-capture",
          provenance: cite("draw-neither-can-capture"),
        };
      default:
        throw new Error(`unknown status code ${code}`);
    }
  }

  /** The status and legal whole turns of a position (cached per state object). */
  analyse(s: FanoronaState): Analysis {
    const hit = this.cache.get(s);
    if (hit) return hit;
    const b = this.board.load(s);
    b.pathTop = 0;
    let status: Status = ONGOING_STATUS;
    let end: number;
    if (s.chain === null) {
      const code = b.evaluate(s.toMove, s.turnNumber, s.quiet, this.repeats(s), 0, true);
      status = this.toStatus(code, b.winner);
      end = code === ONGOING ? b.top : 0;
    } else end = b.generateFrom(s.toMove, s.chain.at, s.chain, 0, true);
    const turns: FanoronaTurn[] = [];
    for (let i = 0; i < end; i++) turns.push(this.turnAt(i));
    const a = { status, turns };
    this.cache.set(s, a);
    return a;
  }

  private turnAt(i: number): FanoronaTurn {
    const b = this.board;
    const len = b.tLen[i]!;
    const start = b.tPath[i]!;
    const path: PathStep[] = [];
    for (let k = 0; k < len; k++) {
      const code = b.paths[start + k]!;
      path.push({ to: code >> 2, kind: KIND_NAMES[code & 3]! });
    }
    return { from: b.tFrom[i]!, path, captured: setPoints(b.tCap0[i]!, b.tCap1[i]!) };
  }

  /** Why the turn about to start is limited to one capture step, if it is. */
  singleReason(s: FanoronaState): "opening" | "vela" | null {
    if (this.nearestOnly(s)) return "vela";
    return this.board.openingLimited(s.turnNumber) ? "opening" : null;
  }

  /** Vela before the release: White's capture takes only the nearest piece. */
  private nearestOnly(s: FanoronaState): boolean {
    if (s.toMove !== 0 || this.rules.vela?.loserSingleCapture !== true) return false;
    return this.inHandicap(s);
  }

  /** The legal steps: first steps of a turn, or the continuations of a chain (and stop). */
  steps(s: FanoronaState): readonly FanoronaStep[] {
    return s.chain === null ? this.firstSteps(s) : this.continuationSteps(s, s.chain);
  }

  /** Legal first steps of a turn: capture steps (when any is allowed) and non-capturing moves. */
  private firstSteps(s: FanoronaState): FanoronaStep[] {
    const a = this.analyse(s);
    if (a.status.kind !== "ongoing") return [];
    const b = this.board.load(s);
    const out: FanoronaStep[] = [];
    if (a.turns.some((t) => t.path[0]?.kind !== "paika"))
      for (const code of b.firstCaptureSteps(s.toMove)) {
        const from = code >> 5;
        const d = (code >> 2) & 7;
        out.push({ kind: KIND_NAMES[code & 3]!, from, to: this.geo.neighbour[from * 8 + d]! });
      }
    for (const t of a.turns)
      if (t.path[0]?.kind === "paika") out.push({ kind: "paika", from: t.from, to: t.path[0].to });
    return out;
  }

  /** Lists, in the board's step buffer, the capture steps that may continue chain `c` in `s`. */
  private continuations(s: FanoronaState, c: ChainState): number {
    const b = this.board.load(s);
    return b.listSteps(c.at, true, c.lastDir, c.lastCaptureDir, c.visited0, c.visited1, c.lines);
  }

  private continuationSteps(s: FanoronaState, c: ChainState): FanoronaStep[] {
    const n = this.continuations(s, c);
    const out: FanoronaStep[] = [];
    for (let i = 0; i < n; i++) {
      const code = this.board.stepAt(i);
      const to = this.geo.neighbour[c.at * 8 + (code >> 2)]!;
      out.push({ kind: KIND_NAMES[code & 3]!, from: c.at, to });
    }
    if (this.rules.continuation === "optional" || n === 0) out.push(STOP);
    return out;
  }

  /** Whether chain `c` can go on in position `s` (`s.chain` aside). */
  canContinue(s: FanoronaState, c: ChainState): boolean {
    return this.continuations(s, c) > 0;
  }

  /** Why `step` is illegal in `s` as the continuation of chain `c` (null when it is legal). */
  explainChain(s: FanoronaState, c: ChainState, step: FanoronaStep): RuleViolation | null {
    return explainChain(this, this.board.load(s), s, c, step);
  }

  /**
   * Walks `path` from `from` on the board loaded with `s`, taking what each capture step takes
   * (the one capture walk, Board.takeLine); stops at the first step that cannot be made. Returns
   * the board and the number of pieces taken, which are `b.taken[0, n)`.
   */
  walk(s: FanoronaState, from: number, path: readonly PathStep[], nearestFirst: boolean) {
    const b: Loaded<SearchBoard> = this.board.load(s);
    b.clearTaken();
    const me = s.toMove + 1;
    let at = from;
    for (const [k, ps] of path.entries()) {
      const d = directionBetween(this.geo, at, ps.to);
      if (d < 0 || b.cells[at] !== me || b.cells[ps.to] !== 0) break;
      if (ps.kind !== "paika") b.takeLine(at, d, KIND_CODES[ps.kind], k === 0 && nearestFirst);
      b.cells[at] = 0;
      b.cells[ps.to] = me;
      at = ps.to;
    }
    return b;
  }

  /** The points a path would capture from `s`, sorted (for turns the generator did not list). */
  simulate(s: FanoronaState, from: number, path: readonly PathStep[]): number[] {
    const nearest = s.chain === null && this.nearestOnly(s);
    const b = this.walk(s, from, path, nearest);
    return Array.from(b.taken.subarray(0, b.takenTop)).sort((x, y) => x - y);
  }

  /** The pieces after one step of the mover from → to (capturing by `kind` unless paika). */
  private stepPieces(s: FanoronaState, from: number, to: number, kind: StepKind, nearest: boolean) {
    const b = this.walk(s, from, [{ to, kind }], nearest);
    return this.moved(s, from, to, b.cap0, b.cap1);
  }

  /** The position after the mover's piece goes from → to and the set (c0, c1) leaves the board. */
  moved(s: FanoronaState, from: number, to: number, c0: number, c1: number): Pieces {
    const { lowBit, highBit } = this.geo;
    const m0 = from === to ? 0 : lowBit[from]! | lowBit[to]!;
    const m1 = from === to ? 0 : highBit[from]! | highBit[to]!;
    return s.toMove === 0
      ? {
          white0: s.white0 ^ m0,
          white1: s.white1 ^ m1,
          black0: s.black0 & ~c0,
          black1: s.black1 & ~c1,
        }
      : {
          white0: s.white0 & ~c0,
          white1: s.white1 & ~c1,
          black0: s.black0 ^ m0,
          black1: s.black1 ^ m1,
        };
  }

  /** The position starting the opponent's turn after the mover's turn left `pieces`. */
  endTurn(s: FanoronaState, pieces: Pieces, captured: boolean): FanoronaState {
    const toMove = opponent(s.toMove);
    const next = {
      ...pieces,
      toMove,
      quiet: captured ? 0 : s.quiet + 1,
      turnNumber: s.turnNumber === null ? null : s.turnNumber + 1,
      chain: null,
    };
    const seen =
      this.rules.drawRepetition === null
        ? null
        : { ...pieces, toMove, prev: captured ? null : s.seen };
    return { ...next, seen };
  }

  /** Plays one step: the turn goes on while the chain can continue, else it ends. */
  advance(s: FanoronaState, step: FanoronaStep): Result<Advance, RuleViolation> {
    const c = s.chain;
    if (c !== null) {
      const v = this.explainChain(s, c, step);
      if (v) return err(v);
      if (step.kind === "stop")
        return ok({ state: this.endTurn(s, s, true), pending: null, single: null });
      if (step.kind === "paika") return err(violation("chain-capture-only", "capture steps only"));
      return ok(this.afterCapture(s, c, step.from, step.to, step.kind, false));
    }
    const a = this.analyse(s);
    if (a.status.kind !== "ongoing")
      return err(violation("game-over", "the game is over", a.status.provenance));
    if (step.kind === "stop")
      return err(violation("no-chain", "there is no capture chain to stop"));
    const legal = this.firstSteps(s).some(
      (f) => f.kind !== "stop" && f.kind === step.kind && f.from === step.from && f.to === step.to,
    );
    if (!legal) return err(explainFirst(this, this.board.load(s), s, step));
    if (step.kind === "paika") {
      const pieces = this.moved(s, step.from, step.to, 0, 0);
      return ok({ state: this.endTurn(s, pieces, false), pending: null, single: null });
    }
    const single = this.singleReason(s);
    if (single !== null) {
      const pieces = this.stepPieces(s, step.from, step.to, step.kind, single === "vela");
      return ok({ state: this.endTurn(s, pieces, true), pending: null, single });
    }
    return ok(this.afterCapture(s, null, step.from, step.to, step.kind, false));
  }

  /** After a capture step extending `chain` (null: the first): go on, or end the turn. */
  private afterCapture(
    s: FanoronaState,
    chain: ChainState | null,
    from: number,
    to: number,
    kind: "approach" | "withdrawal",
    nearest: boolean,
  ): Advance {
    const pieces = this.stepPieces(s, from, to, kind, nearest);
    const next = extendChain(this.geo, chain, from, to, kind)!;
    const after = { ...s, ...pieces, chain: next };
    if (this.canContinue(after, next)) return { state: after, pending: null, single: null };
    return { state: this.endTurn(s, pieces, true), pending: next, single: null };
  }
}
