import type { ParseProblem, RuleViolation } from "../core/errors.ts";
import { diagnoseChiana } from "./chiana-diagnose.ts";
import { CHECK } from "./check-problems.ts";
import type { Player } from "../core/player.ts";
import { ok } from "../core/result.ts";
import type { Rng } from "../core/rng.ts";
import type { Status } from "../core/status.ts";
import {
  CHIANA_OPTIONS,
  chianaConfig,
  type ChianaConfig,
  type ChianaOptionKey,
} from "./chiana-options.ts";
import { geometry, type Geometry } from "./geometry.ts";
import { keepCaptures, kernelCompiler, playoutLoop, sideSum, wrap } from "./kernel.ts";
import type { CitedOptions } from "./options.ts";
import { RelayGuard } from "./relay.ts";
import { capturedAll, turnLimitStatus, type MancalaRule, type Rules } from "./rules.ts";
import {
  PENDING,
  copyPosInto,
  emptyPos,
  endTurn,
  type MancalaState,
  type MancalaStep,
  type MancalaTurn,
  type Pos,
} from "./types.ts";

export const compileChiana = kernelCompiler(CHIANA_OPTIONS, (gameId, o) => {
  const cfg = chianaConfig(o);
  return cfg.ok ? ok(new Chiana(gameId, cfg.value, o)) : cfg;
});

/** The Chiana rules kernel, both circuits (the games and their options: chiana-options.ts). */
class Chiana implements Rules {
  readonly id: string;
  readonly options: CitedOptions<ChianaOptionKey>;
  readonly geo: Geometry;
  readonly layout;
  readonly total: number;
  readonly cfg: ChianaConfig;
  private readonly circ: readonly [Int32Array, Int32Array];
  private readonly idx: Int32Array;
  private readonly guard: RelayGuard;
  private readonly capt: Int32Array;
  private readonly rearBuf: Int32Array;
  /** Per move in `rearBuf`: how far the lone counter moves, 0 for a spread. */
  private readonly distBuf: Int32Array;
  /** Per move: 1 when it captures (compulsory capture). */
  private readonly takes: Uint8Array;
  private readonly scratch: Pos;
  private readonly advance: (pos: Pos, hole: number) => number;

  constructor(id: string, cfg: ChianaConfig, options: CitedOptions<ChianaOptionKey>) {
    this.id = id;
    this.cfg = cfg;
    this.options = options;
    const g = geometry(cfg.n);
    this.geo = g;
    this.layout = { owners: cfg.kunja, store: !cfg.kunja, reserve: "none" } as const;
    this.circ = cfg.kunja ? [g.outer, g.outer] : g.own;
    this.idx = cfg.kunja ? g.outerIndex : g.ownIndex;
    const s = this.setup();
    this.total = s.board.reduce((a, b) => a + b, 0);
    this.guard = new RelayGuard(s);
    this.capt = new Int32Array(4 * cfg.n);
    this.rearBuf = new Int32Array(4 * cfg.n);
    this.distBuf = new Int32Array(4 * cfg.n);
    this.takes = new Uint8Array(4 * cfg.n);
    this.scratch = emptyPos(g.size, cfg.kunja ? g.size : 0, cfg.first);
    this.advance = (pos, hole) => this.spreadOnce(pos, hole);
  }

  setup(): Pos {
    const g = this.geo;
    const pos = emptyPos(g.size, this.cfg.kunja ? g.size : 0, this.cfg.first);
    for (const p of [0, 1] as const) {
      const order = g.order[p];
      for (let i = 0; i < this.cfg.n; i++) {
        const h = order[i]!; // the player's back row a1..an
        pos.board[h] = this.cfg.counters;
        if (this.cfg.kunja) pos.owner[h] = p + 1;
      }
    }
    return pos;
  }

  check(pos: MancalaState): ParseProblem | null {
    if (pos.pending !== PENDING.none) return CHECK.noPending;
    return null;
  }

  /** Whether hole `h` holds counters of player `p`. */
  own(pos: MancalaState, h: number, p: Player): boolean {
    return this.cfg.kunja ? pos.owner[h] === p + 1 : pos.board[h]! > 0 && this.geo.side[h] === p;
  }

  /** The counters player `p` has on the board. */
  count(pos: MancalaState, p: Player): number {
    if (!this.cfg.kunja) return sideSum(this.geo, pos.board, p, 0);
    const b = pos.board;
    const o = pos.owner;
    let s = 0;
    for (let h = 0; h < b.length; h++) if (o[h] === p + 1) s += b[h]!;
    return s;
  }

  /** Rear holes of the player's series, in its notation order; returns how many. */
  private rears(pos: MancalaState, p: Player, out: Int32Array): number {
    const order = this.geo.order[p];
    const C = this.circ[p];
    const m = C.length;
    const d = this.cfg.dir;
    let k = 0;
    let owned = 0;
    for (let j = 0; j < order.length; j++) {
      const h = order[j]!;
      if (!this.own(pos, h, p)) continue;
      owned++;
      if (!this.own(pos, C[wrap(this.idx[h]! - d, m)]!, p)) out[k++] = h;
    }
    // A series filling the whole circuit has no rear: its circuit's first hole stands for it.
    if (k === 0 && owned > 0) out[k++] = C[0]!;
    return k;
  }

  status(pos: MancalaState): Status {
    const p = pos.toMove;
    const q: Player = p === 0 ? 1 : 0;
    const won = capturedAll(this.options, p, this.count(pos, p), this.count(pos, q));
    return won ?? turnLimitStatus(this.options, pos, this.cfg.turnLimit);
  }

  private takeFacing(pos: Pos, h: number): void {
    const opp = this.geo.opposite[h]!;
    const c = pos.board[opp]!;
    if (c > 0) {
      pos.store[pos.toMove]! += c;
      pos.board[opp] = 0;
    }
  }

  /**
   * Spreads the series whose rear hole is `r` once, with its captures. Returns the rear hole to
   * spread again when the spread ends with one counter in a new front hole and two behind it.
   */
  private spreadOnce(pos: Pos, r: number): number {
    const cfg = this.cfg;
    const g = this.geo;
    const p = pos.toMove;
    const own = p + 1;
    const foe = 2 - p;
    const C = this.circ[p];
    const m = C.length;
    const d = cfg.dir;
    const b = pos.board;
    const o = pos.owner;
    const kunja = cfg.kunja;
    const newly = cfg.capture === "newly-occupied-front";
    let k = b[r]!;
    b[r] = 0;
    if (kunja) o[r] = 0;
    const ri = this.idx[r]!;
    let i = ri;
    let nc = 0;
    let wasEmpty = false;
    let h = r;
    while (k > 0) {
      i = wrap(i + d, m);
      if (i === ri) continue; // the emptied hole is passed over
      h = C[i]!;
      if (kunja && o[h] === foe && cfg.behind) this.capt[nc++] = h;
      wasEmpty = b[h] === 0;
      b[h]!++;
      if (kunja) o[h] = own;
      else if (newly && wasEmpty && g.inner[h] === 1) this.takeFacing(pos, h);
      k--;
    }
    if (!kunja && !newly && wasEmpty && g.inner[h] === 1) this.takeFacing(pos, h);
    if (nc > 0) {
      let sum = 0;
      for (let j = 0; j < nc; j++) {
        const c = this.capt[j]!;
        sum += b[c]!;
        b[c] = 0;
        o[c] = 0;
      }
      b[r] = sum;
      o[r] = own;
      return -1; // the last hole sown into was captured and emptied: no "one and two" front
    }
    if (!cfg.respread || !wasEmpty || b[h] !== 1) return -1;
    const back = C[wrap(i - d, m)]!;
    if (b[back] !== 2 || !this.own(pos, back, p) || this.own(pos, C[wrap(i + d, m)]!, p)) return -1;
    return C[wrap(ri + d, m)]!;
  }

  /** Moves a player's last counter `dist` holes; it stops in (and captures) an opponent's hole. */
  private loneMove(pos: Pos, h: number, dist: number): void {
    const p = pos.toMove;
    const C = this.circ[p];
    const m = C.length;
    const d = this.cfg.dir;
    const b = pos.board;
    const o = pos.owner;
    b[h] = 0;
    if (this.cfg.kunja) o[h] = 0;
    let i = this.idx[h]!;
    let land = h;
    let hit = false;
    for (let s = 0; s < dist; s++) {
      i = wrap(i + d, m);
      land = C[i]!;
      if (this.cfg.kunja && o[land] === 2 - p) {
        hit = true;
        break;
      }
    }
    if (hit && this.cfg.behind) {
      b[h] = b[land]! + 1;
      o[h] = p + 1;
      b[land] = 0;
      o[land] = 0;
      return;
    }
    b[land]!++;
    if (this.cfg.kunja) o[land] = p + 1;
    else if (this.geo.inner[land] === 1) this.takeFacing(pos, land);
  }

  private spread(pos: Pos, rear: number): void {
    const p = pos.toMove;
    let r = rear;
    if (this.cfg.merge && pos.board[r] === 1) {
      const C = this.circ[p];
      const nx = C[wrap(this.idx[r]! + this.cfg.dir, C.length)]!;
      if (this.own(pos, nx, p)) {
        pos.board[nx]!++;
        pos.board[r] = 0;
        if (this.cfg.kunja) pos.owner[r] = 0;
        r = nx;
      }
    }
    this.guard.begin(null, r);
    let next = this.spreadOnce(pos, r);
    if (next < 0) return;
    while (next >= 0) {
      if (this.guard.lift(pos, next)) {
        this.guard.resolve(pos, this.advance);
        return;
      }
      next = this.spreadOnce(pos, next);
    }
    this.guard.ended(pos, this.advance);
  }

  apply(pos: Pos, step: MancalaStep): void {
    if (step.kind !== "hole") return;
    if (step.distance !== undefined) this.loneMove(pos, step.hole, step.distance);
    else this.spread(pos, step.hole);
    endTurn(pos);
  }

  /**
   * The player's moves, compulsory capture aside, into `rearBuf` and `distBuf`: the rear hole of
   * each series (distance 0), or the lone counter's hole once for each distance it may move.
   * Returns how many.
   */
  private moves(pos: MancalaState): number {
    const p = pos.toMove;
    const holes = this.rearBuf;
    const k = this.rears(pos, p, holes);
    if (this.count(pos, p) !== 1) {
      this.distBuf.fill(0, 0, k);
      return k;
    }
    const lone = this.cfg.lone;
    const h = holes[0]!;
    for (let j = 0; j < lone.length; j++) {
      holes[j] = h;
      this.distBuf[j] = lone[j]!;
    }
    return lone.length;
  }

  /** Plays a move in place: spreads `h`, or moves the lone counter in `h` by `dist` holes. */
  private move(pos: Pos, h: number, dist: number): void {
    if (dist > 0) this.loneMove(pos, h, dist);
    else this.spread(pos, h);
  }

  /**
   * Compulsory capture: keeps, in place and in order, those of the `n` moves in the buffers that
   * take some of the opponent's counters (their count on the board falls), when any does; returns
   * how many remain. Without the rule, returns `n`.
   */
  private mustCapture(pos: MancalaState, n: number): number {
    if (!this.cfg.compulsory) return n;
    const s = this.scratch;
    const q: Player = pos.toMove === 0 ? 1 : 0;
    const before = this.count(pos, q);
    const captures = (j: number): boolean => {
      copyPosInto(s, pos);
      this.move(s, this.rearBuf[j]!, this.distBuf[j]!);
      return this.count(s, q) < before;
    };
    return keepCaptures(n, this.takes, captures, [this.rearBuf, this.distBuf]);
  }

  turns(pos: MancalaState): MancalaTurn[] {
    const n = this.mustCapture(pos, this.moves(pos));
    const out: MancalaTurn[] = [];
    for (let j = 0; j < n; j++) {
      const hole = this.rearBuf[j]!;
      const distance = this.distBuf[j] as 0 | 1 | 2;
      out.push([distance === 0 ? { kind: "hole", hole } : { kind: "hole", hole, distance }]);
    }
    return out;
  }

  pendingSteps(): MancalaStep[] {
    return [];
  }

  pendingRule(): MancalaRule {
    return "sow-from";
  }

  diagnose(pos: MancalaState, step: MancalaStep): RuleViolation {
    return diagnoseChiana(this, pos, step);
  }

  /** Whether `step` is one of the player's moves but for compulsory capture. */
  isMove(pos: MancalaState, step: Extract<MancalaStep, { kind: "hole" }>): boolean {
    const n = this.moves(pos);
    const dist = step.distance ?? 0;
    for (let j = 0; j < n; j++)
      if (this.rearBuf[j] === step.hole && this.distBuf[j] === dist) return true;
    return false;
  }

  playout(
    pos: Pos,
    rng: Rng,
    maxPlies: number,
    onTurn?: (pos: Pos) => void,
  ): { plies: number; status: Status } {
    const play = (): Status | null => {
      const status = this.status(pos);
      if (status.kind !== "ongoing") return status;
      // The same moves in the same order as turns(), one draw among them.
      const j = rng.int(this.mustCapture(pos, this.moves(pos)));
      this.move(pos, this.rearBuf[j]!, this.distBuf[j]!);
      return null;
    };
    return playoutLoop(pos, maxPlies, onTurn, play, () => this.status(pos));
  }
}
