/**
 * The running simulator: takes over the build-time drawing inside `<game-simulator>`, plays the
 * page's game under the chosen ruleset, and keeps the element's data attributes, the move list,
 * the position and the URL hash current (docs/simulator.md). This class holds the game under
 * way and what the reader does to it; the parts live beside it: the controls (controls.ts), the
 * player's choices on the board (input.ts), drawing (render.ts), the rulesets and what switching
 * between them does (rulesets.ts), the game link (link.ts), sowing shown hole by hole
 * (sowing.ts), the computer (computer.ts), the listeners (wire.ts).
 */
import type { Labels } from "../../board/draw.ts";
import { boardView, type BoardView } from "../../board/view.ts";
import type { SimConfig, SimRuleset } from "../config.ts";
import { sowingMoves } from "../engine.ts";
import { takenPoints } from "../pick.ts";
import { Session, type Played } from "../session.ts";
import { ComputerTurns } from "./computer.ts";
import { buildControls, type Controls } from "./controls.ts";
import { Input } from "./input.ts";
import { isPageAnchor, linkMessage, readGameLink } from "./link.ts";
import { playedText, refusal } from "./messages.ts";
import { paint, paintFrame } from "./render.ts";
import { carriedOver, replayed, Rulesets, type Switched } from "./rulesets.ts";
import { SowingAnimation } from "./sowing.ts";
import { wire } from "./wire.ts";

export class Simulator {
  readonly el: HTMLElement;
  readonly config: SimConfig;
  controls!: Controls;
  session!: Session;
  ruleset!: SimRuleset;
  labels: Labels;
  readonly input: Input;
  animation!: SowingAnimation;
  private readonly rulesets: Rulesets;
  private readonly computer: ComputerTurns;

  constructor(el: HTMLElement, config: SimConfig) {
    this.el = el;
    this.config = config;
    this.labels = config.labels;
    this.input = new Input(this);
    this.rulesets = new Rulesets(config);
    this.computer = new ComputerTurns(this);
  }

  async start(): Promise<void> {
    const preset = this.rulesets.preset;
    if (preset === undefined) throw new Error(`no ruleset for ${this.config.game}`);
    const game = await this.rulesets.game(preset);
    this.controls = buildControls(this.el, this.config, game.players);
    this.animation = new SowingAnimation(
      this.controls.board,
      (view, at, action) => paintFrame(this, view, at, action),
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

  /** Restores a link; returns the message to show, or undefined when there was nothing to restore. */
  async restore(hash: string): Promise<string | undefined> {
    if (isPageAnchor(hash)) return undefined;
    const read = await readGameLink(hash, this.config, (x) => this.rulesets.game(x));
    if (read.ok) {
      this.ruleset = read.value.ruleset;
      this.session = read.value.session;
      this.cleared();
    } else await this.reset(this.rulesets.byId(this.config.preset) ?? this.ruleset);
    return linkMessage(read);
  }

  /** A fresh game (or one from `position`) under `r`; nothing under way is kept. */
  private async reset(r: SimRuleset, position?: string): Promise<void> {
    this.ruleset = r;
    this.session = new Session(await this.rulesets.game(r), position);
    this.cleared();
  }

  /** Forgets what was under way: the player's choice, a sowing shown, a computer's search. */
  private cleared(): void {
    this.computer.cancel();
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

  view(state: unknown): BoardView {
    const diagonals = this.ruleset.spec.options.diagonals?.value !== false;
    const position = this.session.game.formatPosition(state);
    const v = boardView(this.config.family, position, diagonals);
    if (!v.ok) throw new Error(v.error);
    return v.value;
  }

  steps(): string[] {
    const s = this.session.state;
    const g = this.session.game;
    if (g.status(s).kind !== "ongoing") return [];
    return g.steps(s).map((t) => g.formatStep(s, t));
  }

  isComputer(player: number): boolean {
    return this.controls.sides[player === 0 ? 0 : 1].value !== "human";
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
    this.computer.warmIfPlaying();
    this.render();
  }

  async switchRuleset(id: string): Promise<void> {
    const r = this.rulesets.byId(id);
    if (r === undefined) return;
    const switched = carriedOver(this.session, await this.rulesets.game(r), r.title);
    this.cleared();
    this.ruleset = r;
    this.computer.warmIfPlaying();
    this.switchTo(switched);
  }

  /** A documented game, ready to step through, with both sides played by hand. */
  async startReplay(index: number): Promise<void> {
    const replay = this.config.replays[index];
    if (replay === undefined) return;
    const r = this.rulesets.byId(replay.ruleset);
    if (r === undefined) return;
    await this.reset(r);
    for (const s of this.controls.sides) s.value = "human";
    this.switchTo(replayed(this.session.game, replay, r.title));
  }

  private switchTo(s: Switched): void {
    this.session = s.session;
    this.say(s.message);
    this.render();
  }

  async loadPosition(text: string): Promise<void> {
    const parsed = this.session.game.parsePosition(text.trim());
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

  /** A step or turn just played, by the reader or the computer: said, shown, drawn. */
  played(e: Played): void {
    this.input.clear();
    this.announce(e);
    this.show(e);
    this.render();
  }

  /** Mancala: queues the move's sowing, hole by hole, from the board before it. */
  private show(e: Played | undefined): void {
    if (e === undefined || this.config.family !== "mancala") return;
    const game = this.session.game;
    const before = this.view(e.before);
    if (before.kind === "pits")
      this.animation.play(before, () => sowingMoves(game, e.before, e.text, e.kind));
  }

  private announce(e: Played): void {
    const taken = takenPoints(this.view(e.before), this.view(e.after));
    this.say(playedText(this.session.game, e, taken, this.config.sources));
  }

  render(): void {
    paint(this);
    this.computer.move();
  }
}

export async function mount(el: HTMLElement): Promise<void> {
  const data = el.querySelector("script[data-sim-config]")?.textContent ?? "";
  const config = JSON.parse(data) as SimConfig;
  await new Simulator(el, config).start();
}
