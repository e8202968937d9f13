import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/engine/core/rng.ts";
import { RELAY_CAP, RelayGuard, WATCH_AFTER } from "../../../src/engine/mancala/relay.ts";
import type { Pos } from "../../../src/engine/mancala/types.ts";
import { load, play } from "./helpers.ts";

/*
 * Endless relay sowing. The documented rule: the sowing stops at the first relay lift whose
 * situation (all holes, the hole to lift) repeats that of an earlier relay lift of the same turn,
 * or at relay lift RELAY_CAP if there is no repeat by then; the board stays as it is and the turn
 * ends. The oracle below applies the rule literally, keeping every situation in a set; the engine
 * must stop at the same place without hanging.
 */

/** One lap of a single-row relay round m holes: lift `hole`, sow one a hole onwards. */
function lap(b: Int32Array, hole: number): number {
  const m = b.length;
  let hand = b[hole]!;
  b[hole] = 0;
  let i = hole;
  while (hand > 0) {
    i = (i + 1) % m;
    b[i]!++;
    hand--;
  }
  return i;
}

/** The rule applied literally: returns the final board and whether the relay was endless. */
function oracle(side: readonly number[], start: number): { board: number[]; endless: boolean } {
  const b = Int32Array.from(side);
  const seen = new Set<string>();
  let land = lap(b, start);
  while (b[land]! > 1) {
    const key = `${land}:${b.join(",")}`;
    if (seen.has(key) || seen.size + 1 === RELAY_CAP)
      return { board: Array.from(b), endless: true };
    seen.add(key);
    land = lap(b, land);
  }
  return { board: Array.from(b), endless: false };
}

const pos = (side: readonly number[]): Pos => ({
  board: Int32Array.from(side),
  owner: new Uint8Array(0),
  toMove: 0,
  store: new Int32Array(2),
  reserve: new Int32Array(2),
  ply: 0,
  pending: 0,
  pendA: 0,
  pendB: 0,
});

/** The engine's way: the guard watching each relay lift. */
function guarded(
  side: readonly number[],
  start: number,
  lazy: boolean,
): { board: number[]; endless: boolean } {
  const p = pos(side);
  const origin = lazy ? pos(side) : null;
  const guard = new RelayGuard(p);
  const advance = (q: Pos, hole: number): number => lap(q.board, hole);
  guard.begin(origin, start);
  let land = lap(p.board, start);
  while (p.board[land]! > 1) {
    if (guard.lift(p, land)) {
      guard.resolve(p, advance);
      return { board: Array.from(p.board), endless: true };
    }
    land = lap(p.board, land);
  }
  return { board: Array.from(p.board), endless: guard.ended(p, advance) };
}

describe("relay guard", () => {
  it("stops exactly where the literal rule stops, eagerly and lazily, and runs finite relays to their end", () => {
    const rng = createRng(7);
    let endless = 0;
    let long = 0;
    for (let trial = 0; trial < 3000; trial++) {
      const m = 5 + rng.int(8);
      const side = new Array<number>(m).fill(0);
      const k = m + rng.int(2 * m);
      for (let i = 0; i < k; i++) side[rng.int(m)]!++;
      const start = side.findIndex((c) => c > 1);
      if (start < 0) continue;
      const want = oracle(side, start);
      if (want.endless) endless++;
      expect(guarded(side, start, false), `${side.join(",")} from ${start}`).toEqual(want);
      expect(guarded(side, start, true), `${side.join(",")} from ${start} (lazy)`).toEqual(want);
      const b = Int32Array.from(side);
      let lifts = 0;
      let land = lap(b, start);
      while (b[land]! > 1 && lifts <= WATCH_AFTER * 4) {
        land = lap(b, land);
        lifts++;
      }
      if (lifts > WATCH_AFTER) long++;
    }
    // The sample must hold endless relays and relays long enough to be watched.
    expect(endless).toBeGreaterThan(20);
    expect(long).toBeGreaterThan(20);
  });
});

describe("relay guard on long relays (a counter in hole 0 stands for the situation)", () => {
  /**
   * A synthetic relay whose relay lift i has the situation "hole 0 holds v_i": v_1 = 1, then
   * v + 1, falling back from tail + loop - 1 to tail (a cycle of length `loop` entered at lift
   * `tail`; the first repeat is at lift tail + loop). With loop 0 it never repeats; it ends by
   * itself when v reaches `end`.
   */
  function run(tail: number, loop: number, end: number, lazy: boolean): number {
    const p = pos([0, 0]);
    const origin = lazy ? pos([0, 0]) : null;
    const next = (q: Pos): number => {
      const v = q.board[0]!;
      q.board[0] = loop > 0 && v === tail + loop - 1 ? tail : v + 1;
      return 0;
    };
    const guard = new RelayGuard(p);
    guard.begin(origin, 0);
    next(p);
    while (p.board[0]! < end) {
      if (guard.lift(p, 0)) {
        guard.resolve(p, next);
        return p.board[0]!;
      }
      next(p);
    }
    guard.ended(p, next);
    return p.board[0]!;
  }

  for (const lazy of [false, true])
    it(`stops at the first repeat, or at relay lift ${RELAY_CAP} (${lazy ? "lazy" : "eager"} copy)`, () => {
      const never = Number.MAX_SAFE_INTEGER;
      // A repeat well within the cap: back to the situation of lift 1.
      expect(run(1, 50_000, never, lazy)).toBe(1);
      // The first repeat lies beyond the cap: stop at the cap.
      expect(run(1, 150_000, never, lazy)).toBe(RELAY_CAP);
      // A first repeat within the cap that Brent's watch can only notice after it.
      expect(run(90_000, 9_000, never, lazy)).toBe(90_000);
      // Never repeating: stop at the cap.
      expect(run(0, 0, never, lazy)).toBe(RELAY_CAP);
      // Ending by itself after more lifts than the cap: the rule stopped it at the cap.
      expect(run(0, 0, 120_000, lazy)).toBe(RELAY_CAP);
      // Ending by itself before the cap: untouched.
      expect(run(0, 0, 20_000, lazy)).toBe(20_000);
    });
});

describe("endless relay in play (msuwa, 4 holes a row)", () => {
  const g = load("msuwa", "sanderson-1913", { holes: 4 });
  // South's round: a1 a2 a3 a4 b4 b3 b2 b1 = absolute holes 12 13 14 15 11 10 9 8.
  const round = [12, 13, 14, 15, 11, 10, 9, 8];

  const text = (side: readonly number[], tail: string): string => {
    const b = new Array<number>(16).fill(0);
    b[0] = 1; // north keeps one counter in its back row, none in its front row: nothing to capture
    side.forEach((c, i) => (b[round[i]!] = c));
    const row = (r: number): string => b.slice(4 * r, 4 * r + 4).join(",");
    return `${row(0)}/${row(1)}/${row(2)}/${row(3)} ${tail}`;
  };

  it("ends the turn at the first repeated situation, as the literal rule does", () => {
    const rng = createRng(11);
    let endless = 0;
    for (let trial = 0; trial < 400; trial++) {
      const side = new Array<number>(8).fill(0);
      const k = 10 + rng.int(15);
      for (let i = 0; i < k; i++) side[rng.int(8)]!++;
      const stores = 26 - 1 - k;
      const before = text(side, `s ${stores}:0 - 0 -`);
      for (let start = 0; start < 8; start++) {
        if (side[start]! < 2) continue;
        const want = oracle(side, start);
        if (want.endless) endless++;
        const name = start < 4 ? `a${start + 1}` : `b${8 - start}`;
        expect(play(g, before, name), `${before} ${name}`).toBe(
          text(want.board, `n ${stores}:0 - 1 -`),
        );
      }
    }
    expect(endless).toBeGreaterThan(10);
  });
});
