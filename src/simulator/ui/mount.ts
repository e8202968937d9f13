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
import { LEVELS, type Budget } from "../computer.ts";
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import { sowingMoves, type OptionSpecs, type OptionValue } from "../../play/engine.ts";
import type { Changes } from "../../reading/changes.ts";
import { takenPoints } from "../../play/pick.ts";
import type { KeptTags, LoadedFile } from "../notation-io.ts";
import { Session, type Played } from "../../play/session.ts";
import type { ComputerTurns } from "./computer.ts";
import { buildControls, type Controls } from "./controls.ts";
import { Input } from "./input.ts";
import { isPageAnchor, linkMessage, readGameLink } from "./link.ts";
import { playedText, readingSaid, refusal, say } from "../../play/messages.ts";
import { paint, paintFrame, type BestShown } from "./render.ts";
import { parseErrorText } from "../../play/parse-words.ts";
import { carriedOver, replayed, Rulesets, type Switched } from "./rulesets.ts";
import { SowingAnimation } from "./sowing.ts";
import { wire } from "./wire.ts";

export class Simulator {
  readonly el: HTMLElement;
  readonly config: SimConfig;
  controls!: Controls;
  session!: Session;
  ruleset!: SimRuleset;
  /** The reader's changes to the ruleset's reading (none: the source's reading). */
  changes: Changes = {};
  /** The game's option declarations (the same for every ruleset of the page's game). */
  specs: OptionSpecs = {};
  /** Counts changes of the rules, so that a slow one never lands after a later one. */
  private changing = 0;
  /** Source, Annotator and Date of the notation file the game was read from, if it was. */
  kept: KeptTags | undefined;
  /** The move tree's drawing, keys and words (move-tree.ts), loaded on first need. */
  private tree: typeof import("./move-tree.ts") | undefined;
  private notationOpen = false; // the "Notation file" panel drawn (tree-panel.ts)
  /** The "Change the rules" panel, once the reader has opened it (rules-panel.ts). */
  rulesPanel: { update(): void } | undefined;
  labels: Labels;
  readonly input: Input;
  animation!: SowingAnimation;
  /** Mancala: the sowing drawn and what a choice asks (sown.ts), loaded by the first move. */
  sown: typeof import("./sown.ts") | undefined;
  readonly ask = (): string | undefined => this.sown?.turnAsk(this, this.steps());
  readonly rulesets: Rulesets;
  /** The computer's turns and its worker (computer.ts), loaded once a side is given to it. */
  private computer: ComputerTurns | undefined;
  private computerLoading = false;
  /** "Best move here": the answer, drawn while its position is shown (analysis.ts, on use). */
  best: BestShown | undefined;

  constructor(el: HTMLElement, config: SimConfig) {
    this.el = el;
    this.config = config;
    this.labels = config.labels;
    this.input = new Input(this);
    this.rulesets = new Rulesets(config);
  }

  async start(): Promise<void> {
    const preset = this.rulesets.preset;
    if (preset === undefined) throw new Error(`no ruleset for ${this.config.game}`);
    const game = await this.rulesets.game(preset);
    this.specs = await this.rulesets.specs(preset);
    this.controls = buildControls(this.el, this.config, game.players);
    this.animation = new SowingAnimation(
      this.controls.board,
      (view, at, action, done) => paintFrame(this, view, at, action, done),
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
    if (hash.startsWith("t=")) {
      await (await import("./tree-panel.ts")).restoreTree(this, hash);
      return undefined;
    }
    const read = await readGameLink(hash, this.config, this.rulesets);
    if (read.ok) {
      this.ruleset = read.value.ruleset;
      this.changes = read.value.changes;
      this.session = read.value.session;
      this.cleared();
    } else
      await this.reset(
        read.error.ruleset ?? this.rulesets.byId(this.config.preset) ?? this.ruleset,
        undefined,
        {},
      );
    return linkMessage(read, this.title);
  }

  /** The reading in force, named by what the reader changed in it. */
  get title(): string {
    return readingSaid(this.config, this.ruleset.title, this.changes, this.specs);
  }

  /** A fresh game (or one from `position`) under `r` with `changes`; nothing under way is kept. */
  private async reset(r: SimRuleset, position?: string, changes = this.changes): Promise<void> {
    const reading = await this.rulesets.changed(r, changes);
    this.ruleset = r;
    this.changes = reading.ok ? reading.value.changes : {};
    const game = reading.ok ? reading.value.game : await this.rulesets.game(r);
    this.session = new Session(game, position);
    this.kept = undefined;
    this.cleared();
  }

  /** Forgets what was under way: the player's choice, a sowing shown, a computer's search. */
  private cleared(): void {
    this.computer?.cancel();
    this.animation.stop();
    this.input.clear();
  }

  async newGame(): Promise<void> {
    await this.reset(this.ruleset);
    this.say(say(this.config, "simb.newGame"));
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

  budget(player: number): Budget {
    const side = this.controls.sides[player === 0 ? 0 : 1].value;
    return (LEVELS.find((o) => o.value === side) ?? LEVELS[2]).budget;
  }

  undo(): void {
    this.cleared();
    if (this.session.undo()) this.say(say(this.config, "simb.undone"));
    this.render();
  }

  redo(): void {
    this.cleared();
    if (this.session.redo()) {
      this.say(say(this.config, "simb.redone"));
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
    this.warmComputer();
    this.render();
  }

  async switchRuleset(id: string): Promise<void> {
    const r = this.rulesets.byId(id);
    if (r === undefined) return;
    const game = await this.rulesets.game(r);
    const carry = await this.treeCarry();
    const switched =
      carry?.(this.session, game, r.title) ?? carriedOver(this.session, game, r.title, this.config);
    this.cleared();
    this.ruleset = r;
    this.changes = {};
    this.warmComputer();
    this.switchTo(switched);
  }

  /**
   * The reader's values for the options (`values`, typed): the reading changed at once, the
   * game going on when every move so far stays legal under it, else from the same position,
   * else afresh (the message says which); or the engine's words when it refuses a value.
   */
  async changeRules(values: Readonly<Record<string, OptionValue>>): Promise<void> {
    const mine = ++this.changing;
    const reading = await this.rulesets.changed(this.ruleset, values);
    const carry = await this.treeCarry();
    // A later change (a number committed on blur, then a click) overtook this one.
    if (mine !== this.changing) return;
    if (!reading.ok) {
      this.say(say(this.config, "simb.changeRefused", { error: reading.error }));
      this.render();
      return;
    }
    this.changes = reading.value.changes;
    const game = reading.value.game;
    const switched =
      carry?.(this.session, game, this.title) ??
      carriedOver(this.session, game, this.title, this.config);
    this.cleared();
    this.warmComputer();
    this.switchTo(switched);
  }

  /** A documented game, ready to step through, with both sides played by hand. */
  async startReplay(index: number): Promise<void> {
    const replay = this.config.replays[index];
    if (replay === undefined) return;
    const r = this.rulesets.byId(replay.ruleset);
    if (r === undefined) return;
    await this.reset(r, undefined, {});
    for (const s of this.controls.sides) s.value = "human";
    this.switchTo(replayed(this.session.game, replay, r.title, this.config));
  }

  private switchTo(s: Switched): void {
    this.session = s.session;
    this.say(s.message);
    this.render();
  }

  async loadPosition(text: string): Promise<void> {
    const parsed = this.session.game.parsePosition(text.trim());
    if (!parsed.ok) {
      const error = parseErrorText(this.config, parsed.error);
      this.say(say(this.config, "simb.notPosition", { error }));
      return;
    }
    await this.reset(this.ruleset, text.trim());
    this.say(say(this.config, "simb.positionSet"));
    this.render();
  }

  playHuman(text: string): void {
    const r = this.session.play(text, "step");
    if (!r.ok) {
      this.say(refusal(r.error, this.config));
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
    this.say(playedText(this.session.game, e, taken, this.config));
  }

  get paintTree() {
    return this.tree?.paintTree;
  }

  /** The move tree's code, loaded the first time a variation, a comment or a key needs it. */
  async treeCode(): Promise<typeof import("./move-tree.ts")> {
    return (this.tree ??= await import("./move-tree.ts"));
  }

  wantSown(): void {
    void import("./sown.ts").then((m) => {
      this.sown = m;
      this.render();
    });
  }

  wantTree(): void {
    if (this.tree === undefined) void this.treeCode().then(() => this.render());
  }

  /** How every line is carried to another reading, when the tree holds more than the line shown. */
  private async treeCarry() {
    if (this.tree === undefined && !this.session.canRedo) return undefined;
    return (await import("../tree-edit.ts")).carryTree;
  }

  /** Shows the position after a move of the tree: the one at `path`, or where `key` leads. */
  async goToPath(path: string, key?: string): Promise<void> {
    (await this.treeCode()).goToMove(this, path, key, () => this.cleared());
  }

  async editTree(action: "promote" | "delete-variation" | "comment"): Promise<void> {
    (await import("./tree-panel.ts")).treeAction(this, action);
  }

  async openNotation(): Promise<void> {
    if (this.notationOpen) return;
    this.notationOpen = true;
    (await import("./tree-panel.ts")).notationPanel(this);
  }

  /** The page's compile path, for a notation file's reading. */
  compile(r: SimRuleset, changes: Readonly<Record<string, string>>) {
    return this.rulesets.changed(r, changes);
  }

  /** A notation file's game, checked, played from now on. */
  adopt(file: LoadedFile, message: string): void {
    this.cleared();
    this.ruleset = file.ruleset;
    this.changes = file.changes;
    this.session = file.session;
    this.kept = file.kept;
    this.warmComputer();
    this.say(message);
    this.render();
  }

  /**
   * Starts the computer for a side given to it: its code and worker client load then, so a
   * reader who plays by hand never loads them (docs/simulator.md).
   */
  private warmComputer(): void {
    if (this.computer !== undefined) {
      this.computer.warmIfPlaying();
      return;
    }
    if (this.computerLoading || !this.controls.sides.some((s) => s.value !== "human")) return;
    this.computerLoading = true;
    void import("./computer.ts").then(({ ComputerTurns }) => {
      this.computer = new ComputerTurns(this);
      this.computer.warmIfPlaying();
      this.computer.move();
    });
  }

  async bestMove(warm = false): Promise<void> {
    const m = await import("./analysis.ts");
    if (warm) m.warmAnalysis(this);
    else await m.bestMove(this);
  }

  async openRules(): Promise<void> {
    if (this.rulesPanel !== undefined) return;
    const { rulesPanel } = await import("./rules-panel.ts");
    this.rulesPanel ??= rulesPanel(this);
  }

  async share(action: "svg" | "png" | "embed"): Promise<void> {
    const { downloadImage, showEmbed } = await import("../share/share.ts");
    await (action === "embed" ? showEmbed(this) : downloadImage(this, action));
  }

  render(): void {
    paint(this);
    this.rulesPanel?.update();
    if (this.computer === undefined) this.warmComputer();
    else this.computer.move();
  }
}
