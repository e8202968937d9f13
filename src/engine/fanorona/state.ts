import type { Player } from "../core/player.ts";
import type { Geometry } from "./geometry.ts";
import type { FanoronaRules } from "./options.ts";

export const CAPTURE_KINDS = ["approach", "withdrawal"] as const;
export type CaptureKind = (typeof CAPTURE_KINDS)[number];
export type StepKind = "paika" | CaptureKind;

/** One step of a turn's path: where the piece goes and how (A approach, W withdrawal). */
export interface PathStep {
  readonly to: number;
  readonly kind: StepKind;
}

/** One decision: a first move or capture step, a chain continuation, or stopping a chain. */
export type FanoronaStep =
  | { readonly kind: StepKind; readonly from: number; readonly to: number }
  | { readonly kind: "stop" };

/**
 * A whole turn: the piece on `from` follows `path`; `captured` lists the points emptied (sorted).
 * Turns are distinct by (from, last destination, captured set).
 */
export interface FanoronaTurn {
  readonly from: number;
  readonly path: readonly PathStep[];
  readonly captured: readonly number[];
}

/** A chain in progress: the mover has made at least one capture step and may or must go on. */
export interface ChainState {
  /** Where the turn began. */
  readonly from: number;
  /** Where the moving piece stands now. */
  readonly at: number;
  readonly path: readonly PathStep[];
  /** Points the piece has stood on in this turn (start included), as a two-word set. */
  readonly visited0: number;
  readonly visited1: number;
  /** Direction of the last step. */
  readonly lastDir: number;
  /** Direction, seen from the piece, in which the last captured pieces lay. */
  readonly lastCaptureDir: number;
  /** Bit set of the board lines used by the steps of this turn. */
  readonly lines: number;
}

/** A position seen since the last capture, for the repetition rule (a linked list, newest first). */
export interface SeenNode {
  readonly white0: number;
  readonly white1: number;
  readonly black0: number;
  readonly black1: number;
  readonly toMove: Player;
  readonly prev: SeenNode | null;
}

/** A position: immutable. Pieces are two-word sets (points 0-31 in word 0, 32-44 in word 1). */
export interface FanoronaState {
  readonly white0: number;
  readonly white1: number;
  readonly black0: number;
  readonly black1: number;
  readonly toMove: Player;
  /** Whole turns since the last capture. */
  readonly quiet: number;
  /** 1 for the first turn of the game; null when unknown (a position given without it). */
  readonly turnNumber: number | null;
  readonly chain: ChainState | null;
  /** Positions since the last capture, current included (kept only under the repetition rule). */
  readonly seen: SeenNode | null;
}

export const WHITE: Player = 0;
export const BLACK: Player = 1;

/** The set-up: rank 5 and 4 Black, rank 3 alternating from a3 (B W B W . B W B W), 2 and 1 White. */
export function startCells(geo: Geometry, rules: FanoronaRules): Int8Array {
  const cells = new Int8Array(geo.points);
  for (let p = 0; p < geo.points; p++) {
    const x = p % geo.width;
    const y = (p - x) / geo.width;
    if (y < 2) cells[p] = 1;
    else if (y > 2) cells[p] = 2;
    else if (p === geo.centre) cells[p] = 0;
    else {
      // Left of the centre a3 is Black; right of it Black again just after the centre.
      const k = x < (geo.width - 1) / 2 ? x : x - 1;
      cells[p] = k % 2 === 0 ? 2 : 1;
    }
  }
  if (rules.vela?.form === "kely")
    for (let x = 0; x < geo.width; x++) cells[(geo.height - 1) * geo.width + x] = 0;
  return cells;
}

export function cellsToState(
  geo: Geometry,
  cells: Int8Array,
  toMove: Player,
  quiet: number,
  turnNumber: number | null,
): FanoronaState {
  let w0 = 0,
    w1 = 0,
    b0 = 0,
    b1 = 0;
  for (let p = 0; p < geo.points; p++) {
    if (cells[p] === 1) {
      w0 |= geo.lowBit[p]!;
      w1 |= geo.highBit[p]!;
    } else if (cells[p] === 2) {
      b0 |= geo.lowBit[p]!;
      b1 |= geo.highBit[p]!;
    }
  }
  return {
    white0: w0,
    white1: w1,
    black0: b0,
    black1: b1,
    toMove,
    quiet,
    turnNumber,
    chain: null,
    seen: null,
  };
}

export function stateCells(geo: Geometry, s: FanoronaState): Int8Array {
  const cells = new Int8Array(geo.points);
  for (let p = 0; p < geo.points; p++) {
    if (((s.white0 & geo.lowBit[p]!) | (s.white1 & geo.highBit[p]!)) !== 0) cells[p] = 1;
    else if (((s.black0 & geo.lowBit[p]!) | (s.black1 & geo.highBit[p]!)) !== 0) cells[p] = 2;
  }
  return cells;
}

/** Number of set bits of a 32-bit word. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The points of a two-word set, ascending. */
export function setPoints(w0: number, w1: number): number[] {
  const out: number[] = [];
  for (let x = w0; x !== 0; x &= x - 1) out.push(31 - Math.clz32(x & -x));
  for (let x = w1; x !== 0; x &= x - 1) out.push(63 - Math.clz32(x & -x));
  return out;
}

export const samePosition = (
  a: Pick<FanoronaState, "white0" | "white1" | "black0" | "black1" | "toMove">,
  b: Pick<FanoronaState, "white0" | "white1" | "black0" | "black1" | "toMove">,
): boolean =>
  a.white0 === b.white0 &&
  a.white1 === b.white1 &&
  a.black0 === b.black0 &&
  a.black1 === b.black1 &&
  a.toMove === b.toMove;
