import type { RuleViolation } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import { ok } from "../core/result.ts";
import type { Rng } from "../core/rng.ts";
import { ONGOING, type Status } from "../core/status.ts";
import { geometry, pitIndex, pitName, pitOf, type Geometry } from "./geometry.ts";
import {
  baseConfig,
  holesWith,
  kernelCompiler,
  sideSum,
  sowRound,
  wrap,
  type BaseConfig,
} from "./kernel.ts";
import {
  bool,
  num,
  FIRST_PLAYER_OPTION,
  NO_MOVE_OPTION,
  SHARED_END_OPTIONS,
  str,
  type CitedOptions,
  type OptionSpec,
} from "./options.ts";
import { RelayGuard } from "./relay.ts";
import { breach, drawStatus, turnLimitStatus, winStatus, type Rules } from "./rules.ts";
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

/**
 * Fifangha, a playable reconstruction of Flacourt's chapter (Histoire de la grande isle
 * Madagascar, 1658/1661, pp. 108-110; DLP.Evidence.2052; English translation by de Voogt &
 * Rougetet). Each player owns two rows of eight: the front row is first Chibou (b1, b8), second
 * Chibou (b2, b7) and four middle cells (b3-b6); the back row is the eight "cases de derrière".
 *
 * A turn while the player has bassi in reserve puts one into one of its occupied holes. If that
 * hole faces an occupied hole of the opponent's front row, the facing bassi are captured and
 * carried to one of the player's first Chibou (capture is compulsory); if that Chibou already held
 * bassi and the opponent's first Chibou facing it holds bassi, they are taken with the player's
 * Chibou and sown inwards, and a last bassi facing an occupied hole captures again. Without a capture the player makes
 * "mamoueatsrha": the hole with the new bassi is lifted and sown to the left or right round the
 * player's two rows, relaying until a bassi falls into an empty hole ("mandre"). A player whose
 * side is empty has lost ("camou"). What happens when the reserve is spent is not in the text
 * (option `after-reserve`). Every option names the sentence it reads; see the ruleset file.
 */
export const FIFANGHA_OPTIONS = {
  holes: {
    kind: "int",
    min: 8,
    max: 8,
    doc: "holes in each row (Flacourt: 32 holes in four rows)",
  },
  counters: {
    kind: "int",
    min: 16,
    max: 200,
    even: true,
    doc: "bassi in the game, half for each player (Flacourt: 64)",
  },
  setup: {
    kind: "enum",
    values: ["twelve-middle-cells"],
    doc: "one bassi in each of the twelve middle cells of the front rows (second Chibou and the four cells between them on each side); the rest in reserve",
  },
  reserve: {
    kind: "enum",
    values: ["per-player", "shared"],
    doc: "per-player: each player plays from its own reservoir (its half of the bassi less the six on the board); shared: both draw from one reservoir",
  },
  "first-player": FIRST_PLAYER_OPTION,
  opening: {
    kind: "enum",
    values: ["middle-cells", "any"],
    doc: "middle-cells: the first player's first bassi goes into one of its four middle cells",
  },
  placement: {
    kind: "enum",
    values: ["occupied-only"],
    doc: "a bassi from the reserve may only be put into a hole that holds bassi",
  },
  "compulsory-capture": { kind: "bool", doc: "a player who can capture must capture" },
  "capture-target": {
    kind: "enum",
    values: ["either-first-chibou", "nearest-first-chibou"],
    doc: "captured bassi go to either of the captor's first Chibou (its choice) or to the one on the capturing hole's half",
  },
  "chibou-capture": {
    kind: "enum",
    values: ["when-both-held", "when-opposite-occupied", "always", "none"],
    doc: "when-both-held: if the receiving first Chibou already held bassi before this capture and the opponent's first Chibou facing it holds bassi, both are emptied and sown inwards from the receiving Chibou; when-opposite-occupied: the same whenever the facing Chibou holds bassi; always: the receiving Chibou (with the facing one) is sown after every capture; none: captures stay in the Chibou",
  },
  "chain-target": {
    kind: "enum",
    values: ["emptied-chibou"],
    doc: "a capture made by the last bassi of that sowing goes to the first Chibou that was emptied",
  },
  mamoueatsrha: {
    kind: "enum",
    values: ["any-occupied", "front-row"],
    doc: "the holes that may receive the bassi of a mamoueatsrha: any occupied hole of the player's two rows, or of its front row only",
  },
  direction: {
    kind: "enum",
    values: ["either"],
    doc: "a mamoueatsrha is sown to the left or to the right, as the player chooses",
  },
  relay: {
    kind: "enum",
    values: ["until-empty"],
    doc: "a last bassi falling into an occupied hole lifts it and sowing goes on, round the player's two rows, until one falls into an empty hole (mandre)",
  },
  camou: {
    kind: "enum",
    values: ["side", "front-row"],
    doc: "a player loses when all the holes of its two rows (side) or of its front row (Chibou and cells) are empty",
  },
  "after-reserve": {
    kind: "enum",
    values: ["sow", "count"],
    doc: "sow: a player without reserve lifts one of its holes and sows it left or right; if the last bassi of that first lap falls into an occupied front-row hole facing an occupied hole it captures, as a bassi from the reserve does, else the sowing relays to mandre as a mamoueatsrha; count: the game ends when the player to move has no reserve, the player with more bassi on its side winning",
  },
  "no-move": NO_MOVE_OPTION,
  ...SHARED_END_OPTIONS,
} as const satisfies Record<string, OptionSpec>;

export type FifanghaOptionKey = keyof typeof FIFANGHA_OPTIONS;

interface Config extends BaseConfig {
  readonly counters: number;
  readonly shared: boolean;
  readonly openingMiddle: boolean;
  readonly compulsory: boolean;
  readonly nearest: boolean;
  readonly chibou: "when-both-held" | "when-opposite-occupied" | "always" | "none";
  readonly mamFront: boolean;
  readonly camouFront: boolean;
  readonly afterSow: boolean;
}

export const compileFifangha = kernelCompiler(FIFANGHA_OPTIONS, (gameId, o) => {
  const cfg: Config = {
    ...baseConfig(o),
    counters: num(o, "counters"),
    shared: str(o, "reserve") === "shared",
    openingMiddle: str(o, "opening") === "middle-cells",
    compulsory: bool(o, "compulsory-capture"),
    nearest: str(o, "capture-target") === "nearest-first-chibou",
    chibou: str(o, "chibou-capture") as Config["chibou"],
    mamFront: str(o, "mamoueatsrha") === "front-row",
    camouFront: str(o, "camou") === "front-row",
    afterSow: str(o, "after-reserve") === "sow",
  };
  return ok(new Fifangha(gameId, cfg, o));
});

/** Kinds of fast-path candidates. */
const CAPTURE = 0;
const MAM = 1;
const SOW = 2;

class Fifangha implements Rules {
  readonly id: string;
  readonly options: CitedOptions<FifanghaOptionKey>;
  readonly geo: Geometry;
  readonly layout;
  readonly total: number;
  private readonly cfg: Config;
  private readonly guard: RelayGuard;
  private readonly scratch: Pos;
  private readonly advance: (pos: Pos, hole: number) => number;
  private curDir: 1 | -1 = 1;
  /** Fast-path candidate turns: kind, hole, direction (+1/-1, 0), target Chibou (-1 none). */
  private readonly cKind: Int32Array;
  private readonly cHole: Int32Array;
  private readonly cDir: Int32Array;
  private readonly cTarget: Int32Array;
  private readonly buf: Int32Array;
  private readonly xs: Int32Array;

  constructor(id: string, cfg: Config, options: CitedOptions<FifanghaOptionKey>) {
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
    this.scratch = this.setup();
    this.guard = new RelayGuard(this.scratch);
    this.advance = (pos, hole) => this.lap(pos, hole, this.curDir);
    const max = 16 * cfg.n;
    this.cKind = new Int32Array(max);
    this.cHole = new Int32Array(max);
    this.cDir = new Int32Array(max);
    this.cTarget = new Int32Array(max);
    this.buf = new Int32Array(4 * cfg.n);
    this.xs = new Int32Array(8 * cfg.n);
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

  check(pos: MancalaState): string | null {
    const g = this.geo;
    const p = pos.toMove;
    if (this.cfg.shared && pos.reserve[1] !== 0) return "one shared reservoir: write one number";
    switch (pos.pending) {
      case PENDING.none:
        return null;
      case PENDING.take:
        return "Fifangha has no take decision";
      case PENDING.mamoueatsrha:
      case PENDING.sow:
        if (g.side[pos.pendA] !== p) return "the pending hole must be one of the mover's holes";
        if (pos.board[pos.pendA] === 0) return "the pending hole is empty";
        if (pos.pending === PENDING.sow && this.hasReserve(pos, p))
          return "sow: only a player without reserve sows without placing";
        return null;
      case PENDING.carry:
        if (g.side[pos.pendB] !== p || g.inner[pos.pendB] !== 1)
          return "carry: the capturing hole must be in the mover's front row";
        return null;
    }
  }

  private hasReserve(pos: MancalaState, p: Player): boolean {
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
  private dirOf(hole: number, side: Side): 1 | -1 {
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
  private targets(p: Player, h: number): number[] {
    const [left, right] = this.chibou(p);
    if (!this.cfg.nearest) return [left, right];
    return [pitOf(this.cfg.n, p, h).number <= this.cfg.n / 2 ? left : right];
  }

  /** Front-row holes where a reserve bassi captures, in notation order; returns how many. */
  private captureCells(pos: MancalaState, out: Int32Array): number {
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
  private occupied(pos: MancalaState, frontOnly: boolean, out: Int32Array): number {
    const n = this.cfg.n;
    return holesWith(pos.board, this.geo.order[pos.toMove], frontOnly ? n : 0, 2 * n, 0, out);
  }

  /** Lifts `hole` and sows round the mover's rows in circuit direction d; the hole of the last bassi. */
  private lap(pos: Pos, hole: number, d: number): number {
    return sowRound(this.geo, pos, hole, d);
  }

  /**
   * Sows `hole` in direction d with relay until mandre. With `capturing` (after the reserve), a
   * first lap whose last bassi falls into an occupied front-row hole facing bassi captures them,
   * as a bassi brought from the reserve would: returns the capturing hole, with the captured
   * bassi in hand (pending carry). Otherwise the relay runs to mandre; returns -1.
   */
  private sowRelay(pos: Pos, hole: number, d: 1 | -1, capturing: boolean): number {
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
  private firstLapCapture(pos: MancalaState, hole: number, d: 1 | -1): number {
    const s = this.scratch;
    s.board.set(pos.board);
    s.toMove = pos.toMove;
    const land = this.lap(s, hole, d);
    const g = this.geo;
    if (s.board[land]! > 1 && g.inner[land] === 1 && pos.board[g.opposite[land]!]! > 0) return land;
    return -1;
  }

  /** Puts `hand` captured bassi into first Chibou F and plays out the Chibou capture and its chain. */
  private carry(pos: Pos, F: number, hand: number): void {
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

  private takeReserve(pos: Pos): void {
    pos.reserve[this.cfg.shared ? 0 : pos.toMove]!--;
  }

  /** Places a reserve bassi capturing at h: captured bassi in hand, pending carry. */
  private placeCapture(pos: Pos, h: number): void {
    const b = pos.board;
    const opp = this.geo.opposite[h]!;
    this.takeReserve(pos);
    b[h]!++;
    pos.pending = PENDING.carry;
    pos.pendA = b[opp]!;
    pos.pendB = h;
    b[opp] = 0;
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
          this.placeCapture(pos, h);
          return;
        }
        this.takeReserve(pos);
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
          this.sowRelay(pos, h, d, false);
          endTurn(pos);
          return;
        }
        pos.pending = PENDING.none;
        if (this.sowRelay(pos, h, d, true) < 0) endTurn(pos);
        return;
      }
      case "carry": {
        const hand = pos.pendA;
        pos.pending = PENDING.none;
        this.carry(pos, step.hole, hand);
        endTurn(pos);
        return;
      }
      case "take":
        return;
    }
  }

  private isCaptureCell(pos: MancalaState, h: number): boolean {
    const k = this.captureCells(pos, this.buf);
    for (let i = 0; i < k; i++) if (this.buf[i] === h) return true;
    return false;
  }

  /**
   * Lists the legal turns of a position with nothing pending into the candidate buffers (kind,
   * hole, direction, target) in the canonical order, and returns how many. `turns()` and the fast
   * playout both read this list, so they agree by construction.
   */
  private candidates(pos: MancalaState): number {
    const p = pos.toMove;
    const buf = this.buf;
    let k = 0;
    const push = (kind: number, h: number, d: number, t: number): void => {
      this.cKind[k] = kind;
      this.cHole[k] = h;
      this.cDir[k] = d;
      this.cTarget[k] = t;
      k++;
    };
    if (this.hasReserve(pos, p)) {
      const nc = this.captureCells(pos, buf);
      const caps = Array.from(buf.subarray(0, nc));
      for (const h of caps) for (const t of this.targets(p, h)) push(CAPTURE, h, 0, t);
      if (nc === 0 || !this.cfg.compulsory) {
        const no = this.occupied(pos, this.cfg.mamFront, buf);
        for (let i = 0; i < no; i++) {
          const h = buf[i]!;
          if (caps.includes(h)) continue;
          push(MAM, h, this.dirOf(h, "L"), -1);
          push(MAM, h, this.dirOf(h, "R"), -1);
        }
      }
      return k;
    }
    if (!this.cfg.afterSow) return 0;
    // After the reserve: every (hole, direction); a first lap that captures makes a capturing turn.
    const no = this.occupied(pos, false, buf);
    const xs = this.xs;
    let anyCapture = false;
    for (let i = 0; i < no; i++) {
      const h = buf[i]!;
      const l = this.firstLapCapture(pos, h, this.dirOf(h, "L"));
      const r = this.firstLapCapture(pos, h, this.dirOf(h, "R"));
      xs[2 * i] = l;
      xs[2 * i + 1] = r;
      if (l >= 0 || r >= 0) anyCapture = true;
    }
    const all = !anyCapture || !this.cfg.compulsory;
    for (let i = 0; i < no; i++) {
      const h = buf[i]!;
      for (let j = 0; j < 2; j++) {
        const x = xs[2 * i + j]!;
        const d = this.dirOf(h, j === 0 ? "L" : "R");
        if (x >= 0) for (const t of this.targets(p, x)) push(SOW, h, d, t);
        else if (all) push(SOW, h, d, -1);
      }
    }
    return k;
  }

  turns(pos: MancalaState): MancalaTurn[] {
    const k = this.candidates(pos);
    const out: MancalaTurn[] = [];
    for (let i = 0; i < k; i++) {
      const h = this.cHole[i]!;
      const t = this.cTarget[i]!;
      const kind = this.cKind[i]!;
      const first: MancalaStep = { kind: "hole", hole: h };
      if (kind === CAPTURE) out.push([first, { kind: "carry", hole: t }]);
      else {
        const dir: MancalaStep = { kind: "dir", dir: this.sideOf(h, this.cDir[i]!) };
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
          if (this.cHole[i] !== pos.pendA) continue;
          const dir = this.sideOf(pos.pendA, this.cDir[i]!);
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

  pendingRule(pos: MancalaState): string {
    return pos.pending === PENDING.carry ? "capture-target" : "direction";
  }

  diagnose(pos: MancalaState, step: MancalaStep): RuleViolation {
    const p = pos.toMove;
    const name = (h: number): string => pitName(this.cfg.n, p, h);
    const o = this.options;
    if (pos.pending === PENDING.carry) {
      if (step.kind !== "carry")
        return breach(
          o,
          "capture-target",
          "carry the captured bassi to a first Chibou: >b1 or >b8",
        );
      return breach(
        o,
        "capture-target",
        `${name(step.hole)} cannot receive this capture: ${this.targets(p, pos.pendB)
          .map((h) => `>${name(h)}`)
          .join(" or ")}`,
      );
    }
    if (pos.pending === PENDING.mamoueatsrha || pos.pending === PENDING.sow) {
      if (step.kind !== "dir") return breach(o, "direction", "choose the direction: L or R");
      return breach(
        o,
        "compulsory-capture",
        `sowing ${name(pos.pendA)} to the ${step.dir === "L" ? "left" : "right"} captures nothing while another sowing captures`,
      );
    }
    if (step.kind !== "hole")
      return breach(o, "placement", "a turn starts by naming one of your holes");
    const h = step.hole;
    if (step.distance !== undefined) return breach(o, "placement", "a hole takes no distance here");
    if (this.geo.side[h] !== p)
      return breach(o, "placement", `${name(h)} is not one of your holes`);
    if (pos.board[h] === 0)
      return breach(
        o,
        "placement",
        this.hasReserve(pos, p)
          ? `${name(h)} is empty: a bassi may never be put into an empty hole`
          : `${name(h)} is empty: nothing to sow`,
      );
    if (this.hasReserve(pos, p)) {
      const nc = this.captureCells(pos, this.buf);
      if (nc > 0 && this.cfg.compulsory) {
        if (this.cfg.openingMiddle && pos.ply === 0 && this.geo.inner[h] === 1)
          return breach(
            o,
            "opening",
            `the first bassi goes into one of the four middle cells (b3-b6)`,
          );
        return breach(
          o,
          "compulsory-capture",
          `a capture is possible: ${name(h)} does not capture`,
        );
      }
      return breach(o, "mamoueatsrha", `a mamoueatsrha starts from a hole of your front row`);
    }
    return breach(
      o,
      "compulsory-capture",
      `sowing ${name(h)} captures nothing while another sowing captures`,
    );
  }

  playout(
    pos: Pos,
    rng: Rng,
    maxPlies: number,
    onTurn?: (pos: Pos) => void,
  ): { plies: number; status: Status } {
    for (let plies = 0; plies < maxPlies; plies++) {
      const done = this.decided(pos);
      if (done) return { plies, status: done };
      const k = this.candidates(pos);
      const status = this.afterCandidates(pos, k);
      if (status.kind !== "ongoing") return { plies, status };
      const i = rng.int(k);
      const kind = this.cKind[i]!;
      const h = this.cHole[i]!;
      const d = this.cDir[i]! as 1 | -1;
      const t = this.cTarget[i]!;
      if (kind === CAPTURE) {
        this.placeCapture(pos, h);
        const hand = pos.pendA;
        pos.pending = PENDING.none;
        this.carry(pos, t, hand);
      } else if (kind === MAM) {
        this.takeReserve(pos);
        pos.board[h]!++;
        this.sowRelay(pos, h, d, false);
      } else if (this.sowRelay(pos, h, d, true) >= 0) {
        const hand = pos.pendA;
        pos.pending = PENDING.none;
        this.carry(pos, t, hand);
      }
      endTurn(pos);
      onTurn?.(pos);
    }
    return { plies: maxPlies, status: this.status(pos) };
  }
}
