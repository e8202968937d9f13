/**
 * The move list as the game's tree (the analysis board): each line an `<ol>`, a move a button
 * `[data-node="<path>"]` that shows its position (`aria-current="step"` on the one shown), the
 * variations of a move in the list item after it, each an `<ol data-variation="<path>">`; and
 * stepping through it by keyboard: left and right along the line, up and down between the moves
 * played at the same point, Home and End. The focus stays on the move shown (one tab stop), and
 * the move is announced in the live region. Editing and files are src/simulator/ui/tree-panel.ts,
 * loaded on use.
 */
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { h, type Element } from "../../site/dom/tree.ts";
import type { SimGame } from "../../play/engine.ts";
import {
  indexOf,
  lineEnd,
  nodeAt,
  pathOf,
  plyOf,
  variationStart,
  type GameNode,
} from "../../play/game-tree.ts";
import type { Session } from "../../play/session.ts";
import { playerName, sayTree } from "../../play/tree-words.ts";
import type { Said } from "../../play/messages.ts";

/** Variations nested deeper than this are not drawn (a file may nest them without limit). */
const MAX_DEPTH = 40;

const GLYPHS = ["", "!", "?", "!!", "??", "!?", "?!"];
const glyphText = (g: readonly number[]): string => g.map((n) => GLYPHS[n] ?? ` $${n}`).join("");

/** "White" (in the page's words) for the player who played `node`. */
const playerOf = (g: SimGame, node: GameNode, c: Said): string =>
  playerName(c, g.players[g.toMove(node.entries[0]!.before) === 0 ? 0 : 1]);

interface Drawing {
  readonly s: Session;
  readonly tab: GameNode;
  readonly c: Said;
  readonly pending?: Element | undefined;
}

function moveItem(d: Drawing, node: GameNode): Element {
  const { s, tab, c } = d;
  const current = s.node;
  const comment = node.comment?.trim();
  const before = node.before?.trim();
  return h(
    "li",
    {},
    before !== undefined && before !== "" && h("span", { class: "sim-comment" }, `${before} `),
    h(
      "button",
      {
        type: "button",
        "data-node": pathOf(node),
        "aria-current": node === current ? "step" : undefined,
        tabindex: node === tab ? "0" : "-1",
      },
      `${playerOf(s.game, node, c)}: `,
      h("code", {}, node.turn + glyphText(node.glyphs)),
    ),
    comment !== undefined &&
      comment !== "" &&
      h("span", { class: "sim-comment", "data-comment": "" }, ` ${comment}`),
  );
}

/**
 * The items of the line from `first` on: each move, then the other moves played instead of it
 * (its variations, as a file writes them after it), except for a variation's own first move,
 * whose alternatives are drawn by the line it branches from.
 */
function lineItems(d: Drawing, first: GameNode, depth: number) {
  const { s, pending } = d;
  const out: Element[] = [];
  for (let n: GameNode | undefined = first; n !== undefined; n = n.children[0]) {
    out.push(moveItem(d, n));
    if (n === s.node && pending !== undefined) out.push(pending);
    const others = n === first && depth > 0 ? [] : n.parent!.children.slice(1);
    if (others.length > 0 && depth < MAX_DEPTH)
      out.push(
        h(
          "li",
          { class: "sim-variations", "data-variations": "" },
          others.map((v) =>
            h(
              "ol",
              {
                "data-variation": pathOf(v),
                "aria-label": sayTree(d.c, "simb.tree.variationLabel", { turn: v.turn }),
              },
              lineItems(d, v, depth + 1),
            ),
          ),
        ),
      );
  }
  return out;
}

/** Draws the tree into `[data-moves]`, keeping the focus on the move shown if it was in the list. */
export function paintTree(list: HTMLOListElement, s: Session, c: Said): void {
  const hadFocus = list.contains(document.activeElement);
  const p = s.turnGroups().find((t) => !t.complete);
  const pending =
    p === undefined
      ? undefined
      : h(
          "li",
          { "data-pending": "" },
          `${playerName(c, s.game.players[p.player === 0 ? 0 : 1])}: `,
          h("code", {}, p.text),
        );
  const root = s.root;
  const first = root.children[0];
  // The one tab stop: the move shown, or the first move at the start.
  const tab = s.node === root ? first : s.node;
  const items = first === undefined ? [] : lineItems({ s, tab: tab ?? root, c, pending }, first, 0);
  if (s.node === root && pending !== undefined) items.unshift(pending);
  const comment = root.comment?.trim();
  if (comment !== undefined && comment !== "")
    items.unshift(h("li", { class: "sim-comment", "data-comment": "" }, comment));
  replaceChildren(list, ...items);
  if (hadFocus) list.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
}

/** The move shown in words, for the live region: "Move 3, Black: c3d2A, variation 1 of 2". */
export function nodeWords(g: SimGame, node: GameNode, c: Said): string {
  if (node.parent === undefined) return sayTree(c, "simb.tree.start");
  const count = node.parent.children.length;
  const i = indexOf(node);
  const where =
    count < 2
      ? ""
      : i === 0
        ? sayTree(c, "simb.tree.mainOf", { count })
        : sayTree(c, "simb.tree.variationOf", { i, count });
  const inVariation =
    i === 0 && variationStart(node) !== undefined ? sayTree(c, "simb.tree.inVariation") : "";
  const comment = node.comment?.trim() ?? "";
  const move = sayTree(c, "simb.tree.move", {
    n: plyOf(node) + 1,
    player: playerOf(g, node, c),
    turn: node.turn,
  });
  const about = comment === "" ? "" : ` ${sayTree(c, "simb.tree.comment", { comment })}`;
  return `${move}${where}${inVariation}.${about}`;
}

/** The move's own words, without where it stands: "Move 3, Black: c3d2A". */
export const moveWords = (g: SimGame, node: GameNode, c: Said): string =>
  sayTree(c, "simb.tree.move", {
    n: plyOf(node) + 1,
    player: playerOf(g, node, c),
    turn: node.turn,
  });

/** What a key says when it leads nowhere (the start, the end of a line, no other move). */
export function edgeWords(key: string, c: Said): string {
  if (key === "ArrowLeft" || key === "Home") return sayTree(c, "simb.tree.edgeStart");
  if (key === "ArrowRight" || key === "End") return sayTree(c, "simb.tree.edgeEnd");
  return sayTree(c, "simb.tree.edgeOther");
}

/** The node a key leads to from the move shown, or undefined when the key is not one of ours. */
export function keyTarget(node: GameNode, key: string): GameNode | undefined {
  const parent = node.parent;
  const siblings = parent?.children ?? [];
  const i = indexOf(node);
  let root = node;
  while (root.parent !== undefined) root = root.parent;
  switch (key) {
    case "ArrowLeft":
      return parent ?? node;
    case "ArrowRight":
      return node.children[0] ?? node;
    case "ArrowUp":
      return siblings[i - 1] ?? node;
    case "ArrowDown":
      return siblings[i + 1] ?? node;
    case "Home":
      return root;
    case "End":
      return lineEnd(node);
    default:
      return undefined;
  }
}

/** What stepping through the tree needs from the simulator. */
export interface TreeNav {
  readonly session: Session;
  /** The page's words (its simulator's config). */
  readonly config: Said;
  say(text: string): void;
  render(): void;
}

/**
 * Shows the position after a move of the tree: the one at `path`, or where `key` leads from the
 * move shown (`clear` first drops what was under way: a choice, a sowing shown, a search).
 */
export function goToMove(host: TreeNav, path: string, key: string | undefined, clear: () => void) {
  const s = host.session;
  const from = s.node;
  const node = key === undefined ? nodeAt(s.root, path) : keyTarget(from, key);
  if (node === undefined) return;
  if (node === from && key !== undefined && !s.inTurn()) {
    host.say(edgeWords(key, host.config));
    return;
  }
  clear();
  s.goTo(node);
  host.say(nodeWords(s.game, node, host.config));
  host.render();
}
