import type { FastPaths, Game } from "../core/game.ts";
import { perft as genericPerft } from "../core/perft.ts";
import { playOrThrow } from "../core/play.ts";
import type { Player } from "../core/player.ts";
import type { PlayoutResult } from "../core/playout.ts";
import type { Rng } from "../core/rng.ts";
import type { Status } from "../core/status.ts";
import { ONGOING, type SearchBoard } from "./search-board.ts";
import type { FanoronaState, FanoronaStep, FanoronaTurn } from "./state.ts";

type Generic = Game<FanoronaState, FanoronaStep, FanoronaTurn>;

class FastSearch {
  private readonly board: SearchBoard;
  private readonly toStatus: (code: number, winner: Player) => Status;
  private readonly generic: Generic;
  private readonly tracking: boolean;
  // Positions since the last capture, for the repetition rule: a stack of (4 words + side).
  private hist = new Int32Array(5 * 1024);
  private histLen = 0;

  constructor(
    board: SearchBoard,
    toStatus: (code: number, winner: Player) => Status,
    generic: Generic,
  ) {
    this.board = board;
    this.toStatus = toStatus;
    this.generic = generic;
    this.tracking = board.rules.drawRepetition !== null;
  }

  private pushPosition(w0: number, w1: number, b0: number, b1: number, side: Player): void {
    if (5 * (this.histLen + 1) > this.hist.length) {
      const n = new Int32Array(this.hist.length * 2);
      n.set(this.hist);
      this.hist = n;
    }
    const o = 5 * this.histLen++;
    const hist = this.hist;
    hist[o] = w0;
    hist[o + 1] = w1;
    hist[o + 2] = b0;
    hist[o + 3] = b1;
    hist[o + 4] = side;
  }

  /** Records the board's position with `side` to move. */
  private push(side: Player): void {
    const b = this.board;
    this.pushPosition(b.white0, b.white1, b.black0, b.black1, side);
  }

  /** How often the current position (the top of the stack) occurs from index `from` on. */
  private repeats(from: number): number {
    if (!this.tracking) return 1;
    const hist = this.hist;
    const o = 5 * (this.histLen - 1);
    let n = 0;
    for (let i = from; i < this.histLen; i++) {
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

  /** Loads a state and, under the repetition rule, the positions it has seen (oldest first). */
  private start(s: FanoronaState): void {
    this.board.load(s);
    this.histLen = 0;
    if (!this.tracking) return;
    const nodes: FanoronaState["seen"][] = [];
    for (let n = s.seen; n !== null; n = n.prev) nodes.push(n);
    for (let i = nodes.length - 1; i >= 0; i--) {
      const n = nodes[i]!;
      this.pushPosition(n.white0, n.white1, n.black0, n.black1, n.toMove);
    }
    if (this.histLen === 0) this.push(s.toMove);
  }

  private rec(
    depth: number,
    side: Player,
    turnNumber: number | null,
    quiet: number,
    base: number,
    window: number,
  ): number {
    const b = this.board;
    const code = b.evaluate(side, turnNumber, quiet, this.repeats(window), base, false);
    if (code !== ONGOING) return 0;
    const end = b.top;
    if (depth === 1) return end - base;
    const next: Player = side === 0 ? 1 : 0;
    const nextTurn = turnNumber === null ? null : turnNumber + 1;
    const tracking = this.tracking;
    let total = 0;
    for (let i = base; i < end; i++) {
      const from = b.tFrom[i]!;
      const to = b.tTo[i]!;
      const c0 = b.tCap0[i]!;
      const c1 = b.tCap1[i]!;
      const n = b.apply(side, from, to, c0, c1);
      if (tracking) this.push(next);
      const w = n > 0 ? this.histLen - 1 : window;
      total += this.rec(depth - 1, next, nextTurn, n > 0 ? 0 : quiet + 1, end, w);
      if (tracking) this.histLen--;
      b.unapply(side, from, to, c0, c1);
    }
    return total;
  }

  perft(s: FanoronaState, depth: number): number {
    if (depth === 0) return 1;
    if (s.chain !== null) return genericPerft(this.generic, s, depth);
    this.start(s);
    return this.rec(depth, s.toMove, s.turnNumber, s.quiet, 0, 0);
  }

  playout(s: FanoronaState, rng: Rng, maxPlies: number): PlayoutResult {
    const { generic, board: b } = this;
    let state = s;
    let plies = 0;
    // Finish a chain in progress through the generic interface, as randomPlayout would.
    while (state.chain !== null && plies < maxPlies) {
      const st = generic.status(state);
      if (st.kind !== "ongoing") return { plies, status: st };
      const turns = generic.turns(state);
      state = playOrThrow(generic, state, turns[rng.int(turns.length)]!);
      plies++;
    }
    if (state.chain !== null) return { plies, status: generic.status(state) };
    this.start(state);
    let side = state.toMove;
    let turnNumber = state.turnNumber;
    let quiet = state.quiet;
    let window = 0;
    for (; plies < maxPlies; plies++) {
      const code = b.evaluate(side, turnNumber, quiet, this.repeats(window), 0, false);
      if (code !== ONGOING) return { plies, status: this.toStatus(code, b.winner) };
      const n = b.make(side, rng.int(b.top));
      side = side === 0 ? 1 : 0;
      if (turnNumber !== null) turnNumber++;
      quiet = n > 0 ? 0 : quiet + 1;
      if (this.tracking) {
        this.push(side);
        if (n > 0) window = this.histLen - 1;
      }
    }
    const code = b.evaluate(side, turnNumber, quiet, this.repeats(window), 0, false);
    return { plies, status: this.toStatus(code, b.winner) };
  }
}

/**
 * Perft and random playouts on the search board: turns are generated into flat arrays and
 * played with make/undo, no objects per move. They follow the generic interface exactly
 * (same turn order, one `rng.int` per turn), so a playout from a seed gives the same game both
 * ways. A position in the middle of a chain goes through the generic functions.
 */
export function fastPaths(
  board: SearchBoard,
  toStatus: (code: number, winner: Player) => Status,
  generic: Generic,
): FastPaths<FanoronaState> {
  const fast = new FastSearch(board, toStatus, generic);
  return {
    perft: (s, depth) => fast.perft(s, depth),
    playout: (s, rng, maxPlies) => fast.playout(s, rng, maxPlies),
  };
}
