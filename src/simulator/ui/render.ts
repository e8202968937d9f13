/**
 * Drawing the running simulator: the element's data attributes, the board with its marks (the
 * last move, the piece chosen, where it may go, what a choice would take), the step buttons, the
 * line saying whose turn it is (and, in vela, how long the handicap still bars the winner), the
 * move list, the position and the link, Telo's solver values.
 */
import { drawBoard, type DrawOptions, type Labels } from "../../board/draw.ts";
import { lastDrawn } from "./last-drawn.ts";
import { bestDrawn, type BestShown } from "./best-drawn.ts";
export type { BestShown } from "./best-drawn.ts";
import type { BoardView, PitsView } from "../../board/view.ts";
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import {
  statusCode,
  velaHandicap,
  type SowingMove,
  type OptionSpecs,
  type SimGame,
  type VelaHandicap,
} from "../../play/engine.ts";
import { formatChanges, type Changes } from "../../reading/changes.ts";
import {
  buttonSteps,
  changedPits,
  choosable,
  forcedFrom,
  readGridStep,
  takenPoints,
} from "../../play/pick.ts";
import { type Session } from "../../play/session.ts";
import { formatLink } from "../../play/link.ts";
import { lineEnd, lineTo, variationStart } from "../../play/game-tree.ts";
import type { Controls } from "./controls.ts";
import type { Input } from "./input.ts";
import {
  citation,
  playerName,
  readingSaid,
  say,
  statusText,
  type Said,
} from "../../play/messages.ts";
import { choiceButton, teloPanel } from "./panels.ts";
import type { SowingAnimation } from "./sowing.ts";
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { h, raw, type Element } from "../../site/dom/tree.ts";

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
    attrs?: DrawOptions["attrs"];
    arrows?: DrawOptions["arrows"];
    notes?: DrawOptions["notes"];
    said?: DrawOptions["said"];
  },
): void {
  const focusId = focusedId();
  const hadFocus = focusId !== undefined && board.contains(document.activeElement);
  // The drawing is SVG text, not a tree: the build draws the same boards into its pages.
  const drawing = drawBoard(view, {
    title: o.title,
    labels: o.labels,
    interactive: true,
    focus: focusId ?? o.focus,
    marks: o.marks,
    attrs: o.attrs,
    arrows: o.arrows,
    notes: o.notes,
    said: o.said,
  });
  replaceChildren(board, raw(drawing));
  if (hadFocus)
    board.querySelector<SVGElement>(`[data-point="${focusId}"],[data-pit="${focusId}"]`)?.focus();
}

/** "White to move (the turn goes on: ...)." or the result, and vela's handicap. */
export function stateLine(
  g: SimGame,
  session: Session,
  steps: readonly string[],
  sources: Said,
  ask?: string,
): string {
  const s = session.state;
  const status = g.status(s);
  if (status.kind !== "ongoing") return statusText(status, g.players, sources);
  if (ask !== undefined && session.inTurn()) return ask;
  const player = playerName(sources, g.players[g.toMove(s)]);
  const list = steps.length <= 8 ? `, ${steps.join(", ")}` : "";
  const n = steps.length;
  const choices = `${n === 1 ? say(sources, "simb.choicesOne") : say(sources, "simb.choices", { n })}${list}`;
  const line = session.inTurn()
    ? say(sources, "simb.toMoveTurn", { player, choices })
    : say(sources, "simb.toMove", { player });
  const vela = velaHandicap(g, s);
  return `${line}${vela === undefined ? "" : ` ${velaText(g, vela, sources)}`}`;
}

/** Vela: who the handicap still bars from capturing, read from the engine's own count. */
export function velaText(g: SimGame, v: VelaHandicap, sources: Said): string {
  const player = playerName(sources, g.players[v.barred]);
  const cite = v.provenance === undefined ? "" : ` (${citation(v.provenance, sources)})`;
  if (!v.active) return say(sources, "simb.velaReleased", { player, cite });
  const { release, pieces } = v;
  const more = pieces - release;
  return say(sources, "simb.velaBarred", { player, release, pieces, more, cite });
}

/**
 * The line shown, as the move tree draws it but without its variations and comments: the
 * moves from the start to the one shown and on along its main line, each a button
 * `[data-node]`. Returns whether a move of it has a variation, a comment or a glyph, which only
 * the tree (move-tree.ts, loaded then) draws.
 */
function paintLine(list: HTMLOListElement, g: SimGame, session: Session, c: Said): boolean {
  const shown = session.node;
  const line = lineTo(lineEnd(shown));
  const player = (p: number) =>
    say(c, "simb.moveBy", { player: playerName(c, g.players[p === 0 ? 0 : 1]) });
  let path = "";
  const items: Element[] = line.map((n, i) => {
    path += `${i === 0 ? "" : "."}${n.parent!.children.indexOf(n)}`;
    const tab = n === shown || (i === 0 && shown.parent === undefined);
    return h(
      "li",
      {},
      h(
        "button",
        {
          type: "button",
          "data-node": path,
          "aria-current": n === shown ? "step" : undefined,
          tabindex: tab ? "0" : "-1",
        },
        player(g.toMove(n.entries[0]!.before)),
        h("code", {}, n.turn),
      ),
    );
  });
  const p = session.turnGroups().find((t) => !t.complete);
  if (p !== undefined)
    items.splice(
      line.indexOf(shown) + 1,
      0,
      h("li", { "data-pending": "" }, player(p.player), h("code", {}, p.text)),
    );
  const hadFocus = list.contains(document.activeElement);
  replaceChildren(list, ...items);
  if (hadFocus) list.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  return [session.root, ...line].some(
    (n) =>
      n.children.length > 1 ||
      n.comment !== undefined ||
      n.before !== undefined ||
      n.glyphs.length > 0,
  );
}

/**
 * The move list (the tree's drawing when loaded, else the line shown), the undo/redo buttons,
 * the position field and the link (and the URL hash). Returns whether the move list needs the
 * tree's drawing.
 */
export function paintRecord(
  c: Controls,
  g: SimGame,
  session: Session,
  link: { ruleset: string; options?: string; version?: string | undefined },
  tree: ((list: HTMLOListElement, session: Session, words: Said) => void) | undefined,
  words: Said,
): boolean {
  const { ruleset, options = "", version } = link;
  let wants = false;
  if (tree === undefined) wants = paintLine(c.moves, g, session, words);
  else tree(c.moves, session, words);
  c.promote.disabled = c.deleteVariation.disabled = variationStart(session.node) === undefined;
  c.undo.disabled = !session.canUndo;
  c.redo.disabled = !session.canRedo;
  c.next.disabled = !session.canRedo;
  c.position.value = g.formatPosition(session.state);
  const hash = formatLink({
    ruleset,
    version,
    options,
    position: session.startText,
    moves: session.moveTexts(),
  });
  c.link.href = `#${hash}`;
  history.replaceState(history.state, "", `#${hash}`);
  return wants;
}

/** What is drawn: the simulator's parts and the game it plays. */
export interface Screen {
  readonly el: HTMLElement;
  readonly config: SimConfig;
  readonly controls: Controls;
  readonly session: Session;
  readonly ruleset: SimRuleset;
  /** The reader's changes to the ruleset's reading, and the game's option declarations. */
  readonly changes: Changes;
  readonly specs: OptionSpecs;
  /** The reading in force, named by what the reader changed. */
  readonly title: string;
  readonly labels: Labels;
  readonly input: Input;
  readonly animation: SowingAnimation;
  /** Mancala: the sowing's drawing and what a choice asks (sown.ts, loaded on mancala pages). */
  readonly sown: typeof import("./sown.ts") | undefined;
  /** Loads sown.ts and draws again. */
  wantSown(): void;
  view(state: unknown): BoardView;
  /** The steps the engine offers now, as texts (none once the game is over). */
  steps(): string[];
  /** The move tree's drawing (move-tree.ts), once loaded. */
  readonly paintTree: ((list: HTMLOListElement, session: Session, words: Said) => void) | undefined;
  /** Loads the move tree's drawing and draws again. */
  wantTree(): void;
  /** "Best move here"'s answer, drawn while the position it answers is shown. */
  readonly best?: BestShown | undefined;
}

/** The board's accessible name: plain text, so a title in English is said to be (`plainTitle`). */
export const boardTitle = (s: Screen): string =>
  say(s.config, "simb.boardTitle", {
    game: s.config.gameName,
    title:
      s.ruleset.plainTitle === undefined
        ? s.title
        : readingSaid(s.config, s.ruleset.plainTitle, s.changes, s.specs),
  });

/**
 * The reading in force when it is not the ruleset as it is now: the reader's change, named and
 * marked as no source's; or an earlier version a link or file was made under, with a button to play the
 * ruleset as it is now (`[data-control="as-now"]`).
 */
function paintReading(s: Screen): void {
  const changed = Object.keys(s.changes).length > 0;
  const asOf = s.ruleset.asOf;
  const r = s.controls.reading;
  r.hidden = !changed && asOf === undefined;
  const parts: (Element | string)[] = [];
  const title = s.title;
  if (changed) parts.push(say(s.config, "simb.readingChanged", { title }));
  else if (asOf !== undefined) parts.push(say(s.config, "simb.readingAsOf", { title }));
  if (asOf !== undefined)
    parts.push(
      " ",
      h("button", { type: "button", "data-control": "as-now" }, say(s.config, "simb.asNow")),
    );
  replaceChildren(r, ...parts);
}

/** Draws everything from the game as it now is (the board waits while a sowing is shown). */
export function paint(s: Screen): void {
  // A mancala game's first move loads the sowing's drawing: no page loads it unasked.
  if (s.config.family === "mancala" && s.sown === undefined && s.session.canUndo) s.wantSown();
  const c = s.controls;
  const g = s.session.game;
  const state = s.session.state;
  s.el.dataset.game = s.config.game;
  s.el.dataset.ruleset = s.ruleset.id;
  const options = formatChanges(s.changes, s.specs);
  s.el.dataset.changes = options;
  s.el.dataset.toMove = g.players[g.toMove(state)];
  s.el.dataset.status = statusCode(g.status(state), g.players);
  c.ruleset.value = s.ruleset.id;
  const steps = s.steps();
  if (!s.animation.running) paintPosition(s, steps);
  const list = [...(s.input.choice ?? []), ...buttonSteps(s.view(state), steps)];
  replaceChildren(c.choices, ...list.map((t) => choiceButton(t, s.input.takesText(t), s.config)));
  c.state.textContent = stateLine(g, s.session, steps, s.config, s.sown?.turnAsk(s, steps));
  const version = s.ruleset.asOf ?? s.ruleset.version.version ?? undefined;
  const link = { ruleset: s.ruleset.id, options, version };
  if (paintRecord(c, g, s.session, link, s.paintTree, s.config)) s.wantTree();
  paintReading(s);
  if (s.config.family === "telo") void paintValues(s);
}

/** The board with its marks: the piece chosen (or the one a chain must move), what choices take. */
function paintPosition(s: Screen, steps: readonly string[]): void {
  const selected = s.input.selected;
  const capture = (s.input.choice ?? []).flatMap((t) => s.input.takes(t));
  const marks = boardMarks((x) => s.view(x), s.session, { steps, selected, capture });
  const mancala = s.config.family === "mancala";
  const last = mancala ? undefined : lastDrawn(s);
  const best = bestDrawn(s, s.view(s.session.state));
  if (!best.shown) s.controls.analysis.hidden = true;
  for (const [p, m] of last?.marks ?? [])
    m.roles.forEach((r, i) => {
      if (m.ages[i] === 1) (marks[p] ??= []).push(`last-${r}`);
    });
  const sown = s.sown?.sownDrawn(s.sown.lastSown(s), s.config, marks);
  const view = s.view(s.session.state);
  const attrs = { ...last?.attrs, ...sown?.attrs };
  for (const [id, role] of best.points) {
    attrs[id] = { ...attrs[id], best: role };
    (marks[id] ??= []).push("best");
  }
  for (const id of s.session.inTurn() ? choosable(view, steps) : []) {
    attrs[id] = { ...attrs[id], choosable: "" };
    (marks[id] ??= []).push("target");
  }
  paintBoard(s.controls.board, view, {
    title: boardTitle(s),
    labels: s.labels,
    focus: selected ?? forcedFrom(steps),
    marks,
    attrs,
    arrows: [...(last?.arrows ?? []), ...best.arrows],
    notes: sown?.notes,
    said: sown?.said,
  });
}

/** One frame of a sowing: the counts so far, the hole being sown marked (sown.ts numbers them). */
export function paintFrame(
  s: Screen,
  view: PitsView,
  at: string,
  action: string,
  done: readonly SowingMove[],
): void {
  if (s.sown !== undefined) s.sown.paintFrame(s, view, at, action, done);
  else
    paintBoard(s.controls.board, view, {
      title: boardTitle(s),
      labels: s.labels,
      focus: undefined,
      marks: { [at]: action === "capture" ? ["sowing", "sowing-capture"] : ["sowing"] },
    });
}

/** Telo: the solver's values, unless the game moved on while they were worked out. */
async function paintValues(s: Screen): Promise<void> {
  const state = s.session.state;
  const panel = await teloPanel(s.session.game, state, s.config);
  if (state === s.session.state) replaceChildren(s.controls.values, ...panel);
}
