import type { Geometry } from "./geometry.ts";
import type { FifanghaConfig } from "./fifangha-options.ts";
import { sowRound, wrap } from "./kernel.ts";
import { RelayGuard } from "./relay.ts";
import { PENDING, type MancalaState, type Pos } from "./types.ts";

/**
 * Fifangha's board mechanics, shared by the generic turns and the fast playout of the kernel
 * (fifangha.ts): a bassi brought from the reserve, a sowing relayed to mandre, and a capture
 * carried to a first Chibou with the Chibou capture and its chain. Each method plays on the
 * position it is given.
 */
export class FifanghaSowing {
  private readonly geo: Geometry;
  private readonly cfg: FifanghaConfig;
  private readonly guard: RelayGuard;
  /** A position to try a first lap on without touching the real one. */
  private readonly scratch: Pos;
  private readonly advance: (pos: Pos, hole: number) => number;
  private curDir: 1 | -1 = 1;

  constructor(geo: Geometry, cfg: FifanghaConfig, scratch: Pos) {
    this.cfg = cfg;
    this.geo = geo;
    this.scratch = scratch;
    this.guard = new RelayGuard(scratch);
    this.advance = (pos, hole) => this.lap(pos, hole, this.curDir);
  }

  /** Lifts `hole` and sows round the mover's rows in circuit direction d; the hole of the last bassi. */
  lap(pos: Pos, hole: number, d: number): number {
    return sowRound(this.geo, pos, hole, d);
  }

  /**
   * Sows `hole` in direction d with relay until mandre. With `capturing` (after the reserve), a
   * first lap whose last bassi falls into an occupied front-row hole facing bassi captures them,
   * as a bassi brought from the reserve would: returns the capturing hole, with the captured
   * bassi in hand (pending carry). Otherwise the relay runs to mandre; returns -1.
   */
  sowRelay(pos: Pos, hole: number, d: 1 | -1, capturing: boolean): number {
    const g = this.geo;
    const b = pos.board;
    this.curDir = d;
    this.guard.begin(null, hole);
    let land = this.lap(pos, hole, d);
    if (capturing && b[land]! > 1 && g.inner[land] === 1) {
      const opp = g.opposite[land]!;
      const c = b[opp]!;
      if (c > 0) {
        b[opp] = 0;
        pos.pending = PENDING.carry;
        pos.pendA = c;
        pos.pendB = land;
        return land;
      }
    }
    while (b[land]! > 1) {
      if (this.guard.lift(pos, land)) {
        this.guard.resolve(pos, this.advance);
        return -1;
      }
      land = this.lap(pos, land, d);
    }
    this.guard.ended(pos, this.advance);
    return -1;
  }

  /** The hole a first lap from `hole` in direction d would capture from, or -1 (board untouched). */
  firstLapCapture(pos: MancalaState, hole: number, d: 1 | -1): number {
    const s = this.scratch;
    s.board.set(pos.board);
    s.toMove = pos.toMove;
    const land = this.lap(s, hole, d);
    const g = this.geo;
    if (s.board[land]! > 1 && g.inner[land] === 1 && pos.board[g.opposite[land]!]! > 0) return land;
    return -1;
  }

  /** Puts `hand` captured bassi into first Chibou F and plays out the Chibou capture and its chain. */
  carry(pos: Pos, F: number, hand: number): void {
    const g = this.geo;
    const b = pos.board;
    const own = g.own[pos.toMove];
    const m = own.length;
    const n = this.cfg.n;
    const held = b[F]!;
    b[F]! += hand;
    const mode = this.cfg.chibou;
    if (mode === "none") return;
    const Fp = g.opposite[F]!;
    // Flacourt's narrated opening: a capture carried into an empty first Chibou leaves it there
    // even when the facing Chibou holds bassi ("avec ceux qui sont dans son premier chibou").
    if (mode === "when-both-held" && held === 0) return;
    // Inwards from the first Chibou: from circuit index n (b_n) up, from 2n-1 (b_1) down.
    const d = g.ownIndex[F] === n ? 1 : -1;
    for (;;) {
      if (mode !== "always" && b[Fp] === 0) return;
      let h = b[F]! + b[Fp]!;
      b[F] = 0;
      b[Fp] = 0;
      let i = g.ownIndex[F]!;
      while (h > 0) {
        i = wrap(i + d, m);
        b[own[i]!]!++;
        h--;
      }
      const x = own[i]!;
      if (g.inner[x] !== 1) return;
      const opp = g.opposite[x]!;
      const c = b[opp]!;
      if (c === 0) return;
      b[opp] = 0;
      b[F] += c;
    }
  }

  takeReserve(pos: Pos): void {
    pos.reserve[this.cfg.shared ? 0 : pos.toMove]!--;
  }

  /** Places a reserve bassi capturing at h: captured bassi in hand, pending carry. */
  placeCapture(pos: Pos, h: number): void {
    const b = pos.board;
    const opp = this.geo.opposite[h]!;
    this.takeReserve(pos);
    b[h]!++;
    pos.pending = PENDING.carry;
    pos.pendA = b[opp]!;
    pos.pendB = h;
    b[opp] = 0;
  }
}
