/**
 * Lesson mode (the gamebook), without any DOM: the passage step by step, the reader playing the
 * decisions each step describes. A decision the engine refuses is refused with the engine's rule
 * and the clause of the source it cites; one the engine allows but the source does not play is
 * answered with the move the source plays; the right one is played and the lesson moves on.
 * Decisions no step describes (the opponent's replies between two sentences) are played for the
 * reader. Pure, so it is unit-tested; `ui.ts` draws it.
 */
import { readGridStep, stepPit } from "../play/pick.ts";
import { Session, type Played, type Refusal } from "../play/session.ts";
import type { SimGame } from "../play/engine.ts";
import type { LessonConfig, LessonStep } from "./config.ts";

/** What became of a decision the reader tried. */
export type Attempt =
  | { readonly kind: "right"; readonly played: Played; readonly stepDone: boolean }
  | { readonly kind: "refused"; readonly refusal: Refusal }
  | { readonly kind: "other"; readonly expected: string; readonly turn: string }
  | { readonly kind: "not-now" };

/** Where a hint points: the piece or point a decision starts from, a hole, or the buttons. */
export type Where =
  | { readonly kind: "piece" | "point"; readonly point: string }
  | { readonly kind: "hole"; readonly player: string; readonly hole: string }
  | { readonly kind: "buttons" };

/** A hint: first where to look, then the move itself (the page says it in its words). */
export type Hint =
  | { readonly kind: "look"; readonly where: Where }
  | { readonly kind: "play"; readonly move: string };

export class Lesson {
  readonly config: LessonConfig;
  readonly session: Session;
  /** The step of the passage being read, `steps.length` when the lesson is over. */
  step = 0;
  /** Decisions of the main line played so far. */
  played = 0;
  /** Hints given for the decision now due (0: none yet). */
  hints = 0;

  constructor(game: SimGame, config: LessonConfig) {
    this.config = config;
    this.session = new Session(game, config.position);
  }

  get current(): LessonStep | undefined {
    return this.config.steps[this.step];
  }

  get done(): boolean {
    return this.step >= this.config.steps.length;
  }

  /** Whether the step now shown asks for a move (else the reader reads on). */
  get asksMove(): boolean {
    const s = this.current;
    return s !== undefined && this.played < s.end;
  }

  /** The decision now due, if the step asks for one. */
  get due(): string | undefined {
    return this.asksMove ? this.config.decisions[this.played]?.text : undefined;
  }

  /** Plays the decisions before the current step's own (replies no sentence describes). */
  catchUp(): Played[] {
    const out: Played[] = [];
    const s = this.current;
    while (s !== undefined && this.played < s.start) {
      const d = this.config.decisions[this.played]!;
      const r = this.session.play(d.text, "step");
      if (!r.ok) throw new Error(`lesson: the line's ${d.text} is refused: ${r.error.message}`);
      out.push(r.value);
      this.played++;
    }
    return out;
  }

  /** Moves on past a step that asks for nothing (or is finished); then catches up. */
  next(): Played[] {
    if (this.done || this.asksMove) return [];
    this.step++;
    this.hints = 0;
    return this.catchUp();
  }

  /** The reader tries a decision (a step's text, as the engine writes steps). */
  try(text: string): Attempt {
    const due = this.due;
    if (due === undefined) return { kind: "not-now" };
    const r = this.session.attempt(text, "step");
    if (!r.ok) return { kind: "refused", refusal: r.error };
    const d = this.config.decisions[this.played]!;
    if (r.value.text !== d.text) return { kind: "other", expected: d.text, turn: d.turn };
    this.session.play(text, "step");
    this.played++;
    this.hints = 0;
    return { kind: "right", played: r.value, stepDone: !this.asksMove };
  }

  /** The next hint: first where to look (the piece or hole), then the move itself. */
  hint(): Hint | undefined {
    const due = this.due;
    if (due === undefined) return undefined;
    this.hints = Math.min(this.hints + 1, 2);
    if (this.hints === 2) return { kind: "play", move: due };
    return { kind: "look", where: this.where(due) };
  }

  /** Where the decision due starts (a hint's first answer), without counting it as a hint. */
  dueWhere(): Where | undefined {
    const due = this.due;
    return due === undefined ? undefined : this.where(due);
  }

  /** The point or hole a decision starts from. */
  private where(text: string): Where {
    const grid = readGridStep(text);
    if (grid.kind === "move") return { kind: "piece", point: grid.from };
    if (grid.kind === "place") return { kind: "point", point: grid.to };
    const g = this.session.game;
    const mover = g.players[g.toMove(this.session.state)];
    if (mover === "south" || mover === "north") {
      const pit = stepPit(text, mover, this.holes());
      if (pit !== undefined) return { kind: "hole", player: mover, hole: pit.split(":")[1] ?? "" };
    }
    return { kind: "buttons" };
  }

  private holes(): number {
    const rows = this.session.game.formatPosition(this.session.state).split(" ")[0] ?? "";
    const first = rows.split("/").find((r) => r !== "-") ?? "";
    return first.split(",").length;
  }
}
