import type { Player } from "../core/player.ts";

/**
 * A fanoron-telo position. Immutable. `white` and `black` are 9-bit masks of the points each
 * player occupies (see board.ts); pieces not on the board are in hand.
 */
export interface TeloState {
  readonly white: number;
  readonly black: number;
  readonly toMove: Player;
  /**
   * Keys (see `positionKey`) of the positions since the last placement, oldest first, the
   * current one last: what the repetition rule counts. A placement can never be undone, so
   * no position before it can come back.
   */
  readonly history: readonly number[];
}

/** One whole turn: place a piece from hand, or move a piece on the board. */
export type TeloTurn =
  | { readonly kind: "place"; readonly to: number }
  | { readonly kind: "move"; readonly from: number; readonly to: number };

/** A 19-bit number naming the placement of the pieces and the player to move. */
export const positionKey = (white: number, black: number, toMove: Player): number =>
  ((white | (black << 9)) << 1) | toMove;

export const POSITION_KEYS = 1 << 19;

/** Points occupied by `player`. */
export const piecesOf = (s: TeloState, player: Player): number =>
  player === 0 ? s.white : s.black;
