import type { FastPaths, Game } from "../core/game.ts";
import type { Cited } from "../core/provenance.ts";
import { err, ok } from "../core/result.ts";
import type { RulesetSpec } from "../core/ruleset.ts";
import { geometry, type Geometry } from "./board.ts";
import { TELO_PLAYERS, TeloKernel, type TeloStatuses } from "./kernel.ts";
import {
  formatTeloPosition,
  formatTeloTurn,
  parseTeloPosition,
  parseTeloTurn,
} from "./notation.ts";
import type { TeloProvenance, TeloRules } from "./options.ts";
import { positionKey, type TeloState, type TeloTurn } from "./state.ts";

export { TELO_PLAYERS, teloStatuses, type TeloStatuses } from "./kernel.ts";

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

/** Wraps the rules kernel (kernel.ts) into the engine's Game interface. */
export function makeTeloGame(
  spec: RulesetSpec,
  options: Readonly<Record<string, Cited<unknown>>>,
  rules: TeloRules,
  provenance: TeloProvenance,
  fast: (game: TeloGame) => FastPaths<TeloState>,
): TeloGame {
  const geo = geometry(rules.diagonals, rules.movement);
  const k = new TeloKernel(rules, provenance, geo);
  const status = k.status.bind(k);
  const turns = (s: TeloState): readonly TeloTurn[] =>
    k.status(s).kind === "ongoing" ? k.legalTurns(s) : [];
  const playTurn: TeloGame["playTurn"] = (s, turn) => {
    const refused = k.refuse(s, turn);
    return refused === null ? ok(k.apply(s, turn)) : err(refused);
  };
  const game: TeloGame = {
    id: spec.game,
    ruleset: spec,
    players: TELO_PLAYERS,
    options,
    rules,
    geometry: geo,
    provenance,
    statuses: k.statuses,
    hasLegalTurn: k.hasLegalTurn.bind(k),
    setup: () => ({ white: 0, black: 0, toMove: 0, history: [positionKey(0, 0, 0)] }),
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
