import { violation, type RuleViolation } from "../core/errors.ts";
import { opponent, type Player } from "../core/player.ts";
import type { Status, StatusReason } from "../core/status.ts";
import { FULL_MASK, pointName, popcount, POINT_COUNT, type Geometry } from "./board.ts";
import type { TeloProvenance, TeloRules } from "./options.ts";
import { positionKey, type TeloState, type TeloTurn } from "./state.ts";

export const TELO_PLAYERS = ["white", "black"] as const;

export interface TeloStatuses {
  /** Index = winner. */
  readonly row: readonly [Status, Status];
  readonly repetition: Status;
  /** Index = player to move, who is blocked. */
  readonly blocked: readonly [Status, Status];
}

export function teloStatuses(provenance: TeloProvenance, rules: TeloRules): TeloStatuses {
  const win = (winner: Player, reason: StatusReason, key: keyof TeloProvenance): Status => ({
    kind: "win",
    winner,
    reason,
    provenance: provenance[key],
  });
  const blockedDraw: Status = { kind: "draw", reason: "blocked", provenance: provenance.blocked };
  return {
    row: [win(0, "three-in-a-row", "win"), win(1, "three-in-a-row", "win")],
    repetition: { kind: "draw", reason: "repetition", provenance: provenance.repetition },
    blocked:
      rules.blocked === "loses"
        ? [win(1, "blocked", "blocked"), win(0, "blocked", "blocked")]
        : [blockedDraw, blockedDraw],
  };
}

const name = (p: Player): string => TELO_PLAYERS[p];

const isPoint = (p: unknown): p is number =>
  Number.isInteger(p) && (p as number) >= 0 && (p as number) < POINT_COUNT;

/**
 * The rules of fanoron-telo under one ruleset, on bit masks: every method takes the position it
 * works on. `refuse` says which rule a turn breaks; `apply` plays a turn it did not refuse.
 */
export class TeloKernel {
  readonly rules: TeloRules;
  readonly provenance: TeloProvenance;
  readonly geo: Geometry;
  readonly statuses: TeloStatuses;

  constructor(rules: TeloRules, provenance: TeloProvenance, geo: Geometry) {
    this.rules = rules;
    this.provenance = provenance;
    this.geo = geo;
    this.statuses = teloStatuses(provenance, rules);
  }

  private mine(s: TeloState): number {
    return s.toMove === 0 ? s.white : s.black;
  }

  private inHand(s: TeloState, p: Player): number {
    return this.rules.pieces - popcount(p === 0 ? s.white : s.black);
  }

  /** Whether the player to move has at least one legal turn (status aside). */
  hasLegalTurn(s: TeloState): boolean {
    const empty = ~(s.white | s.black) & FULL_MASK;
    if (this.inHand(s, s.toMove) > 0) return empty !== 0;
    const own = this.mine(s);
    const reach = this.geo.reach;
    for (let p = 0; p < POINT_COUNT; p++)
      if ((own >> p) & 1 && (reach[p]! & empty) !== 0) return true;
    return false;
  }

  status(s: TeloState): Status {
    const { hasRow } = this.geo;
    const last = opponent(s.toMove);
    if (hasRow[last === 0 ? s.white : s.black] === 1) return this.statuses.row[last];
    if (hasRow[this.mine(s)] === 1) return this.statuses.row[s.toMove];
    const key = s.history[s.history.length - 1];
    let seen = 0;
    for (const k of s.history) if (k === key) seen++;
    if (seen >= this.rules.repetition) return this.statuses.repetition;
    if (!this.hasLegalTurn(s)) return this.statuses.blocked[s.toMove];
    return { kind: "ongoing" };
  }

  /** Legal turns in a fixed order: placements by point, moves by origin then destination. */
  legalTurns(s: TeloState): TeloTurn[] {
    const empty = ~(s.white | s.black) & FULL_MASK;
    const out: TeloTurn[] = [];
    if (this.inHand(s, s.toMove) > 0) {
      for (let p = 0; p < POINT_COUNT; p++)
        if ((empty >> p) & 1) out.push({ kind: "place", to: p });
      return out;
    }
    const own = this.mine(s);
    const reach = this.geo.reach;
    for (let p = 0; p < POINT_COUNT; p++) {
      if (((own >> p) & 1) === 0) continue;
      const targets = reach[p]! & empty;
      for (let q = 0; q < POINT_COUNT; q++)
        if ((targets >> q) & 1) out.push({ kind: "move", from: p, to: q });
    }
    return out;
  }

  /** The rule `turn` breaks in `s`, or null when it is legal. */
  refuse(s: TeloState, turn: TeloTurn): RuleViolation | null {
    const st = this.status(s);
    if (st.kind !== "ongoing")
      return violation(
        "game-over",
        st.kind === "win"
          ? `the game is over: ${name(st.winner)} has won (${st.reason})`
          : `the game is over: drawn (${st.reason})`,
        st.provenance,
      );
    if (!isPoint(turn.to) || (turn.kind === "move" && !isPoint(turn.from)))
      return violation("no-such-point", "the turn names a point that is not on the board");
    return turn.kind === "place" ? this.refusePlacement(s, turn.to) : this.refuseMove(s, turn);
  }

  private refusePlacement(s: TeloState, to: number): RuleViolation | null {
    const pieces = this.provenance.pieces;
    if (this.inHand(s, s.toMove) === 0)
      return violation(
        "all-pieces-placed",
        `${name(s.toMove)} has all ${this.rules.pieces} pieces on the board and must move one of them`,
        pieces,
      );
    if (((s.white | s.black) >> to) & 1)
      return violation(
        "occupied",
        `${pointName(to)} is occupied: pieces are placed on empty points`,
        pieces,
      );
    return null;
  }

  private refuseMove(
    s: TeloState,
    { from, to }: { from: number; to: number },
  ): RuleViolation | null {
    const hand = this.inHand(s, s.toMove);
    const { movement, pieces } = this.provenance;
    if (hand > 0)
      return violation(
        "pieces-in-hand",
        `${name(s.toMove)} still has ${hand} piece${hand === 1 ? "" : "s"} to place; pieces move only once all are placed`,
        pieces,
      );
    if (((this.mine(s) >> from) & 1) === 0)
      return violation(
        "not-own-piece",
        `${name(s.toMove)} has no piece on ${pointName(from)}`,
        movement,
      );
    if (((s.white | s.black) >> to) & 1)
      return violation(
        "occupied",
        `${pointName(to)} is occupied: a piece moves to an empty point`,
        movement,
      );
    if (((this.geo.reach[from]! >> to) & 1) === 0)
      return violation(
        "not-adjacent",
        `${pointName(from)} and ${pointName(to)} are not adjacent along a line: a piece moves one step`,
        movement,
      );
    return null;
  }

  /** The position after a legal turn. A placement starts a new repetition record. */
  apply(s: TeloState, turn: TeloTurn): TeloState {
    const toMove = opponent(s.toMove);
    if (turn.kind === "place") {
      const bitTo = 1 << turn.to;
      const white = s.toMove === 0 ? s.white | bitTo : s.white;
      const black = s.toMove === 1 ? s.black | bitTo : s.black;
      return { white, black, toMove, history: [positionKey(white, black, toMove)] };
    }
    const delta = (1 << turn.from) | (1 << turn.to);
    const white = s.toMove === 0 ? s.white ^ delta : s.white;
    const black = s.toMove === 1 ? s.black ^ delta : s.black;
    return { white, black, toMove, history: [...s.history, positionKey(white, black, toMove)] };
  }
}
