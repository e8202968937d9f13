/**
 * "Best move here" on the board (render.ts draws it; ui/analysis.ts asks the engine): the move
 * the engine found and the line it expects, while the position they answer is shown.
 */
import type { BoardView } from "../../board/view.ts";
import { turnPath } from "../../play/last.ts";
import { stepPit } from "../../play/pick.ts";
import type { Session } from "../../play/session.ts";

/** "Best move here"'s answer, for the position it answers (a session at a version). */
export interface BestShown {
  readonly session: Session;
  readonly version: number;
  /** The best turn, then the line the engine expects. */
  readonly line: readonly string[];
}

/** What the drawing reads: the game shown and the answer, if any. */
interface BestHost {
  readonly session: Session;
  readonly best?: BestShown | undefined;
}

/** Turns of the engine's line drawn after its best move: more would hide the board. */
const LINE_DRAWN = 3;

/**
 * "Best move here" on the board, while the position it answers is shown: its move as an arrow
 * per step (a placement or a sowing marks its point or hole), the line after it dashed, and
 * `data-best` (`from`, `to`, `path`, or `move` for a hole) on the points of the best move.
 */
export function bestDrawn(s: BestHost, view: BoardView) {
  const b = s.best;
  const shown = b !== undefined && b.session === s.session && b.version === s.session.version;
  const points = new Map<string, string>();
  const arrows: { from: string; to: string; age: number; kind: "best" | "line" }[] = [];
  if (!shown) return { shown, points, arrows };
  const first = b.line[0] ?? "";
  if (view.kind === "pits") {
    // A turn's text starts with the hole sown (`a3xc2xc3`: a3, then the holes taken).
    const sown = /^[a-d]\d+(?:\+[12])?/.exec(first)?.[0] ?? first;
    const pit = stepPit(sown, view.toMove, view.holes);
    if (pit !== undefined) points.set(pit, "move");
    return { shown, points, arrows };
  }
  b.line.slice(0, 1 + LINE_DRAWN).forEach((turn, i) => {
    const path = turnPath(turn);
    for (const [k, to] of path.slice(1).entries())
      arrows.push({ from: path[k]!, to, age: 0, kind: i === 0 ? "best" : "line" });
    if (i === 0)
      path.forEach((p, k) =>
        points.set(
          p,
          path.length === 1 || k === path.length - 1 ? "to" : k === 0 ? "from" : "path",
        ),
      );
  });
  return { shown, points, arrows };
}
