/**
 * What a board drawing shows, read from a position in the engine's own notation
 * (docs/cli.md, docs/notation-mancala.md). The drawing code never sees engine states: a position
 * text is the engine's stable, documented interface, so the same drawing serves the build (a
 * ruleset's start position) and the browser (any position the simulator reaches). These readers
 * only split the text into what is drawn; the engine's parser is the one that validates it.
 */
import { err, ok, type FamilyId, type Result } from "../engine/core/index.ts";

export const PIECES = ["white", "black"] as const;
export type Piece = (typeof PIECES)[number];

export const SIDES = ["south", "north"] as const;
export type Side = (typeof SIDES)[number];

/** A board of points joined by lines: Fanorona 9x5 and 5x5 (and vela), Telo 3x3. */
export interface GridView {
  readonly kind: "grid";
  /** `fanorona`: diagonals through every point with x + y even; `telo`: the 3x3 board. */
  readonly layout: "fanorona" | "telo";
  readonly width: number;
  readonly height: number;
  /** Telo only: whether the two main diagonals are lines of the board. */
  readonly diagonals: boolean;
  /** Piece on each point, index `y * width + x` (x from file a, y from rank 1). */
  readonly cells: readonly (Piece | null)[];
  readonly toMove: Piece;
}

/** A four-row mancala board. Rows run from north's back row (0) to south's back row (3), west to east. */
export interface PitsView {
  readonly kind: "pits";
  /** Holes a row. */
  readonly holes: number;
  /** Counters in each hole; null for a row the game does not use (Chiana wa Kunja's front rows). */
  readonly rows: readonly (readonly number[] | null)[];
  /** Chiana wa Kunja: the owner of each hole's counters (null when empty); undefined elsewhere. */
  readonly owners?: readonly (readonly (Side | null)[] | null)[];
  /** Counters each side has captured off the board, south then north; null when none leave it. */
  readonly stores: readonly [number, number] | null;
  /** Fifangha's reserve: one per side, one shared number, or null. */
  readonly reserve: readonly [number, number] | number | null;
  /** Counters the player to move holds in hand mid-turn (Fifangha's captured bassi), or 0. */
  readonly hand: number;
  readonly toMove: Side;
  /** The decision the mover still has to make in its turn (`take2`, `mam:b4`, ...), or `-`. */
  readonly pending?: string;
}

export type BoardView = GridView | PitsView;

/** What a position shows, or what in its text could not be read. */
export type ViewResult = Result<BoardView, string>;

/** Ranks top (Black's side) to bottom, `W`/`B`, digits for runs of empty points. */
function readRanks(
  ranks: readonly string[],
  pieceOf: (c: string) => Piece | null | undefined,
): { cells: (Piece | null)[]; width: number } | string {
  const rows: (Piece | null)[][] = [];
  for (const rank of ranks) {
    const row: (Piece | null)[] = [];
    for (const c of rank) {
      if (/[1-9]/.test(c)) for (let i = 0; i < Number(c); i++) row.push(null);
      else {
        const p = pieceOf(c);
        if (p === undefined) return `unexpected "${c}" in rank "${rank}"`;
        row.push(p);
      }
    }
    rows.push(row);
  }
  const width = rows[0]?.length ?? 0;
  if (width === 0 || rows.some((r) => r.length !== width)) return "ranks of different lengths";
  // The text gives the top rank first; cells are indexed from rank 1.
  return { cells: rows.reverse().flat(), width };
}

export function gridView(family: "fanorona" | "telo", text: string, diagonals = true): ViewResult {
  const [board, side] = text.trim().split(/\s+/);
  if (board === undefined || (side !== "w" && side !== "b"))
    return err(`position "${text}": expected ranks and w or b`);
  const ranks = board.split("/");
  const read = readRanks(ranks, (c) =>
    c === "W" ? "white" : c === "B" ? "black" : c === "." ? null : undefined,
  );
  if (typeof read === "string") return err(`position "${text}": ${read}`);
  return ok({
    kind: "grid",
    layout: family,
    width: read.width,
    height: ranks.length,
    diagonals: family === "fanorona" ? true : diagonals,
    cells: read.cells,
    toMove: side === "w" ? "white" : "black",
  });
}

const pair = (t: string): [number, number] | null => {
  const m = /^(\d+):(\d+)$/.exec(t);
  return m ? [Number(m[1]), Number(m[2])] : null;
};

export function pitsView(text: string): ViewResult {
  const [rowsText, side, stores, reserve, , pending] = text.trim().split(/\s+/);
  if (rowsText === undefined || (side !== "s" && side !== "n"))
    return err(`position "${text}": expected rows and s or n`);
  const rowTexts = rowsText.split("/");
  if (rowTexts.length !== 4) return err(`position "${text}": expected four rows`);
  const rows: (number[] | null)[] = [];
  const owners: ((Side | null)[] | null)[] = [];
  let kunja = false;
  for (const r of rowTexts) {
    if (r === "-") {
      rows.push(null);
      owners.push(null);
      continue;
    }
    const counts: number[] = [];
    const own: (Side | null)[] = [];
    for (const tok of r.split(",")) {
      const m = /^(\d+)([sn])?$/.exec(tok);
      if (!m) return err(`position "${text}": hole "${tok}"`);
      counts.push(Number(m[1]));
      if (m[2] !== undefined) kunja = true;
      own.push(m[2] === "s" ? "south" : m[2] === "n" ? "north" : null);
    }
    rows.push(counts);
    owners.push(own);
  }
  const holes = rows.find((r) => r !== null)?.length ?? 0;
  if (rows.some((r) => r !== null && r.length !== holes))
    return err(`position "${text}": rows of different lengths`);
  const storePair = stores === undefined || stores === "-" ? null : pair(stores);
  let reserveValue: [number, number] | number | null = null;
  if (reserve !== undefined && reserve !== "-")
    reserveValue = /^\d+$/.test(reserve) ? Number(reserve) : pair(reserve);
  return ok({
    kind: "pits",
    holes,
    rows,
    ...(kunja || rows.includes(null) ? { owners } : {}),
    stores: storePair,
    reserve: reserveValue,
    hand: Number(/^carry:(\d+):/.exec(pending ?? "")?.[1] ?? 0),
    pending: pending ?? "-",
    toMove: side === "s" ? "south" : "north",
  });
}

/** Reads a position of any family into what is drawn. `diagonals` is Telo's option. */
export function boardView(family: FamilyId, text: string, diagonals = true): ViewResult {
  return family === "mancala" ? pitsView(text) : gridView(family, text, diagonals);
}
