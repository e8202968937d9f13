/**
 * One game in the simulator, without any DOM: the compiled game, where it started, the moves
 * played (steps chosen on the board, or whole turns from the computer or a link), undo and redo,
 * the move list in the engine's notation and the link text. Pure, so it is unit-tested.
 */
import { err, ok, type Result, type SimGame } from "./engine.ts";

/** One entry of the history: a step (one decision) or a whole turn, as the engine writes it. */
export interface Played {
  readonly text: string;
  readonly kind: "step" | "turn";
  readonly before: unknown;
  readonly after: unknown;
}

/** Why the engine refuses a step or turn: its message, and the rule and source it cites. */
export interface Refusal {
  readonly message: string;
  readonly rule?: string;
  readonly provenance?: ProvenanceLike;
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

/** Longest link accepted, in characters; longer text is refused before it is read. */
export const MAX_HASH = 20_000;

export class Session {
  readonly game: SimGame;
  readonly start: unknown;
  /** The start position's text when the game did not begin at the ruleset's set-up. */
  readonly startText: string | undefined;
  private played: Played[] = [];
  private undone: Played[] = [];
  /** Changes on every move, undo, redo: a computer reply for an older version is stale. */
  version = 0;

  constructor(game: SimGame, startText?: string) {
    this.game = game;
    if (startText === undefined) {
      this.start = game.setup();
      this.startText = undefined;
    } else {
      const r = game.parsePosition(startText);
      if (!r.ok) throw new Error(r.error.message);
      this.start = r.value;
      this.startText = game.formatPosition(r.value);
    }
  }

  get state(): unknown {
    return this.played.at(-1)?.after ?? this.start;
  }
  get history(): readonly Played[] {
    return this.played;
  }
  get canUndo(): boolean {
    return this.played.length > 0;
  }
  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Plays one step (`kind: "step"`) or a whole turn, checked by the engine. */
  play(text: string, kind: "step" | "turn"): PlayResult {
    const r = this.attempt(text, kind);
    if (r.ok) {
      this.played.push(r.value);
      this.undone = [];
      this.version++;
    }
    return r;
  }

  /** What playing a step or turn would do, without playing it. */
  attempt(text: string, kind: "step" | "turn"): PlayResult {
    const s = this.state;
    const g = this.game;
    const parsed = kind === "step" ? g.parseStep(s, text) : g.parseTurn(s, text);
    if (!parsed.ok) return err({ message: parsed.error.message });
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

  undo(): boolean {
    const e = this.played.pop();
    if (e === undefined) return false;
    this.undone.push(e);
    this.version++;
    return true;
  }

  redo(): boolean {
    const e = this.undone.pop();
    if (e === undefined) return false;
    this.played.push(e);
    this.version++;
    return true;
  }

  /** Whether a turn is under way (the mover has made a step and still has to decide). */
  inTurn(): boolean {
    return this.turnGroups().some((t) => !t.complete);
  }

  /** The history as whole turns: each with its player, its text and whether it is finished. */
  turnGroups(): { player: number; text: string; complete: boolean; entries: Played[] }[] {
    const g = this.game;
    const out: { player: number; text: string; complete: boolean; entries: Played[] }[] = [];
    let group: Played[] = [];
    for (const e of this.played) {
      group.push(e);
      const done =
        g.toMove(e.after) !== g.toMove(group[0]!.before) || g.status(e.after).kind !== "ongoing";
      if (done) {
        out.push(this.group(group, true));
        group = [];
      }
    }
    if (group.length > 0) out.push(this.group(group, false));
    return out;
  }

  private group(entries: Played[], complete: boolean) {
    const g = this.game;
    const first = entries[0]!;
    const player = g.toMove(first.before) as number;
    if (entries.length === 1 && first.kind === "turn")
      return { player, text: first.text, complete, entries };
    const joined = joinSteps(entries.map((e) => e.text));
    let text = joined;
    if (complete) {
      const t = g.parseTurn(first.before, joined);
      if (t.ok) text = g.formatTurn(first.before, t.value);
    }
    return { player, text, complete, entries };
  }

  /** The moves for a link: finished turns, then the steps of an unfinished one marked with `~`. */
  moveTexts(): string[] {
    return this.turnGroups().flatMap((t) =>
      t.complete ? [t.text] : t.entries.map((e) => (e.kind === "step" ? `~${e.text}` : e.text)),
    );
  }
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
 * What a link says: the ruleset, the reader's changes to it (`key:value,...`, read by
 * `parseChanges` in reading.ts; absent or empty for the source's reading), an optional start
 * position and the moves.
 */
export interface LinkState {
  readonly ruleset: string;
  /** The ruleset's release version the link was made under (absent: made before versions). */
  readonly version?: string | undefined;
  readonly options?: string | undefined;
  readonly position?: string | undefined;
  readonly moves: readonly string[];
}

export function formatLink(l: LinkState): string {
  const parts = [`r=${encodeURIComponent(l.ruleset)}`];
  if (l.version !== undefined) parts.push(`v=${encodeURIComponent(l.version)}`);
  // `:` and `,` stay readable: keys and values are slugs, numbers and booleans.
  if (l.options !== undefined && l.options !== "")
    parts.push(`o=${encodeURIComponent(l.options).replaceAll("%3A", ":").replaceAll("%2C", ",")}`);
  if (l.position !== undefined) parts.push(`p=${encodeURIComponent(l.position)}`);
  if (l.moves.length > 0) parts.push(`m=${l.moves.map(encodeURIComponent).join(",")}`);
  return parts.join("&");
}

/** Reads a link's hash (without `#`); an error says what is wrong with it. */
export function parseLink(hash: string): Result<LinkState, string> {
  if (hash.length > MAX_HASH)
    return err(`the link is ${hash.length} characters long, more than a game needs`);
  const fields = new Map<string, string>();
  for (const part of hash.split("&")) {
    const i = part.indexOf("=");
    if (i <= 0) return err(`"${part.slice(0, 40)}" is not a field of a game link`);
    const key = part.slice(0, i);
    let value: string;
    try {
      value = decodeURIComponent(part.slice(i + 1));
    } catch {
      return err(`the field ${key} is not valid URL text`);
    }
    if (!["r", "v", "o", "p", "m"].includes(key))
      return err(`unknown field "${key.slice(0, 20)}" in the link`);
    fields.set(key, value);
  }
  const ruleset = fields.get("r");
  if (ruleset === undefined || ruleset === "") return err("the link names no ruleset");
  const m = fields.get("m");
  return ok({
    ruleset,
    version: fields.get("v"),
    options: fields.get("o"),
    position: fields.get("p"),
    moves: m === undefined || m === "" ? [] : m.split(","),
  });
}

/**
 * An in-page link that opens the simulator on the moves played from the ruleset's start, under
 * the reader's changes (`options`, `key:value,...`) when there are any.
 */
export const simulatorLink = (
  ruleset: string,
  moves: readonly string[],
  options?: string,
): string => `#${formatLink({ ruleset, options, moves })}`;

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
