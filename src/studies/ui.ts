/**
 * The running lesson: takes over the build-time board inside `<study-lesson>` and the passage
 * list beside it (docs/studies.md, "DOM contract"). The lesson's logic is `lesson.ts`; this
 * module draws it and turns clicks and keys into decisions, with the simulator's own reading of
 * a click (`pick.ts`), its board drawing (`src/board/`) and its words for a refusal.
 */
import { drawBoard } from "../board/draw.ts";
import { boardView, type BoardView } from "../board/view.ts";
import { compileRuleset } from "../play/engine.ts";
import {
  attemptsBetween,
  buttonSteps,
  forcedFrom,
  pickPit,
  pickPoint,
  readGridStep,
  takenPoints,
  type Pick,
} from "../play/pick.ts";
import { explainAttempt, type ProvenanceLike, type Refusal } from "../play/session.ts";
import { moveFocus } from "../play/keys.ts";
import { refusal, statusText } from "../play/messages.ts";
import { replaceChildren } from "../site/dom/to-dom.ts";
import { h, raw } from "../site/dom/tree.ts";
import { capital } from "../site/words.ts";
import type { LessonConfig } from "./config.ts";
import { Lesson, type Attempt } from "./lesson.ts";
import { hintWords, orList, sayStudy, whereWords, type StudyWordKey } from "./words.ts";
import { pointXY } from "../board/names.ts";

/**
 * What kind of answer the message gives (`data-feedback` on it): the source's move, a move the
 * rules allow but the passage does not describe, one the rules refuse, a piece of the side not to
 * move, or anything else said.
 */
type Feedback = "right" | "other" | "refused" | "opponent" | "said";

const part = (el: HTMLElement, sel: string): HTMLElement => {
  const found = el.querySelector<HTMLElement>(sel);
  if (found === null) throw new Error(`study-lesson: no ${sel}`);
  return found;
};

/** What is said when the reader's move is allowed but the line plays another. */
const otherKey = (who: "source" | "solver", sameTurn: boolean): StudyWordKey =>
  who === "solver"
    ? sameTurn
      ? "simb.study.otherSolver"
      : "simb.study.otherSolverInTurn"
    : sameTurn
      ? "simb.study.other"
      : "simb.study.otherInTurn";

class LessonView {
  private readonly el: HTMLElement;
  private lesson: Lesson;
  private readonly board: HTMLElement;
  private readonly sentence: HTMLElement;
  private readonly message: HTMLElement;
  private readonly choices: HTMLElement;
  private readonly next: HTMLButtonElement;
  private readonly hint: HTMLButtonElement;
  private selected: string | undefined;
  private choice: readonly string[] | undefined;

  constructor(el: HTMLElement, lesson: Lesson) {
    this.el = el;
    this.lesson = lesson;
    this.board = part(el, "[data-board]");
    this.sentence = part(el, "[data-lesson-sentence]");
    this.message = part(el, "[data-message]");
    this.choices = part(el, "[data-choices]");
    this.next = part(el, '[data-control="next"]') as HTMLButtonElement;
    this.hint = part(el, '[data-control="hint"]') as HTMLButtonElement;
  }

  start(): void {
    for (const c of this.el.querySelectorAll<HTMLElement>("[data-lesson-controls]"))
      c.hidden = false;
    this.board.addEventListener("click", (e) => this.onBoard(e));
    this.board.addEventListener("keydown", (e) => this.onKey(e));
    this.choices.addEventListener("click", (e) => {
      const step = (e.target as Element).closest("button")?.getAttribute("data-step");
      if (step) this.attempt(step);
    });
    this.next.addEventListener("click", () => {
      this.lesson.next();
      this.announceStep("");
    });
    this.hint.addEventListener("click", () => {
      const hint = this.lesson.hint();
      if (hint !== undefined) this.say(hintWords(this.lesson.config, hint));
    });
    part(this.el, '[data-control="restart"]').addEventListener("click", () => {
      this.lesson = new Lesson(this.game, this.lesson.config);
      this.selected = undefined;
      this.choice = undefined;
      this.lesson.catchUp();
      this.announceStep(`${this.words("simb.study.again")} `);
    });
    this.lesson.catchUp();
    this.announceStep("");
  }

  private get game() {
    return this.lesson.session.game;
  }

  /** A string of the page's words (the lesson's config carries them). */
  private words(key: StudyWordKey, params: Record<string, string | number> = {}): string {
    return sayStudy(this.lesson.config, key, params);
  }

  private view(state: unknown): BoardView {
    const diagonals = this.lesson.config.spec.options.diagonals?.value !== false;
    const v = boardView(this.lesson.config.family, this.game.formatPosition(state), diagonals);
    if (!v.ok) throw new Error(v.error);
    return v.value;
  }

  private steps(): string[] {
    const s = this.lesson.session.state;
    if (this.game.status(s).kind !== "ongoing") return [];
    return this.game.steps(s).map((t) => this.game.formatStep(s, t));
  }

  private say(text: string, feedback: Feedback = "said"): void {
    this.message.textContent = text;
    this.message.dataset.feedback = feedback;
  }

  /** The step now shown: its words in the sentence box and in the live region, then the board. */
  private announceStep(before: string): void {
    const l = this.lesson;
    const n = l.config.steps.length;
    const s = l.current;
    if (s === undefined) {
      const end = statusText(this.game.status(l.session.state), this.game.players, l.config);
      replaceChildren(this.sentence, h("p", {}, this.words("simb.study.passageEnds")));
      this.say(`${before}${this.words("simb.study.over")}${end === "" ? "" : ` ${end}`}`);
    } else {
      // The reader's language first where we have it, then the English beside the original.
      const translation = s.inLang?.text ?? s.translation;
      const ask = this.words(l.asksMove ? "simb.study.askMove" : "simb.study.askRead");
      const at = { n: l.step + 1, total: n };
      const head = s.ours ? "simb.study.headOurs" : "simb.study.head";
      replaceChildren(
        this.sentence,
        h(
          "div",
          {},
          h("p", { class: "small muted" }, this.words(head, { ...at, locator: s.locator })),
          h("blockquote", { lang: s.lang }, s.text),
          s.inLang === undefined
            ? undefined
            : h("p", {}, this.words("simb.study.ourTranslation", s.inLang)),
          s.translation === undefined
            ? undefined
            : h(
                "p",
                { lang: "en" },
                this.words("simb.study.translation", {
                  text: s.translation,
                  by: s.translator ?? "",
                }),
              ),
          h("p", {}, ask),
        ),
      );
      this.say(
        `${before}${
          translation === undefined
            ? this.words("simb.study.say", { ...at, words: s.text, ask })
            : this.words("simb.study.sayTranslated", { ...at, words: s.text, translation, ask })
        }`,
      );
    }
    this.render();
  }

  private render(): void {
    const l = this.lesson;
    this.el.dataset.step = String(l.step);
    this.el.dataset.state = l.done ? "done" : l.asksMove ? "move" : "read";
    for (const li of document.querySelectorAll<HTMLElement>(
      `[data-lesson-for="${this.el.id}"] [data-lesson-step]`,
    )) {
      const i = Number(li.dataset.lessonStep);
      if (i === l.step) li.setAttribute("aria-current", "step");
      else li.removeAttribute("aria-current");
      li.toggleAttribute("data-done", i < l.step);
    }
    this.next.disabled = l.done || l.asksMove;
    this.hint.disabled = !l.asksMove;
    const steps = this.steps();
    const view = this.view(l.session.state);
    const marks: Record<string, string[]> = {};
    const mark = (id: string, cls: string) => (marks[id] ??= []).push(cls);
    const last = l.session.history.at(-1);
    if (last !== undefined)
      for (const p of takenPoints(this.view(last.before), view)) mark(p, "taken");
    const from = this.selected ?? forcedFrom(steps);
    if (from !== undefined) mark(from, "selected");
    if (l.asksMove)
      for (const st of steps.map(readGridStep))
        if (st.kind === "move" && st.from === from) mark(st.to, "target");
    const focused = document.activeElement?.closest("[data-point],[data-pit]");
    const focusId =
      focused?.getAttribute("data-point") ?? focused?.getAttribute("data-pit") ?? undefined;
    const hadFocus = focusId !== undefined && this.board.contains(document.activeElement);
    replaceChildren(
      this.board,
      raw(
        drawBoard(view, {
          title: this.words("simb.study.board", { game: l.config.gameName }),
          labels: "names",
          interactive: true,
          focus: focusId ?? from,
          marks,
        }),
      ),
    );
    if (hadFocus)
      this.board
        .querySelector<SVGElement>(`[data-point="${focusId}"],[data-pit="${focusId}"]`)
        ?.focus();
    const buttons = l.asksMove ? [...(this.choice ?? []), ...buttonSteps(view, steps)] : [];
    replaceChildren(
      this.choices,
      ...buttons.map((t) =>
        h(
          "button",
          { type: "button", "data-step": t },
          t === "stop" ? this.words("simb.study.stop") : this.words("simb.study.play", { step: t }),
        ),
      ),
    );
  }

  private onBoard(e: Event): void {
    const target = (e.target as Element).closest("[data-point],[data-pit]");
    if (target !== null) this.activate(target);
  }

  private onKey(e: KeyboardEvent): void {
    const target = (e.target as Element).closest("[data-point],[data-pit]");
    if (target === null) return;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.activate(target);
    } else if (moveFocus(this.board, target, e.key)) e.preventDefault();
  }

  /** A point or hole chosen: what it means (the simulator's reading), then the lesson's answer. */
  private activate(target: Element): void {
    if (!this.lesson.asksMove) {
      this.say(this.words(this.lesson.done ? "simb.study.overShort" : "simb.study.noMoveAsked"));
      return;
    }
    const view = this.view(this.lesson.session.state);
    const steps = this.steps();
    const point = target.getAttribute("data-point");
    const pit = target.getAttribute("data-pit");
    const pick: Pick =
      point !== null
        ? pickPoint(view, steps, this.selected ?? forcedFrom(steps), point)
        : pickPit(view, steps, pit ?? "");
    if (point !== null && pick.kind === "refuse" && pick.attempt === undefined) {
      const opponent = this.opponentWords(view, point);
      if (opponent !== undefined) {
        this.selected = undefined;
        this.say(opponent, "opponent");
        this.render();
        return;
      }
    }
    this.apply(pick);
  }

  /**
   * A click on a piece of the side not to move: whose it is, and the point the move asked for
   * starts from (the hint's first answer, not counted as a hint). Undefined for any other point.
   */
  private opponentWords(view: BoardView, point: string): string | undefined {
    const xy = pointXY(point);
    if (view.kind !== "grid" || xy === undefined) return undefined;
    const piece = view.cells[xy.y * view.width + xy.x];
    const where = this.lesson.dueWhere();
    if (piece === null || piece === undefined || piece === view.toMove || where === undefined)
      return undefined;
    const c = this.lesson.config;
    const name = (p: string) =>
      capital((c.words.text as Readonly<Record<string, string>>)[`simb.player.${p}`] ?? p);
    return this.words("simb.study.opponent", {
      opponent: name(piece),
      player: name(view.toMove),
      where: whereWords(c, where),
    });
  }

  private apply(pick: Pick): void {
    switch (pick.kind) {
      case "play":
        this.attempt(pick.text);
        return;
      case "select":
        this.selected = pick.point;
        this.choice = undefined;
        this.say(
          pick.targets.length === 0
            ? this.words("simb.study.chosenNone", { point: pick.point })
            : this.words("simb.study.chosen", {
                point: pick.point,
                targets: pick.targets.join(", "),
              }),
        );
        break;
      case "choose":
        this.choice = pick.options;
        this.say(
          this.words("simb.study.choose", { options: orList(this.lesson.config, pick.options) }),
        );
        break;
      case "clear":
        this.selected = undefined;
        this.choice = undefined;
        break;
      case "refuse": {
        const m =
          pick.attempt === undefined ? undefined : /^([a-i][1-9])([a-i][1-9])$/.exec(pick.attempt);
        const texts =
          pick.attempt === undefined ? [] : m ? attemptsBetween(m[1]!, m[2]!) : [pick.attempt];
        const e = explainAttempt(this.lesson.session, texts);
        this.selected = undefined;
        if (e === undefined) this.say(`${capital(pick.hint)}.`);
        else this.say(this.refusedText(e), "refused");
        break;
      }
    }
    this.render();
  }

  /** The engine's refusal with its rule, its citation and the clause it rests on. */
  private refusedText(e: Refusal): string {
    const l = this.lesson.config;
    const clause = (e.provenance as (ProvenanceLike & { quote?: string }) | undefined)?.quote;
    const why = refusal(e, l);
    const refused =
      e.rule === undefined
        ? this.words("simb.study.refusedBare", { why })
        : this.words("simb.study.refused", { rule: e.rule, why });
    return clause === undefined
      ? refused
      : `${refused} ${this.words("simb.study.clause", { clause })}`;
  }

  private attempt(text: string): void {
    const r: Attempt = this.lesson.try(text);
    this.selected = undefined;
    this.choice = undefined;
    switch (r.kind) {
      case "refused":
        this.say(this.refusedText(r.refusal), "refused");
        break;
      case "other":
        this.say(
          this.words(otherKey(this.lesson.config.who, r.turn === r.expected), {
            expected: r.expected,
            turn: r.turn,
            text,
          }),
          "other",
        );
        break;
      case "not-now":
        this.say(this.words("simb.study.noMoveAsked"));
        break;
      case "right":
        if (r.stepDone) {
          this.lesson.next();
          this.announceStep(`${this.words("simb.study.right", { move: r.played.text })} `);
          this.message.dataset.feedback = "right";
          return;
        }
        this.say(this.words("simb.study.rightMore", { move: r.played.text }), "right");
        break;
    }
    this.render();
  }
}

export async function mount(el: HTMLElement): Promise<void> {
  const config = JSON.parse(
    el.querySelector("script[data-lesson-config]")?.textContent ?? "",
  ) as LessonConfig;
  const game = await compileRuleset(config.spec);
  if (!game.ok) throw new Error(game.error);
  new LessonView(el, new Lesson(game.value, config)).start();
}
