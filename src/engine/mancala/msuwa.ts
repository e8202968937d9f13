import { parseProblem, type ParseProblem, type RuleViolation } from "../core/errors.ts";
import { CHECK } from "./check-problems.ts";
import type { Player } from "../core/player.ts";
import { ok } from "../core/result.ts";
import type { Rng } from "../core/rng.ts";
import { ONGOING, type Status } from "../core/status.ts";
import { geometry, type Geometry } from "./geometry.ts";
import {
  holesWith,
  keepCaptures,
  kernelCompiler,
  playoutLoop,
  sideSum,
  sowRound,
  wrap,
} from "./kernel.ts";
import {
  MSUWA_OPTIONS,
  msuwaConfig,
  msuwaSetup,
  type MsuwaConfig,
  type MsuwaOptionKey,
} from "./msuwa-options.ts";
import type { CitedOptions } from "./options.ts";
import { RelayGuard } from "./relay.ts";
import { completedMsuwa, diagnoseMsuwa, type SowingTake } from "./msuwa-diagnose.ts";
import {
  capturedAll,
  subsets,
  takeChoices,
  takeSizes,
  turnLimitStatus,
  unrankTakes,
  winStatus,
  type MancalaRule,
  type Rules,
} from "./rules.ts";
import {
  PENDING,
  clonePos,
  copyPosInto,
  emptyPos,
  endTurn,
  type MancalaState,
  type MancalaStep,
  type MancalaTurn,
  type Pos,
} from "./types.ts";

export const compileMsuwa = kernelCompiler(MSUWA_OPTIONS, (gameId, o) =>
  ok(new Msuwa(gameId, msuwaConfig(o), o)),
);

/** Msuwa's stop step: no more extra holes (extra-captures-declinable). */
const STOP: MancalaStep = { kind: "stop" };

/** Result codes of `sow`: nothing captured; captured with extra holes to choose; captured, done. */
const ENDED = 0;
const CAPTURED = 1;
const TOOK = 2;

/** The Msuwa rules kernel, both games (the games and their options: msuwa-options.ts). */
class Msuwa implements Rules {
  readonly geo: Geometry;
  readonly layout = { owners: false, store: true, reserve: "none" } as const;
  readonly total: number;
  private readonly guard: RelayGuard;
  private readonly scratch: Pos;
  private readonly pick = new Int32Array(8);
  private readonly starts: Int32Array;
  private readonly counts: Float64Array;
  /** Per legal starting hole: 1 when its sowing captures (compulsory capture). */
  private readonly takes: Uint8Array;
  private readonly oppHoles: Int32Array;
  private readonly advance: (pos: Pos, hole: number) => number;

  readonly id: string;
  readonly options: CitedOptions<MsuwaOptionKey>;
  readonly cfg: MsuwaConfig;

  constructor(id: string, cfg: MsuwaConfig, options: CitedOptions<MsuwaOptionKey>) {
    this.id = id;
    this.cfg = cfg;
    this.options = options;
    this.geo = geometry(cfg.n);
    this.total = this.setup().board.reduce((a, b) => a + b, 0);
    this.scratch = emptyPos(this.geo.size, 0, cfg.first);
    this.guard = new RelayGuard(this.scratch);
    this.starts = new Int32Array(2 * cfg.n);
    this.counts = new Float64Array(2 * cfg.n);
    this.takes = new Uint8Array(2 * cfg.n);
    this.oppHoles = new Int32Array(2 * cfg.n);
    this.advance = (pos, hole) => this.lap(pos, hole);
  }

  setup(): Pos {
    return msuwaSetup(this.geo, this.cfg);
  }

  check(pos: MancalaState): ParseProblem | null {
    if (pos.pending === PENDING.none) return null;
    if (pos.pending !== PENDING.take) return CHECK.noSuchPending;
    const left = this.nonEmptyOpp(pos, null);
    if (pos.pendA > this.cfg.extra || pos.pendA > left)
      return parseProblem(
        "msuwa-take-limit",
        { k: pos.pendA, max: Math.min(this.cfg.extra, left) },
        `take${pos.pendA}: at most ${Math.min(this.cfg.extra, left)} holes can be still to take`,
      );
    return null;
  }

  /** The holes the player to move may sow, in notation order; returns how many. */
  private legalStarts(pos: MancalaState, out: Int32Array): number {
    const p = pos.toMove;
    const g = this.geo;
    const order = g.order[p];
    const b = pos.board;
    const m = 2 * this.cfg.n;
    if (!this.cfg.restricted) return holesWith(b, order, 0, m, 0, out);
    let k = holesWith(b, order, 0, m, 1, out);
    if (k > 0) return k;
    const own = g.own[p];
    for (let i = 0; i < m; i++) {
      const h = order[i]!;
      if (b[h] !== 1) continue;
      if (b[own[wrap(g.ownIndex[h]! + this.cfg.dir, m)]!] === 0) out[k++] = h;
    }
    return k;
  }

  status(pos: MancalaState): Status {
    if (pos.pending !== PENDING.none) return ONGOING;
    return this.judge(pos, this.legalStarts(pos, this.starts));
  }

  /** The status of a position with nothing pending, given its number of legal starting holes. */
  private judge(pos: MancalaState, starts: number): Status {
    const p = pos.toMove;
    const q: Player = p === 0 ? 1 : 0;
    const g = this.geo;
    const won = capturedAll(
      this.options,
      p,
      sideSum(g, pos.board, p, 0),
      sideSum(g, pos.board, q, 0),
    );
    if (won) return won;
    if (starts === 0) return winStatus(this.options, q, "no-move", "no-move");
    return turnLimitStatus(this.options, pos, this.cfg.turnLimit);
  }

  /** Lifts `hole` and sows it round the mover's rows; returns the hole of the last counter. */
  private lap(pos: Pos, hole: number): number {
    return sowRound(this.geo, pos, hole, this.cfg.dir);
  }

  /**
   * Sows `hole` for the player to move, relaying, and captures. Returns CAPTURED with
   * `pos.pending`/`pendA` set when extra holes are to be chosen, else ENDED (turn not yet closed).
   * `origin`, when given, is an untouched copy of `pos` from before the sowing (relay.ts).
   */
  private sow(pos: Pos, hole: number, origin: Pos | null = null): number {
    const b = pos.board;
    const g = this.geo;
    this.guard.begin(origin, hole);
    let land = this.lap(pos, hole);
    if (this.cfg.relay && this.relays(b, land)) {
      while (this.relays(b, land)) {
        if (this.guard.lift(pos, land)) {
          this.guard.resolve(pos, this.advance);
          return ENDED;
        }
        land = this.lap(pos, land);
      }
      if (this.guard.ended(pos, this.advance)) return ENDED;
    }
    if ((b[land] !== 1 && !this.cfg.anyFront) || g.inner[land] !== 1) return ENDED;
    const opp = g.opposite[land]!;
    const front = b[opp]!;
    if (front === 0) return ENDED;
    const p = pos.toMove;
    pos.store[p]! += front;
    b[opp] = 0;
    let back = 0;
    if (this.cfg.outer) {
      const bh = g.behind[opp]!;
      back = b[bh]!;
      pos.store[p]! += back;
      b[bh] = 0;
    }
    if (this.cfg.extra === 0 || (this.cfg.extraNeedsBack && back === 0)) return TOOK;
    const left = this.nonEmptyOpp(pos, null);
    const k = Math.min(this.cfg.extra, left);
    if (k === 0) return TOOK;
    pos.pending = PENDING.take;
    pos.pendA = k;
    return CAPTURED;
  }

  /**
   * Whether a last counter in `land` is lifted and sown on: the hole held counters before it
   * fell, and (capture any-front) it is not a front-row hole facing counters, which captures.
   */
  private relays(b: Int32Array, land: number): boolean {
    if (b[land]! <= 1) return false;
    const g = this.geo;
    return !(this.cfg.anyFront && g.inner[land] === 1 && b[g.opposite[land]!]! > 0);
  }

  /**
   * Compulsory capture: keeps, in place and in order, the `n` starting holes in `starts` whose
   * sowing captures, when any does; returns how many remain. Without the rule, returns `n`.
   */
  private mustCapture(pos: MancalaState, starts: Int32Array, n: number): number {
    if (!this.cfg.compulsory) return n;
    const s = this.scratch;
    const captures = (i: number): boolean => {
      copyPosInto(s, pos);
      return this.sow(s, starts[i]!, pos) !== ENDED;
    };
    return keepCaptures(n, this.takes, captures, [starts]);
  }

  /** Opponent's non-empty holes in the mover's notation order (c1..cn, d1..dn). */
  private nonEmptyOpp(pos: MancalaState, out: Int32Array | null): number {
    const m = 2 * this.cfg.n;
    return holesWith(pos.board, this.geo.order[pos.toMove], m, 2 * m, 0, out);
  }

  apply(pos: Pos, step: MancalaStep): void {
    if (step.kind === "hole") {
      if (this.sow(pos, step.hole) !== CAPTURED) endTurn(pos);
      return;
    }
    if (step.kind === "stop") {
      if (pos.pending === PENDING.take) endTurn(pos);
      return;
    }
    if (step.kind === "take") {
      const c = pos.board[step.hole]!;
      pos.store[pos.toMove]! += c;
      pos.board[step.hole] = 0;
      const left = pos.pendA - 1;
      if (left === 0 || this.nonEmptyOpp(pos, null) === 0) endTurn(pos);
      else pos.pendA = left;
    }
  }

  turns(pos: MancalaState): MancalaTurn[] {
    const out: MancalaTurn[] = [];
    const n = this.mustCapture(pos, this.starts, this.legalStarts(pos, this.starts));
    const starts = Array.from(this.starts.subarray(0, n));
    const s = this.scratch;
    for (const h of starts) {
      copyPosInto(s, pos);
      const first: MancalaStep = { kind: "hole", hole: h };
      if (this.sow(s, h) !== CAPTURED) {
        out.push([first]);
        continue;
      }
      const holes = new Int32Array(2 * this.cfg.n);
      const m = this.nonEmptyOpp(s, holes);
      // Declinable: every smaller set too, ended by the stop step (x-).
      for (const j of takeSizes(s.pendA, this.cfg.declinable))
        for (const sub of subsets(m, j))
          out.push([
            first,
            ...sub.map((i): MancalaStep => ({ kind: "take", hole: holes[i]! })),
            ...(j < s.pendA ? [STOP] : []),
          ]);
    }
    return out;
  }

  /**
   * Every legal starting hole begins at least one turn (a capture always leaves a hole to take);
   * under compulsory capture only those that capture, when any does.
   */
  firstSteps(pos: MancalaState): MancalaStep[] {
    const n = this.mustCapture(pos, this.starts, this.legalStarts(pos, this.starts));
    return Array.from(this.starts.subarray(0, n), (hole): MancalaStep => ({ kind: "hole", hole }));
  }

  pendingSteps(pos: MancalaState): MancalaStep[] {
    if (pos.pending !== PENDING.take) return [];
    const holes = new Int32Array(2 * this.cfg.n);
    const m = this.nonEmptyOpp(pos, holes);
    const takes = Array.from(holes.subarray(0, m), (hole): MancalaStep => ({ kind: "take", hole }));
    return this.cfg.declinable ? [...takes, STOP] : takes;
  }

  pendingRule(): MancalaRule {
    return "extra-captures";
  }

  /**
   * What sowing `hole` from `start` takes, played on a copy (for the explanation of a refused
   * step, msuwa-diagnose.ts): nothing, a capture with extra holes owed (how many), or a capture
   * with none owed; and how many of the opponent's holes still hold counters after it.
   */
  captureOf(start: MancalaState, hole: number): SowingTake {
    const s = clonePos(start);
    const r = this.sow(s, hole);
    return {
      took: r === ENDED ? "nothing" : r === CAPTURED ? "owed" : "none-owed",
      owed: r === CAPTURED ? s.pendA : 0,
      left: this.nonEmptyOpp(s, null),
    };
  }

  completedRule(start: MancalaState, first: MancalaStep, step: MancalaStep) {
    return completedMsuwa(this, start, first, step);
  }

  diagnose(pos: MancalaState, step: MancalaStep): RuleViolation {
    return diagnoseMsuwa(this, pos, step);
  }

  /** Whether `h` is among the holes the singletons rule lets the player sow. */
  startsWith(pos: MancalaState, h: number): boolean {
    const n = this.legalStarts(pos, this.starts);
    return this.starts.subarray(0, n).includes(h);
  }

  /** Whether one of the mover's holes holds more than one counter. */
  hasMultiple(pos: MancalaState): boolean {
    const own = this.geo.own[pos.toMove];
    for (let i = 0; i < own.length; i++) if (pos.board[own[i]!]! > 1) return true;
    return false;
  }

  playout(
    pos: Pos,
    rng: Rng,
    maxPlies: number,
    onTurn?: (pos: Pos) => void,
  ): { plies: number; status: Status } {
    const s = this.scratch;
    const starts = this.starts;
    const counts = this.counts;
    const opp = this.oppHoles;
    const pick = this.pick;
    const play = (): Status | null => {
      const n = this.legalStarts(pos, starts);
      const status = this.judge(pos, n);
      if (status.kind !== "ongoing") return status;
      let total = 0;
      let took = 0;
      for (let i = 0; i < n; i++) {
        s.board.set(pos.board);
        s.store.set(pos.store);
        s.toMove = pos.toMove;
        s.pending = PENDING.none;
        let c = 1;
        const r = this.sow(s, starts[i]!, pos);
        if (r === CAPTURED)
          c = takeChoices(this.nonEmptyOpp(s, null), s.pendA, this.cfg.declinable);
        this.takes[i] = r === ENDED ? 0 : 1;
        took += this.takes[i]!;
        total += c;
        counts[i] = c;
      }
      if (this.cfg.compulsory && took > 0)
        for (let i = 0; i < n; i++)
          if (this.takes[i] === 0) {
            total -= counts[i]!;
            counts[i] = 0;
          }
      let r = rng.int(total);
      let i = 0;
      while (r >= counts[i]!) r -= counts[i++]!;
      if (this.sow(pos, starts[i]!) === CAPTURED) {
        const m = this.nonEmptyOpp(pos, opp);
        const k = unrankTakes(m, pos.pendA, this.cfg.declinable, r, pick);
        for (let j = 0; j < k; j++) {
          const h = opp[pick[j]!]!;
          pos.store[pos.toMove]! += pos.board[h]!;
          pos.board[h] = 0;
        }
      }
      return null;
    };
    return playoutLoop(pos, maxPlies, onTurn, play, () => this.status(pos));
  }
}
