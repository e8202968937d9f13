/* The Basque article's 1-45 point numbering of the 9x5 board, and its from-to move notation. */
import {
  basqueToPoint,
  geometry,
  pointName,
  pointToBasque,
  parsePoint,
  type BoardSize,
} from "./geometry.ts";

/** `e3` → 23 on the 9x5 board (Basque article numbering); undefined for a bad name. */
export function nameToBasque(name: string, board: BoardSize = "9x5"): number | undefined {
  const geo = geometry(board);
  const p = parsePoint(geo, name);
  return p === undefined ? undefined : pointToBasque(geo, p);
}

/** 23 → `e3` on the 9x5 board; undefined out of range. */
export function basqueToName(n: number, board: BoardSize = "9x5"): string | undefined {
  const geo = geometry(board);
  const p = basqueToPoint(geo, n);
  return p === undefined ? undefined : pointName(geo, p);
}

/**
 * A move in the Basque article's notation, `22-23` (from-to in its 1-45 numbering), as the
 * engine's `d3e3`; undefined when either number is out of range.
 */
export function basqueMoveToNames(text: string, board: BoardSize = "9x5"): string | undefined {
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
  if (!m) return undefined;
  const a = basqueToName(Number(m[1]), board);
  const b = basqueToName(Number(m[2]), board);
  return a === undefined || b === undefined ? undefined : a + b;
}
