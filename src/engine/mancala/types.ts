import type { Player } from "../core/player.ts";

/** What the player to move still has to decide inside its turn. */
export const PENDING = {
  /** Nothing: the turn starts with the next step. */
  none: 0,
  /** Msuwa: choose an opponent's hole to take (`a` = how many are still to choose). */
  take: 1,
  /** Fifangha mamoueatsrha: a counter has been put in hole `a`; choose the direction. */
  mamoueatsrha: 2,
  /** Fifangha after the reserve: hole `a` has been chosen for sowing; choose the direction. */
  sow: 3,
  /** Fifangha: `a` captured counters in hand, taken by the player's hole `b`; choose the first Chibou. */
  carry: 4,
} as const;
export type PendingKind = (typeof PENDING)[keyof typeof PENDING];

/**
 * A position of the four-row family. The same shape serves every game; fields a game does not use
 * stay zero. Values handed out by the Game interface are never mutated; the rules kernels mutate
 * private copies (and the fast paths work in place on their own copy).
 */
export interface Pos {
  /** Counters in each hole, by absolute index (see geometry.ts). */
  board: Int32Array;
  /** Chiana: whose series a hole belongs to, 0 none, 1 south, 2 north. Zero-length otherwise. */
  owner: Uint8Array;
  toMove: Player;
  /** Counters each player has captured and taken off the board. */
  store: Int32Array;
  /** Fifangha: counters in reserve, per player; with one shared reservoir all of it is in [0]. */
  reserve: Int32Array;
  /** Turns completed since the start of the game. */
  ply: number;
  pending: PendingKind;
  pendA: number;
  pendB: number;
}

/** The read-only view the Game interface hands out. */
export type MancalaState = Readonly<Pos>;

/** An empty board of `size` holes (`owners` holes with an owner each), nothing pending. */
export const emptyPos = (size: number, owners: number, toMove: Player): Pos => ({
  board: new Int32Array(size),
  owner: new Uint8Array(owners),
  toMove,
  store: new Int32Array(2),
  reserve: new Int32Array(2),
  ply: 0,
  pending: PENDING.none,
  pendA: 0,
  pendB: 0,
});

/** Closes the turn of the player to move: nothing pending, the other player to move. */
export function endTurn(pos: Pos): void {
  pos.pending = PENDING.none;
  pos.pendA = 0;
  pos.pendB = 0;
  pos.ply++;
  pos.toMove = pos.toMove === 0 ? 1 : 0;
}

export const clonePos = (p: MancalaState): Pos => ({
  board: p.board.slice(),
  owner: p.owner.slice(),
  toMove: p.toMove,
  store: p.store.slice(),
  reserve: p.reserve.slice(),
  ply: p.ply,
  pending: p.pending,
  pendA: p.pendA,
  pendB: p.pendB,
});

export const copyPosInto = (dst: Pos, src: MancalaState): void => {
  dst.board.set(src.board);
  dst.owner.set(src.owner);
  dst.store.set(src.store);
  dst.reserve.set(src.reserve);
  dst.toMove = src.toMove;
  dst.ply = src.ply;
  dst.pending = src.pending;
  dst.pendA = src.pendA;
  dst.pendB = src.pendB;
};

export function samePos(a: MancalaState, b: MancalaState): boolean {
  if (
    a.toMove !== b.toMove ||
    a.ply !== b.ply ||
    a.pending !== b.pending ||
    a.pendA !== b.pendA ||
    a.pendB !== b.pendB
  )
    return false;
  return (
    sameInts(a.board, b.board) &&
    sameInts(a.owner, b.owner) &&
    sameInts(a.store, b.store) &&
    sameInts(a.reserve, b.reserve)
  );
}

function sameInts(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Direction as the player sees it: towards its left or its right along the row of the hole. */
export type Side = "L" | "R";

/**
 * One decision. `hole` values are absolute indices (geometry.ts); the notation writes them from the
 * mover's own view.
 * - `hole`: sow (Msuwa), spread a series (Chiana; `distance` for a lone counter), put a counter from
 *   the reserve into a hole or choose the hole to sow (Fifangha);
 * - `take`: Msuwa's extra capture of one of the opponent's holes;
 * - `stop`: Msuwa, under `extra-captures-declinable`: take no more of the extra holes owed;
 * - `dir`: Fifangha's sowing direction;
 * - `carry`: Fifangha's choice of the first Chibou that receives a capture.
 */
export type MancalaStep =
  | { readonly kind: "hole"; readonly hole: number; readonly distance?: 1 | 2 }
  | { readonly kind: "take"; readonly hole: number }
  | { readonly kind: "stop" }
  | { readonly kind: "dir"; readonly dir: Side }
  | { readonly kind: "carry"; readonly hole: number };

/** A whole turn: the decisions of one player from the start of its turn to the end. */
export type MancalaTurn = readonly MancalaStep[];

export function sameStep(a: MancalaStep, b: MancalaStep): boolean {
  switch (a.kind) {
    case "hole":
      return b.kind === "hole" && a.hole === b.hole && a.distance === b.distance;
    case "take":
      return b.kind === "take" && a.hole === b.hole;
    case "stop":
      return b.kind === "stop";
    case "dir":
      return b.kind === "dir" && a.dir === b.dir;
    case "carry":
      return b.kind === "carry" && a.hole === b.hole;
  }
}

export const sameTurn = (a: MancalaTurn, b: MancalaTurn): boolean =>
  a.length === b.length && a.every((s, i) => sameStep(s, b[i]!));
