/**
 * Reads a notation file into its tree, never throwing: the first thing wrong is a
 * `NotationError` with its line and column. Only the syntax is checked here (tags, comments,
 * variations, glyphs, move numbers, the result); whether the moves are legal is the engine's to
 * say (`check.ts`). Variations nest to any depth: the reader keeps its own stack, not the call
 * stack.
 */
import { err, ok, type Result } from "../engine/core/index.ts";
import { lex, type RawError, type Token } from "./lex.ts";
import {
  FORMAT_VERSION,
  TAG_NAMES,
  isResult,
  isTagName,
  type Location,
  type MoveNode,
  type NotationError,
  type NotationTree,
  type Tag,
  type TagName,
} from "./tree.ts";

/** Longest file read, in characters; a longer one is refused before it is read. */
export const MAX_FILE = 2_000_000;

/** Where each part of a parsed file was: the engine's refusals are located by these. */
export interface Locations {
  /** Each move's turn text. */
  readonly moves: ReadonlyMap<MoveNode, Location>;
  /** Each tag's value (the character after its opening quote). */
  readonly tags: ReadonlyMap<TagName, Location>;
  /** The result at the end of the moves, when written. */
  readonly result?: Location;
}

export interface ParsedNotation {
  readonly tree: NotationTree;
  readonly at: Locations;
}

interface Node {
  turn: string;
  glyphs: number[];
  before?: string;
  comment?: string;
  children: Node[];
}

/** One line being read: the main line, or a variation inside its parent's frame. */
interface Frame {
  /** Where the line's first move goes (the replaced move's siblings, for a variation). */
  readonly container: Node[];
  /** The line's last move so far. */
  last: Node | undefined;
  /** The ply (0 = the file's first move) of the next move of this line. */
  ply: number;
  /** Offset of the `(` that opened it (unclosed variations are reported there). */
  readonly openedAt: number;
  /** A comment read before the line's first move (a variation's `before`). */
  before?: string;
}

/** 1-based line and column of an offset; columns count characters (code points). */
export function locator(text: string): (offset: number) => Location {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    // Code points, so a character outside the BMP counts once (an editor's column).
    const column = Array.from(text.slice(starts[lo], offset)).length + 1;
    return { line: lo + 1, column };
  };
}

const joined = (a: string | undefined, b: string): string => (a === undefined ? b : `${a} ${b}`);

/** A date as ISO 8601 writes it, to the year, the month or the day (sources are often dated by year). */
const DATE = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

const NUMBER_ALONE = {
  kind: "move-number",
  message: "a move number with no move",
  what: "numberAlone",
} as const;

/** The tag pairs at the head of the file: known names, each once, values checked where fixed. */
function readTags(
  tokens: readonly Token[],
): Result<{ tags: Tag[]; at: Map<TagName, number>; next: number }, RawError> {
  const tags: Tag[] = [];
  const at = new Map<TagName, number>();
  let i = 0;
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== "tag") break;
    if (!isTagName(t.name))
      return err({
        kind: "tag",
        at: t.at,
        message: `unknown tag ${t.name}; the tags are ${TAG_NAMES.join(", ")}`,
        what: "tagUnknown",
        params: { name: t.name, tags: TAG_NAMES.join(", ") },
      });
    if (at.has(t.name))
      return err({
        kind: "tag",
        at: t.at,
        message: `the tag ${t.name} is given twice`,
        what: "tagTwice",
        params: { name: t.name },
      });
    if (t.name === "Format" && t.value !== FORMAT_VERSION)
      return err({
        kind: "format",
        at: t.at,
        message: `the file is in format ${JSON.stringify(t.value)}; this reader knows format ${FORMAT_VERSION}`,
        what: "format",
        params: { value: JSON.stringify(t.value), known: FORMAT_VERSION },
      });
    if (t.name === "Result" && !isResult(t.value))
      return err({
        kind: "tag",
        at: t.at,
        message: `Result ${JSON.stringify(t.value)} is not a result: write 1-0, 0-1, 1/2-1/2 or *`,
        what: "resultTag",
        params: { value: JSON.stringify(t.value) },
      });
    if (t.name === "Date" && !DATE.test(t.value))
      return err({
        kind: "tag",
        at: t.at,
        message: `Date ${JSON.stringify(t.value)} is not a date: write YYYY, YYYY-MM or YYYY-MM-DD`,
        what: "dateTag",
        params: { value: JSON.stringify(t.value) },
      });
    tags.push({ name: t.name, value: t.value });
    at.set(t.name, t.at);
  }
  return ok({ tags, at, next: i });
}

/** Reads the moves, comments and variations after the tags into `root`'s children. */
class MoveReader {
  readonly root: Node[] = [];
  comment: string | undefined;
  readonly moves = new Map<Node, number>();
  /** The list each move is in (its parent's children): a variation of it is added there. */
  private readonly lists = new Map<Node, Node[]>();
  readonly stack: Frame[] = [{ container: this.root, last: undefined, ply: 0, openedAt: 0 }];
  /** A move number read and not yet followed by its move. */
  number: (Token & { kind: "number" }) | undefined;
  result: (Token & { kind: "result" }) | undefined;

  get frame(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  read(t: Token): RawError | undefined {
    if (this.result !== undefined)
      return {
        kind: "result",
        at: t.at,
        message: "nothing may follow the result",
        what: "afterResult",
      };
    if (this.number !== undefined && t.kind !== "move" && t.kind !== "comment")
      return { ...NUMBER_ALONE, at: this.number.at };
    switch (t.kind) {
      case "tag":
        return {
          kind: "tag",
          at: t.at,
          message: "tags come before the first move",
          what: "tagLate",
        };
      case "comment":
        this.addComment(t.text);
        return undefined;
      case "number":
        this.number = t;
        return this.checkNumber(t);
      case "move":
        this.addMove(t);
        return undefined;
      case "glyph":
        if (this.frame.last === undefined)
          return {
            kind: "glyph",
            at: t.at,
            message: "a glyph must follow the move it marks",
            what: "glyphAlone",
          };
        this.frame.last.glyphs.push(t.glyph);
        return undefined;
      case "open":
        return this.open(t.at);
      case "close":
        return this.close(t.at);
      case "result":
        if (this.stack.length > 1)
          return {
            kind: "variation",
            at: this.frame.openedAt,
            message: "the variation opened here is not closed before the result",
            what: "variationOpenAtResult",
          };
        this.result = t;
        return undefined;
    }
  }

  private addComment(text: string): void {
    const f = this.frame;
    if (text === "") return;
    if (f.last !== undefined) f.last.comment = joined(f.last.comment, text);
    else if (this.stack.length === 1) this.comment = joined(this.comment, text);
    else f.before = joined(f.before, text);
  }

  private checkNumber(t: Token & { kind: "number" }): RawError | undefined {
    const ply = this.frame.ply;
    const due = `${Math.floor(ply / 2) + 1}${ply % 2 === 0 ? "." : "..."}`;
    const written = `${t.n}${t.dots === 1 ? "." : "..."}`;
    if (written === due) return undefined;
    return {
      kind: "move-number",
      at: t.at,
      message: `the move number ${written} does not fit: this move is ${due} (numbers count pairs of turns from the file's start)`,
      what: "numberWrong",
      params: { written, due },
    };
  }

  private addMove(t: Token & { kind: "move" }): void {
    const f = this.frame;
    const node: Node = { turn: t.text, glyphs: [], children: [] };
    if (f.last === undefined && f.before !== undefined) node.before = f.before;
    const list = f.last?.children ?? f.container;
    list.push(node);
    this.lists.set(node, list);
    this.moves.set(node, t.at);
    f.last = node;
    f.ply++;
    this.number = undefined;
  }

  private open(at: number): RawError | undefined {
    const f = this.frame;
    const replaced = f.last;
    if (replaced === undefined)
      return {
        kind: "variation",
        at,
        message: "a variation must follow the move it replaces",
        what: "variationFirst",
      };
    const siblings = this.lists.get(replaced)!;
    this.stack.push({ container: siblings, last: undefined, ply: f.ply - 1, openedAt: at });
    return undefined;
  }

  private close(at: number): RawError | undefined {
    if (this.stack.length === 1)
      return { kind: "variation", at, message: ") closes no variation", what: "variationClose" };
    const f = this.stack.pop()!;
    if (f.last === undefined)
      return {
        kind: "variation",
        at: f.openedAt,
        message: "a variation with no move",
        what: "variationEmpty",
      };
    return undefined;
  }
}

/** The result at the end must agree with the Result tag; only `*` may stand without one. */
function checkResult(
  tags: readonly Tag[],
  result: (Token & { kind: "result" }) | undefined,
): RawError | undefined {
  if (result === undefined) return undefined;
  const tag = tags.find((t) => t.name === "Result")?.value;
  if (tag === undefined && result.text !== "*")
    return {
      kind: "result",
      at: result.at,
      message: `the moves end with ${result.text} but the file has no Result tag: add [Result "${result.text}"]`,
      what: "resultNoTag",
      params: { result: result.text },
    };
  if (tag !== undefined && tag !== result.text)
    return {
      kind: "result",
      at: result.at,
      message: `the moves end with ${result.text} but the Result tag says ${tag}`,
      what: "resultDiffers",
      params: { result: result.text, tag },
    };
  return undefined;
}

/** Reads a notation file; the tree, with where each move and tag was, or the first error. */
export function parseNotation(text: string): Result<ParsedNotation, NotationError> {
  const where = locator(text);
  const fail = (e: RawError): Result<never, NotationError> =>
    err({
      ...where(e.at),
      kind: e.kind,
      message: e.message,
      ...(e.what === undefined ? {} : { what: e.what }),
      ...(e.params === undefined ? {} : { params: e.params }),
    });
  if (text.length > MAX_FILE)
    return fail({
      kind: "character",
      at: 0,
      message: `the file is ${text.length} characters long, more than ${MAX_FILE}`,
      what: "tooLong",
      params: { length: text.length, max: MAX_FILE },
    });
  const lexed = lex(text);
  if (!lexed.ok) return fail(lexed.error);
  const head = readTags(lexed.value);
  if (!head.ok) return fail(head.error);
  const reader = new MoveReader();
  for (const t of lexed.value.slice(head.value.next)) {
    const e = reader.read(t);
    if (e !== undefined) return fail(e);
  }
  if (reader.number !== undefined) return fail({ ...NUMBER_ALONE, at: reader.number.at });
  if (reader.stack.length > 1)
    return fail({
      kind: "variation",
      at: reader.frame.openedAt,
      message: "the variation opened here is never closed by )",
      what: "variationOpen",
    });
  const bad = checkResult(head.value.tags, reader.result);
  if (bad !== undefined) return fail(bad);
  const tree: NotationTree = {
    tags: head.value.tags,
    ...(reader.comment === undefined ? {} : { comment: reader.comment }),
    children: reader.root,
  };
  const tagAt = new Map([...head.value.at].map(([k, v]) => [k, where(valueOffset(text, v))]));
  const moves = new Map<MoveNode, Location>([...reader.moves].map(([n, at]) => [n, where(at)]));
  const result = reader.result === undefined ? {} : { result: where(reader.result.at) };
  return ok({ tree, at: { moves, tags: tagAt, ...result } });
}

/** The offset of a tag's value: the character after the opening quote of `[Name "value"]`. */
const valueOffset = (text: string, tagAt: number): number => text.indexOf('"', tagAt) + 1;
