/**
 * The running simulator: takes over the build-time drawing inside `<game-simulator>`, plays the
 * page's game under the chosen ruleset, and keeps the element's data attributes, the move list,
 * the position and the URL hash current (README, "Simulator").
 */
import { drawBoard, type Labels } from "../board/draw.ts";
import { boardView, type BoardView } from "../board/view.ts";
import type { SimConfig, SimRuleset } from "../config.ts";
import { compileRuleset, type SimGame } from "../engine.ts";
import {
  attemptsBetween,
  buttonSteps,
  changedPits,
  forcedFrom,
  pickPit,
  pickPoint,
  readGridStep,
  takenPoints,
  type Pick,
} from "../pick.ts";
import { Session, explainAttempt, formatLink, type Played } from "../session.ts";
import { Computer } from "./computer.ts";
import { buildControls, h, STRENGTHS, type Controls } from "./controls.ts";
import { moveFocus } from "./keys.ts";
import { isPageAnchor, readGameLink } from "./link.ts";
import { choiceButton, teloPanel, velaBarred } from "./panels.ts";
import { capital, refusal, statusCode, statusText } from "./messages.ts";

export class Simulator {
  private readonly games = new Map<string, SimGame>();
  private controls!: Controls;
  private session!: Session;
  private ruleset!: SimRuleset;
  private selected: string | undefined;
  private choice: readonly string[] | undefined;
  private labels: Labels;
  private readonly computer = new Computer();

  private readonly el: HTMLElement;
  private readonly config: SimConfig;

  constructor(el: HTMLElement, config: SimConfig) {
    this.el = el;
    this.config = config;
    this.labels = config.labels;
  }

  private async gameOf(r: SimRuleset): Promise<SimGame> {
    const known = this.games.get(r.id);
    if (known !== undefined) return known;
    const c = await compileRuleset(r.spec);
    if (!c.ok) throw new Error(`ruleset ${r.id}: ${c.error}`);
    this.games.set(r.id, c.game);
    return c.game;
  }

  private rulesetById(id: string): SimRuleset | undefined {
    return this.config.rulesets.find((r) => r.id === id);
  }

  async start(): Promise<void> {
    const preset = this.rulesetById(this.config.preset) ?? this.config.rulesets[0];
    if (preset === undefined) throw new Error(`no ruleset for ${this.config.game}`);
    const game = await this.gameOf(preset);
    const board = h("div", { class: "sim-board", "data-board": "" });
    this.controls = buildControls(this.el, this.config, game.players, board);
    this.ruleset = preset;
    this.session = new Session(game);
    this.controls.labels.value = this.labels;
    this.wire();
    const restored = await this.restore(location.hash.slice(1));
    if (restored !== undefined) this.say(restored);
    this.render();
  }

  /** Restores a link; returns the message to show, or undefined when there was nothing to restore. */
  async restore(hash: string): Promise<string | undefined> {
    if (isPageAnchor(hash)) return undefined;
    const r = await readGameLink(hash, this.config, (x) => this.gameOf(x));
    if (!r.ok) {
      await this.newGame(this.rulesetById(this.config.preset) ?? this.ruleset);
      return `This link does not hold a game that can be played here (${r.error}); a new game has started.`;
    }
    this.ruleset = r.ruleset;
    this.session = r.session;
    this.clearPick();
    return `Game restored from the link: ${r.ruleset.title}, ${r.session.turnGroups().length} moves.`;
  }

  private async newGame(r: SimRuleset, position?: string): Promise<void> {
    this.computer.cancel();
    this.ruleset = r;
    this.session = new Session(await this.gameOf(r), position);
    this.clearPick();
  }

  private clearPick(): void {
    this.selected = undefined;
    this.choice = undefined;
  }

  private say(text: string): void {
    this.controls.message.textContent = text;
  }

  private get game(): SimGame {
    return this.session.game;
  }

  private view(state: unknown): BoardView {
    const diagonals = this.ruleset.spec.options.diagonals?.value !== false;
    const v = boardView(this.config.family, this.game.formatPosition(state), diagonals);
    if (!v.ok) throw new Error(v.error);
    return v.value;
  }

  private steps(): string[] {
    const s = this.session.state;
    if (this.game.status(s).kind !== "ongoing") return [];
    return this.game.steps(s).map((t) => this.game.formatStep(s, t));
  }

  private wire(): void {
    const c = this.controls;
    c.board.addEventListener("click", (e) => {
      const target = (e.target as Element).closest("[data-point],[data-pit]");
      if (target !== null) this.activate(target);
    });
    c.board.addEventListener("keydown", (e) => {
      const target = (e.target as Element).closest("[data-point],[data-pit]");
      if (target === null) return;
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        this.activate(target);
      } else if (e.key === "Escape") {
        this.clearPick();
        this.render();
      } else if (moveFocus(c.board, target, e.key)) e.preventDefault();
    });
    c.choices.addEventListener("click", (e) => {
      const b = (e.target as Element).closest<HTMLButtonElement>("button[data-step]");
      if (b?.dataset.step !== undefined) this.playHuman(b.dataset.step);
    });
    c.ruleset.addEventListener("change", () => void this.switchRuleset(c.ruleset.value));
    c.newGame.addEventListener("click", () => {
      void this.newGame(this.ruleset).then(() => {
        this.say("A new game has started.");
        this.render();
      });
    });
    c.undo.addEventListener("click", () =>
      this.step(() => this.session.undo(), "Move taken back."),
    );
    c.redo.addEventListener("click", () =>
      this.step(() => this.session.redo(), "Move played again."),
    );
    for (const s of c.sides) s.addEventListener("change", () => this.render());
    c.labels.addEventListener("change", () => {
      this.labels = c.labels.value as Labels;
      this.render();
    });
    c.load.addEventListener("click", () => void this.loadPosition(c.position.value));
    c.replay.addEventListener("change", () => void this.startReplay(Number(c.replay.value)));
    c.next.addEventListener("click", () => {
      this.step(() => this.session.redo(), "");
      const last = this.session.history.at(-1);
      if (last !== undefined) this.announce(last);
    });
    c.copy.addEventListener("click", () => {
      void navigator.clipboard.writeText(c.position.value).then(
        () => this.say("Position copied."),
        () => this.say("The browser refused to copy; select the text and copy it."),
      );
    });
    c.link.addEventListener("click", (e) => {
      e.preventDefault();
      void navigator.clipboard.writeText(c.link.href).then(
        () => this.say("Link copied."),
        () => this.say("The link is in the address bar."),
      );
    });
    addEventListener("hashchange", () => {
      void this.restore(location.hash.slice(1)).then((m) => {
        if (m === undefined) return;
        this.say(m);
        this.render();
        this.el.scrollIntoView({ block: "start" });
      });
    });
  }

  private step(action: () => boolean, said: string): void {
    this.computer.cancel();
    if (action()) {
      this.clearPick();
      this.say(said);
    }
    this.render();
  }

  private async switchRuleset(id: string): Promise<void> {
    const r = this.rulesetById(id);
    if (r === undefined) return;
    const game = await this.gameOf(r);
    const old = this.session;
    const moves = old.history.map((e) => ({ text: e.text, kind: e.kind }));
    const replay = new Session(game, old.startText);
    const kept = moves.every((m) => replay.play(m.text, m.kind).ok);
    this.computer.cancel();
    this.ruleset = r;
    this.clearPick();
    if (kept) {
      this.session = replay;
      this.say(`Now playing ${r.title}; every move so far is legal under it too.`);
    } else {
      const position = game.parsePosition(old.game.formatPosition(old.state));
      if (position.ok && !old.inTurn()) {
        this.session = new Session(game, game.formatPosition(position.value));
        this.say(
          `Now playing ${r.title} from the same position; the earlier moves are not all legal under it.`,
        );
      } else {
        this.session = new Session(game);
        this.say(
          `Now playing ${r.title}: the position is not legal under it, so a new game has started.`,
        );
      }
    }
    this.render();
  }

  /** A documented game, ready to step through: its moves wait on the redo stack. */
  private async startReplay(index: number): Promise<void> {
    const replay = this.config.replays[index];
    if (replay === undefined) return;
    const r = this.rulesetById(replay.ruleset);
    if (r === undefined) return;
    await this.newGame(r);
    for (const m of replay.moves)
      if (!this.session.play(m, "turn").ok) {
        this.say(`The documented game does not replay under ${r.title} at ${m}.`);
        break;
      }
    while (this.session.undo());
    for (const s of this.controls.sides) s.value = "human";
    this.say(
      `${replay.title}: ${replay.moves.length} moves under ${r.title}; "Next move" plays them one by one.`,
    );
    this.render();
  }

  private async loadPosition(text: string): Promise<void> {
    const parsed = this.game.parsePosition(text.trim());
    if (!parsed.ok) {
      this.say(`Not a position: ${parsed.error.message}`);
      return;
    }
    await this.newGame(this.ruleset, text.trim());
    this.say("Position set up.");
    this.render();
  }

  private activate(target: Element): void {
    if (this.isComputer(this.game.toMove(this.session.state))) {
      this.say("The computer is to move.");
      return;
    }
    const view = this.view(this.session.state);
    const steps = this.steps();
    if (steps.length === 0) {
      this.say(
        statusText(this.game.status(this.session.state), this.game.players, this.config.sources),
      );
      return;
    }
    const point = target.getAttribute("data-point");
    const pit = target.getAttribute("data-pit");
    let pick: Pick;
    if (point !== null) {
      if (this.choice !== undefined) {
        const chosen = this.choice.find((t) => this.takes(t).includes(point));
        if (chosen !== undefined) {
          this.playHuman(chosen);
          return;
        }
      }
      pick = pickPoint(view, steps, this.selected ?? forcedFrom(steps), point);
    } else if (pit !== null) pick = pickPit(view, steps, pit);
    else return;
    this.apply(pick);
  }

  private apply(pick: Pick): void {
    switch (pick.kind) {
      case "play":
        this.playHuman(pick.text);
        return;
      case "select":
        this.selected = pick.point;
        this.choice = undefined;
        this.say(
          pick.targets.length === 0
            ? `${pick.point} chosen, but it has no legal move now; choose where to try it to see why.`
            : `${pick.point} chosen: it can go to ${pick.targets.join(", ")}.`,
        );
        break;
      case "choose":
        this.choice = pick.options;
        this.say(`Choose: ${pick.options.map((t) => `${t}${this.takesText(t)}`).join("; or ")}.`);
        break;
      case "clear":
        this.clearPick();
        break;
      case "refuse": {
        const tried = pick.attempt === undefined ? undefined : this.tryAnyKind(pick.attempt);
        this.say(tried ?? `${capital(pick.hint)}.`);
        this.clearPick();
        break;
      }
    }
    this.render();
  }

  /** The engine's refusal of an attempted move, naming its rule and source. */
  private tryAnyKind(text: string): string | undefined {
    const m = /^([a-i][1-9])([a-i][1-9])$/.exec(text);
    const e = explainAttempt(this.session, m ? attemptsBetween(m[1]!, m[2]!) : [text]);
    return e === undefined ? undefined : refusal(e, this.config.sources);
  }

  private takes(text: string): string[] {
    const r = this.session.attempt(text, "step");
    return r.ok ? takenPoints(this.view(r.entry.before), this.view(r.entry.after)) : [];
  }

  private takesText(text: string): string {
    const t = this.takes(text);
    return t.length === 0 ? "" : ` (takes ${t.join(", ")})`;
  }

  private playHuman(text: string): void {
    const r = this.session.play(text, "step");
    if (!r.ok) {
      this.say(refusal(r.error, this.config.sources));
      this.render();
      return;
    }
    this.played(r.entry);
  }

  private played(e: Played): void {
    this.clearPick();
    this.announce(e);
    this.render();
  }

  /** Says what a move did: who played it, what it took, and the end of the game. */
  private announce(e: Played): void {
    const player = this.game.players[this.game.toMove(e.before)];
    const taken = takenPoints(this.view(e.before), this.view(e.after));
    const end = statusText(this.game.status(e.after), this.game.players, this.config.sources);
    this.say(
      `${capital(player)} played ${e.text}${taken.length > 0 ? `, taking ${taken.join(", ")}` : ""}.${end === "" ? "" : ` ${end}`}`,
    );
  }

  private isComputer(player: number): boolean {
    return this.controls.sides[player === 0 ? 0 : 1].value !== "human";
  }

  private render(): void {
    const c = this.controls;
    const g = this.game;
    const s = this.session.state;
    const status = g.status(s);
    const mover = g.players[g.toMove(s)];
    this.el.dataset.game = this.config.game;
    this.el.dataset.ruleset = this.ruleset.id;
    this.el.dataset.toMove = mover;
    this.el.dataset.status = statusCode(status, g.players);
    c.ruleset.value = this.ruleset.id;
    const view = this.view(s);
    const steps = this.steps();
    const marks: Record<string, string[]> = {};
    const mark = (id: string, m: string) => (marks[id] ??= []).push(m);
    const last = this.session.history.at(-1);
    if (last !== undefined) {
      for (const p of changedPits(this.view(last.before), view)) mark(p, "changed");
      for (const p of takenPoints(this.view(last.before), view)) mark(p, "taken");
    }
    const from = this.selected ?? forcedFrom(steps);
    for (const st of steps.map(readGridStep))
      if (st.kind === "move") {
        mark(st.from, "movable");
        if (st.from === from) mark(st.to, "target");
      } else if (st.kind === "place") mark(st.to, "target");
    if (from !== undefined) mark(from, "selected");
    for (const t of this.choice ?? []) for (const p of this.takes(t)) mark(p, "capture");
    const focused = document.activeElement?.closest("[data-point],[data-pit]");
    const focusId =
      focused?.getAttribute("data-point") ?? focused?.getAttribute("data-pit") ?? undefined;
    c.board.innerHTML = drawBoard(view, {
      title: `${this.config.gameName} board, ${this.ruleset.title}`,
      labels: this.labels,
      interactive: true,
      focus: focusId ?? from,
      marks,
    });
    if (focusId !== undefined && !c.board.contains(focused ?? null))
      c.board
        .querySelector<SVGElement>(`[data-point="${focusId}"],[data-pit="${focusId}"]`)
        ?.focus();
    this.renderChoices(view, steps);
    c.state.textContent =
      status.kind === "ongoing"
        ? `${capital(mover)} to move${this.session.inTurn() ? ` (the turn goes on: ${steps.length} choice${steps.length === 1 ? "" : "s"}${steps.length <= 8 ? `, ${steps.join(", ")}` : ""})` : ""}.`
        : statusText(status, g.players, this.config.sources);
    const barred = this.velaBarred(view);
    if (barred !== "" && status.kind === "ongoing") c.state.textContent += ` ${barred}`;
    c.moves.replaceChildren(
      ...this.session
        .turnGroups()
        .map((t) =>
          h("li", {}, `${capital(g.players[t.player === 0 ? 0 : 1])}: `, h("code", {}, t.text)),
        ),
    );
    c.undo.disabled = !this.session.canUndo;
    c.redo.disabled = !this.session.canRedo;
    c.next.disabled = !this.session.canRedo;
    c.position.value = g.formatPosition(s);
    const hash = formatLink({
      ruleset: this.ruleset.id,
      position: this.session.startText,
      moves: this.session.moveTexts(),
    });
    c.link.href = `#${hash}`;
    history.replaceState(history.state, "", `#${hash}`);
    if (this.config.family === "telo") void this.renderValues();
    this.maybeComputer();
  }

  private velaBarred(view: BoardView): string {
    return this.config.game === "vela" ? velaBarred(this.ruleset.spec.options, view) : "";
  }

  private renderChoices(view: BoardView, steps: readonly string[]): void {
    const list = [...(this.choice ?? []), ...buttonSteps(view, steps)];
    this.controls.choices.replaceChildren(...list.map((t) => choiceButton(t, this.takesText(t))));
  }

  private async renderValues(): Promise<void> {
    const s = this.session.state;
    const panel = await teloPanel(this.game, s);
    if (s === this.session.state) this.controls.values.replaceChildren(...panel);
  }

  private maybeComputer(): void {
    const s = this.session.state;
    const g = this.game;
    const side = g.toMove(s);
    if (g.status(s).kind !== "ongoing" || !this.isComputer(side) || this.session.inTurn()) return;
    const strength = STRENGTHS.find((o) => o.value === this.controls.sides[side].value);
    const version = this.session.version;
    const session = this.session;
    this.controls.state.textContent = `${capital(g.players[side])} (computer) is thinking…`;
    void this.computer
      .ask({
        spec: this.ruleset.spec,
        start: session.startText,
        moves: session.history.map((e) => ({ text: e.text, kind: e.kind })),
        ms: strength?.ms ?? 500,
        seed: version + 1,
      })
      .then((reply) => {
        if (session !== this.session || version !== session.version) return; // stale
        if (reply.turn === undefined) {
          this.say(
            `The computer found no move${reply.error === undefined ? "" : `: ${reply.error}`}.`,
          );
          return;
        }
        const r = session.play(reply.turn, "turn");
        if (r.ok) this.played(r.entry);
        else this.say(refusal(r.error, this.config.sources));
      });
  }
}

export async function mount(el: HTMLElement): Promise<void> {
  const data = el.querySelector("script[data-sim-config]")?.textContent ?? "";
  const config = JSON.parse(data) as SimConfig;
  await new Simulator(el, config).start();
}
