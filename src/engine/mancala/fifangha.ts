import type { ParseProblem, RuleViolation } from "../core/errors.ts";
import { CHECK } from "./check-problems.ts";
import type { Player } from "../core/player.ts";
import { ok } from "../core/result.ts";
import type { Rng } from "../core/rng.ts";
import { ONGOING, type Status } from "../core/status.ts";
import { diagnoseFifangha } from "./fifangha-diagnose.ts";
import {
  FIFANGHA_OPTIONS,
  fifanghaConfig,
  type FifanghaConfig,
  type FifanghaOptionKey,
} from "./fifangha-options.ts";
import { CAPTURE, Candidates, MAM } from "./fifangha-candidates.ts";
import { FifanghaSowing } from "./fifangha-sowing.ts";
import { geometry, pitIndex, pitOf, type Geometry } from "./geometry.ts";
import { holesWith, kernelCompiler, playoutLoop, sideSum } from "./kernel.ts";
import type { CitedOptions } from "./options.ts";
import { drawStatus, turnLimitStatus, winStatus, type MancalaRule, type Rules } from "./rules.ts";
import {
  PENDING,
  clonePos,
  emptyPos,
  endTurn,
  type MancalaState,
  type MancalaStep,
  type MancalaTurn,
  type Pos,
  type Side,
} from "./types.ts";

export const compileFifangha = kernelCompiler(FIFANGHA_OPTIONS, (gameId, o) =>
  ok(new Fifangha(gameId, fifanghaConfig(o), o)),
);

/**
 * The Fifangha rules kernel (the game and its options: fifangha-options.ts). One list of
 * candidate turns (fifangha-candidates.ts) serves the generic turns and the fast playout; the
 * board mechanics are in fifangha-sowing.ts, the explanation of illegal steps in
 * fifangha-diagnose.ts.
 */
class Fifangha implements Rules {
  readonly id: string;
  readonly options: CitedOptions<FifanghaOptionKey>;
  readonly geo: Geometry;
  readonly layout;
  readonly total: number;
  readonly cfg: FifanghaConfig;
  readonly sowing: FifanghaSowing;
  private readonly cand: Candidates;
  readonly buf: Int32Array;

  constructor(id: string, cfg: FifanghaConfig, options: CitedOptions<FifanghaOptionKey>) {
    this.id = id;
    this.cfg = cfg;
    this.options = options;
    this.geo = geometry(cfg.n);
    this.layout = {
      owners: false,
      store: false,
      reserve: cfg.shared ? "shared" : "per-player",
    } as const;
    this.total = cfg.counters;
    this.sowing = new FifanghaSowing(this.geo, cfg, this.setup());
    this.cand = new Candidates(cfg.n);
    this.buf = new Int32Array(4 * cfg.n);
  }

  setup(): Pos {
    const { n, counters } = this.cfg;
    const pos = emptyPos(this.geo.size, 0, this.cfg.first);
    for (const p of [0, 1] as const)
      for (let k = 2; k <= n - 1; k++) pos.board[pitIndex(n, p, 1, k)] = 1;
    const onBoard = 2 * (n - 2);
    if (this.cfg.shared) pos.reserve[0] = counters - onBoard;
    else {
      pos.reserve[0] = counters / 2 - (n - 2);
      pos.reserve[1] = counters / 2 - (n - 2);
    }
    return pos;
  }

  check(pos: MancalaState): ParseProblem | null {
    const g = this.geo;
    const p = pos.toMove;
    if (this.cfg.shared && pos.reserve[1] !== 0) return CHECK.oneReservoir;
    switch (pos.pending) {
      case PENDING.none:
        return null;
      case PENDING.take:
        return CHECK.noTake;
      case PENDING.mamoueatsrha:
      case PENDING.sow:
        if (g.side[pos.pendA] !== p) return CHECK.holeNotMover;
        if (pos.board[pos.pendA] === 0) return CHECK.holeEmpty;
        if (pos.pending === PENDING.sow && this.hasReserve(pos, p)) return CHECK.sowReserve;
        return null;
      case PENDING.carry:
        if (g.side[pos.pendB] !== p || g.inner[pos.pendB] !== 1) return CHECK.carryFront;
        return null;
    }
  }

  hasReserve(pos: MancalaState, p: Player): boolean {
    return this.cfg.shared ? pos.reserve[0]! > 0 : pos.reserve[p]! > 0;
  }

  private sideCount(pos: MancalaState, p: Player, frontOnly: boolean): number {
    return sideSum(this.geo, pos.board, p, frontOnly ? this.cfg.n : 0);
  }

  status(pos: MancalaState): Status {
    if (pos.pending !== PENDING.none) return ONGOING;
    return this.decided(pos) ?? this.afterCandidates(pos, this.candidates(pos));
  }

  /** Results that need no move generation: camou and the end of the reserve (`count`). */
  private decided(pos: MancalaState): Status | null {
    const p = pos.toMove;
    const q: Player = p === 0 ? 1 : 0;
    const front = this.cfg.camouFront;
    if (this.sideCount(pos, q, front) === 0) return winStatus(this.options, p, "camou", "camou");
    if (this.sideCount(pos, p, front) === 0) return winStatus(this.options, q, "camou", "camou");
    if (!this.hasReserve(pos, p) && !this.cfg.afterSow) {
      const a = this.sideCount(pos, p, false);
      const b = this.sideCount(pos, q, false);
      if (a === b) return drawStatus(this.options, "reserve-exhausted", "after-reserve");
      return winStatus(this.options, a > b ? p : q, "reserve-exhausted", "after-reserve");
    }
    return null;
  }

  /** Results once the number of legal turns is known: no move, then the turn limit. */
  private afterCandidates(pos: MancalaState, k: number): Status {
    if (k === 0) return winStatus(this.options, pos.toMove === 0 ? 1 : 0, "no-move", "no-move");
    return turnLimitStatus(this.options, pos, this.cfg.turnLimit);
  }

  /** Circuit step of a direction seen by the player: R goes right along the hole's row. */
  dirOf(hole: number, side: Side): 1 | -1 {
    const front = this.geo.inner[hole] === 1;
    return (side === "R") === front ? -1 : 1;
  }

  private sideOf(hole: number, d: number): Side {
    return this.dirOf(hole, "R") === d ? "R" : "L";
  }

  /** The player's two first Chibou, left (b1) then right (bn). */
  private chibou(p: Player): [number, number] {
    const n = this.cfg.n;
    return [pitIndex(n, p, 1, 1), pitIndex(n, p, 1, n)];
  }

  /** The first Chibou a capture made by hole `h` may go to. */
  targets(p: Player, h: number): number[] {
    const [left, right] = this.chibou(p);
    if (!this.cfg.nearest) return [left, right];
    return [pitOf(this.cfg.n, p, h).number <= this.cfg.n / 2 ? left : right];
  }

  /** Front-row holes where a reserve bassi captures, in notation order; returns how many. */
  captureCells(pos: MancalaState, out: Int32Array): number {
    const n = this.cfg.n;
    const p = pos.toMove;
    const g = this.geo;
    const order = g.order[p];
    const opening = this.cfg.openingMiddle && pos.ply === 0;
    let k = 0;
    for (let j = n; j < 2 * n; j++) {
      const h = order[j]!;
      if (opening && (j - n < 2 || j - n > n - 3)) continue;
      if (pos.board[h]! > 0 && pos.board[g.opposite[h]!]! > 0) out[k++] = h;
    }
    return k;
  }

  /** Holes that may receive a mamoueatsrha bassi (or be sown after the reserve), in notation order. */
  occupied(pos: MancalaState, frontOnly: boolean, out: Int32Array): number {
    const n = this.cfg.n;
    return holesWith(pos.board, this.geo.order[pos.toMove], frontOnly ? n : 0, 2 * n, 0, out);
  }

  apply(pos: Pos, step: MancalaStep): void {
    switch (step.kind) {
      case "hole": {
        const h = step.hole;
        if (!this.hasReserve(pos, pos.toMove)) {
          pos.pending = PENDING.sow;
          pos.pendA = h;
          return;
        }
        const isCapture =
          pos.board[h]! > 0 &&
          this.geo.inner[h] === 1 &&
          pos.board[this.geo.opposite[h]!]! > 0 &&
          this.isCaptureCell(pos, h);
        if (isCapture) {
          this.sowing.placeCapture(pos, h);
          return;
        }
        this.sowing.takeReserve(pos);
        pos.board[h]!++;
        pos.pending = PENDING.mamoueatsrha;
        pos.pendA = h;
        return;
      }
      case "dir": {
        const h = pos.pendA;
        const d = this.dirOf(h, step.dir);
        if (pos.pending === PENDING.mamoueatsrha) {
          pos.pending = PENDING.none;
          this.sowing.sowRelay(pos, h, d, false);
          endTurn(pos);
          return;
        }
        pos.pending = PENDING.none;
        if (this.sowing.sowRelay(pos, h, d, true) < 0) endTurn(pos);
        return;
      }
      case "carry": {
        const hand = pos.pendA;
        pos.pending = PENDING.none;
        this.sowing.carry(pos, step.hole, hand);
        endTurn(pos);
        return;
      }
      case "take":
      case "stop":
        return;
    }
  }

  private isCaptureCell(pos: MancalaState, h: number): boolean {
    const k = this.captureCells(pos, this.buf);
    for (let i = 0; i < k; i++) if (this.buf[i] === h) return true;
    return false;
  }

  /** The legal turns of `pos`, which has nothing pending, listed in `cand`; returns how many. */
  private candidates(pos: MancalaState): number {
    return this.cand.list(this, pos);
  }

  turns(pos: MancalaState): MancalaTurn[] {
    const k = this.candidates(pos);
    const out: MancalaTurn[] = [];
    for (let i = 0; i < k; i++) {
      const h = this.cand.hole[i]!;
      const t = this.cand.target[i]!;
      const kind = this.cand.kind[i]!;
      const first: MancalaStep = { kind: "hole", hole: h };
      if (kind === CAPTURE) out.push([first, { kind: "carry", hole: t }]);
      else {
        const dir: MancalaStep = { kind: "dir", dir: this.sideOf(h, this.cand.dir[i]!) };
        out.push(t >= 0 ? [first, dir, { kind: "carry", hole: t }] : [first, dir]);
      }
    }
    return out;
  }

  pendingSteps(pos: MancalaState): MancalaStep[] {
    switch (pos.pending) {
      case PENDING.mamoueatsrha:
        return [
          { kind: "dir", dir: "L" },
          { kind: "dir", dir: "R" },
        ];
      case PENDING.sow: {
        // The directions that begin a legal turn from this hole (compulsory capture).
        const probe = clonePos(pos);
        probe.pending = PENDING.none;
        const k = this.candidates(probe);
        const out: MancalaStep[] = [];
        for (let i = 0; i < k; i++) {
          if (this.cand.hole[i] !== pos.pendA) continue;
          const dir = this.sideOf(pos.pendA, this.cand.dir[i]!);
          if (!out.some((s) => s.kind === "dir" && s.dir === dir)) out.push({ kind: "dir", dir });
        }
        return out;
      }
      case PENDING.carry:
        return this.targets(pos.toMove, pos.pendB).map((hole) => ({ kind: "carry", hole }));
      default:
        return [];
    }
  }

  pendingRule(pos: MancalaState): MancalaRule {
    return pos.pending === PENDING.carry ? "capture-target" : "direction";
  }

  diagnose(pos: MancalaState, step: MancalaStep): RuleViolation {
    return diagnoseFifangha(this, pos, step);
  }

  playout(
    pos: Pos,
    rng: Rng,
    maxPlies: number,
    onTurn?: (pos: Pos) => void,
  ): { plies: number; status: Status } {
    const play = (): Status | null => {
      const done = this.decided(pos);
      if (done) return done;
      const k = this.candidates(pos);
      const status = this.afterCandidates(pos, k);
      if (status.kind !== "ongoing") return status;
      const i = rng.int(k);
      const kind = this.cand.kind[i]!;
      const h = this.cand.hole[i]!;
      const d = this.cand.dir[i]! as 1 | -1;
      const t = this.cand.target[i]!;
      if (kind === CAPTURE) {
        this.sowing.placeCapture(pos, h);
        const hand = pos.pendA;
        pos.pending = PENDING.none;
        this.sowing.carry(pos, t, hand);
      } else if (kind === MAM) {
        this.sowing.takeReserve(pos);
        pos.board[h]!++;
        this.sowing.sowRelay(pos, h, d, false);
      } else if (this.sowing.sowRelay(pos, h, d, true) >= 0) {
        const hand = pos.pendA;
        pos.pending = PENDING.none;
        this.sowing.carry(pos, t, hand);
      }
      return null;
    };
    return playoutLoop(pos, maxPlies, onTurn, play, () => this.status(pos));
  }
}
