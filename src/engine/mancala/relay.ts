import type { Pos } from "./types.ts";

/**
 * Detection of relay sowing that would never end.
 *
 * A relay (Msuwa, Fifangha's mandre) or a forced re-spread (Chiana's "one and two") lifts a hole
 * again and again inside one turn. Call the board (every hole, the Chiana owners, the stores)
 * together with the hole about to be lifted a *situation*. Given the situation, the rest of the
 * sowing is determined, so a sowing that comes back to a situation it has been in will go round
 * for ever. The documented rule (option `endless-sowing: end-turn`) is: **the sowing stops at the
 * first relay lift whose situation repeats the situation of an earlier relay lift in the same turn;
 * that hole is not lifted, the board stays as it is, and the turn ends without capture.** (Relay
 * lifts are numbered from the first lift after the opening one.)
 *
 * Detection uses Brent's algorithm (constant memory), watching from the WATCH_AFTER-th relay lift
 * on; once a cycle of length λ is found, the first repeated situation is located by replaying
 * from the first relay lift, so the stopping point is exactly the one the rule names, however
 * and whenever the cycle is noticed. `HARD_CAP` lifts end the sowing in the same way should a sowing ever run that
 * long without repeating (it cannot run for ever without repeating: the situations are finite).
 */
export const HARD_CAP = 1_000_000;

/** Lifts the hole `hole` of `pos` and sows its counters; returns the hole to lift next if the relay goes on. */
export type Advance = (pos: Pos, hole: number) => number;

/** Relay lifts before Brent's detection starts watching (a shorter relay costs nothing to watch). */
export const WATCH_AFTER = 64;

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
   * `start`, left untouched until the sowing ends) nothing is copied unless a cycle is found; with
   * null the situation of the first relay lift is copied when it happens.
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
    if (hole === this.snapHole && sameBoard(this.snap, pos)) return true;
    if (this.lifts >= HARD_CAP) {
      this.lam = 0;
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
   * After `lift` returned true: puts into `pos` the board at the first repeated situation and
   * returns the hole that is not lifted. With the hard cap, leaves `pos` as it is.
   */
  resolve(pos: Pos, hole: number, advance: Advance): number {
    const lam = this.lam;
    if (lam === 0) return hole;
    const t = this.scratchA;
    const h = this.scratchB;
    let th: number;
    if (this.origin === null) {
      copyBoard(t, this.first);
      th = this.firstHole;
    } else {
      copyBoard(t, this.origin);
      th = advance(t, this.start);
    }
    copyBoard(h, t);
    let hh = th;
    for (let i = 0; i < lam; i++) hh = advance(h, hh);
    // The state λ lifts ahead equals the tortoise from the start of the cycle on: advance both.
    while (!(th === hh && sameBoard(t, h))) {
      th = advance(t, th);
      hh = advance(h, hh);
    }
    copyBoard(pos, h);
    return hh;
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
