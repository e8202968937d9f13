/**
 * One game in the simulator, without any DOM: the compiled game, where it started, the tree of
 * turns played (steps chosen on the board, or whole turns from the computer, a link or a file),
 * undo and redo, the line shown in the engine's notation. Pure, so it is unit-tested. The link
 * that carries a game is link.ts's.
 */
import { err, ok, type ParseError, type Result, type SimGame } from "./engine.ts";
import { childNode, lineEnd, lineTo, rootNode, type GameNode } from "./game-tree.ts";

/** One entry of the history: a step (one decision) or a whole turn, as the engine writes it. */
export interface Played {
  readonly text: string;
  readonly kind: "step" | "turn";
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * Why the engine refuses a step or turn: its message, and the rule and source it cites; or, for
 * a text that does not parse, the parser's reason and its values (`reason`, `params`).
 */
export interface Refusal {
  readonly message: string;
  readonly rule?: string;
  readonly provenance?: ProvenanceLike;
  readonly reason?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A start position the engine cannot read: its parse error, to be said in the page's words. */
export class PositionError extends Error {
  readonly parse: ParseError;

  constructor(parse: ParseError) {
    super(parse.message);
    this.parse = parse;
  }
}

/** A step or turn played (or that would be), or the engine's refusal. */
export type PlayResult = Result<Played, Refusal>;

/** The citation fields of a violation's provenance that the messages use. */
export interface ProvenanceLike {
  readonly source: string;
  readonly locator: string;
  readonly evidence?: string | undefined;
  /** Its basis (`stated`, `stated-elsewhere`, `inferred`, `default`), shown when not `stated`. */
  readonly basis?: string | undefined;
  /** True when the reader's change set the rule: the passage cited is the one it replaced. */
  readonly override?: boolean | undefined;
}

/** One turn of the line played so far: who played it, its text, whether it is finished. */
export interface TurnGroup {
  readonly player: number;
  readonly text: string;
  readonly complete: boolean;
  readonly entries: readonly Played[];
  /** The tree's node of a finished turn. */
  readonly node?: GameNode;
}

/**
 * One game: a tree of whole turns (game-tree.ts) with a cursor on the turn last played, the
 * steps of a turn under way after it, and the steps taken back that "redo" plays again. Playing
 * a turn that differs from the one that followed before starts a variation; nothing played is
 * lost by going back.
 */
export class Session {
  readonly game: SimGame;
  readonly start: unknown;
  /** The start position's text when the game did not begin at the ruleset's set-up. */
  readonly startText: string | undefined;
  /** The tree of every line played; its root is the start. */
  root: GameNode = rootNode();
  /** The last whole turn of the line shown (the root at the start). */
  private cursor: GameNode = this.root;
  /** Steps of the turn under way, after the cursor. */
  private pending: Played[] = [];
  /** Steps and turns taken back, the last taken back on top: what redo plays again. */
  private undone: Played[] = [];
  /** Changes on every move, undo, redo and edit: a computer reply for an older version is stale. */
  version = 0;

  constructor(game: SimGame, startText?: string) {
    this.game = game;
    if (startText === undefined) {
      this.start = game.setup();
      this.startText = undefined;
    } else {
      const r = game.parsePosition(startText);
      if (!r.ok) throw new PositionError(r.error);
      this.start = r.value;
      this.startText = game.formatPosition(r.value);
    }
  }

  /** The node of the last whole turn of the line shown (the root at the start). */
  get node(): GameNode {
    return this.cursor;
  }

  /** The position after `node` (the start for the root). */
  after(node: GameNode): unknown {
    return node.entries.at(-1)?.after ?? this.start;
  }

  get state(): unknown {
    return this.pending.at(-1)?.after ?? this.after(this.cursor);
  }
  /** Every step and turn of the line shown, from the start. */
  get history(): readonly Played[] {
    return [...lineTo(this.cursor).flatMap((n) => n.entries), ...this.pending];
  }
  get canUndo(): boolean {
    return this.pending.length > 0 || this.cursor !== this.root;
  }
  get canRedo(): boolean {
    return this.undone.length > 0 || (this.pending.length === 0 && this.cursor.children.length > 0);
  }

  /** Plays one step (`kind: "step"`) or a whole turn, checked by the engine. */
  play(text: string, kind: "step" | "turn"): PlayResult {
    const r = this.attempt(text, kind);
    if (!r.ok) return r;
    const top = this.undone.at(-1);
    if (top !== undefined && top.kind === kind && top.text === r.value.text) this.undone.pop();
    else this.undone = [];
    this.pending.push(r.value);
    this.commit();
    this.version++;
    return r;
  }

  /** A turn just finished becomes the cursor's child: the one already there, or a new line. */
  private commit(): void {
    const g = this.game;
    const first = this.pending[0]!;
    const last = this.pending.at(-1)!;
    if (g.toMove(last.after) === g.toMove(first.before) && g.status(last.after).kind === "ongoing")
      return;
    const turn = groupText(g, this.pending, true);
    const known = this.cursor.children.find((c) => c.turn === turn);
    const node = known ?? childNode(this.cursor, turn, this.pending);
    if (known === undefined) this.cursor.children.push(node);
    this.cursor = node;
    this.pending = [];
  }

  /** What playing a step or turn would do, without playing it. */
  attempt(text: string, kind: "step" | "turn"): PlayResult {
    const s = this.state;
    const g = this.game;
    const parsed = kind === "step" ? g.parseStep(s, text) : g.parseTurn(s, text);
    if (!parsed.ok) {
      const { message, reason, params } = parsed.error;
      return err({ message, reason, params });
    }
    const next = kind === "step" ? g.playStep(s, parsed.value) : g.playTurn(s, parsed.value);
    if (!next.ok) {
      const e = next.error;
      return err(
        e.provenance === undefined
          ? { message: e.message, rule: e.rule }
          : { message: e.message, rule: e.rule, provenance: e.provenance },
      );
    }
    const canonical =
      kind === "step" ? g.formatStep(s, parsed.value) : g.formatTurn(s, parsed.value);
    return ok({ text: canonical, kind, before: s, after: next.value });
  }

  /** Takes back the last step or turn; the tree keeps it, and redo plays it again. */
  undo(): boolean {
    const step = this.pending.pop();
    if (step !== undefined) this.undone.push(step);
    else {
      const parent = this.cursor.parent;
      if (parent === undefined) return false;
      this.pending = this.cursor.entries.slice(0, -1);
      this.undone.push(this.cursor.entries.at(-1)!);
      this.cursor = parent;
    }
    this.version++;
    return true;
  }

  /** Plays again what was taken back, else follows the line on to its next turn. */
  redo(): boolean {
    const e = this.undone.at(-1);
    if (e !== undefined) {
      const rest = this.undone.slice(0, -1);
      if (!this.play(e.text, e.kind).ok) return false;
      this.undone = rest;
      return true;
    }
    const next = this.cursor.children[0];
    if (next === undefined || this.pending.length > 0) return false;
    this.goTo(next);
    return true;
  }

  /** Shows the position after `node` (a turn of this tree): the turn under way is dropped. */
  goTo(node: GameNode): void {
    this.cursor = node;
    this.pending = [];
    this.undone = [];
    this.version++;
  }

  /** Takes a whole tree (a file read), showing the end of its main line. */
  load(root: GameNode): void {
    this.root = root;
    this.goTo(lineEnd(root));
  }

  /** The tree was edited (a line promoted or deleted, a comment): replies under way are stale. */
  edited(): void {
    this.version++;
  }

  /** Whether a turn is under way (the mover has made a step and still has to decide). */
  inTurn(): boolean {
    return this.pending.length > 0;
  }

  /** The line shown as whole turns: each with its player, its text and whether it is finished. */
  turnGroups(): TurnGroup[] {
    const g = this.game;
    const player = (e: Played) => g.toMove(e.before) as number;
    const out: TurnGroup[] = lineTo(this.cursor).map((node) => ({
      player: player(node.entries[0]!),
      text: node.turn,
      complete: true,
      entries: node.entries,
      node,
    }));
    const p = this.pending;
    if (p.length > 0)
      out.push({
        player: player(p[0]!),
        text: groupText(g, p, false),
        complete: false,
        entries: p,
      });
    return out;
  }

  /** The moves for a link: finished turns, then the steps of an unfinished one marked with `~`. */
  moveTexts(): string[] {
    return this.turnGroups().flatMap((t) =>
      t.complete ? [t.text] : t.entries.map((e) => (e.kind === "step" ? `~${e.text}` : e.text)),
    );
  }
}

/** The text of a turn played as `entries`: the turn itself, or its steps joined. */
function groupText(g: SimGame, entries: readonly Played[], complete: boolean): string {
  const first = entries[0]!;
  if (entries.length === 1 && first.kind === "turn") return first.text;
  const joined = joinSteps(entries.map((e) => e.text));
  if (!complete) return joined;
  const t = g.parseTurn(first.before, joined);
  return t.ok ? g.formatTurn(first.before, t.value) : joined;
}

/**
 * Steps written one after another as a turn: a chain step that starts where the previous one
 * ended drops its starting point (`c1d1A` + `d1d2A` = `c1d1Ad2A`); `stop` after a step is
 * implied by the turn's end.
 */
export function joinSteps(texts: readonly string[]): string {
  let out = "";
  let last: string | undefined;
  for (const t of texts) {
    if (t === "stop" && out !== "") continue;
    const m = /^([a-i][1-9])([a-i][1-9])[AW]?$/.exec(t);
    if (m && last !== undefined && m[1] === last) out += t.slice(2);
    else out += t;
    last = m ? m[2] : undefined;
  }
  return out;
}

/**
 * Why the engine refuses a move: of the spellings tried in order, the first refusal that names
 * its source, else the first refusal; undefined when one of them is legal.
 */
export function explainAttempt(session: Session, texts: readonly string[]): Refusal | undefined {
  const refusals: Refusal[] = [];
  for (const t of texts) {
    const r = session.attempt(t, "step");
    if (r.ok) return undefined;
    refusals.push(r.error);
  }
  return refusals.find((e) => e.provenance !== undefined) ?? refusals[0];
}
