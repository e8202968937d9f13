import type { Player } from "../core/player.ts";

/**
 * The four-row board: 4 rows of `n` holes. Absolute hole index = row * n + column, with
 *
 *   row 0: north's back (outer) row      row 2: south's front (inner) row
 *   row 1: north's front (inner) row     row 3: south's back (outer) row
 *
 * and columns 0..n-1 running west to east, i.e. from south's left to south's right (north's right
 * to north's left). South is player 0, north player 1.
 *
 * Each player owns the two rows on its side and sows round them. `own[p]` lists the player's 16
 * (2n) holes in anticlockwise order as seen from above: along its back row from its left to its
 * right, then along its front row from its right to its left. `outer` is the ring of the two back
 * rows used by Chiana wa Kunja, also anticlockwise: south's back row west to east, then north's
 * back row east to west.
 */
export interface Geometry {
  readonly n: number;
  /** 4n. */
  readonly size: number;
  /** Each player's own circuit (2n holes, anticlockwise). */
  readonly own: readonly [Int32Array, Int32Array];
  /** Index of a hole in its owner's circuit `own[side]`. */
  readonly ownIndex: Int32Array;
  /** The ring of the two back rows (2n holes, anticlockwise). */
  readonly outer: Int32Array;
  /** Index of a back-row hole in `outer`; -1 for front-row holes. */
  readonly outerIndex: Int32Array;
  /** The opponent's front-row hole facing a front-row hole; -1 for back-row holes. */
  readonly opposite: Int32Array;
  /** The back-row hole behind a front-row hole on the same side; -1 for back-row holes. */
  readonly behind: Int32Array;
  /** Owner of the side a hole is on: 0 south, 1 north. */
  readonly side: Uint8Array;
  /** 1 for front-row (inner) holes. */
  readonly inner: Uint8Array;
  /**
   * The holes in the order a player reads them (its notation order): its back row a1..an, its
   * front row b1..bn, the opponent's front row c1..cn, the opponent's back row d1..dn, all numbered
   * from the player's own left.
   */
  readonly order: readonly [Int32Array, Int32Array];
}

export const ROW_LETTERS = ["a", "b", "c", "d"] as const;
export type RowLetter = (typeof ROW_LETTERS)[number];

/** Absolute row of a row letter seen from player p. */
const absRow = (p: Player, letter: number): number => (p === 0 ? 3 - letter : letter);

/** Absolute index of pit (letter 0..3 = a..d, number 1..n) seen from player p. */
export function pitIndex(n: number, p: Player, letter: number, number: number): number {
  const col = p === 0 ? number - 1 : n - number;
  return absRow(p, letter) * n + col;
}

/** Row letter (0..3) and number (1..n) of an absolute hole seen from player p. */
export function pitOf(n: number, p: Player, hole: number): { letter: number; number: number } {
  const row = Math.floor(hole / n);
  const col = hole % n;
  return {
    letter: p === 0 ? 3 - row : row,
    number: p === 0 ? col + 1 : n - col,
  };
}

export function pitName(n: number, p: Player, hole: number): string {
  const { letter, number } = pitOf(n, p, hole);
  return `${ROW_LETTERS[letter] ?? "?"}${number}`;
}

const cache = new Map<number, Geometry>();

export function geometry(n: number): Geometry {
  const hit = cache.get(n);
  if (hit) return hit;
  const size = 4 * n;
  const at = (row: number, col: number): number => row * n + col;
  const south = new Int32Array(2 * n);
  const north = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) {
    south[i] = at(3, i);
    south[n + i] = at(2, n - 1 - i);
    north[i] = at(0, n - 1 - i);
    north[n + i] = at(1, i);
  }
  const ownIndex = new Int32Array(size);
  for (let i = 0; i < 2 * n; i++) {
    ownIndex[south[i]!] = i;
    ownIndex[north[i]!] = i;
  }
  const outer = new Int32Array(2 * n);
  const outerIndex = new Int32Array(size).fill(-1);
  for (let i = 0; i < n; i++) {
    outer[i] = at(3, i);
    outer[n + i] = at(0, n - 1 - i);
  }
  for (let i = 0; i < 2 * n; i++) outerIndex[outer[i]!] = i;
  const opposite = new Int32Array(size).fill(-1);
  const behind = new Int32Array(size).fill(-1);
  const side = new Uint8Array(size);
  const inner = new Uint8Array(size);
  for (let c = 0; c < n; c++) {
    opposite[at(1, c)] = at(2, c);
    opposite[at(2, c)] = at(1, c);
    behind[at(1, c)] = at(0, c);
    behind[at(2, c)] = at(3, c);
    inner[at(1, c)] = 1;
    inner[at(2, c)] = 1;
    side[at(0, c)] = 1;
    side[at(1, c)] = 1;
  }
  const order = ([0, 1] as const).map((p) => {
    const o = new Int32Array(size);
    let k = 0;
    for (let letter = 0; letter < 4; letter++)
      for (let number = 1; number <= n; number++) o[k++] = pitIndex(n, p, letter, number);
    return o;
  });
  const g: Geometry = {
    n,
    size,
    own: [south, north],
    ownIndex,
    outer,
    outerIndex,
    opposite,
    behind,
    side,
    inner,
    order: [order[0]!, order[1]!],
  };
  cache.set(n, g);
  return g;
}
