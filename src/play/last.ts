/**
 * What the last turns touched. On a grid board (Fanorona family, Telo): the point each started
 * from, the points a chain went through, where it ended, the pieces it took, read from the
 * turns' texts (the engine's notation names every point a piece stood on) and from the
 * positions before and after (which pieces went); a mancala sowing's are sown.ts's. No DOM;
 * render.ts draws it and sets the DOM contract's `data-last` (docs/simulator.md).
 */
import type { BoardView } from "../board/view.ts";
import { takenPoints } from "./pick.ts";
import type { TurnGroup } from "./session.ts";

/** A point's part in a turn. */
export type LastRole = "from" | "path" | "to" | "captured";

/** One turn as drawn: its points in the order the piece went, and what it took. */
export interface LastTurn {
  /** 1 for the latest turn, 2 for the one before it. */
  readonly age: 1 | 2;
  readonly player: number;
  /** The points the piece stood on, in order (one point for a placement). */
  readonly path: readonly string[];
  readonly captured: readonly string[];
}

/**
 * The points a turn's text names, in order: `@c3` is a placement on c3, `c1d1Ad2A` a piece from
 * c1 through d1 to d2, `stop` nothing.
 */
export function turnPath(text: string): string[] {
  return [...text.matchAll(/[a-i][1-9]/g)].map((m) => m[0]);
}

/** The latest turn and the one before it (the latest first), as drawn. */
export function lastTurns(
  groups: readonly TurnGroup[],
  view: (state: unknown) => BoardView,
): LastTurn[] {
  const out: LastTurn[] = [];
  for (const [i, g] of groups.slice(-2).reverse().entries()) {
    const first = g.entries[0];
    const last = g.entries.at(-1);
    if (first === undefined || last === undefined) continue;
    const path = g.entries.flatMap((e) => turnPath(e.text));
    // A chain's next step starts where the previous one ended: that point once.
    const joined = path.filter((p, k) => k === 0 || p !== path[k - 1]);
    out.push({
      age: (i + 1) as 1 | 2,
      player: g.player,
      path: joined,
      captured: takenPoints(view(first.before), view(last.after)),
    });
  }
  return out;
}

/** A point's roles in the last turns: `data-last` (roles) and `data-last-turn` (ages), aligned. */
export interface LastMark {
  readonly roles: LastRole[];
  readonly ages: (1 | 2)[];
}

/**
 * Every point the last turns touched, with its roles oldest turn first: a point the turn
 * before left and the latest turn reached reads `from to` with turns `2 1`.
 */
export function lastMarks(turns: readonly LastTurn[]): Map<string, LastMark> {
  const marks = new Map<string, LastMark>();
  const add = (point: string, role: LastRole, age: 1 | 2) => {
    const m = marks.get(point) ?? { roles: [], ages: [] };
    m.roles.push(role);
    m.ages.push(age);
    marks.set(point, m);
  };
  for (const t of [...turns].sort((a, b) => b.age - a.age)) {
    t.path.forEach((p, k) => {
      const role: LastRole =
        t.path.length === 1 || k === t.path.length - 1 ? "to" : k === 0 ? "from" : "path";
      add(p, role, t.age);
    });
    for (const p of t.captured) add(p, "captured", t.age);
  }
  return marks;
}
