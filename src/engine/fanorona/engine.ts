import type { Player } from "../core/player.ts";
import type { Geometry } from "./geometry.ts";
import type { FanoronaRules } from "./options.ts";
import { popcount, type FanoronaState } from "./state.ts";

/**
 * The mutable search board behind every fanorona function: one per compiled game, reused
 * between calls. Move generation writes whole turns into flat typed arrays and walks chains
 * depth-first with make/undo on a cell array, so it allocates nothing while it runs.
 *
 * Cells: 0 empty, 1 White, 2 Black. Step codes: `direction * 4 + kind`, kind 0 paika,
 * 1 approach, 2 withdrawal. Two-word point sets: word 0 holds points 0-31, word 1 the rest.
 */

export const KIND_PAIKA = 0;
export const KIND_APPROACH = 1;
export const KIND_WITHDRAWAL = 2;

/** Status codes of `evaluate`. */
export const ONGOING = 0;
export const WIN_CAPTURED_ALL = 1;
export const WIN_BLOCKED = 2;
export const WIN_VELA_LOSER_STUCK = 3;
export const DRAW_BLOCKED = 4;
export const DRAW_QUIET = 5;
export const DRAW_REPETITION = 6;
export const DRAW_NEITHER_CAN_CAPTURE = 7;

const MAX_CHAIN = 64;

export class Engine {
  readonly geo: Geometry;
  readonly rules: FanoronaRules;
  readonly points: number;
  readonly nb: Int8Array;
  readonly lineOf: Int8Array;
  readonly lowBit: Int32Array;
  readonly highBit: Int32Array;
  readonly optional: boolean;
  readonly noSameDirection: boolean;
  readonly noRevisit: boolean;
  readonly noImmediateReturn: boolean;
  readonly noSameLine: boolean;
  readonly noOppositeCapture: boolean;
  readonly preferApproach: boolean;
  readonly preferWithdrawal: boolean;
  /** Index shift of a step in each direction, and the points that have a neighbour that way. */
  readonly shift = new Int32Array(8);
  readonly has0 = new Int32Array(8);
  readonly has1 = new Int32Array(8);
  readonly board0: number;
  readonly board1: number;
  /** Pieces with a capture, from the last `capturers` call. */
  cx0 = 0;
  cx1 = 0;

  /** The board being searched. */
  readonly cells: Int8Array;
  /** Pieces per cell value (index 1 White, 2 Black). */
  readonly count = new Int32Array(3);
  white0 = 0;
  white1 = 0;
  black0 = 0;
  black1 = 0;

  // Generated turns, in flat arrays; `top` is one past the last written.
  tFrom = new Int16Array(0);
  tTo = new Int16Array(0);
  tCap0 = new Int32Array(0);
  tCap1 = new Int32Array(0);
  tPath = new Int32Array(0);
  tLen = new Int16Array(0);
  top = 0;
  paths = new Int16Array(0);
  pathTop = 0;
  /** Capture turns found by the last `generate` (they come first in its range). */
  captureTurns = 0;
  /** Winner of the last decisive `evaluate`. */
  winner: Player = 0;

  // Depth-first scratch.
  private readonly stepBuf = new Int16Array(MAX_CHAIN * 16);
  private stepTop = 0;
  private readonly undoBuf = new Int8Array(MAX_CHAIN * 2);
  private undoTop = 0;
  private readonly chainPath = new Int16Array(MAX_CHAIN);
  private cap0 = 0;
  private cap1 = 0;
  private me = 1;
  private enemy = 2;
  private nearestOnly = false;
  private withPaths = false;
  private dfsFrom = 0;
  private pieceBase = 0;

  constructor(geo: Geometry, rules: FanoronaRules) {
    this.geo = geo;
    this.rules = rules;
    this.points = geo.points;
    this.nb = geo.neighbour;
    this.lineOf = geo.line;
    this.lowBit = geo.lowBit;
    this.highBit = geo.highBit;
    this.optional = rules.continuation === "optional";
    this.noSameDirection = rules.noSameDirection;
    this.noRevisit = rules.noRevisit;
    this.noImmediateReturn = rules.noImmediateReturn;
    this.noSameLine = rules.noSameLine;
    this.noOppositeCapture = rules.noOppositeCapture;
    this.preferApproach = rules.captureChoice === "approach";
    this.preferWithdrawal = rules.captureChoice === "withdrawal";
    this.cells = new Int8Array(geo.points);
    let b0 = 0,
      b1 = 0;
    for (let p = 0; p < geo.points; p++) {
      b0 |= geo.lowBit[p]!;
      b1 |= geo.highBit[p]!;
      for (let d = 0; d < 8; d++) {
        const q = geo.neighbour[p * 8 + d]!;
        if (q < 0) continue;
        this.shift[d] = q - p;
        this.has0[d] = this.has0[d]! | geo.lowBit[p]!;
        this.has1[d] = this.has1[d]! | geo.highBit[p]!;
      }
    }
    this.board0 = b0;
    this.board1 = b1;
    this.grow(1024);
    this.growPaths(4096);
  }

  private grow(size: number): void {
    const copy = <T extends Int16Array | Int32Array>(a: T, n: T): T => {
      n.set(a);
      return n;
    };
    this.tFrom = copy(this.tFrom, new Int16Array(size));
    this.tTo = copy(this.tTo, new Int16Array(size));
    this.tCap0 = copy(this.tCap0, new Int32Array(size));
    this.tCap1 = copy(this.tCap1, new Int32Array(size));
    this.tPath = copy(this.tPath, new Int32Array(size));
    this.tLen = copy(this.tLen, new Int16Array(size));
  }

  private growPaths(size: number): void {
    const n = new Int16Array(size);
    n.set(this.paths);
    this.paths = n;
  }

  /** Loads a position's pieces (not its chain) into the board. */
  load(s: FanoronaState): void {
    const { cells, lowBit, highBit } = this;
    let w = 0,
      b = 0;
    for (let p = 0; p < this.points; p++) {
      if (((s.white0 & lowBit[p]!) | (s.white1 & highBit[p]!)) !== 0) {
        cells[p] = 1;
        w++;
      } else if (((s.black0 & lowBit[p]!) | (s.black1 & highBit[p]!)) !== 0) {
        cells[p] = 2;
        b++;
      } else cells[p] = 0;
    }
    this.count[1] = w;
    this.count[2] = b;
    this.white0 = s.white0;
    this.white1 = s.white1;
    this.black0 = s.black0;
    this.black1 = s.black1;
  }

  /** True while Black (the previous game's winner) is still barred from capturing in vela. */
  inHandicap(): boolean {
    const v = this.rules.vela;
    return v !== null && this.count[2]! > v.release;
  }

  /** Whether the turn numbered `turnNumber` is limited to a single capture step by the opening rule. */
  openingLimited(turnNumber: number | null): boolean {
    const o = this.rules.openingSingleCapture;
    if (turnNumber === null || o === "none") return false;
    return turnNumber === 1 || (o === "each-players-first-turn" && turnNumber === 2);
  }

  /**
   * Lists the legal capture steps of the piece on p into the step buffer; returns how many.
   * With `chain`, the chain restrictions apply relative to the last step.
   */
  listSteps(
    p: number,
    chain: boolean,
    lastDir: number,
    lastCapDir: number,
    v0: number,
    v1: number,
    lines: number,
  ): number {
    const { nb, cells } = this;
    const enemy = 3 - cells[p]!;
    const start = this.stepTop;
    let n = start;
    const buf = this.stepBuf;
    const base = p * 8;
    for (let d = 0; d < 8; d++) {
      const q = nb[base + d]!;
      if (q < 0 || cells[q] !== 0) continue;
      if (chain) {
        if (this.noSameDirection && d === lastDir) continue;
        if (this.noImmediateReturn && d === ((lastDir + 4) & 7)) continue;
        if (this.noRevisit && ((v0 & this.lowBit[q]!) | (v1 & this.highBit[q]!)) !== 0) continue;
        if (this.noSameLine && ((lines >>> this.lineOf[base + d]!) & 1) !== 0) continue;
      }
      const a = nb[q * 8 + d]!;
      let canA = a >= 0 && cells[a] === enemy;
      const w = nb[base + ((d + 4) & 7)]!;
      let canW = w >= 0 && cells[w] === enemy;
      if (chain && this.noOppositeCapture) {
        if (canA && d === ((lastCapDir + 4) & 7)) canA = false;
        if (canW && d === lastCapDir) canW = false;
      }
      if (canA && canW) {
        if (this.preferApproach) canW = false;
        else if (this.preferWithdrawal) canA = false;
      }
      if (canA) buf[n++] = d * 4 + KIND_APPROACH;
      if (canW) buf[n++] = d * 4 + KIND_WITHDRAWAL;
    }
    return n - start;
  }

  /** Step codes written by the last `listSteps` call (valid until the next call). */
  stepAt(i: number): number {
    return this.stepBuf[this.stepTop + i]!;
  }

  /**
   * The pieces of `side` that have a capture (approach or withdrawal in some direction), as a
   * two-word set in `cx0`/`cx1`, computed with whole-board shifts from the piece sets.
   */
  capturers(side: Player): void {
    const m0 = side === 0 ? this.white0 : this.black0;
    const m1 = side === 0 ? this.white1 : this.black1;
    const o0 = side === 0 ? this.black0 : this.white0;
    const o1 = side === 0 ? this.black1 : this.white1;
    const e0 = ~(m0 | o0) & this.board0;
    const e1 = ~(m1 | o1) & this.board1;
    let acc0 = 0,
      acc1 = 0;
    for (let d = 0; d < 8; d++) {
      const h0 = this.has0[d]!;
      const h1 = this.has1[d]!;
      const p0 = m0 & h0;
      const p1 = m1 & h1;
      if ((p0 | p1) === 0) continue;
      const k = this.shift[d]!;
      const g0 = this.has0[(d + 4) & 7]!;
      const g1 = this.has1[(d + 4) & 7]!;
      const eh0 = e0 & h0;
      const eh1 = e1 & h1;
      let a0: number, a1: number, w0: number, w1: number;
      if (k > 0) {
        const k2 = 2 * k;
        // Approach: p+k empty (and not on the edge that way), p+2k enemy.
        a0 = p0 & ((eh0 >>> k) | (eh1 << (32 - k))) & ((o0 >>> k2) | (o1 << (32 - k2)));
        a1 = p1 & (eh1 >>> k) & (o1 >>> k2);
        // Withdrawal: p+k empty, p-k enemy.
        w0 = p0 & g0 & ((e0 >>> k) | (e1 << (32 - k))) & (o0 << k);
        w1 = p1 & g1 & (e1 >>> k) & ((o1 << k) | (o0 >>> (32 - k)));
      } else {
        const j = -k;
        const j2 = 2 * j;
        a0 = p0 & (eh0 << j) & (o0 << j2);
        a1 = p1 & ((eh1 << j) | (eh0 >>> (32 - j))) & ((o1 << j2) | (o0 >>> (32 - j2)));
        w0 = p0 & g0 & (e0 << j) & ((o0 >>> j) | (o1 << (32 - j)));
        w1 = p1 & g1 & ((e1 << j) | (e0 >>> (32 - j))) & (o1 >>> j);
      }
      acc0 |= a0 | w0;
      acc1 |= a1 | w1;
    }
    this.cx0 = acc0;
    this.cx1 = acc1;
  }

  /** Whether `side` (0 White, 1 Black) has any capture, ignoring chain and opening limits. */
  hasCapture(side: Player): boolean {
    if (side === 1 && this.inHandicap()) return false;
    this.capturers(side);
    return (this.cx0 | this.cx1) !== 0;
  }

  /** Moves p one step in direction d with the given kind, removing the captured line. */
  private capture(p: number, d: number, kind: number): number {
    const { nb, cells } = this;
    const q = nb[p * 8 + d]!;
    let dir: number, r: number;
    if (kind === KIND_APPROACH) {
      dir = d;
      r = nb[q * 8 + d]!;
    } else {
      dir = (d + 4) & 7;
      r = nb[p * 8 + dir]!;
    }
    const enemy = this.enemy;
    while (r >= 0 && cells[r] === enemy) {
      cells[r] = 0;
      this.undoBuf[this.undoTop++] = r;
      this.cap0 ^= this.lowBit[r]!;
      this.cap1 ^= this.highBit[r]!;
      if (this.nearestOnly) break;
      r = nb[r * 8 + dir]!;
    }
    cells[p] = 0;
    cells[q] = this.me;
    return q;
  }

  private uncapture(p: number, q: number, mark: number): void {
    const { cells } = this;
    while (this.undoTop > mark) {
      const r = this.undoBuf[--this.undoTop]!;
      cells[r] = this.enemy;
      this.cap0 ^= this.lowBit[r]!;
      this.cap1 ^= this.highBit[r]!;
    }
    cells[q] = 0;
    cells[p] = this.me;
  }

  private ensure(): void {
    if (this.top >= this.tFrom.length) this.grow(this.tFrom.length * 2);
    if (this.pathTop + MAX_CHAIN >= this.paths.length) this.growPaths(this.paths.length * 2);
  }

  /** Records the current chain as a turn, unless an earlier path gave the same outcome. */
  private record(to: number, depth: number): void {
    const { cap0, cap1 } = this;
    for (let i = this.pieceBase; i < this.top; i++)
      if (this.tTo[i] === to && this.tCap0[i] === cap0 && this.tCap1[i] === cap1) return;
    this.ensure();
    const t = this.top++;
    this.tFrom[t] = this.dfsFrom;
    this.tTo[t] = to;
    this.tCap0[t] = cap0;
    this.tCap1[t] = cap1;
    this.tLen[t] = depth;
    if (this.withPaths) {
      this.tPath[t] = this.pathTop;
      this.paths.set(this.chainPath.subarray(0, depth), this.pathTop);
      this.pathTop += depth;
    }
  }

  private dfs(
    p: number,
    lastDir: number,
    lastCapDir: number,
    v0: number,
    v1: number,
    lines: number,
    depth: number,
  ): void {
    const start = this.stepTop;
    const n = this.listSteps(p, true, lastDir, lastCapDir, v0, v1, lines);
    if (n === 0 || this.optional) this.record(p, depth);
    if (n === 0) return;
    this.stepTop = start + n;
    const { lowBit, highBit } = this;
    for (let i = 0; i < n; i++) {
      const code = this.stepBuf[start + i]!;
      const d = code >> 2;
      const kind = code & 3;
      const mark = this.undoTop;
      const q = this.capture(p, d, kind);
      this.chainPath[depth] = q * 4 + kind;
      this.dfs(
        q,
        d,
        kind === KIND_APPROACH ? d : (d + 4) & 7,
        v0 | lowBit[q]!,
        v1 | highBit[q]!,
        lines | (1 << this.lineOf[p * 8 + d]!),
        depth + 1,
      );
      this.uncapture(p, q, mark);
    }
    this.stepTop = start;
  }

  /**
   * Generates the legal turns of `side` into [base, top) and returns top. Capture turns come
   * first (by starting point, direction, approach before withdrawal, depth-first along chains),
   * then non-capturing moves. With `withPaths` each turn's path is stored too.
   */
  generate(side: Player, turnNumber: number | null, base: number, withPaths: boolean): number {
    this.top = base;
    this.withPaths = withPaths;
    const me = side + 1;
    this.me = me;
    this.enemy = 3 - me;
    const vela = this.rules.vela;
    const handicap = this.inHandicap();
    const { lowBit, highBit, lineOf } = this;
    this.captureTurns = 0;
    if (handicap && side === 1) {
      this.paikas(me, false);
      if (vela!.winnerMustOffer) this.keepOffers(base);
      return this.top;
    }
    const loserSingle = handicap && vela!.loserSingleCapture;
    this.nearestOnly = loserSingle;
    const single = loserSingle || this.openingLimited(turnNumber);
    this.cap0 = 0;
    this.cap1 = 0;
    this.undoTop = 0;
    this.stepTop = 0;
    this.capturers(side);
    let rest0 = this.cx0;
    let rest1 = this.cx1;
    while ((rest0 | rest1) !== 0) {
      let p: number;
      if (rest0 !== 0) {
        p = 31 - Math.clz32(rest0 & -rest0);
        rest0 &= rest0 - 1;
      } else {
        p = 63 - Math.clz32(rest1 & -rest1);
        rest1 &= rest1 - 1;
      }
      this.pieceBase = this.top;
      this.dfsFrom = p;
      const n = this.listSteps(p, false, -1, -1, 0, 0, 0);
      if (n === 0) continue;
      this.stepTop = n;
      for (let i = 0; i < n; i++) {
        const code = this.stepBuf[i]!;
        const d = code >> 2;
        const kind = code & 3;
        const q = this.capture(p, d, kind);
        this.chainPath[0] = q * 4 + kind;
        if (single) this.record(q, 1);
        else
          this.dfs(
            q,
            d,
            kind === KIND_APPROACH ? d : (d + 4) & 7,
            lowBit[p]! | lowBit[q]!,
            highBit[p]! | highBit[q]!,
            1 << lineOf[p * 8 + d]!,
            1,
          );
        this.uncapture(p, q, 0);
      }
      this.stepTop = 0;
    }
    this.nearestOnly = false;
    this.captureTurns = this.top - base;
    if (this.captureTurns > 0 && this.rules.compulsoryCapture) return this.top;
    this.paikas(me, this.captureTurns > 0);
    return this.top;
  }

  /**
   * Generates the ways to finish a chain in progress: the piece of `side` on `at` after a step in
   * `lastDir`. A turn with an empty path (length 0) means stopping at once (optional continuation).
   */
  generateFrom(
    side: Player,
    at: number,
    lastDir: number,
    lastCapDir: number,
    v0: number,
    v1: number,
    lines: number,
    base: number,
    withPaths: boolean,
  ): number {
    this.top = base;
    this.withPaths = withPaths;
    this.me = side + 1;
    this.enemy = 2 - side;
    this.nearestOnly = false;
    this.cap0 = 0;
    this.cap1 = 0;
    this.undoTop = 0;
    this.stepTop = 0;
    this.pieceBase = base;
    this.dfsFrom = at;
    this.dfs(at, lastDir, lastCapDir, v0, v1, lines, 0);
    this.captureTurns = this.top - base;
    return this.top;
  }

  /** The first capture steps of every piece of `side` (codes `from * 32 + direction * 4 + kind`). */
  firstCaptureSteps(side: Player): number[] {
    const out: number[] = [];
    if (side === 1 && this.inHandicap()) return out;
    this.stepTop = 0;
    for (let p = 0; p < this.points; p++) {
      if (this.cells[p] !== side + 1) continue;
      const n = this.listSteps(p, false, -1, -1, 0, 0, 0);
      for (let i = 0; i < n; i++) out.push(p * 32 + this.stepBuf[i]!);
    }
    return out;
  }

  /** Appends the non-capturing moves; with `skipCaptures`, moves that would capture are left out. */
  private paikas(me: number, skipCaptures: boolean): void {
    if (skipCaptures) {
      this.paikasByCell(me);
      return;
    }
    // Every step to an empty neighbour, direction by direction, from the piece sets.
    const m0 = me === 1 ? this.white0 : this.black0;
    const m1 = me === 1 ? this.white1 : this.black1;
    const e0 = ~(this.white0 | this.black0) & this.board0;
    const e1 = ~(this.white1 | this.black1) & this.board1;
    for (let d = 0; d < 8; d++) {
      const k = this.shift[d]!;
      const p0 = m0 & this.has0[d]!;
      const p1 = m1 & this.has1[d]!;
      let t0: number, t1: number;
      if (k > 0) {
        t0 = (p0 << k) & e0;
        t1 = ((p1 << k) | (p0 >>> (32 - k))) & e1;
      } else {
        const j = -k;
        t0 = ((p0 >>> j) | (p1 << (32 - j))) & e0;
        t1 = (p1 >>> j) & e1;
      }
      while ((t0 | t1) !== 0) {
        let q: number;
        if (t0 !== 0) {
          q = 31 - Math.clz32(t0 & -t0);
          t0 &= t0 - 1;
        } else {
          q = 63 - Math.clz32(t1 & -t1);
          t1 &= t1 - 1;
        }
        this.pushPaika(q - k, q);
      }
    }
  }

  private pushPaika(p: number, q: number): void {
    this.ensure();
    const t = this.top++;
    this.tFrom[t] = p;
    this.tTo[t] = q;
    this.tCap0[t] = 0;
    this.tCap1[t] = 0;
    this.tLen[t] = 1;
    if (this.withPaths) {
      this.tPath[t] = this.pathTop;
      this.paths[this.pathTop++] = q * 4 + KIND_PAIKA;
    }
  }

  /** Non-capturing moves only, cell by cell (capture not compulsory and captures available). */
  private paikasByCell(me: number): void {
    const { nb, cells } = this;
    const enemy = 3 - me;
    for (let p = 0; p < this.points; p++) {
      if (cells[p] !== me) continue;
      const base = p * 8;
      for (let d = 0; d < 8; d++) {
        const q = nb[base + d]!;
        if (q < 0 || cells[q] !== 0) continue;
        const a = nb[q * 8 + d]!;
        if (a >= 0 && cells[a] === enemy) continue;
        const w = nb[base + ((d + 4) & 7)]!;
        if (w >= 0 && cells[w] === enemy) continue;
        this.pushPaika(p, q);
      }
    }
  }

  /** Vela: keeps only the winner's moves after which the loser can capture, when there are any. */
  private keepOffers(base: number): void {
    let kept = base;
    for (let i = base; i < this.top; i++) {
      const from = this.tFrom[i]!;
      const to = this.tTo[i]!;
      this.apply(1, from, to, 0, 0);
      const offers = this.hasCapture(0);
      this.unapply(1, from, to, 0, 0);
      if (!offers) continue;
      this.tFrom[kept] = from;
      this.tTo[kept] = to;
      this.tCap0[kept] = 0;
      this.tCap1[kept] = 0;
      this.tLen[kept] = 1;
      this.tPath[kept] = this.tPath[i]!;
      kept++;
    }
    if (kept > base) this.top = kept;
  }

  /** Plays generated turn i of `side` on the board (pieces and sets); returns pieces captured. */
  make(side: Player, i: number): number {
    const from = this.tFrom[i]!;
    const to = this.tTo[i]!;
    const c0 = this.tCap0[i]!;
    const c1 = this.tCap1[i]!;
    return this.apply(side, from, to, c0, c1);
  }

  /** Moves the mover's bit from `from` to `to` and flips the captured bits: its own inverse. */
  private toggle(side: Player, from: number, to: number, c0: number, c1: number): void {
    const { lowBit, highBit } = this;
    // A chain may end where it began (when revisiting is allowed): then the mover's set is unchanged.
    const m0 = from === to ? 0 : lowBit[from]! | lowBit[to]!;
    const m1 = from === to ? 0 : highBit[from]! | highBit[to]!;
    if (side === 0) {
      this.white0 ^= m0;
      this.white1 ^= m1;
      this.black0 ^= c0;
      this.black1 ^= c1;
    } else {
      this.black0 ^= m0;
      this.black1 ^= m1;
      this.white0 ^= c0;
      this.white1 ^= c1;
    }
  }

  apply(side: Player, from: number, to: number, c0: number, c1: number): number {
    const { cells } = this;
    const me = side + 1;
    const enemy = 3 - me;
    this.toggle(side, from, to, c0, c1);
    let n = 0;
    for (let x = c0; x !== 0; x &= x - 1) {
      cells[31 - Math.clz32(x & -x)] = 0;
      n++;
    }
    for (let x = c1; x !== 0; x &= x - 1) {
      cells[63 - Math.clz32(x & -x)] = 0;
      n++;
    }
    // The mover may end on a point emptied by its own chain: place it after the captures.
    cells[from] = 0;
    cells[to] = me;
    this.count[enemy] = this.count[enemy]! - n;
    return n;
  }

  /** Takes back `apply(side, from, to, c0, c1)`. */
  unapply(side: Player, from: number, to: number, c0: number, c1: number): void {
    const { cells } = this;
    const me = side + 1;
    const enemy = 3 - me;
    cells[to] = 0;
    this.toggle(side, from, to, c0, c1);
    const n = popcount(c0) + popcount(c1);
    for (let x = c0; x !== 0; x &= x - 1) cells[31 - Math.clz32(x & -x)] = enemy;
    for (let x = c1; x !== 0; x &= x - 1) cells[63 - Math.clz32(x & -x)] = enemy;
    cells[from] = me;
    this.count[enemy] = this.count[enemy]! + n;
  }

  /**
   * The status of the loaded position with `side` to move at the start of a turn. Generates the
   * legal turns into [base, top) when it needs them (always when the result is ONGOING).
   * `repeats` is how many times this position has occurred (1 the first time).
   */
  evaluate(
    side: Player,
    turnNumber: number | null,
    quiet: number,
    repeats: number,
    base: number,
    withPaths: boolean,
  ): number {
    const rules = this.rules;
    this.top = base;
    const other: Player = side === 0 ? 1 : 0;
    if (this.count[side + 1] === 0) {
      this.winner = other;
      return WIN_CAPTURED_ALL;
    }
    if (this.count[other + 1] === 0) {
      this.winner = side;
      return WIN_CAPTURED_ALL;
    }
    if (rules.drawQuietTurns !== null && quiet >= rules.drawQuietTurns) return DRAW_QUIET;
    if (rules.drawRepetition !== null && repeats >= rules.drawRepetition) return DRAW_REPETITION;
    const end = this.generate(side, turnNumber, base, withPaths);
    const vela = rules.vela;
    if (
      vela !== null &&
      side === 0 &&
      this.captureTurns === 0 &&
      vela.loserCannotCapture === "loser-wins" &&
      this.inHandicap()
    ) {
      this.winner = 0;
      this.top = base;
      return WIN_VELA_LOSER_STUCK;
    }
    if (end === base) {
      if (rules.blocked === "loses") {
        this.winner = other;
        return WIN_BLOCKED;
      }
      return DRAW_BLOCKED;
    }
    if (rules.drawNeitherCanCapture && this.captureTurns === 0 && !this.hasCapture(other)) {
      let live = false;
      for (let i = base; i < end && !live; i++) {
        const from = this.tFrom[i]!;
        const to = this.tTo[i]!;
        this.apply(side, from, to, 0, 0);
        live = this.hasCapture(side) || this.hasCapture(other);
        this.unapply(side, from, to, 0, 0);
      }
      this.top = end;
      if (!live) {
        this.top = base;
        return DRAW_NEITHER_CAN_CAPTURE;
      }
    }
    return ONGOING;
  }
}
