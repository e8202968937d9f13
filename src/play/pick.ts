/**
 * From a click on a point or hole to a step: which steps the engine offers now, read from their
 * texts, and what choosing a point or hole means. No DOM; the element calls `pick` and renders.
 */
import { moverPitName, moverPitPlace, pitId, pointXY } from "../board/names.ts";
import type { BoardView, Piece } from "../board/view.ts";

/** A step of a grid game (Fanorona, Telo) as its text reads. */
export type GridStep =
  | { readonly text: string; readonly kind: "place"; readonly to: string }
  | {
      readonly text: string;
      readonly kind: "move";
      readonly from: string;
      readonly to: string;
      /** `A` approach, `W` withdrawal, `` for a move that takes nothing. */
      readonly capture: "" | "A" | "W";
    }
  | { readonly text: string; readonly kind: "other" };

export function readGridStep(text: string): GridStep {
  const place = /^@([a-i][1-9])$/.exec(text);
  if (place) return { text, kind: "place", to: place[1]! };
  const m = /^([a-i][1-9])-?([a-i][1-9])([AW]?)$/.exec(text);
  if (m) return { text, kind: "move", from: m[1]!, to: m[2]!, capture: m[3] as "" | "A" | "W" };
  return { text, kind: "other" };
}

/** The hole a mancala step names (`b3`, `xc5`, `>b1`, `a3+2`), as a `south:a3` id; else undefined. */
export function stepPit(text: string, mover: "south" | "north", holes: number): string | undefined {
  const m = /^[x>]?([a-d]\d+)(?:\+[12])?$/.exec(text);
  if (!m) return undefined;
  const place = moverPitPlace(mover, m[1]!, holes);
  return place === undefined ? undefined : pitId(place.row, place.col, holes);
}

/** What a click means. */
export type Pick =
  | { readonly kind: "play"; readonly text: string }
  | { readonly kind: "select"; readonly point: string; readonly targets: readonly string[] }
  | { readonly kind: "choose"; readonly options: readonly string[] }
  /** Not legal: the text to ask the engine about, to name the rule (undefined: nothing to ask). */
  | { readonly kind: "refuse"; readonly attempt: string | undefined; readonly hint: string }
  | { readonly kind: "clear" };

/** Steps that are not chosen on the board but with a button (stop, sowing direction). */
export function buttonSteps(view: BoardView, steps: readonly string[]): string[] {
  if (view.kind === "grid") return steps.filter((t) => readGridStep(t).kind === "other");
  return steps.filter((t) => stepPit(t, view.toMove, view.holes) === undefined);
}

/** The point of the piece a chain must go on with, when every move starts there. */
export function forcedFrom(steps: readonly string[]): string | undefined {
  const froms = new Set(
    steps.map(readGridStep).flatMap((s) => (s.kind === "move" ? [s.from] : [])),
  );
  const [only] = froms;
  return froms.size === 1 ? only : undefined;
}

const pieceAt = (view: BoardView, point: string): Piece | null => {
  if (view.kind !== "grid") return null;
  const xy = pointXY(point);
  return xy === undefined ? null : (view.cells[xy.y * view.width + xy.x] ?? null);
};

/** A click on a grid point, with `selected` the piece chosen before (if any). */
export function pickPoint(
  view: BoardView,
  steps: readonly string[],
  selected: string | undefined,
  point: string,
): Pick {
  const all = steps.map(readGridStep);
  const place = all.find((s) => s.kind === "place" && s.to === point);
  if (place) return { kind: "play", text: place.text };
  const moves = all.filter((s) => s.kind === "move");
  if (selected !== undefined) {
    const here = moves.filter((s) => s.from === selected && s.to === point);
    if (here.length === 1) return { kind: "play", text: here[0]!.text };
    if (here.length > 1) return { kind: "choose", options: here.map((s) => s.text) };
  }
  // The chain's piece chosen again stays chosen: ending the chain is the stop button's alone,
  // since a click meant to pick the piece up ended turns by surprise (review ux-2026-12-07).
  const from = moves.filter((s) => s.from === point);
  if (from.length > 0)
    return selected === point && forcedFrom(steps) !== point
      ? { kind: "clear" }
      : { kind: "select", point, targets: [...new Set(from.map((s) => s.to))] };
  const mover = view.kind === "grid" ? view.toMove : null;
  if (selected !== undefined && pieceAt(view, point) === null)
    return {
      kind: "refuse",
      attempt: `${selected}${point}`,
      hint: `${selected} cannot go to ${point}`,
    };
  if (all.some((s) => s.kind === "place"))
    return { kind: "refuse", attempt: `@${point}`, hint: `no piece can be placed on ${point}` };
  // A piece that cannot move is still chosen, so that the next click asks the engine why.
  if (pieceAt(view, point) === mover && moves.length > 0 && forcedFrom(steps) === undefined)
    return { kind: "select", point, targets: [] };
  return { kind: "refuse", attempt: undefined, hint: `choose one of ${mover ?? "your"}'s pieces` };
}

/** A click on a mancala hole (`south:a3`). */
export function pickPit(view: BoardView, steps: readonly string[], pit: string): Pick {
  if (view.kind !== "pits") return { kind: "clear" };
  const here = steps.filter((t) => stepPit(t, view.toMove, view.holes) === pit);
  if (here.length === 1) return { kind: "play", text: here[0]! };
  if (here.length > 1) return { kind: "choose", options: here };
  const m = /^(south|north):([ab])(\d+)$/.exec(pit);
  let attempt: string | undefined;
  if (m) {
    const owner = m[1] as "south" | "north";
    const num = Number(m[3]);
    const row = owner === "south" ? (m[2] === "a" ? 3 : 2) : m[2] === "a" ? 0 : 1;
    const col = owner === "south" ? num - 1 : view.holes - num;
    attempt = moverPitName(view.toMove, row, col, view.holes);
  }
  return { kind: "refuse", attempt, hint: `${pit.replace(":", " ")} cannot be played now` };
}

/**
 * The opponent's pieces a step takes: the points holding one of them before and none after
 * (read from the two positions' drawings).
 */
export function takenPoints(before: BoardView, after: BoardView): string[] {
  if (before.kind !== "grid" || after.kind !== "grid") return [];
  const out: string[] = [];
  const enemy: Piece = before.toMove === "white" ? "black" : "white";
  for (let i = 0; i < before.cells.length; i++)
    if (before.cells[i] === enemy && after.cells[i] !== enemy) {
      const x = i % before.width;
      out.push(`${"abcdefghi"[x]!}${(i - x) / before.width + 1}`);
    }
  return out;
}

/** Holes whose count changed between two positions (the last move's sowing), as ids. */
export function changedPits(before: BoardView, after: BoardView): string[] {
  if (before.kind !== "pits" || after.kind !== "pits" || before.holes !== after.holes) return [];
  const out: string[] = [];
  before.rows.forEach((row, r) =>
    row?.forEach((n, c) => {
      if (after.rows[r]?.[c] !== n) out.push(pitId(r, c, before.holes));
    }),
  );
  return out;
}

/**
 * The texts to ask the engine about when a player tries to move from one point to another that
 * no legal step joins: as a capture by approach, by withdrawal, and as a plain move.
 */
export const attemptsBetween = (from: string, to: string): string[] => [
  `${from}${to}A`,
  `${from}${to}W`,
  `${from}${to}`,
];

/**
 * What a turn waiting for a choice lets the player choose on the board: the holes its steps
 * name (holes to take, a hole to go on from), or where the chain's piece may go.
 */
export function choosable(view: BoardView, steps: readonly string[]): string[] {
  if (view.kind === "pits")
    return [...new Set(steps.flatMap((t) => stepPit(t, view.toMove, view.holes) ?? []))];
  const from = forcedFrom(steps);
  return [
    ...new Set(
      steps
        .map(readGridStep)
        .flatMap((st) =>
          st.kind === "move" && st.from === from ? [st.to] : st.kind === "place" ? [st.to] : [],
        ),
    ),
  ];
}
