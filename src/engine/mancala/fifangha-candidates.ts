import type { Player } from "../core/player.ts";
import type { FifanghaConfig } from "./fifangha-options.ts";
import type { FifanghaSowing } from "./fifangha-sowing.ts";
import type { MancalaState, Side } from "./types.ts";

/*
 * Fifangha's legal turns as one list of candidates (kind, hole, direction, target Chibou) in the
 * canonical order: the generic turns, the directions a pending sowing may take and the fast
 * playout all read this list (fifangha.ts), so they agree by construction.
 */

/** Kinds of candidate turns: a reserve bassi that captures, a mamoueatsrha, a sowing. */
export const CAPTURE = 0;
export const MAM = 1;
export const SOW = 2;

/** What the list asks of the Fifangha kernel. */
export interface FifanghaMoves {
  readonly cfg: FifanghaConfig;
  readonly sowing: FifanghaSowing;
  hasReserve(pos: MancalaState, p: Player): boolean;
  captureCells(pos: MancalaState, out: Int32Array): number;
  targets(p: Player, h: number): number[];
  occupied(pos: MancalaState, frontOnly: boolean, out: Int32Array): number;
  dirOf(hole: number, side: Side): 1 | -1;
}

/** The candidate turns of the last position listed, in parallel buffers. */
export class Candidates {
  /** Kind (CAPTURE, MAM, SOW), hole, direction (+1/-1, 0 for a capture), target Chibou (-1 none). */
  readonly kind: Int32Array;
  readonly hole: Int32Array;
  readonly dir: Int32Array;
  readonly target: Int32Array;
  private readonly buf: Int32Array;
  private readonly xs: Int32Array;
  private k = 0;

  constructor(n: number) {
    const max = 16 * n;
    this.kind = new Int32Array(max);
    this.hole = new Int32Array(max);
    this.dir = new Int32Array(max);
    this.target = new Int32Array(max);
    this.buf = new Int32Array(4 * n);
    this.xs = new Int32Array(8 * n);
  }

  private push(kind: number, h: number, d: number, t: number): void {
    this.kind[this.k] = kind;
    this.hole[this.k] = h;
    this.dir[this.k] = d;
    this.target[this.k] = t;
    this.k++;
  }

  /**
   * Lists the legal turns of `pos`, which has nothing pending, into the buffers and returns how
   * many: while the player has a reserve, its captures and (unless a capture is compulsory and
   * there is one) its mamoueatsrha; after the reserve, every hole and direction, a first lap that
   * captures making a capturing turn.
   */
  list(m: FifanghaMoves, pos: MancalaState): number {
    const p = pos.toMove;
    const buf = this.buf;
    this.k = 0;
    if (m.hasReserve(pos, p)) {
      const nc = m.captureCells(pos, buf);
      const caps = Array.from(buf.subarray(0, nc));
      for (const h of caps) for (const t of m.targets(p, h)) this.push(CAPTURE, h, 0, t);
      if (nc === 0 || !m.cfg.compulsory) {
        const no = m.occupied(pos, m.cfg.mamFront, buf);
        for (let i = 0; i < no; i++) {
          const h = buf[i]!;
          if (caps.includes(h)) continue;
          this.push(MAM, h, m.dirOf(h, "L"), -1);
          this.push(MAM, h, m.dirOf(h, "R"), -1);
        }
      }
      return this.k;
    }
    if (!m.cfg.afterSow) return 0;
    const no = m.occupied(pos, false, buf);
    const xs = this.xs;
    let anyCapture = false;
    for (let i = 0; i < no; i++) {
      const h = buf[i]!;
      xs[2 * i] = m.sowing.firstLapCapture(pos, h, m.dirOf(h, "L"));
      xs[2 * i + 1] = m.sowing.firstLapCapture(pos, h, m.dirOf(h, "R"));
      if (xs[2 * i]! >= 0 || xs[2 * i + 1]! >= 0) anyCapture = true;
    }
    const all = !anyCapture || !m.cfg.compulsory;
    for (let i = 0; i < no; i++) {
      const h = buf[i]!;
      for (let j = 0; j < 2; j++) {
        const x = xs[2 * i + j]!;
        const d = m.dirOf(h, j === 0 ? "L" : "R");
        if (x >= 0) for (const t of m.targets(p, x)) this.push(SOW, h, d, t);
        else if (all) this.push(SOW, h, d, -1);
      }
    }
    return this.k;
  }
}
