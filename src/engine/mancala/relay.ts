import type { Pos } from "./types.ts";

/**
 * Relay sowing that would never end.
 *
 * A relay (Msuwa, Fifangha's mandre) or a forced re-spread (Chiana's "one and two") lifts a hole
 * again and again inside one turn. Number these relay lifts 1, 2, 3 ... (the opening lift of the
 * turn is not one of them) and call the board (every hole, the Chiana owners, the stores) together
 * with the hole about to be lifted a *situation*. Given the situation the rest of the sowing is
 * determined, so a sowing that comes back to a situation it has been in goes round for ever.
 *
 * The documented rule (option `endless-sowing: end-turn`): **the sowing stops at the first relay
 * lift whose situation repeats that of an earlier relay lift of the same turn; if the first
 * RELAY_CAP relay lifts bring no repeat, it stops at relay lift RELAY_CAP. The hole is not lifted,
 * the board stays as it is, nothing is captured and the turn ends.** The cap is part of the rule:
 * with 60-odd counters on 16 holes (a lopsided Fifangha) a relay can wander through so many
 * situations that its first repeat lies millions of lifts away, or never comes before it ends.
 *
 * Finding the stop exactly: Brent's algorithm watches from relay lift WATCH_AFTER on (constant
 * memory; shorter relays cost nothing). A first repeat at lift r <= RELAY_CAP (so μ < r and λ <= r)
 * is always detected by lift WATCH_AFTER + 3 * RELAY_CAP; once a cycle of length λ is found, its
 * first repeat is located by replaying from relay lift 1, and if it lies beyond RELAY_CAP, or
 * nothing is found by then, the replay stops at relay lift RELAY_CAP instead. The stop is thus
 * exactly the one the rule names, however and whenever the cycle is noticed.
 */
export const RELAY_CAP = 100_000;

/** Relay lifts before Brent's detection starts watching (a shorter relay costs nothing to watch). */
export const WATCH_AFTER = 64;

/** Lifts after which a first repeat within RELAY_CAP would certainly have been detected. */
const LOOKAHEAD = WATCH_AFTER + 3 * RELAY_CAP + 2;

/** Lifts the hole `hole` of `pos` and sows its counters; returns the hole to lift next if the relay goes on. */
export type Advance = (pos: Pos, hole: number) => number;

export class RelayGuard {
  private readonly first: Pos;
  private firstHole = -1;
  private origin: Pos | null = null;
  private start = -1;
  private readonly snap: Pos;
  private snapHole = -1;
  private power = 1;
  private lam = 0;
  private lifts = 0;
  private found = false;
  private readonly scratchA: Pos;
  private readonly scratchB: Pos;

  constructor(template: Pos) {
    this.first = blank(template);
    this.snap = blank(template);
    this.scratchA = blank(template);
    this.scratchB = blank(template);
  }

  /**
   * Starts watching a sowing. With `origin` (the position just before the opening lift of hole
   * `start`, left untouched until the sowing ends) nothing is copied unless the sowing must be
   * stopped; with null the situation of the first relay lift is copied when it happens.
   */
  begin(origin: Pos | null, start: number): void {
    this.lifts = 0;
    this.origin = origin;
    this.start = start;
  }

  /** Called at every relay lift; returns true when the sowing must stop (then call `resolve`). */
  lift(pos: Pos, hole: number): boolean {
    this.lifts++;
    if (this.lifts === 1 && this.origin === null) {
      copyBoard(this.first, pos);
      this.firstHole = hole;
    }
    if (this.lifts < WATCH_AFTER) return false;
    if (this.lifts === WATCH_AFTER) {
      copyBoard(this.snap, pos);
      this.snapHole = hole;
      this.power = 1;
      this.lam = 0;
      return false;
    }
    this.lam++;
    if (hole === this.snapHole && sameBoard(this.snap, pos)) {
      this.found = true;
      return true;
    }
    if (this.lifts >= LOOKAHEAD) {
      this.found = false;
      return true;
    }
    if (this.lam === this.power) {
      copyBoard(this.snap, pos);
      this.snapHole = hole;
      this.power *= 2;
      this.lam = 0;
    }
    return false;
  }

  /**
   * After `lift` returned true: puts into `pos` the board at the stopping lift (the first
   * repeated situation, or relay lift RELAY_CAP) and returns the hole that is not lifted.
   */
  resolve(pos: Pos, advance: Advance): number {
    if (!this.found) return this.stopAt(pos, RELAY_CAP, advance);
    const t = this.scratchA;
    const h = this.scratchB;
    let th = this.firstLift(t, advance);
    const lam = this.lam;
    copyBoard(h, t);
    let hh = th;
    for (let i = 0; i < lam; i++) hh = advance(h, hh);
    // h is λ lifts ahead of t; they meet at the first lift of the cycle, μ.
    let mu = 1;
    while (!(th === hh && sameBoard(t, h))) {
      th = advance(t, th);
      hh = advance(h, hh);
      mu++;
    }
    if (mu + lam > RELAY_CAP) return this.stopAt(pos, RELAY_CAP, advance);
    copyBoard(pos, t);
    return th;
  }

  /**
   * Called when a relay ended by itself (a counter fell into an empty hole). A relay that made
   * RELAY_CAP lifts or more should have stopped at lift RELAY_CAP (it cannot have repeated a
   * situation, since it ended): puts that board into `pos` and returns true. Otherwise false.
   */
  ended(pos: Pos, advance: Advance): boolean {
    if (this.lifts < RELAY_CAP) return false;
    this.stopAt(pos, RELAY_CAP, advance);
    return true;
  }

  /** Puts relay lift 1 of the watched sowing into `t`; returns its hole. */
  private firstLift(t: Pos, advance: Advance): number {
    if (this.origin === null) {
      copyBoard(t, this.first);
      return this.firstHole;
    }
    copyBoard(t, this.origin);
    return advance(t, this.start);
  }

  /** Replays the watched sowing up to relay lift n (not lifted) into `pos`; returns its hole. */
  private stopAt(pos: Pos, n: number, advance: Advance): number {
    const t = this.scratchA;
    let th = this.firstLift(t, advance);
    for (let i = 1; i < n; i++) th = advance(t, th);
    copyBoard(pos, t);
    return th;
  }
}

const blank = (p: Pos): Pos => ({
  board: new Int32Array(p.board.length),
  owner: new Uint8Array(p.owner.length),
  toMove: p.toMove,
  store: new Int32Array(p.store.length),
  reserve: new Int32Array(p.reserve.length),
  ply: 0,
  pending: 0,
  pendA: 0,
  pendB: 0,
});

function copyBoard(dst: Pos, src: Pos): void {
  dst.toMove = src.toMove;
  dst.board.set(src.board);
  dst.owner.set(src.owner);
  dst.store.set(src.store);
}

function sameBoard(a: Pos, b: Pos): boolean {
  const x = a.board;
  const y = b.board;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  const o = a.owner;
  const q = b.owner;
  for (let i = 0; i < o.length; i++) if (o[i] !== q[i]) return false;
  return a.store[0] === b.store[0] && a.store[1] === b.store[1];
}
