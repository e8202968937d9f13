/**
 * Editing the simulator's game tree (game-tree.ts): a variation promoted or deleted, a comment
 * set. Pure, no DOM; loaded with the board's editing controls (ui/tree-panel.ts), not before.
 * Every edit keeps a tree the notation can hold: the moves and their order within each line are
 * never changed, only which line is the main one at a branch, or whether a line is there.
 */
import { indexOf, lineTo, variationStart, type GameNode } from "../play/game-tree.ts";
import type { SimGame } from "../play/engine.ts";
import { Session } from "../play/session.ts";
import type { Switched } from "./ui/rulesets.ts";

/**
 * Makes the variation `node` is in the main line at its branch point: its first move becomes
 * its parent's child 0, the move it replaced the first variation. Returns that first move, or
 * undefined when `node` is on the main line already. Repeated, it lifts a nested variation one
 * level at a time until it is the game's main line.
 */
export function promote(node: GameNode): GameNode | undefined {
  const start = variationStart(node);
  if (start === undefined) return undefined;
  const parent = start.parent!;
  parent.children.splice(indexOf(start), 1);
  parent.children.unshift(start);
  // Only a variation's first move has a comment before it: on the main move, a file reads that
  // comment as the one after the move before, so it becomes that comment here too.
  if (start.before !== undefined) {
    parent.comment =
      parent.comment === undefined ? start.before : `${parent.comment} ${start.before}`;
    start.before = undefined;
  }
  return start;
}

/**
 * Deletes the variation `node` is in, from its first move on, with every line inside it.
 * Returns the move it branched from (the root for a first move), for the board to show, or
 * undefined when `node` is on the main line, which is never deleted here.
 */
export function deleteVariation(node: GameNode): GameNode | undefined {
  const start = variationStart(node);
  if (start === undefined) return undefined;
  const parent = start.parent!;
  parent.children.splice(indexOf(start), 1);
  return parent;
}

/** Longest comment kept, in characters (a file's comment is not cut: only what is typed here). */
export const MAX_COMMENT = 2000;

/**
 * Sets the comment after a move (on the root: the comment on the whole game); empty text or
 * white space removes it. Line breaks become spaces, since a file's comment is one run of text.
 */
export function setComment(node: GameNode, text: string): void {
  const t = text.replace(/\s+/g, " ").trim().slice(0, MAX_COMMENT);
  node.comment = t === "" ? undefined : t;
}

/** Moves in the line from `node` on, with every variation inside it. */
export function countMoves(node: GameNode): number {
  let n = 0;
  const stack = [node];
  for (let x = stack.pop(); x !== undefined; x = stack.pop()) {
    n++;
    stack.push(...x.children);
  }
  return n;
}

/**
 * Every line of `old`'s tree played again in `into` (a fresh session under another reading),
 * with the comments and glyphs, the same move shown and the turn under way; false as soon as a
 * move is refused.
 */
export function replayTree(old: Session, into: Session): boolean {
  const made = new Map<GameNode, GameNode>([[old.root, into.root]]);
  into.root.comment = old.root.comment;
  const stack = [...old.root.children].reverse();
  for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
    into.goTo(made.get(n.parent!)!);
    if (!n.entries.every((e) => into.play(e.text, e.kind).ok) || into.inTurn()) return false;
    const copy = into.node;
    copy.glyphs = n.glyphs;
    copy.comment = n.comment;
    copy.before = n.before;
    made.set(n, copy);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  into.goTo(made.get(old.node)!);
  const done = lineTo(old.node).reduce((k, n) => k + n.entries.length, 0);
  return old.history.slice(done).every((e) => into.play(e.text, e.kind).ok);
}

/**
 * The game tree under another ruleset (`game`, titled `title`): every line again when each move
 * is legal under it, else the line shown alone when its moves are; undefined when they are not
 * (ui/rulesets.ts `carriedOver` then tries the same position).
 */
export function carryTree(old: Session, game: SimGame, title: string): Switched | undefined {
  const replay = new Session(game, old.startText);
  if (replayTree(old, replay))
    return {
      session: replay,
      message: `Now playing ${title}; every move so far is legal under it too.`,
    };
  const line = new Session(game, old.startText);
  if (old.history.every((m) => line.play(m.text, m.kind).ok))
    return {
      session: line,
      message: `Now playing ${title}; the moves of this line are legal under it, the other lines are not all and were left behind.`,
    };
  return undefined;
}
