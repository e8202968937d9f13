/**
 * Checks a notation file against the rules engine: the reading its tags name (game, ruleset,
 * changes, set-up) is compiled by the caller (`Compile`: from the ruleset files in Node, from
 * the page's rulesets in the browser; the engine's one compile path either way), then every
 * line of the tree, the main line and every variation, is replayed move by move. The file is
 * refused at the first move the engine refuses, located, with the rule and its passage.
 */
import {
  err,
  ok,
  type Game,
  type ParseError,
  type Result,
  type Status,
} from "../engine/core/index.ts";
import { basisWords } from "../site/basis-words.ts";
import { parseChanges } from "../reading/changes.ts";
import { parseNotation, type ParsedNotation } from "./parse.ts";
import {
  tagValue,
  treeCounts,
  type EngineProblem,
  type Location,
  type MoveNode,
  type NotationError,
  type NotationErrorKind,
  type NotationSaying,
  type RuleCitation,
  type TagName,
} from "./tree.ts";

/** A compiled game seen from outside: states, steps and turns are opaque values. */
export type NotationGame = Game<unknown, unknown, unknown>;

/** The reading a file's tags name. */
export interface NotationReading {
  /** The game id (`Game` tag): `fanorona`, `vela`, `msuwa`, ... */
  readonly game: string;
  /** The ruleset id within the game (`Ruleset` tag). */
  readonly ruleset: string;
  /** The reader's changes to the ruleset, option key to value text (`Changes` tag). */
  readonly changes: Readonly<Record<string, string>>;
  /** The set-up, in the engine's position notation (`Position` tag). */
  readonly position?: string;
}

/** Why a reading does not compile, and which tag is to blame. */
export interface CompileRefusal {
  readonly tag: "Game" | "Ruleset" | "Changes";
  readonly message: string;
}

/** Compiles the named reading: the caller's door into the engine's one compile path. */
export type Compile = (reading: NotationReading) => Result<NotationGame, CompileRefusal>;

/** What a move did, for the views built on the tree (the analysis board, the studies). */
export interface PlayedMove {
  readonly before: unknown;
  readonly after: unknown;
  /** The turn as the engine writes it (the file may spell it another accepted way). */
  readonly text: string;
}

export interface CheckedNotation {
  readonly parsed: ParsedNotation;
  readonly game: NotationGame;
  readonly start: unknown;
  readonly played: ReadonlyMap<MoveNode, PlayedMove>;
  /** Moves in the tree, all lines. */
  readonly moves: number;
  /** Variations (alternatives to a move of another line). */
  readonly variations: number;
  /** The status at the end of the main line. */
  readonly end: Status;
}

const FILE_START: Location = { line: 1, column: 1 };

const before = (a: Location, b: Location): boolean =>
  a.line < b.line || (a.line === b.line && a.column < b.column);

const located = (
  at: Location,
  kind: NotationErrorKind,
  message: string,
  extra: {
    rule?: string;
    provenance?: RuleCitation;
    engine?: EngineProblem;
    changes?: EngineProblem;
  } & Partial<NotationSaying> = {},
): Result<never, NotationError> => err({ ...at, kind, message, ...extra });

/** A parse error's reason, values and English, to say it in a page's words. */
const problemOf = ({ reason, params, message }: ParseError): EngineProblem => ({
  reason,
  params,
  message,
});

const tagAt = (parsed: ParsedNotation, name: TagName): Location =>
  parsed.at.tags.get(name) ?? FILE_START;

/** The reading the tags name; a missing Game or Ruleset, or malformed Changes, is refused. */
export function readingOf(parsed: ParsedNotation): Result<NotationReading, NotationError> {
  const { tree } = parsed;
  const game = tagValue(tree, "Game");
  if (game === undefined || game === "")
    return located(FILE_START, "game", 'the file names no game: add [Game "<game id>"]', {
      what: "noGame",
    });
  const ruleset = tagValue(tree, "Ruleset");
  if (ruleset === undefined || ruleset === "")
    return located(FILE_START, "ruleset", 'the file names no ruleset: add [Ruleset "<id>"]', {
      what: "noRuleset",
    });
  const changes = parseChanges(tagValue(tree, "Changes") ?? "");
  if (!changes.ok) {
    const { message } = changes.error;
    return located(tagAt(parsed, "Changes"), "changes", message, {
      what: "changes",
      params: { why: message },
      changes: changes.error,
    });
  }
  const position = tagValue(tree, "Position");
  return ok({
    game,
    ruleset,
    changes: changes.value,
    ...(position === undefined ? {} : { position }),
  });
}

/** "montgomery-1896, p. 12, inferred"; a reader's change is never shown as the source's rule. */
export function citationText(p: RuleCitation): string {
  const where = `${p.source}${p.evidence === undefined ? "" : ` ${p.evidence}`}, ${p.locator}`;
  if (p.override === true) return `a reader's change, not the rule of ${where}`;
  return p.basis === "stated" ? where : `${where}, ${basisWords(p.basis).label}`;
}

/** Why the engine refuses `text` at `state`, as a located error. */
function refusal(
  game: NotationGame,
  state: unknown,
  text: string,
  at: Location,
): Result<never, NotationError> {
  const turn = game.parseTurn(state, text);
  let v = turn.ok ? game.playTurn(state, turn.value) : undefined;
  if (!turn.ok) {
    // A text the turn parser refuses may still be one step: let the step rules say why.
    const step = game.parseStep(state, text);
    v = step.ok ? game.playStep(state, step.value) : undefined;
    if (v === undefined || v.ok)
      return located(at, "move", `${text} is not a turn here: ${turn.error.message}`, {
        what: "notATurn",
        params: { text, why: turn.error.message },
        engine: problemOf(turn.error),
      });
  }
  if (v === undefined || v.ok) throw new Error("refusal: the move was legal");
  const e = v.error;
  const cite = e.provenance === undefined ? "" : ` (${citationText(e.provenance)})`;
  return located(at, "move", `${text} is refused by the rule ${e.rule}: ${e.message}${cite}`, {
    what: "refused",
    params: { text, rule: e.rule, why: e.message },
    rule: e.rule,
    ...(e.provenance === undefined ? {} : { provenance: e.provenance }),
  });
}

/** One move played, or undefined when the engine refuses it. */
function play(game: NotationGame, state: unknown, text: string): PlayedMove | undefined {
  const turn = game.parseTurn(state, text);
  if (!turn.ok) return undefined;
  const next = game.playTurn(state, turn.value);
  if (!next.ok) return undefined;
  return { before: state, after: next.value, text: game.formatTurn(state, turn.value) };
}

const RESULT_OF = (s: Status): string =>
  s.kind === "ongoing" ? "*" : s.kind === "draw" ? "1/2-1/2" : s.winner === 0 ? "1-0" : "0-1";

/** The start position: the set-up of the Position tag, or the ruleset's. */
function startOf(parsed: ParsedNotation, game: NotationGame): Result<unknown, NotationError> {
  const text = tagValue(parsed.tree, "Position");
  if (text === undefined) return ok(game.setup());
  const p = game.parsePosition(text);
  return p.ok
    ? p
    : located(
        tagAt(parsed, "Position"),
        "position",
        `not a position of ${game.id}: ${p.error.message}`,
        {
          what: "position",
          params: { game: game.id, why: p.error.message },
          engine: problemOf(p.error),
        },
      );
}

/** Replays every line of a parsed file through `game`; refused at the first illegal move. */
export function checkMoves(
  parsed: ParsedNotation,
  game: NotationGame,
): Result<CheckedNotation, NotationError> {
  const named = tagValue(parsed.tree, "Game");
  if (named !== game.id)
    return located(
      tagAt(parsed, "Game"),
      "game",
      `the file is a ${named ?? "?"} game, not ${game.id}`,
      { what: "otherGame", params: { named: named ?? "?", game: game.id } },
    );
  const start = startOf(parsed, game);
  if (!start.ok) return start;
  const played = new Map<MoveNode, PlayedMove>();
  const stack = parsed.tree.children.map((node) => ({ node, state: start.value }));
  let end = start.value;
  const mainLine = new Set<MoveNode>();
  for (let n = parsed.tree.children[0]; n !== undefined; n = n.children[0]) mainLine.add(n);
  // Every line is played; a line stops at its first refused move, and the refusal reported is
  // the one that comes first in the file, wherever the walk met it.
  let first: { at: Location; node: MoveNode; state: unknown } | undefined;
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, state } = item;
    const move = play(game, state, node.turn);
    if (move === undefined) {
      const at = parsed.at.moves.get(node) ?? FILE_START;
      if (first === undefined || before(at, first.at)) first = { at, node, state };
      continue;
    }
    played.set(node, move);
    if (mainLine.has(node) && node.children.length === 0) end = move.after;
    for (const child of node.children) stack.push({ node: child, state: move.after });
  }
  if (first !== undefined) return refusal(game, first.state, first.node.turn, first.at);
  const status = game.status(end);
  const result = tagValue(parsed.tree, "Result");
  if (status.kind !== "ongoing" && result !== undefined && result !== RESULT_OF(status))
    return located(
      tagAt(parsed, "Result"),
      "result",
      `the main line ends in ${RESULT_OF(status)} under this reading, but the Result tag says ${result}`,
      { what: "resultPlayed", params: { end: RESULT_OF(status), result } },
    );
  return ok({ parsed, game, start: start.value, played, end: status, ...treeCounts(parsed.tree) });
}

/** Reads a file, compiles its reading and checks every move: the whole check in one call. */
export function checkNotation(
  text: string,
  compile: Compile,
): Result<CheckedNotation, NotationError> {
  const parsed = parseNotation(text);
  if (!parsed.ok) return parsed;
  const reading = readingOf(parsed.value);
  if (!reading.ok) return reading;
  const game = compile(reading.value);
  if (!game.ok) {
    const { tag, message } = game.error;
    const kind = tag === "Game" ? "game" : tag === "Ruleset" ? "ruleset" : "changes";
    return located(tagAt(parsed.value, tag), kind, message);
  }
  return checkMoves(parsed.value, game.value);
}
