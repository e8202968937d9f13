import type { FastPaths, Game } from "../core/game.ts";
import type { Player } from "../core/player.ts";
import type { Rng } from "../core/rng.ts";
import type { Status } from "../core/status.ts";
import { ONGOING, type Engine } from "./engine.ts";
import type { FanoronaState, FanoronaStep, FanoronaTurn } from "./state.ts";

type Generic = Pick<
  Game<FanoronaState, FanoronaStep, FanoronaTurn>,
  "status" | "turns" | "playTurn"
>;

/**
 * Perft and random playouts on the mutable engine: turns are generated into flat arrays and
 * played with make/undo, no objects per move. They follow the generic interface exactly
 * (same turn order, one `rng.int` per turn), so a playout from a seed gives the same game both
 * ways. A position in the middle of a chain goes through the generic functions.
 */
export function fastPaths(
  engine: Engine,
  toStatus: (code: number, winner: Player) => Status,
  generic: Generic,
): FastPaths<FanoronaState> {
  const rules = engine.rules;
  const tracking = rules.drawRepetition !== null;
  // Positions since the last capture, for the repetition rule: a stack of (4 words + side).
  let hist = new Int32Array(5 * 1024);
  let histLen = 0;

  function push(side: Player): void {
    if (5 * (histLen + 1) > hist.length) {
      const n = new Int32Array(hist.length * 2);
      n.set(hist);
      hist = n;
    }
    const o = 5 * histLen++;
    hist[o] = engine.white0;
    hist[o + 1] = engine.white1;
    hist[o + 2] = engine.black0;
    hist[o + 3] = engine.black1;
    hist[o + 4] = side;
  }

  /** How often the current position (the top of the stack) occurs from index `from` on. */
  function repeats(from: number): number {
    if (!tracking) return 1;
    const o = 5 * (histLen - 1);
    let n = 0;
    for (let i = from; i < histLen; i++) {
      const k = 5 * i;
      if (
        hist[k] === hist[o] &&
        hist[k + 1] === hist[o + 1] &&
        hist[k + 2] === hist[o + 2] &&
        hist[k + 3] === hist[o + 3] &&
        hist[k + 4] === hist[o + 4]
      )
        n++;
    }
    return n;
  }

  /** Loads a state and its seen positions; returns the index where repetition counting starts. */
  function start(s: FanoronaState): void {
    engine.load(s);
    histLen = 0;
    if (!tracking) return;
    const nodes: FanoronaState["seen"][] = [];
    for (let n = s.seen; n !== null; n = n.prev) nodes.push(n);
    for (let i = nodes.length - 1; i >= 0; i--) {
      const n = nodes[i]!;
      const o = 5 * histLen;
      if (o + 5 > hist.length) {
        const grown = new Int32Array(hist.length * 2);
        grown.set(hist);
        hist = grown;
      }
      hist[o] = n.white0;
      hist[o + 1] = n.white1;
      hist[o + 2] = n.black0;
      hist[o + 3] = n.black1;
      hist[o + 4] = n.toMove;
      histLen++;
    }
    if (histLen === 0) push(s.toMove);
  }

  function rec(
    depth: number,
    side: Player,
    turnNumber: number | null,
    quiet: number,
    base: number,
    window: number,
  ): number {
    const code = engine.evaluate(side, turnNumber, quiet, repeats(window), base, false);
    if (code !== ONGOING) return 0;
    const end = engine.top;
    if (depth === 1) return end - base;
    const next: Player = side === 0 ? 1 : 0;
    const nextTurn = turnNumber === null ? null : turnNumber + 1;
    let total = 0;
    for (let i = base; i < end; i++) {
      const from = engine.tFrom[i]!;
      const to = engine.tTo[i]!;
      const c0 = engine.tCap0[i]!;
      const c1 = engine.tCap1[i]!;
      const n = engine.apply(side, from, to, c0, c1);
      if (tracking) push(next);
      total += rec(
        depth - 1,
        next,
        nextTurn,
        n > 0 ? 0 : quiet + 1,
        end,
        n > 0 ? histLen - 1 : window,
      );
      if (tracking) histLen--;
      engine.unapply(side, from, to, c0, c1);
    }
    return total;
  }

  function slowPerft(s: FanoronaState, depth: number): number {
    if (depth === 0) return 1;
    if (generic.status(s).kind !== "ongoing") return 0;
    const turns = generic.turns(s);
    if (depth === 1) return turns.length;
    let total = 0;
    for (const t of turns) {
      const r = generic.playTurn(s, t);
      if (!r.ok) throw new Error(`generated turn refused: ${r.error.message}`);
      total += slowPerft(r.value, depth - 1);
    }
    return total;
  }

  return {
    perft(s, depth) {
      if (depth === 0) return 1;
      if (s.chain !== null) return slowPerft(s, depth);
      start(s);
      return rec(depth, s.toMove, s.turnNumber, s.quiet, 0, 0);
    },
    playout(s: FanoronaState, rng: Rng, maxPlies: number) {
      let state = s;
      let plies = 0;
      // Finish a chain in progress through the generic interface, as randomPlayout would.
      while (state.chain !== null && plies < maxPlies) {
        const st = generic.status(state);
        if (st.kind !== "ongoing") return { plies, status: st };
        const turns = generic.turns(state);
        const r = generic.playTurn(state, turns[rng.int(turns.length)]!);
        if (!r.ok) throw new Error(`generated turn refused: ${r.error.message}`);
        state = r.value;
        plies++;
      }
      if (state.chain !== null) return { plies, status: generic.status(state) };
      start(state);
      let side = state.toMove;
      let turnNumber = state.turnNumber;
      let quiet = state.quiet;
      let window = 0;
      for (; plies < maxPlies; plies++) {
        const code = engine.evaluate(side, turnNumber, quiet, repeats(window), 0, false);
        if (code !== ONGOING) return { plies, status: toStatus(code, engine.winner) };
        const n = engine.make(side, rng.int(engine.top));
        side = side === 0 ? 1 : 0;
        if (turnNumber !== null) turnNumber++;
        quiet = n > 0 ? 0 : quiet + 1;
        if (tracking) {
          push(side);
          if (n > 0) window = histLen - 1;
        }
      }
      const code = engine.evaluate(side, turnNumber, quiet, repeats(window), 0, false);
      return { plies, status: toStatus(code, engine.winner) };
    },
  };
}
