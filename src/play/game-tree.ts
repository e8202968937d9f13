/**
 * The simulator's game as a tree of whole turns (the analysis board): every line the reader
 * played, each turn with the steps it was played in, its glyphs and comments. A node's children
 * are the turns played after it: child 0 is the main line, the others its variations, as in the
 * notation's tree (src/notation/tree.ts), into which it is written on export. Pure, no DOM;
 * nodes are mutable and know their parent, so the cursor of a session stays on its node while
 * the tree around it is edited.
 */
import type { Played } from "./session.ts";

export interface GameNode {
  /** The whole turn as the engine writes it; "" for the root (the start, before any move). */
  readonly turn: string;
  /** How it was played: its steps, or one whole turn (computer, link, file); none for the root. */
  readonly entries: readonly Played[];
  /** Annotation glyphs (`!` is 1), kept from a file: the board shows them, never edits them. */
  glyphs: readonly number[];
  /** The comment after the move; on the root, the comment on the game as a whole. */
  comment?: string | undefined;
  /** A comment before the move (a variation's first move only, as in the notation). */
  before?: string | undefined;
  children: GameNode[];
  readonly parent: GameNode | undefined;
}

/** A tree with nothing played: its root. */
export const rootNode = (): GameNode => ({
  turn: "",
  entries: [],
  glyphs: [],
  children: [],
  parent: undefined,
});

/** A new move below `parent` (not yet attached). */
export const childNode = (
  parent: GameNode,
  turn: string,
  entries: readonly Played[],
): GameNode => ({
  turn,
  entries,
  glyphs: [],
  children: [],
  parent,
});

/** The moves from the root's first child down to `node`, in order (empty for the root). */
export function lineTo(node: GameNode): GameNode[] {
  const out: GameNode[] = [];
  for (let n = node; n.parent !== undefined; n = n.parent) out.push(n);
  return out.reverse();
}

/** The node's place: the child index at each level from the root ("" for the root). */
export const pathOf = (node: GameNode): string =>
  lineTo(node)
    .map((n) => n.parent!.children.indexOf(n))
    .join(".");

/** The node a path names, or undefined when the tree has no such node. */
export function nodeAt(root: GameNode, path: string): GameNode | undefined {
  if (path === "") return root;
  let n: GameNode | undefined = root;
  for (const part of path.split(".")) {
    if (!/^\d+$/.test(part)) return undefined;
    n = n?.children[Number(part)];
  }
  return n;
}

/** Its index among its parent's children: 0 on the line it continues, above 0 a variation. */
export const indexOf = (node: GameNode): number => node.parent?.children.indexOf(node) ?? 0;

/** The ply of a move: 0 for the first move of the game. */
export const plyOf = (node: GameNode): number => lineTo(node).length - 1;

/** The end of the line through `node`: its main child, that one's, and so on. */
export function lineEnd(node: GameNode): GameNode {
  let n = node;
  while (n.children[0] !== undefined) n = n.children[0];
  return n;
}

/** Whether the node is on the main line (every move from the root is child 0). */
export const onMainLine = (node: GameNode): boolean => lineTo(node).every((n) => indexOf(n) === 0);

/** The first move of the variation `node` is in: the nearest node from it up that is not child 0. */
export function variationStart(node: GameNode): GameNode | undefined {
  for (let n = node; n.parent !== undefined; n = n.parent) if (indexOf(n) > 0) return n;
  return undefined;
}
