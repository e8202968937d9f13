/**
 * Names of points and holes as the engine's notation writes them, and the Basque article's 1-45
 * numbering; the lines of each grid board. Pure functions of the board's size, so the drawing,
 * the simulator and the tests agree on one naming.
 */
import type { Side } from "./view.ts";

const FILES = "abcdefghi";

/** `a1` for x = 0, y = 0 (file a, rank 1). */
export const pointName = (x: number, y: number): string => `${FILES[x] ?? "?"}${y + 1}`;

/** `e3` -> {x: 4, y: 2}; undefined when not a point name. */
export function pointXY(name: string): { x: number; y: number } | undefined {
  const m = /^([a-i])([1-9])$/.exec(name);
  if (!m) return undefined;
  return { x: FILES.indexOf(m[1]!), y: Number(m[2]) - 1 };
}

/**
 * The Basque article's numbering: row by row from Black's side, left to right as White sees the
 * board, so 1-9 is rank 5 and 23 is e3 on 9x5 (the same rule as the engine's `pointToBasque`).
 */
export const basqueNumber = (x: number, y: number, width: number, height: number): number =>
  (height - 1 - y) * width + x + 1;

/** A straight line of the board from one point to another, in point coordinates. */
export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/**
 * Fanorona: every row and column, and the diagonals through the points with x + y even
 * (the "strong" points). Each diagonal is drawn as one segment from edge to edge.
 */
export function fanoronaLines(width: number, height: number): Segment[] {
  const out: Segment[] = [];
  for (let y = 0; y < height; y++) out.push({ x1: 0, y1: y, x2: width - 1, y2: y });
  for (let x = 0; x < width; x++) out.push({ x1: x, y1: 0, x2: x, y2: height - 1 });
  // Diagonals x - y = k and x + y = k for even k, clipped to the board.
  for (let k = -(height - 1); k <= width - 1; k++) {
    if (k % 2 !== 0) continue;
    const ys = [...Array(height).keys()].filter((y) => y + k >= 0 && y + k < width);
    if (ys.length >= 2)
      out.push({ x1: ys[0]! + k, y1: ys[0]!, x2: ys.at(-1)! + k, y2: ys.at(-1)! });
  }
  for (let k = 0; k <= width - 1 + height - 1; k++) {
    if (k % 2 !== 0) continue;
    const ys = [...Array(height).keys()].filter((y) => k - y >= 0 && k - y < width);
    if (ys.length >= 2)
      out.push({ x1: k - ys[0]!, y1: ys[0]!, x2: k - ys.at(-1)!, y2: ys.at(-1)! });
  }
  return out;
}

/** Telo's 3x3 board: rows, columns and, when the ruleset has them, the two main diagonals. */
export function teloLines(diagonals: boolean): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < 3; i++) {
    out.push({ x1: 0, y1: i, x2: 2, y2: i });
    out.push({ x1: i, y1: 0, x2: i, y2: 2 });
  }
  if (diagonals) out.push({ x1: 0, y1: 0, x2: 2, y2: 2 }, { x1: 2, y1: 0, x2: 0, y2: 2 });
  return out;
}

/** The letters of the rows as the player to move sees them (docs/notation-mancala.md). */
const ROW_LETTERS = "abcd";

/**
 * A hole by its place on the board (row 0 = north's back row ... 3 = south's back row, column
 * from the west) as its owner names it: south numbers from the west, north from the east.
 */
export function pitOwnerName(
  row: number,
  col: number,
  holes: number,
): { owner: Side; name: string } {
  if (row >= 2) return { owner: "south", name: `${row === 3 ? "a" : "b"}${col + 1}` };
  return { owner: "north", name: `${row === 0 ? "a" : "b"}${holes - col}` };
}

/** `south:a3` -> its row and column; undefined for a malformed or out-of-range name. */
export function pitPlace(pit: string, holes: number): { row: number; col: number } | undefined {
  const m = /^(south|north):([ab])(\d+)$/.exec(pit);
  if (!m) return undefined;
  return moverPitPlace(m[1] as Side, `${m[2]!}${m[3]!}`, holes);
}

/**
 * A hole named from the mover's view (`a3`, `c5`: a/b its own back/front row, c/d the
 * opponent's front/back row, numbered from the mover's left) -> its row and column.
 */
export function moverPitPlace(
  mover: Side,
  name: string,
  holes: number,
): { row: number; col: number } | undefined {
  const m = /^([a-d])(\d+)$/.exec(name);
  if (!m) return undefined;
  const k = Number(m[2]);
  if (k < 1 || k > holes) return undefined;
  const letter = ROW_LETTERS.indexOf(m[1]!);
  return mover === "south" ? { row: 3 - letter, col: k - 1 } : { row: letter, col: holes - k };
}

/** `south:a3`-style id of the hole at a place. */
export const pitId = (row: number, col: number, holes: number): string => {
  const { owner, name } = pitOwnerName(row, col, holes);
  return `${owner}:${name}`;
};

/** The hole at a place as the player `mover` names it (`a`..`d`, numbered from its left). */
export function moverPitName(mover: Side, row: number, col: number, holes: number): string {
  return mover === "south"
    ? `${ROW_LETTERS[3 - row]!}${col + 1}`
    : `${ROW_LETTERS[row]!}${holes - col}`;
}
