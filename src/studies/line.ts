/**
 * A study chapter's main line as the engine plays it: each turn with the positions before and
 * after it and the decisions (the engine's steps) it is made of, and where each step of the
 * passage starts and ends among those decisions. Pure (no DOM, no Node): the content check, the
 * build of the pages and the tests share it; the lesson in the browser gets its result as data.
 */
import type { CheckedNotation, NotationGame } from "../notation/check.ts";
import type { MoveNode } from "../notation/tree.ts";
import type { StudyMove } from "../schemas/study.ts";

/** One turn of the main line. */
export interface LinePly {
  /** 0 for the chapter's first turn. */
  readonly index: number;
  /** The player who makes it (0 or 1). */
  readonly player: number;
  /** The turn as the engine writes it. */
  readonly text: string;
  readonly before: unknown;
  readonly after: unknown;
  /** The turn's decisions, as the engine writes each step, in the order they are made. */
  readonly decisions: readonly string[];
  /** The comment after the move in the notation, if any. */
  readonly comment?: string;
}

/** Most decisions a turn may take when it is split into steps (a long Fanorona chain is ~20). */
const MAX_DECISIONS = 64;

/**
 * The steps that make the turn from `before` to the position `after` (written as the engine
 * writes positions): a search over the engine's steps, depth first, ending where the player to
 * move changes or the game ends. Undefined when no sequence of steps reaches it.
 */
export function turnDecisions(
  game: NotationGame,
  before: unknown,
  after: string,
): string[] | undefined {
  const mover = game.toMove(before);
  const search = (state: unknown, path: string[]): string[] | undefined => {
    if (path.length > MAX_DECISIONS) return undefined;
    for (const step of game.steps(state)) {
      const next = game.playStep(state, step);
      if (!next.ok) continue;
      const done = game.toMove(next.value) !== mover || game.status(next.value).kind !== "ongoing";
      const here = [...path, game.formatStep(state, step)];
      if (done) {
        if (game.formatPosition(next.value) === after) return here;
        continue;
      }
      const found = search(next.value, here);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return search(before, []);
}

/** The main line of a checked file, turn by turn. */
export function mainLine(checked: CheckedNotation): LinePly[] {
  const out: LinePly[] = [];
  const g = checked.game;
  for (let n: MoveNode | undefined = checked.parsed.tree.children[0]; n !== undefined;) {
    const played = checked.played.get(n);
    if (played === undefined) throw new Error(`study line: ${n.turn} was not played`);
    const decisions = turnDecisions(g, played.before, g.formatPosition(played.after));
    if (decisions === undefined)
      throw new Error(`study line: the engine's steps do not make the turn ${played.text}`);
    out.push({
      index: out.length,
      player: g.toMove(played.before),
      text: played.text,
      before: played.before,
      after: played.after,
      decisions,
      ...(n.comment === undefined ? {} : { comment: n.comment }),
    });
    n = n.children[0];
  }
  return out;
}

/** A step's place among the line's decisions, counted from 0 over the whole line: [start, end). */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Where a step's move starts and ends among the decisions, or why it names none of the line. */
export function spanOf(line: readonly LinePly[], move: StudyMove): Span | string {
  const last = move.to ?? move.ply;
  if (last >= line.length)
    return `ply ${last} is past the main line's last (it has ${line.length} turn${line.length === 1 ? "" : "s"}, 0 to ${line.length - 1})`;
  let offset = 0;
  for (let i = 0; i < move.ply; i++) offset += line[i]!.decisions.length;
  const turn = line[move.ply]!;
  if (move.step !== undefined) {
    if (move.step >= turn.decisions.length)
      return `step ${move.step} of ply ${move.ply} (${turn.text}) does not exist: the turn has ${turn.decisions.length} decision${turn.decisions.length === 1 ? "" : "s"} (${turn.decisions.join(", ")})`;
    return { start: offset + move.step, end: offset + move.step + 1 };
  }
  let end = offset;
  for (let i = move.ply; i <= last; i++) end += line[i]!.decisions.length;
  return { start: offset, end };
}
