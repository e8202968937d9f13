import { violation, type RuleViolation } from "../core/errors.ts";
import type { FastPaths, Game } from "../core/game.ts";
import type { Cited } from "../core/provenance.ts";
import { opponent, type Player } from "../core/player.ts";
import { err, ok, type Result } from "../core/result.ts";
import type { RulesetSpec } from "../core/ruleset.ts";
import type { Status, StatusReason } from "../core/status.ts";
import { FULL_MASK, geometry, pointName, popcount, POINT_COUNT, type Geometry } from "./board.ts";
import {
  formatTeloPosition,
  formatTeloTurn,
  parseTeloPosition,
  parseTeloTurn,
} from "./notation.ts";
import type { TeloProvenance, TeloRules } from "./options.ts";
import { positionKey, type TeloState, type TeloTurn } from "./state.ts";

export const TELO_PLAYERS = ["white", "black"] as const;

/** Fanoron-telo under one ruleset. Steps and turns coincide: every turn is one decision. */
export interface TeloGame extends Game<TeloState, TeloTurn, TeloTurn> {
  readonly rules: TeloRules;
  readonly geometry: Geometry;
  readonly provenance: TeloProvenance;
  /** The fixed status values of this game, shared by the generic and the fast paths. */
  readonly statuses: TeloStatuses;
  /** Whether the player to move has at least one legal turn (status aside). */
  hasLegalTurn(state: TeloState): boolean;
}

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

export function makeTeloGame(
  spec: RulesetSpec,
  options: Readonly<Record<string, Cited<unknown>>>,
  rules: TeloRules,
  provenance: TeloProvenance,
  fast: (game: TeloGame) => FastPaths<TeloState>,
): TeloGame {
  const geo = geometry(rules.diagonals, rules.movement);
  const { reach, hasRow } = geo;
  const statuses = teloStatuses(provenance, rules);
  const mine = (s: TeloState): number => (s.toMove === 0 ? s.white : s.black);
  const inHand = (s: TeloState, p: Player): number =>
    rules.pieces - popcount(p === 0 ? s.white : s.black);
  const name = (p: Player): string => TELO_PLAYERS[p];

  const hasLegalTurn = (s: TeloState): boolean => {
    const empty = ~(s.white | s.black) & FULL_MASK;
    if (inHand(s, s.toMove) > 0) return empty !== 0;
    const own = mine(s);
    for (let p = 0; p < POINT_COUNT; p++)
      if ((own >> p) & 1 && (reach[p]! & empty) !== 0) return true;
    return false;
  };

  const status = (s: TeloState): Status => {
    const last = opponent(s.toMove);
    if (hasRow[last === 0 ? s.white : s.black] === 1) return statuses.row[last];
    if (hasRow[mine(s)] === 1) return statuses.row[s.toMove];
    const key = s.history[s.history.length - 1];
    let seen = 0;
    for (const k of s.history) if (k === key) seen++;
    if (seen >= rules.repetition) return statuses.repetition;
    if (!hasLegalTurn(s)) return statuses.blocked[s.toMove];
    return { kind: "ongoing" };
  };

  /** Legal turns in a fixed order: placements by point, moves by origin then destination. */
  const legalTurns = (s: TeloState): TeloTurn[] => {
    const empty = ~(s.white | s.black) & FULL_MASK;
    const out: TeloTurn[] = [];
    if (inHand(s, s.toMove) > 0) {
      for (let p = 0; p < POINT_COUNT; p++)
        if ((empty >> p) & 1) out.push({ kind: "place", to: p });
      return out;
    }
    const own = mine(s);
    for (let p = 0; p < POINT_COUNT; p++) {
      if (((own >> p) & 1) === 0) continue;
      const targets = reach[p]! & empty;
      for (let q = 0; q < POINT_COUNT; q++)
        if ((targets >> q) & 1) out.push({ kind: "move", from: p, to: q });
    }
    return out;
  };

  const turns = (s: TeloState): readonly TeloTurn[] =>
    status(s).kind === "ongoing" ? legalTurns(s) : [];

  const isPoint = (p: unknown): p is number =>
    Number.isInteger(p) && (p as number) >= 0 && (p as number) < POINT_COUNT;

  const playTurn = (s: TeloState, turn: TeloTurn): Result<TeloState, RuleViolation> => {
    const st = status(s);
    if (st.kind !== "ongoing")
      return err(
        violation(
          "game-over",
          st.kind === "win"
            ? `the game is over: ${name(st.winner)} has won (${st.reason})`
            : `the game is over: drawn (${st.reason})`,
          st.provenance,
        ),
      );
    const who = name(s.toMove);
    const occupied = s.white | s.black;
    const hand = inHand(s, s.toMove);
    if (!isPoint(turn.to) || (turn.kind === "move" && !isPoint(turn.from)))
      return err(violation("no-such-point", "the turn names a point that is not on the board"));
    if (turn.kind === "place") {
      if (hand === 0)
        return err(
          violation(
            "all-pieces-placed",
            `${who} has all ${rules.pieces} pieces on the board and must move one of them`,
            provenance.pieces,
          ),
        );
      if ((occupied >> turn.to) & 1)
        return err(
          violation(
            "occupied",
            `${pointName(turn.to)} is occupied: pieces are placed on empty points`,
            provenance.pieces,
          ),
        );
      const bitTo = 1 << turn.to;
      const white = s.toMove === 0 ? s.white | bitTo : s.white;
      const black = s.toMove === 1 ? s.black | bitTo : s.black;
      const toMove = opponent(s.toMove);
      return ok({ white, black, toMove, history: [positionKey(white, black, toMove)] });
    }
    if (hand > 0)
      return err(
        violation(
          "pieces-in-hand",
          `${who} still has ${hand} piece${hand === 1 ? "" : "s"} to place; pieces move only once all are placed`,
          provenance.pieces,
        ),
      );
    if (((mine(s) >> turn.from) & 1) === 0)
      return err(
        violation(
          "not-own-piece",
          `${who} has no piece on ${pointName(turn.from)}`,
          provenance.movement,
        ),
      );
    if ((occupied >> turn.to) & 1)
      return err(
        violation(
          "occupied",
          `${pointName(turn.to)} is occupied: a piece moves to an empty point`,
          provenance.movement,
        ),
      );
    if (((reach[turn.from]! >> turn.to) & 1) === 0)
      return err(
        violation(
          "not-adjacent",
          `${pointName(turn.from)} and ${pointName(turn.to)} are not adjacent along a line: a piece moves one step`,
          provenance.movement,
        ),
      );
    const delta = (1 << turn.from) | (1 << turn.to);
    const white = s.toMove === 0 ? s.white ^ delta : s.white;
    const black = s.toMove === 1 ? s.black ^ delta : s.black;
    const toMove = opponent(s.toMove);
    return ok({ white, black, toMove, history: [...s.history, positionKey(white, black, toMove)] });
  };

  const setup = (): TeloState => ({
    white: 0,
    black: 0,
    toMove: 0,
    history: [positionKey(0, 0, 0)],
  });

  const game: TeloGame = {
    id: spec.game,
    ruleset: spec,
    players: TELO_PLAYERS,
    options,
    rules,
    geometry: geo,
    provenance,
    statuses,
    hasLegalTurn,
    setup,
    toMove: (s) => s.toMove,
    status,
    steps: turns,
    playStep: playTurn,
    parseStep: (_s, text) => parseTeloTurn(text),
    formatStep: (_s, t) => formatTeloTurn(t),
    turns,
    playTurn,
    parseTurn: (_s, text) => parseTeloTurn(text),
    formatTurn: (_s, t) => formatTeloTurn(t),
    parsePosition: (text) => parseTeloPosition(text, rules.pieces, geo),
    formatPosition: formatTeloPosition,
  };
  return { ...game, fast: fast(game) };
}
