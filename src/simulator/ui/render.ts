/**
 * Drawing the running simulator: the board with its marks (the last move, the piece chosen, where
 * it may go, what a choice would take), the line saying whose turn it is (and, in vela, how long
 * the handicap still bars the winner), the move list, the position and the link.
 */
import { drawBoard, type Labels } from "../board/draw.ts";
import type { BoardView } from "../board/view.ts";
import { velaHandicap, type SimGame, type VelaHandicap } from "../engine.ts";
import { changedPits, forcedFrom, readGridStep, takenPoints } from "../pick.ts";
import { formatLink, type Session } from "../session.ts";
import { h, type Controls } from "./controls.ts";
import { citation, statusText } from "./messages.ts";
import { capital } from "../../site/words.ts";

/** What the board shows besides the pieces. */
export interface BoardMarks {
  readonly steps: readonly string[];
  readonly selected: string | undefined;
  /** Points each option of a pending choice would take. */
  readonly capture: readonly string[];
}

/** Marks by point or hole id: the last move, the movable pieces, the chosen one, its targets. */
export function boardMarks(
  view: (state: unknown) => BoardView,
  session: Session,
  m: BoardMarks,
): Record<string, string[]> {
  const marks: Record<string, string[]> = {};
  const mark = (id: string, cls: string) => (marks[id] ??= []).push(cls);
  const now = view(session.state);
  const last = session.history.at(-1);
  if (last !== undefined) {
    const before = view(last.before);
    for (const p of changedPits(before, now)) mark(p, "changed");
    for (const p of takenPoints(before, now)) mark(p, "taken");
  }
  const from = m.selected ?? forcedFrom(m.steps);
  for (const st of m.steps.map(readGridStep))
    if (st.kind === "move") {
      mark(st.from, "movable");
      if (st.from === from) mark(st.to, "target");
    } else if (st.kind === "place") mark(st.to, "target");
  if (from !== undefined) mark(from, "selected");
  for (const p of m.capture) mark(p, "capture");
  return marks;
}

/** The id of the point or hole that has the focus, if one has. */
export function focusedId(): string | undefined {
  const focused = document.activeElement?.closest("[data-point],[data-pit]");
  return focused?.getAttribute("data-point") ?? focused?.getAttribute("data-pit") ?? undefined;
}

/** Draws the board into its container, keeping the keyboard focus on the same point or hole. */
export function paintBoard(
  board: HTMLElement,
  view: BoardView,
  o: {
    title: string;
    labels: Labels;
    focus: string | undefined;
    marks: Record<string, string[]>;
  },
): void {
  const focusId = focusedId();
  const hadFocus = focusId !== undefined && board.contains(document.activeElement);
  board.innerHTML = drawBoard(view, {
    title: o.title,
    labels: o.labels,
    interactive: true,
    focus: focusId ?? o.focus,
    marks: o.marks,
  });
  if (hadFocus)
    board.querySelector<SVGElement>(`[data-point="${focusId}"],[data-pit="${focusId}"]`)?.focus();
}

/** "White to move (the turn goes on: ...)." or the result, and vela's handicap. */
export function stateLine(
  g: SimGame,
  session: Session,
  steps: readonly string[],
  sources: Readonly<Record<string, string>>,
): string {
  const s = session.state;
  const status = g.status(s);
  if (status.kind !== "ongoing") return statusText(status, g.players, sources);
  const mover = g.players[g.toMove(s)];
  const list = steps.length <= 8 ? `, ${steps.join(", ")}` : "";
  const turn = session.inTurn()
    ? ` (the turn goes on: ${steps.length} choice${steps.length === 1 ? "" : "s"}${list})`
    : "";
  const vela = velaHandicap(g, s);
  return `${capital(mover)} to move${turn}.${vela === undefined ? "" : ` ${velaText(g, vela, sources)}`}`;
}

/** Vela: who the handicap still bars from capturing, read from the engine's own count. */
export function velaText(
  g: SimGame,
  v: VelaHandicap,
  sources: Readonly<Record<string, string>>,
): string {
  const who = capital(g.players[v.barred]);
  const cite = v.provenance === undefined ? "" : ` (${citation(v.provenance, sources)})`;
  if (!v.active) return `Vela: ${who} has been released and captures${cite}.`;
  const more = v.pieces - v.release;
  return `Vela: ${who} may not capture until he is down to ${v.release} pieces: he has ${v.pieces}, ${more} more to lose${cite}.`;
}

/** The move list, the undo/redo buttons, the position field and the link (and the URL hash). */
export function paintRecord(c: Controls, g: SimGame, session: Session, ruleset: string): void {
  c.moves.replaceChildren(
    ...session
      .turnGroups()
      .map((t) =>
        h("li", {}, `${capital(g.players[t.player === 0 ? 0 : 1])}: `, h("code", {}, t.text)),
      ),
  );
  c.undo.disabled = !session.canUndo;
  c.redo.disabled = !session.canRedo;
  c.next.disabled = !session.canRedo;
  c.position.value = g.formatPosition(session.state);
  const hash = formatLink({ ruleset, position: session.startText, moves: session.moveTexts() });
  c.link.href = `#${hash}`;
  history.replaceState(history.state, "", `#${hash}`);
}
