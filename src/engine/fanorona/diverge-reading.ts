import type { Player } from "../core/player.ts";
import type { FanoronaGame } from "./game.ts";
import { SearchBoard } from "./search-board.ts";
import type { FanoronaState } from "./state.ts";

/*
 * One side of the fast divergence search (diverge-fast.ts): a reading on its own search board,
 * with the positions it has seen, which its repetition rule reads.
 */

/** One reading on its own board, with the positions it has seen for the repetition rule. */
export class Reading {
  readonly board: SearchBoard;
  readonly tracking: boolean;
  readonly game: FanoronaGame;
  hist = new Int32Array(5 * 256);
  histLen = 0;

  constructor(game: FanoronaGame) {
    this.game = game;
    this.board = new SearchBoard(game.geometry, game.rules);
    this.tracking = game.rules.drawRepetition !== null;
  }

  private pushWords(w0: number, w1: number, b0: number, b1: number, side: Player): void {
    if (5 * (this.histLen + 1) > this.hist.length) {
      const n = new Int32Array(this.hist.length * 2);
      n.set(this.hist);
      this.hist = n;
    }
    this.hist.set([w0, w1, b0, b1, side], 5 * this.histLen++);
  }

  /** Records the board's position with `side` to move. */
  push(side: Player): void {
    const b = this.board;
    this.pushWords(b.white0, b.white1, b.black0, b.black1, side);
  }

  /** How often the newest recorded position occurs from index `from` on. */
  repeats(from: number): number {
    if (!this.tracking) return 1;
    const h = this.hist;
    const o = 5 * (this.histLen - 1);
    let n = 0;
    for (let i = from; i < this.histLen; i++) {
      const k = 5 * i;
      if (
        h[k] === h[o] &&
        h[k + 1] === h[o + 1] &&
        h[k + 2] === h[o + 2] &&
        h[k + 3] === h[o + 3] &&
        h[k + 4] === h[o + 4]
      )
        n++;
    }
    return n;
  }

  /** Loads a state and the positions it has seen (oldest first), as the fast perft does. */
  start(s: FanoronaState): void {
    this.board.load(s);
    this.histLen = 0;
    if (!this.tracking) return;
    const nodes: NonNullable<FanoronaState["seen"]>[] = [];
    for (let n = s.seen; n !== null; n = n.prev) nodes.push(n);
    for (let i = nodes.length - 1; i >= 0; i--) {
      const n = nodes[i]!;
      this.pushWords(n.white0, n.white1, n.black0, n.black1, n.toMove);
    }
    if (this.histLen === 0) this.push(s.toMove);
  }
}
