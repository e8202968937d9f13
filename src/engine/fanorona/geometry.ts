/**
 * Board geometry of the fanorona family: the 9x5 board (fanoron-tsivy) and the 5x5 board
 * (fanoron-dimy), with precomputed neighbour, ray and line tables shared by every function that
 * walks the board.
 *
 * Points are numbered `p = y * width + x`, x = 0 for file `a` (White's left), y = 0 for rank 1
 * (White's side). A point has diagonals when `x + y` is even (a1, c1, b2, ... and the centre).
 */

export const BOARD_SIZES = ["9x5", "5x5"] as const;
export type BoardSize = (typeof BOARD_SIZES)[number];

/**
 * Directions, counter-clockwise from east: 0 E, 1 NE, 2 N, 3 NW, 4 W, 5 SW, 6 S, 7 SE.
 * North is towards rank 5 (Black's side). `opposite(d) = (d + 4) & 7`.
 */
export const DIRECTION_NAMES = ["E", "NE", "N", "NW", "W", "SW", "S", "SE"] as const;
export type DirectionName = (typeof DIRECTION_NAMES)[number];
const DX = [1, 1, 0, -1, -1, -1, 0, 1] as const;
const DY = [0, 1, 1, 1, 0, -1, -1, -1] as const;

export const opposite = (d: number): number => (d + 4) & 7;
export const isDiagonal = (d: number): boolean => (d & 1) === 1;

export interface Geometry {
  readonly size: BoardSize;
  readonly width: number;
  readonly height: number;
  /** Number of points (45 or 25). */
  readonly points: number;
  /** The central point (e3 on 9x5, c3 on 5x5). */
  readonly centre: number;
  /** `neighbour[p * 8 + d]`: the adjacent point of p in direction d along a marked line, or -1. */
  readonly neighbour: Int8Array;
  /** `line[p * 8 + d]`: id (0..lineCount-1) of the board line through p along direction d, or -1. */
  readonly line: Int8Array;
  readonly lineCount: number;
  /** 1 when the point lies on diagonals. */
  readonly diagonal: Uint8Array;
  /** Bit index of each point inside a two-word set: low word for points 0-31, high word above. */
  readonly lowBit: Int32Array;
  readonly highBit: Int32Array;
}

function build(size: BoardSize): Geometry {
  const width = size === "9x5" ? 9 : 5;
  const height = 5;
  const points = width * height;
  const neighbour = new Int8Array(points * 8).fill(-1);
  const line = new Int8Array(points * 8).fill(-1);
  const diagonal = new Uint8Array(points);
  const lowBit = new Int32Array(points);
  const highBit = new Int32Array(points);
  for (let p = 0; p < points; p++) {
    const x = p % width;
    const y = (p - x) / width;
    diagonal[p] = (x + y) % 2 === 0 ? 1 : 0;
    if (p < 32) lowBit[p] = 1 << p;
    else highBit[p] = 1 << (p - 32);
  }
  for (let p = 0; p < points; p++) {
    const x = p % width;
    const y = (p - x) / width;
    for (let d = 0; d < 8; d++) {
      if (isDiagonal(d) && diagonal[p] === 0) continue;
      const nx = x + DX[d]!;
      const ny = y + DY[d]!;
      if (nx < 0 || nx >= width || ny < 0 || ny >= height) continue;
      neighbour[p * 8 + d] = ny * width + nx;
    }
  }
  // Lines: maximal runs of points joined along one axis. A line is named by its first point
  // walking backwards (direction d + 4) from any of its points.
  let lineCount = 0;
  const ids = new Map<string, number>();
  for (let p = 0; p < points; p++)
    for (let d = 0; d < 8; d++) {
      if (neighbour[p * 8 + d] === -1 && neighbour[p * 8 + opposite(d)] === -1) continue;
      const axis = d & 3;
      let s = p;
      while (neighbour[s * 8 + axis + 4] !== -1) s = neighbour[s * 8 + axis + 4]!;
      const key = `${axis}:${s}`;
      let id = ids.get(key);
      if (id === undefined) {
        id = lineCount++;
        ids.set(key, id);
      }
      line[p * 8 + d] = id;
    }
  return {
    size,
    width,
    height,
    points,
    centre: (points - 1) / 2,
    neighbour,
    line,
    lineCount,
    diagonal,
    lowBit,
    highBit,
  };
}

const GEOMETRIES: Readonly<Record<BoardSize, Geometry>> = {
  "9x5": build("9x5"),
  "5x5": build("5x5"),
};

export const geometry = (size: BoardSize): Geometry => GEOMETRIES[size];

const FILES = "abcdefghi";

/** `a1` ... `i5`; undefined outside the board. */
export function pointName(geo: Geometry, p: number): string {
  const x = p % geo.width;
  const y = (p - x) / geo.width;
  return `${FILES[x] ?? "?"}${y + 1}`;
}

/** The point named `a1` ... `i5` (`e5` on 5x5), or undefined when the name is not on this board. */
export function parsePoint(geo: Geometry, name: string): number | undefined {
  const m = /^([a-i])([1-5])$/.exec(name);
  if (!m) return undefined;
  const x = FILES.indexOf(m[1]!);
  const y = Number(m[2]) - 1;
  if (x >= geo.width || y >= geo.height) return undefined;
  return y * geo.width + x;
}

/**
 * The Basque article's numbering (seed 004): points numbered row by row from Black's side,
 * left to right as White sees the board, so 1-9 is rank 5 (a5-i5), 23 is e3 (the centre, "lakabe")
 * and 45 is i1. The article numbers only the 9x5 board; the same rule is applied to 5x5 (1-25).
 */
export function pointToBasque(geo: Geometry, p: number): number {
  const x = p % geo.width;
  const y = (p - x) / geo.width;
  return (geo.height - 1 - y) * geo.width + x + 1;
}

/** The point with Basque number `n`, or undefined when out of range. */
export function basqueToPoint(geo: Geometry, n: number): number | undefined {
  if (!Number.isInteger(n) || n < 1 || n > geo.points) return undefined;
  const row = Math.floor((n - 1) / geo.width);
  const x = (n - 1) % geo.width;
  return (geo.height - 1 - row) * geo.width + x;
}

/** The direction from p to its neighbour q, or -1 when they are not joined by a line. */
export function directionBetween(geo: Geometry, p: number, q: number): number {
  for (let d = 0; d < 8; d++) if (geo.neighbour[p * 8 + d] === q) return d;
  return -1;
}
