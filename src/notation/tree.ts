/**
 * A game notation file as data: its tags, a comment before the first move, and the move tree.
 * Pure (no DOM, no Node): the parser, the writer, the engine check and, later, the analysis
 * board share it. The format is described in docs/notation-files.md.
 */

/** The version of the format this code reads and writes (`[Format "1"]`). */
export const FORMAT_VERSION = "1";

/**
 * The tags of format 1, in the order the writer puts them. Any other tag name is refused, so a
 * misspelt tag is not silently ignored; a new tag is a new format version.
 */
export const TAG_NAMES = [
  "Format",
  "Game",
  "Ruleset",
  "Version",
  "Source",
  "Changes",
  "Position",
  "Result",
  "Annotator",
  "Date",
] as const;
export type TagName = (typeof TAG_NAMES)[number];

export const isTagName = (s: string): s is TagName => (TAG_NAMES as readonly string[]).includes(s);

/** The game results a file may state: player 0 won, player 1 won, a draw, not finished/unknown. */
export const RESULTS = ["1-0", "0-1", "1/2-1/2", "*"] as const;
export type ResultText = (typeof RESULTS)[number];

export const isResult = (s: string): s is ResultText => (RESULTS as readonly string[]).includes(s);

/**
 * Annotation glyphs written as symbols: `$1` is `!`, ... `$6` is `?!`, as in PGN. Any other
 * glyph is written `$n` (0-255).
 */
export const GLYPH_SYMBOLS: Readonly<Record<string, number>> = {
  "!": 1,
  "?": 2,
  "!!": 3,
  "??": 4,
  "!?": 5,
  "?!": 6,
};

/** Highest numeric glyph (PGN's NAGs are one byte). */
export const MAX_GLYPH = 255;

/** One tag pair, `[Name "value"]`. */
export interface Tag {
  readonly name: TagName;
  readonly value: string;
}

/** One move of the tree and what follows it. */
export interface MoveNode {
  /** The turn in the game family's own notation (one player's whole turn), as written. */
  readonly turn: string;
  /** Annotation glyphs after the move, as numbers (`!` is 1), in the order written. */
  readonly glyphs: readonly number[];
  /**
   * A comment written before the move. Only the first move of a variation has one: anywhere
   * else a comment before a move is the comment after the move before it.
   */
  readonly before?: string;
  /** A comment after the move (and its glyphs). */
  readonly comment?: string;
  /** The moves that may follow: child 0 is the main line, the others are variations of it. */
  readonly children: readonly MoveNode[];
}

/** A whole file: tags, the comment before the first move, and the first moves. */
export interface NotationTree {
  readonly tags: readonly Tag[];
  /** A comment before the first move (on the game as a whole). */
  readonly comment?: string;
  /** The first moves: child 0 is the main line's, the others are variations of it. */
  readonly children: readonly MoveNode[];
}

/** The value of a tag, or undefined when the file does not have it. */
export const tagValue = (tree: NotationTree, name: TagName): string | undefined =>
  tree.tags.find((t) => t.name === name)?.value;

/** What can be wrong with a file, one kind per check (tests and the board tell them apart). */
export const NOTATION_ERROR_KINDS = [
  "character",
  "tag",
  "comment",
  "variation",
  "glyph",
  "move-number",
  "result",
  "format",
  "game",
  "ruleset",
  "changes",
  "position",
  "move",
] as const;
export type NotationErrorKind = (typeof NOTATION_ERROR_KINDS)[number];

/** Where in the file: 1-based line and column (columns count characters, not bytes). */
export interface Location {
  readonly line: number;
  readonly column: number;
}

/** The citation of a rule that refuses a move: the engine's provenance, as it gives it. */
export interface RuleCitation {
  readonly source: string;
  readonly locator: string;
  readonly evidence?: string | undefined;
  readonly basis: string;
  readonly override?: boolean | undefined;
}

/**
 * The names of what a file's error can say (and a tree link's problem): each has its words in
 * every language, `simb.notation.<name>` (src/i18n/tables/<lang>/tree.ts).
 */
export const NOTATION_SAYINGS = [
  "commentOpen",
  "commentClose",
  "tagPair",
  "glyphNumber",
  "glyphUnknown",
  "numberOrResult",
  "character",
  "tagUnknown",
  "tagTwice",
  "format",
  "resultTag",
  "dateTag",
  "afterResult",
  "numberAlone",
  "tagLate",
  "glyphAlone",
  "variationOpenAtResult",
  "numberWrong",
  "variationFirst",
  "variationClose",
  "variationEmpty",
  "variationOpen",
  "resultNoTag",
  "resultDiffers",
  "tooLong",
  "noGame",
  "noRuleset",
  "notATurn",
  "refused",
  "position",
  "otherGame",
  "resultPlayed",
  "otherPage",
  "noSuchRuleset",
  "changes",
  "linkLength",
  "linkChars",
  "linkUnpack",
] as const;

/**
 * What an error says, by name, with the values it names: a page in another language says it in
 * its own words (the `simb.notation.<what>` strings) from these, never from `message`.
 */
export interface NotationSaying {
  readonly what: (typeof NOTATION_SAYINGS)[number];
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A file refused: where, why, and for a refused move the rule and its passage. */
export interface NotationError extends Location, Partial<NotationSaying> {
  readonly kind: NotationErrorKind;
  /** The English words (the command line's and an English page's). */
  readonly message: string;
  /** The rule the engine names (a base rule or an option key), for a refused move. */
  readonly rule?: string;
  readonly provenance?: RuleCitation;
  /**
   * The engine's parse error behind `params.why` (a turn or position it cannot read): its
   * reason and values (`ParseError` of src/engine/core/errors.ts), so a page says it in its words.
   */
  readonly engine?: EngineProblem;
  /**
   * Why a malformed Changes tag's option list cannot be read (`parseChanges`): its reason of
   * `LINK_REASONS` (src/reading/link-errors.ts) and values, said from `simb.linkerr.<reason>`.
   */
  readonly changes?: EngineProblem;
}

/** Why the engine cannot read a text: its reason id, that reason's values, and its English. */
export interface EngineProblem {
  readonly reason: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly message: string;
}

/** "line 3, column 14: d3e9A is not a step on this board". */
export const errorText = (e: NotationError): string =>
  `line ${e.line}, column ${e.column}: ${e.message}`;

/** Every move of a tree with its depth-first order, main line first at each branch. */
export function* walk(children: readonly MoveNode[]): Generator<MoveNode> {
  const stack: MoveNode[] = [...children].reverse();
  for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
    yield n;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
}

/** Moves in the tree, and variations (every child but the first of a move or of the start). */
export function treeCounts(tree: NotationTree): { moves: number; variations: number } {
  let moves = 0;
  let variations = Math.max(0, tree.children.length - 1);
  for (const n of walk(tree.children)) {
    moves++;
    variations += Math.max(0, n.children.length - 1);
  }
  return { moves, variations };
}

/** A line of moves with nothing else as the children of a start: `[m1]`, m1 → m2 → ... */
export function lineOf(turns: readonly string[]): MoveNode[] {
  let next: MoveNode[] = [];
  for (let i = turns.length - 1; i >= 0; i--)
    next = [{ turn: turns[i]!, glyphs: [], children: next }];
  return next;
}
