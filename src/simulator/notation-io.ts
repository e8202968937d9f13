/**
 * The simulator's game tree in and out of the notation (docs/notation-files.md): written with
 * its tags filled from the reading in force; a file read, checked move by move by the engine
 * under one of the page's rulesets, and turned into a tree; and a tree shared in a link as
 * `#t=<base64url of the file, deflate-raw compressed>`, by the browser's CompressionStream.
 * No DOM; loaded on use with the board's editing controls (ui/tree-panel.ts).
 */
import { checkMoves, readingOf, type CheckedNotation } from "../notation/check.ts";
import { parseNotation, MAX_FILE } from "../notation/parse.ts";
import {
  FORMAT_VERSION,
  TAG_NAMES,
  tagValue,
  type MoveNode,
  type NotationError,
  type NotationSaying,
  type NotationTree,
  type Tag,
  type TagName,
} from "../notation/tree.ts";
import { writeNotation } from "../notation/write.ts";
import { pinned } from "./pinned.ts";
import type { SimRuleset } from "../play/config.ts";
import type { Said } from "../play/messages.ts";
import type { FailReason, Failure } from "../site/failures.ts";
import { errorMessage, Failed, failure } from "../site/failure-words.ts";
import { err, ok, type Result, type SimGame } from "../play/engine.ts";
import { childNode, lineEnd, rootNode, type GameNode } from "../play/game-tree.ts";
import type { Changes } from "../reading/changes.ts";
import { Session } from "../play/session.ts";
import { MAX_HASH } from "../play/link.ts";

/** What the file says beyond the moves and the reading: kept from a file read, written back. */
export type KeptTags = Partial<Record<"Source" | "Annotator" | "Date", string>>;

/** The reading in force and where the game comes from, for the tags. */
export interface TreeReading {
  readonly game: string;
  readonly ruleset: SimRuleset;
  /** The reader's changes, `key:value,...` (empty for the source's reading). */
  readonly changes: string;
  /** Source, Annotator and Date from the file the tree was read from, if it was. */
  readonly kept?: KeptTags | undefined;
  /** Where the game was played, when it comes from no file: the page's address. */
  readonly page: string;
}

const RESULT_OF = (g: SimGame, state: unknown): string => {
  const s = g.status(state);
  return s.kind === "ongoing"
    ? "*"
    : s.kind === "draw"
      ? "1/2-1/2"
      : s.winner === 0
        ? "1-0"
        : "0-1";
};

/** The ruleset's release version; between releases, the one it has changed since. */
export function versionText(r: SimRuleset): string {
  if (r.asOf !== undefined) return r.asOf;
  if (r.version.version !== null) return r.version.version;
  return r.version.latest === null ? "unreleased" : `changed since ${r.version.latest}`;
}

/** The tags of the file for `session`, in the format's order. */
export function fileTags(session: Session, r: TreeReading, today: string): Tag[] {
  const end = session.after(lineEnd(session.root));
  const values: Partial<Record<TagName, string | undefined>> = {
    Format: FORMAT_VERSION,
    Game: r.game,
    Ruleset: r.ruleset.id,
    Version: versionText(r.ruleset),
    Source: r.kept?.Source ?? `Played in the simulator at ${r.page}`,
    Changes: r.changes === "" ? undefined : r.changes,
    Position: session.startText,
    Result: RESULT_OF(session.game, end),
    Annotator: r.kept?.Annotator,
    Date: r.kept?.Date ?? today,
  };
  return TAG_NAMES.flatMap((name) => {
    const value = values[name];
    return value === undefined ? [] : [{ name, value }];
  });
}

/** The session's tree as the notation's, every line and comment; steps become whole turns. */
export function notationTree(session: Session, tags: readonly Tag[]): NotationTree {
  const convert = (n: GameNode): MoveNode => {
    // Built from the leaves up with an explicit stack: lines may be thousands of turns deep.
    const order: GameNode[] = [];
    const stack = [n];
    for (let x = stack.pop(); x !== undefined; x = stack.pop()) {
      order.push(x);
      stack.push(...x.children);
    }
    const made = new Map<GameNode, MoveNode>();
    for (const x of order.reverse())
      made.set(x, {
        turn: x.turn,
        glyphs: x.glyphs,
        ...(x.before === undefined ? {} : { before: x.before }),
        ...(x.comment === undefined ? {} : { comment: x.comment }),
        children: x.children.map((c) => made.get(c)!),
      });
    return made.get(n)!;
  };
  const root = session.root;
  return {
    tags,
    ...(root.comment === undefined ? {} : { comment: root.comment }),
    children: root.children.map(convert),
  };
}

/** The file of the session's tree, with its tags. */
export const writeTree = (session: Session, r: TreeReading, today: string): string =>
  writeNotation(notationTree(session, fileTags(session, r, today)));

/** The checked file's tree as the simulator's, each move played as one whole turn. */
export function gameTree(checked: CheckedNotation): GameNode {
  const root = rootNode();
  root.comment = checked.parsed.tree.comment;
  const stack: { parent: GameNode; node: MoveNode }[] = [];
  const push = (parent: GameNode, list: readonly MoveNode[]) => {
    for (let i = list.length - 1; i >= 0; i--) stack.push({ parent, node: list[i]! });
  };
  push(root, checked.parsed.tree.children);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { parent, node } = item;
    const p = checked.played.get(node)!;
    const made = childNode(parent, p.text, [
      { text: p.text, kind: "turn", before: p.before, after: p.after },
    ]);
    made.glyphs = node.glyphs;
    made.comment = node.comment;
    made.before = node.before;
    parent.children.push(made);
    push(made, node.children);
  }
  return root;
}

/** What reading a file needs from the page: its game, its rulesets, the compile path. */
export interface FilePage {
  readonly game: string;
  readonly gameName: string;
  readonly rulesets: readonly SimRuleset[];
  /** The page's compile path (the engine's one): the ruleset under the file's changes. */
  compile(
    r: SimRuleset,
    changes: Readonly<Record<string, string>>,
  ): Promise<Result<{ game: SimGame; changes: Changes }, string>>;
  /** The page's words, for a note on the file's version (English where absent: the tests'). */
  readonly said?: Said | undefined;
}

/** A file loaded: the session with its tree, the reading it is played under, its kept tags. */
export interface LoadedFile {
  readonly session: Session;
  readonly ruleset: SimRuleset;
  /** The reader's changes the file's Changes tag makes, as typed values. */
  readonly changes: Changes;
  readonly kept: KeptTags;
  /**
   * Set when the file's Version is not one of the ruleset's kept versions: why, in the link
   * path's words (src/simulator/pinned.ts); the file is then played under the ruleset as it is now.
   */
  readonly versionNote?: string | undefined;
  readonly moves: number;
  readonly variations: number;
}

/**
 * The ruleset a file is played under, read from its Version tag as a game link's `v=` is (the
 * link path's code, src/simulator/pinned.ts): as it was, when the ruleset has changed since the
 * version named and that version is kept; else as it is now, and said so when the tag names
 * another version. A tag this board writes for the ruleset as it is ("changed since 0.1.0",
 * "unreleased") is the ruleset as it is now.
 */
async function asMadeUnder(
  game: string,
  r: SimRuleset,
  tag: string | undefined,
  said: Said | undefined,
): Promise<{ ruleset: SimRuleset; note?: string | undefined }> {
  if (tag === undefined || tag === versionText(r)) return { ruleset: r };
  const pin = await pinned(game, r, tag, undefined, said);
  if (pin.ok) return pin.value;
  return { ruleset: r, note: pin.error.text };
}

/**
 * Reads and checks a file for the page: refused, by name, when it is another game's or names a
 * ruleset the page does not have; refused at the first move the engine refuses, located, with
 * the rule and its passage. Nothing is changed here: the caller switches only on success.
 */
export async function readFile(
  text: string,
  page: FilePage,
): Promise<Result<LoadedFile, NotationError>> {
  const parsed = parseNotation(text);
  if (!parsed.ok) return parsed;
  const reading = readingOf(parsed.value);
  if (!reading.ok) return reading;
  const { game, ruleset, changes, position } = reading.value;
  const at = (name: TagName) => parsed.value.at.tags.get(name) ?? { line: 1, column: 1 };
  if (game !== page.game)
    return err({
      ...at("Game"),
      kind: "game",
      message: `the file is a game of ${game}, not of ${page.game}: open it on that game's page`,
      what: "otherPage",
      params: { game, page: page.game },
    });
  const r = page.rulesets.find((x) => x.id === ruleset);
  if (r === undefined) {
    const params = {
      game: page.gameName,
      ruleset: ruleset.slice(0, 40),
      list: page.rulesets.map((x) => x.id).join(", "),
    };
    return err({
      ...at("Ruleset"),
      kind: "ruleset",
      message: `${params.game} has no ruleset "${params.ruleset}" here (the page has ${params.list})`,
      what: "noSuchRuleset",
      params,
    });
  }
  const version = await asMadeUnder(
    page.game,
    r,
    tagValue(parsed.value.tree, "Version"),
    page.said,
  );
  const compiled = await page.compile(version.ruleset, changes);
  if (!compiled.ok)
    return err({
      ...at("Changes"),
      kind: "changes",
      message: compiled.error,
      what: "changes",
      params: { why: compiled.error },
    });
  const { game: played } = compiled.value;
  const checked = checkMoves(parsed.value, played);
  if (!checked.ok) return checked;
  const session = new Session(played, position);
  session.load(gameTree(checked.value));
  const tree = parsed.value.tree;
  const kept: KeptTags = {};
  for (const name of ["Source", "Annotator", "Date"] as const) {
    const v = tagValue(tree, name);
    if (v !== undefined) kept[name] = v;
  }
  return ok({
    session,
    ruleset: version.ruleset,
    changes: compiled.value.changes,
    kept,
    versionNote: version.note,
    moves: checked.value.moves,
    variations: checked.value.variations,
  });
}

/** The field of a tree link: `t=<base64url>`. */
export const TREE_FIELD = "t=";

const toBase64Url = (bytes: Uint8Array): string => {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
};

async function collect(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    size += r.value.length;
    if (size > limit) {
      await reader.cancel();
      const message = `it unpacks to more than ${limit} bytes, more than any game file`;
      throw new Failed(failure("unpack-too-big", message, { limit }));
    }
    parts.push(r.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const through = (
  bytes: Uint8Array<ArrayBuffer>,
  t: CompressionStream | DecompressionStream,
  limit: number,
) => collect(new Blob([bytes]).stream().pipeThrough(t), limit);

/** Why a tree cannot go in a link: its length and the limit. */
export interface TooLong {
  readonly length: number;
  readonly limit: number;
}

/** "too long to share as a link: ..." (an English page's words, a test's). */
export const tooLongText = (e: TooLong): string =>
  `too long to share as a link: download the file (the link would be ${e.length} characters, the limit is ${e.limit})`;

/**
 * The hash (without `#`) that carries a file, or its length when it is too long: the link is
 * held to MAX_HASH characters, as every game link is.
 */
export async function treeHash(text: string): Promise<Result<string, TooLong>> {
  const packed = await through(
    new TextEncoder().encode(text),
    new CompressionStream("deflate-raw"),
    Infinity,
  );
  const hash = `${TREE_FIELD}${toBase64Url(packed)}`;
  if (hash.length > MAX_HASH) return err({ length: hash.length, limit: MAX_HASH });
  return ok(hash);
}

/** Why a tree link cannot be read: by name, with its English words. */
export interface LinkProblem extends NotationSaying {
  readonly message: string;
  /** Why its tree does not unpack (`params.why`, the English), to say it in the page's words. */
  readonly failure?: Failure | undefined;
}

/** The file a tree link carries, or why it cannot be read. */
export async function fileOfHash(hash: string): Promise<Result<string, LinkProblem>> {
  if (hash.length > MAX_HASH)
    return err({
      what: "linkLength",
      params: { length: hash.length },
      message: `the link is ${hash.length} characters long, more than a game needs`,
    });
  const body = hash.slice(TREE_FIELD.length);
  if (!/^[A-Za-z0-9_-]*$/.test(body))
    return err({ what: "linkChars", message: "the link's tree is not base64url text" });
  // What failed is known by the step that threw: the browser's words for it add nothing.
  let step: FailReason = "unpack-data";
  try {
    const bin = atob(body.replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    const text = await through(bytes, new DecompressionStream("deflate-raw"), MAX_FILE * 4);
    step = "unpack-text";
    return ok(new TextDecoder("utf-8", { fatal: true }).decode(text));
  } catch (e) {
    const why = errorMessage(e);
    return err({
      what: "linkUnpack",
      params: { why },
      message: `the link's tree cannot be unpacked (${why})`,
      failure: e instanceof Failed ? e.failure : failure(step, why),
    });
  }
}
