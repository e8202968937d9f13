/**
 * A mancala turn's sowing on the running board: the holes the latest turn touched, numbered in
 * the order sown (`data-sown`, `data-last`; src/play/sown.ts reads them from the engine's sowing
 * path), the frames of a sowing shown hole by hole, and what a turn waiting for a choice asks
 * (src/play/asks.ts). A chunk a mancala game loads with its first move (`wantSown`), so that
 * no page loads it unasked; render.ts draws what it gives.
 */
import { mancalaAsk } from "../../play/asks.ts";
import { sowingMoves, type SowingMove } from "../../play/engine.ts";
import { sownMarks, type Sown } from "../../play/sown.ts";
import { say, type Said } from "../../play/messages.ts";
import type { PitsView } from "../../board/view.ts";
import { boardTitle, paintBoard, type Screen } from "./render.ts";

/** What a mancala turn waiting for a choice asks (asks.ts), or undefined. */
export function turnAsk(s: Screen, steps: readonly string[]): string | undefined {
  const first = s.session.turnGroups().at(-1)?.entries[0];
  const start = first === undefined ? undefined : s.view(first.before);
  const now = s.view(s.session.state);
  if (start?.kind !== "pits" || now.kind !== "pits" || !s.session.inTurn()) return undefined;
  const captured = [...lastSown(s).roles].flatMap(([id, r]) =>
    r.includes("captured") ? [id] : [],
  );
  return mancalaAsk(s.config, start, now, captured, steps);
}

/** The sowing of the latest turn (a turn under way included), by its last entry. */
const sownOf = new WeakMap<object, Sown>();
export function lastSown(s: Screen): Sown {
  const g = s.session.turnGroups().at(-1);
  const key = g?.entries.at(-1);
  if (g === undefined || key === undefined) return sownMarks([]);
  let sown = sownOf.get(key);
  if (sown === undefined) {
    const game = s.session.game;
    sown = sownMarks(g.entries.flatMap((e) => sowingMoves(game, e.before, e.text, e.kind) ?? []));
    sownOf.set(key, sown);
  }
  return sown;
}

/**
 * A sowing on the board: every hole it touched carries `data-last` (its roles, `data-last-turn`
 * aligned) and, when sown, `data-sown` (the orders, a space between) and the orders over it;
 * `marks` gets the roles' classes (and loses the plain `changed` ring they replace).
 */
export function sownDrawn(sown: Sown, c: Said, marks: Record<string, string[]>) {
  const attrs: Record<string, Record<string, string>> = {};
  const notes: Record<string, string> = {};
  const said: Record<string, string> = {};
  for (const [id, r] of sown.roles) {
    attrs[id] = { last: r.join(" "), "last-turn": r.map(() => "1").join(" ") };
    marks[id] = [...(marks[id] ?? []).filter((m) => m !== "changed"), ...r.map((x) => `last-${x}`)];
  }
  for (const [id, o] of sown.orders) {
    attrs[id] = { ...attrs[id], sown: o.join(" ") };
    notes[id] = o.join(",");
    said[id] = say(c, "simb.sownAt", { orders: o.join(", ") });
  }
  return { attrs, notes, said };
}

/** One frame of a sowing: the counts so far, the holes sown so far numbered, the one acted on marked. */
export function paintFrame(
  s: Screen,
  view: PitsView,
  at: string,
  action: string,
  done: readonly SowingMove[],
): void {
  const marks: Record<string, string[]> = {};
  const sown = sownDrawn(sownMarks(done), s.config, marks);
  (marks[at] ??= []).push(...(action === "capture" ? ["sowing", "sowing-capture"] : ["sowing"]));
  paintBoard(s.controls.board, view, {
    title: boardTitle(s),
    labels: s.labels,
    focus: undefined,
    marks,
    ...sown,
  });
  follow(s.controls.board, at);
}

/**
 * On a phone a row of sixteen holes is wider than the screen and the board scrolls sideways:
 * the board follows the hole being sown, so the sowing stays in sight. Sideways only: the page
 * itself never moves under the reader.
 */
function follow(board: HTMLElement, at: string): void {
  if (board.scrollWidth <= board.clientWidth) return;
  const hole = board.querySelector(`[data-pit="${CSS.escape(at)}"]`);
  if (hole === null) return;
  const b = board.getBoundingClientRect();
  const h = hole.getBoundingClientRect();
  if (h.left >= b.left && h.right <= b.right) return;
  board.scrollLeft += h.left + h.width / 2 - (b.left + b.width / 2);
}
