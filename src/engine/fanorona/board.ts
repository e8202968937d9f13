import type { Player } from "../core/player.ts";
import type { Geometry } from "./geometry.ts";
import type { FanoronaRules } from "./options.ts";
import { popcount, type FanoronaState } from "./state.ts";

/**
 * The mutable board every fanorona function works on: one per compiled game, reused between
 * calls, so move generation allocates nothing while it runs. A position is loaded explicitly
 * (`load` returns the board typed `Loaded`), and functions that read cells ask for that type.
 *
 * Cells: 0 empty, 1 White, 2 Black. Step codes: `direction * 4 + kind`, kind 0 paika,
 * 1 approach, 2 withdrawal. Two-word point sets: word 0 holds points 0-31, word 1 the rest.
 */

export const KIND_PAIKA = 0;
export const KIND_APPROACH = 1;
export const KIND_WITHDRAWAL = 2;

/** Most capture steps in one turn, and most pieces one turn can take (22 on 9x5). */
export const MAX_CHAIN = 64;

declare const LOADED: unique symbol;
/** A board holding a known position: returned by `load`, required by whatever reads cells. */
export type Loaded<B extends Board = Board> = B & { readonly [LOADED]: true };

/**
 * The chain restrictions that forbid a capture step by where it goes, in the order the explainer
 * names them (explain.ts). `Board.chainBlock` returns 1 + the index of the first that applies;
 * the generator skips any step it blocks, so the two cannot disagree.
 */
export const CHAIN_RESTRICTIONS = [
  "no-revisit",
  "no-immediate-return",
  "no-same-direction",
  "no-same-line",
] as const;
export type ChainRestriction = (typeof CHAIN_RESTRICTIONS)[number];

export class Board {
  readonly geo: Geometry;
  readonly rules: FanoronaRules;
  readonly points: number;
  readonly nb: Int8Array;
  readonly lineOf: Int8Array;
  readonly lowBit: Int32Array;
  readonly highBit: Int32Array;
  readonly noSameDirection: boolean;
  readonly noRevisit: boolean;
  readonly noImmediateReturn: boolean;
  readonly noSameLine: boolean;
  readonly noOppositeCapture: boolean;
  /** no-opposite-capture read relative to the piece's heading (option opposite-capture-frame). */
  readonly headingFrame: boolean;
  /** Index shift of a step in each direction, and the points that have a neighbour that way. */
  readonly shift = new Int32Array(8);
  readonly has0 = new Int32Array(8);
  readonly has1 = new Int32Array(8);
  readonly board0: number;
  readonly board1: number;
  /** Pieces with a capture, from the last `capturers` call. */
  cx0 = 0;
  cx1 = 0;

  /** The board's cells. */
  readonly cells: Int8Array;
  /** Pieces per cell value (index 1 White, 2 Black). */
  readonly count = new Int32Array(3);
  white0 = 0;
  white1 = 0;
  black0 = 0;
  black1 = 0;

  /** Points emptied by `takeLine`, newest last, until `restore` puts them back. */
  readonly taken = new Int8Array(MAX_CHAIN * 2);
  takenTop = 0;
  /** The points on `taken`, as a two-word set. */
  cap0 = 0;
  cap1 = 0;

  constructor(geo: Geometry, rules: FanoronaRules) {
    this.geo = geo;
    this.rules = rules;
    this.points = geo.points;
    this.nb = geo.neighbour;
    this.lineOf = geo.line;
    this.lowBit = geo.lowBit;
    this.highBit = geo.highBit;
    this.noSameDirection = rules.noSameDirection;
    this.noRevisit = rules.noRevisit;
    this.noImmediateReturn = rules.noImmediateReturn;
    this.noSameLine = rules.noSameLine;
    this.noOppositeCapture = rules.noOppositeCapture;
    this.headingFrame = rules.oppositeFrame === "heading";
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
  }

  /** Loads a position's pieces (not its chain) into the board. */
  load(s: FanoronaState): Loaded<this> {
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
    return this as Loaded<this>;
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
   * Which chain restriction forbids the chain step from p in direction d to q, as 1 + its index
   * in CHAIN_RESTRICTIONS; 0 when none does. `lastDir`, `v0`/`v1` (points visited) and `lines`
   * (lines used) describe the chain so far.
   */
  chainBlock(
    p: number,
    d: number,
    q: number,
    lastDir: number,
    v0: number,
    v1: number,
    lines: number,
  ): number {
    if (this.noRevisit && ((v0 & this.lowBit[q]!) | (v1 & this.highBit[q]!)) !== 0) return 1;
    if (this.noImmediateReturn && d === ((lastDir + 4) & 7)) return 2;
    if (this.noSameDirection && d === lastDir) return 3;
    if (this.noSameLine && ((lines >>> this.lineOf[p * 8 + d]!) & 1) !== 0) return 4;
    return 0;
  }

  /**
   * Whether no-opposite-capture forbids the capture step of `kind` in direction d right after a
   * step in direction `lastDir` that took pieces lying towards `lastCapDir`. In the board frame
   * the pieces may not lie opposite (on the board) to the last ones. In the heading frame an
   * approach takes in front of the moving piece and a withdrawal behind it, so the kind may not
   * change; the last step was an approach exactly when it took pieces the way it moved.
   */
  oppositeBlocked(d: number, kind: number, lastDir: number, lastCapDir: number): boolean {
    if (!this.noOppositeCapture) return false;
    if (this.headingFrame) return (kind === KIND_APPROACH) !== (lastCapDir === lastDir);
    const capDir = kind === KIND_APPROACH ? d : (d + 4) & 7;
    return capDir === ((lastCapDir + 4) & 7);
  }

  /**
   * The one capture walk (generation, explanation and simulation all use it): empties the enemy
   * line that the capture step of the piece on p in direction d takes, only its nearest piece
   * with `nearestOnly`, pushing each point on `taken`; returns how many. The piece does not move.
   */
  takeLine(p: number, d: number, kind: number, nearestOnly: boolean): void {
    const nb = this.nb;
    const cells = this.cells;
    const dir = kind === KIND_APPROACH ? d : (d + 4) & 7;
    let r = kind === KIND_APPROACH ? nb[nb[p * 8 + d]! * 8 + d]! : nb[p * 8 + dir]!;
    const enemy = 3 - cells[p]!;
    const taken = this.taken;
    let top = this.takenTop;
    let c0 = this.cap0;
    let c1 = this.cap1;
    while (r >= 0 && cells[r] === enemy) {
      cells[r] = 0;
      taken[top++] = r;
      c0 ^= this.lowBit[r]!;
      c1 ^= this.highBit[r]!;
      if (nearestOnly) break;
      r = nb[r * 8 + dir]!;
    }
    this.takenTop = top;
    this.cap0 = c0;
    this.cap1 = c1;
  }

  /** Puts back the pieces of colour `enemy` taken since `taken` held `mark` points. */
  restore(mark: number, enemy: number): void {
    const { cells } = this;
    while (this.takenTop > mark) {
      const r = this.taken[--this.takenTop]!;
      cells[r] = enemy;
      this.cap0 ^= this.lowBit[r]!;
      this.cap1 ^= this.highBit[r]!;
    }
  }

  /** Empties `taken` (and its set) before a new walk. */
  clearTaken(): void {
    this.takenTop = 0;
    this.cap0 = 0;
    this.cap1 = 0;
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

  /** Plays a whole turn on the board (pieces and sets); returns the pieces captured. */
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
}
