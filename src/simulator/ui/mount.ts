/**
 * The running simulator: takes over the build-time drawing inside `<game-simulator>`, plays the
 * page's game under the chosen ruleset, and keeps the element's data attributes, the move list,
 * the position and the URL hash current (README, "Simulator"). The parts live beside it: the
 * player's choices (input.ts), drawing (render.ts), sowing shown hole by hole (sowing.ts), the
 * computer (computer.ts), the listeners (wire.ts).
 */
import type { Labels } from "../board/draw.ts";
import { boardView, type BoardView, type PitsView } from "../board/view.ts";
import type { SimConfig, SimRuleset } from "../config.ts";
import { compileRuleset, sowingMoves, type SimGame } from "../engine.ts";
import { buttonSteps, forcedFrom, takenPoints } from "../pick.ts";
import { Session, type Played } from "../session.ts";
import { Computer } from "./computer.ts";
import { buildControls, h, STRENGTHS, type Controls } from "./controls.ts";
import { Input } from "./input.ts";
import { readGameLink, isPageAnchor } from "./link.ts";
import { refusal, statusText } from "./messages.ts";
import { statusCode } from "../engine.ts";
import { capital } from "../../site/words.ts";
import { choiceButton, teloPanel } from "./panels.ts";
import { boardMarks, paintBoard, paintRecord, stateLine } from "./render.ts";
import { SowingAnimation } from "./sowing.ts";
import { wire } from "./wire.ts";

export class Simulator {
  private readonly games = new Map<string, SimGame>();
  controls!: Controls;
  session!: Session;
  private ruleset!: SimRuleset;
  labels: Labels;
  readonly input: Input;
  animation!: SowingAnimation;
  private readonly computer = new Computer();
  /** The game and version the computer is thinking about, while it is. */
  private asked: { session: Session; version: number } | undefined;
  readonly el: HTMLElement;
  readonly config: SimConfig;

  constructor(el: HTMLElement, config: SimConfig) {
    this.el = el;
    this.config = config;
    this.labels = config.labels;
    this.input = new Input(this);
  }

  private async gameOf(r: SimRuleset): Promise<SimGame> {
    const known = this.games.get(r.id);
    if (known !== undefined) return known;
    const c = await compileRuleset(r.spec);
    if (!c.ok) throw new Error(`ruleset ${r.id}: ${c.error}`);
    this.games.set(r.id, c.value);
    return c.value;
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
    this.animation = new SowingAnimation(
      board,
      (view, at, action) => this.paintFrame(view, at, action),
      () => this.render(),
    );
    this.ruleset = preset;
    this.session = new Session(game);
    this.controls.labels.value = this.labels;
    wire(this);
    const restored = await this.restore(location.hash.slice(1));
    if (restored !== undefined) this.say(restored);
    this.render();
  }

  /**
   * Starts the search worker once a side is the computer's, not before: a reader who only plays
   * by hand never loads it. Starting it as the side is chosen, off the main thread, means the
   * first reply does not wait for the worker to compile its game.
   */
  private warmIfComputerPlays(): void {
    if (this.controls.sides.some((s) => s.value !== "human")) this.computer.warm(this.ruleset.spec);
  }

  /** Restores a link; returns the message to show, or undefined when there was nothing to restore. */
  async restore(hash: string): Promise<string | undefined> {
    if (isPageAnchor(hash)) return undefined;
    const r = await readGameLink(hash, this.config, (x) => this.gameOf(x));
    if (!r.ok) {
      await this.reset(this.rulesetById(this.config.preset) ?? this.ruleset);
      return `This link does not hold a game that can be played here (${r.error}); a new game has started.`;
    }
    this.ruleset = r.value.ruleset;
    this.session = r.value.session;
    this.cleared();
    return `Game restored from the link: ${r.value.ruleset.title}, ${r.value.session.turnGroups().length} moves.`;
  }

  /** A fresh game (or one from `position`) under `r`; nothing under way is kept. */
  private async reset(r: SimRuleset, position?: string): Promise<void> {
    this.ruleset = r;
    this.session = new Session(await this.gameOf(r), position);
    this.cleared();
  }

  /** Forgets what was under way: the player's choice, a sowing shown, a computer's search. */
  private cleared(): void {
    this.computer.cancel();
    this.asked = undefined;
    this.animation.stop();
    this.input.clear();
  }

  async newGame(): Promise<void> {
    await this.reset(this.ruleset);
    this.say("A new game has started.");
    this.render();
  }

  say(text: string): void {
    this.controls.message.textContent = text;
  }

  private get game(): SimGame {
    return this.session.game;
  }

  view(state: unknown): BoardView {
    const diagonals = this.ruleset.spec.options.diagonals?.value !== false;
    const v = boardView(this.config.family, this.game.formatPosition(state), diagonals);
    if (!v.ok) throw new Error(v.error);
    return v.value;
  }

  steps(): string[] {
    const s = this.session.state;
    if (this.game.status(s).kind !== "ongoing") return [];
    return this.game.steps(s).map((t) => this.game.formatStep(s, t));
  }

  undo(): void {
    this.cleared();
    if (this.session.undo()) this.say("Move taken back.");
    this.render();
  }

  redo(): void {
    this.cleared();
    if (this.session.redo()) {
      this.say("Move played again.");
      this.show(this.session.history.at(-1));
    }
    this.render();
  }

  /** A documented game's next move, announced and shown like one just played. */
  nextReplayMove(): void {
    this.cleared();
    if (this.session.redo()) {
      const last = this.session.history.at(-1);
      if (last !== undefined) this.announce(last);
      this.show(last);
    }
    this.render();
  }

  sideChanged(): void {
    this.warmIfComputerPlays();
    this.render();
  }

  async switchRuleset(id: string): Promise<void> {
    const r = this.rulesetById(id);
    if (r === undefined) return;
    const game = await this.gameOf(r);
    const old = this.session;
    const replay = new Session(game, old.startText);
    const kept = old.history.every((m) => replay.play(m.text, m.kind).ok);
    this.cleared();
    this.ruleset = r;
    this.warmIfComputerPlays();
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
  async startReplay(index: number): Promise<void> {
    const replay = this.config.replays[index];
    if (replay === undefined) return;
    const r = this.rulesetById(replay.ruleset);
    if (r === undefined) return;
    await this.reset(r);
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

  async loadPosition(text: string): Promise<void> {
    const parsed = this.game.parsePosition(text.trim());
    if (!parsed.ok) {
      this.say(`Not a position: ${parsed.error.message}`);
      return;
    }
    await this.reset(this.ruleset, text.trim());
    this.say("Position set up.");
    this.render();
  }

  playHuman(text: string): void {
    const r = this.session.play(text, "step");
    if (!r.ok) {
      this.say(refusal(r.error, this.config.sources));
      this.render();
      return;
    }
    this.played(r.value);
  }

  private played(e: Played): void {
    this.input.clear();
    this.announce(e);
    this.show(e);
    this.render();
  }

  /** Mancala: queues the move's sowing, hole by hole, from the board before it. */
  private show(e: Played | undefined): void {
    if (e === undefined || this.config.family !== "mancala") return;
    const game = this.game;
    const before = this.view(e.before);
    if (before.kind === "pits")
      this.animation.play(before, () => sowingMoves(game, e.before, e.text, e.kind));
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

  isComputer(player: number): boolean {
    return this.controls.sides[player === 0 ? 0 : 1].value !== "human";
  }

  private boardTitle(): string {
    return `${this.config.gameName} board, ${this.ruleset.title}`;
  }

  /** One frame of a sowing: the counts so far, the hole being sown marked. */
  private paintFrame(view: PitsView, at: string, action: string): void {
    paintBoard(this.controls.board, view, {
      title: this.boardTitle(),
      labels: this.labels,
      focus: undefined,
      marks: { [at]: action === "capture" ? ["sowing", "sowing-capture"] : ["sowing"] },
    });
  }

  render(): void {
    const c = this.controls;
    const g = this.game;
    const s = this.session.state;
    this.el.dataset.game = this.config.game;
    this.el.dataset.ruleset = this.ruleset.id;
    this.el.dataset.toMove = g.players[g.toMove(s)];
    this.el.dataset.status = statusCode(g.status(s), g.players);
    c.ruleset.value = this.ruleset.id;
    const steps = this.steps();
    if (!this.animation.running) this.drawBoard(steps);
    const view = this.view(s);
    const list = [...(this.input.choice ?? []), ...buttonSteps(view, steps)];
    c.choices.replaceChildren(...list.map((t) => choiceButton(t, this.input.takesText(t))));
    c.state.textContent = stateLine(g, this.session, steps, this.config.sources);
    paintRecord(c, g, this.session, this.ruleset.id);
    if (this.config.family === "telo") void this.renderValues();
    this.maybeComputer();
  }

  private drawBoard(steps: readonly string[]): void {
    const selected = this.input.selected;
    const capture = (this.input.choice ?? []).flatMap((t) => this.input.takes(t));
    paintBoard(this.controls.board, this.view(this.session.state), {
      title: this.boardTitle(),
      labels: this.labels,
      focus: selected ?? forcedFrom(steps),
      marks: boardMarks((x) => this.view(x), this.session, { steps, selected, capture }),
    });
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
    if (this.asked?.session === session && this.asked.version === version) return;
    this.asked = { session, version };
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
        this.asked = undefined;
        if (!this.isComputer(side)) return; // the side was handed back to a human meanwhile
        if (reply.turn === undefined) {
          this.say(
            `The computer found no move${reply.error === undefined ? "" : `: ${reply.error}`}.`,
          );
          return;
        }
        const r = session.play(reply.turn, "turn");
        if (r.ok) this.played(r.value);
        else this.say(refusal(r.error, this.config.sources));
      });
  }
}

export async function mount(el: HTMLElement): Promise<void> {
  const data = el.querySelector("script[data-sim-config]")?.textContent ?? "";
  const config = JSON.parse(data) as SimConfig;
  await new Simulator(el, config).start();
}
