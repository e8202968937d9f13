/**
 * The fanoron-telo board: 3x3 points joined by the rows, the columns and (when the ruleset
 * says so) the two main diagonals. Points are numbered 0..8 row by row from a1:
 *
 *     a3 b3 c3      6 7 8
 *     a2 b2 c2      3 4 5
 *     a1 b1 c1      0 1 2
 *
 * Sets of points are 9-bit masks (bit p = point p).
 */
export const POINT_COUNT = 9;
export const FULL_MASK = (1 << POINT_COUNT) - 1;

/** `a1` .. `c3`. */
export const pointName = (p: number): string => `${"abc".charAt(p % 3)}${Math.floor(p / 3) + 1}`;

/** The point a name such as `b2` denotes, or undefined. Case-insensitive. */
export function parsePoint(text: string): number | undefined {
  const m = /^([abc])([123])$/i.exec(text);
  if (m === null) return undefined;
  return "abc".indexOf(m[1]!.toLowerCase()) + 3 * (Number(m[2]) - 1);
}

const bit = (p: number): number => 1 << p;

/** Everything the rules need to know about the lines of the board. */
export interface Geometry {
  /** The winning lines (three points each) as masks: rows, columns, then diagonals. */
  readonly lines: readonly number[];
  /** Per point, the mask of points a piece there may move to (ignoring occupancy). */
  readonly reach: readonly number[];
  /** Per 9-bit mask, 1 when the mask contains a whole line. */
  readonly hasRow: Uint8Array;
}

const ROWS = [0, 1, 2].map((r) => bit(3 * r) | bit(3 * r + 1) | bit(3 * r + 2));
const COLUMNS = [0, 1, 2].map((f) => bit(f) | bit(f + 3) | bit(f + 6));
const DIAGONALS = [bit(0) | bit(4) | bit(8), bit(2) | bit(4) | bit(6)];

/** Whether two distinct points are one step apart along a row, a column or (optionally) a main diagonal. */
function joined(p: number, q: number, diagonals: boolean): boolean {
  const [pf, pr, qf, qr] = [p % 3, Math.floor(p / 3), q % 3, Math.floor(q / 3)];
  const df = Math.abs(pf - qf);
  const dr = Math.abs(pr - qr);
  if (df + dr === 1) return true;
  // Diagonal steps exist only along the two main diagonals, which all pass through b2.
  return diagonals && df === 1 && dr === 1 && (p === 4 || q === 4);
}

/**
 * The geometry for a board with or without the main diagonals, and for pieces that move one
 * step along a line (`adjacent`) or to any empty point (`anywhere`).
 */
export function geometry(diagonals: boolean, movement: "adjacent" | "anywhere"): Geometry {
  const lines = diagonals ? [...ROWS, ...COLUMNS, ...DIAGONALS] : [...ROWS, ...COLUMNS];
  const reach: number[] = [];
  for (let p = 0; p < POINT_COUNT; p++) {
    let m = 0;
    for (let q = 0; q < POINT_COUNT; q++)
      if (q !== p && (movement === "anywhere" || joined(p, q, diagonals))) m |= bit(q);
    reach.push(m);
  }
  const hasRow = new Uint8Array(FULL_MASK + 1);
  for (let mask = 0; mask <= FULL_MASK; mask++)
    hasRow[mask] = lines.some((l) => (mask & l) === l) ? 1 : 0;
  return { lines, reach, hasRow };
}

/** Number of set bits of a 9-bit mask. */
export function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
