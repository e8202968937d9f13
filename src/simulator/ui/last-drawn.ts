/**
 * The last turns drawn on a grid board (render.ts paints them): which points each turn touched,
 * in which role, and an arrow per step, from play/last.ts's reading of the session.
 */
import { lastMarks, lastTurns } from "../../play/last.ts";
import type { Screen } from "./render.ts";

export /**
 * The last two turns on a grid board: `data-last` (roles) and `data-last-turn` (1 the latest
 * turn, 2 the one before), aligned, oldest first; an arrow per step.
 */
function lastDrawn(s: Screen) {
  const turns = lastTurns(s.session.turnGroups(), (x) => s.view(x));
  const marks = lastMarks(turns);
  const attrs: Record<string, Record<string, string>> = {};
  for (const [p, m] of marks) attrs[p] = { last: m.roles.join(" "), "last-turn": m.ages.join(" ") };
  const arrows = turns
    .slice()
    .reverse()
    .flatMap((t) => t.path.slice(1).map((to, i) => ({ from: t.path[i]!, to, age: t.age })));
  return { marks, attrs, arrows };
}
