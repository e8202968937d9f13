import type { Player } from "../core/player.ts";
import { Board, KIND_APPROACH, KIND_PAIKA, KIND_WITHDRAWAL, MAX_CHAIN } from "./board.ts";
import type { Geometry } from "./geometry.ts";
import type { FanoronaRules } from "./options.ts";

/**
 * The move generator: writes whole turns into flat typed arrays, walking chains depth-first with
 * make/undo on the board's cells. `listSteps` is the one place that decides which capture steps
 * are legal; the explainer (explain.ts) asks the same board methods why a step is not.
 */
export class TurnGenerator extends Board {
  readonly optional: boolean;
  readonly preferApproach: boolean;
  readonly preferWithdrawal: boolean;

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

  // Depth-first scratch.
  private readonly stepBuf = new Int16Array(MAX_CHAIN * 16);
  private stepTop = 0;
  private readonly chainPath = new Int16Array(MAX_CHAIN);
  private me = 1;
  private nearestOnly = false;
  private withPaths = false;
  private dfsFrom = 0;
  private pieceBase = 0;

  constructor(geo: Geometry, rules: FanoronaRules) {
    super(geo, rules);
    this.optional = rules.continuation === "optional";
    this.preferApproach = rules.captureChoice === "approach";
    this.preferWithdrawal = rules.captureChoice === "withdrawal";
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
      const a = nb[q * 8 + d]!;
      let canA = a >= 0 && cells[a] === enemy;
      const w = nb[base + ((d + 4) & 7)]!;
      let canW = w >= 0 && cells[w] === enemy;
      // Most directions capture nothing: the chain restrictions are asked only about the rest.
      if (!canA && !canW) continue;
      if (chain) {
        if (this.chainBlock(p, d, q, lastDir, v0, v1, lines) !== 0) continue;
        if (this.noOppositeCapture) {
          if (canA && this.oppositeBlocked(d, KIND_APPROACH, lastDir, lastCapDir)) canA = false;
          if (canW && this.oppositeBlocked(d, KIND_WITHDRAWAL, lastDir, lastCapDir)) canW = false;
        }
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
    const { lowBit, highBit, nb, cells, me } = this;
    for (let i = 0; i < n; i++) {
      const code = this.stepBuf[start + i]!;
      const d = code >> 2;
      const kind = code & 3;
      const mark = this.takenTop;
      const q = nb[p * 8 + d]!;
      this.takeLine(p, d, kind, this.nearestOnly);
      cells[p] = 0;
      cells[q] = me;
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
      this.restore(mark, 3 - me);
      cells[q] = 0;
      cells[p] = me;
    }
    this.stepTop = start;
  }

  /** Sets up a generation run for `side` writing from `base`. */
  private begin(side: Player, base: number, withPaths: boolean, nearestOnly: boolean): void {
    this.top = base;
    this.withPaths = withPaths;
    this.me = side + 1;
    this.nearestOnly = nearestOnly;
    this.clearTaken();
    this.stepTop = 0;
  }

  /**
   * Generates the legal turns of `side` into [base, top) and returns top. Capture turns come
   * first (by starting point, direction, approach before withdrawal, depth-first along chains),
   * then non-capturing moves. With `withPaths` each turn's path is stored too.
   */
  generate(side: Player, turnNumber: number | null, base: number, withPaths: boolean): number {
    const vela = this.rules.vela;
    const handicap = this.inHandicap();
    this.captureTurns = 0;
    if (handicap && side === 1) {
      this.begin(side, base, withPaths, false);
      this.paikas(side + 1, false);
      if (vela!.winnerMustOffer) this.keepOffers(base);
      return this.top;
    }
    const loserSingle = handicap && vela!.loserSingleCapture;
    this.begin(side, base, withPaths, loserSingle);
    this.captures(side, loserSingle || this.openingLimited(turnNumber));
    this.nearestOnly = false;
    this.captureTurns = this.top - base;
    if (this.captureTurns > 0 && this.rules.compulsoryCapture) return this.top;
    this.paikas(side + 1, this.captureTurns > 0);
    return this.top;
  }

  /** Appends the capture turns of `side`, whole chains or (`single`) one capture step each. */
  private captures(side: Player, single: boolean): void {
    const { lowBit, highBit, lineOf, nb, cells, me } = this;
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
        const q = nb[p * 8 + d]!;
        this.takeLine(p, d, kind, this.nearestOnly);
        cells[p] = 0;
        cells[q] = me;
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
        this.restore(0, 3 - me);
        cells[q] = 0;
        cells[p] = me;
      }
      this.stepTop = 0;
    }
  }

  /**
   * Generates the ways to finish a chain in progress: the piece of `side` on `at` after a step in
   * `lastDir`. A turn with an empty path (length 0) means stopping at once (optional continuation).
   */
  generateFrom(
    side: Player,
    at: number,
    chain: {
      readonly lastDir: number;
      readonly lastCaptureDir: number;
      readonly visited0: number;
      readonly visited1: number;
      readonly lines: number;
    },
    base: number,
    withPaths: boolean,
  ): number {
    this.begin(side, base, withPaths, false);
    this.pieceBase = base;
    this.dfsFrom = at;
    const c = chain;
    this.dfs(at, c.lastDir, c.lastCaptureDir, c.visited0, c.visited1, c.lines, 0);
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
}
