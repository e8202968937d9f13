/**
 * Writes a tree as a notation file that `parseNotation` reads back to the same tree: the tags
 * one a line, a blank line, then the moves with their numbers, glyphs, comments and variations,
 * wrapped at 80 columns, and the result. Like the reader it keeps its own stack, so variations
 * nest to any depth.
 */
import { isMoveText } from "./lex.ts";
import {
  GLYPH_SYMBOLS,
  MAX_GLYPH,
  tagValue,
  type MoveNode,
  type NotationTree,
  type Tag,
} from "./tree.ts";

/** Widest line of moves the writer makes (a longer comment or move stands on its own line). */
export const LINE_WIDTH = 80;

const SYMBOL_OF: ReadonlyMap<number, string> = new Map(
  Object.entries(GLYPH_SYMBOLS).map(([s, n]) => [n, s]),
);

const escapeTag = (s: string): string => s.replace(/[\\"]/g, "\\$&");
const escapeComment = (s: string): string => s.replace(/[\\}]/g, "\\$&");

/** A tree no file can hold: a bug of the code that built it, not bad input. */
export class UnwritableTree extends Error {}

function tagLine(t: Tag): string {
  if (/[\r\n]/.test(t.value))
    throw new UnwritableTree(`the tag ${t.name} holds a line break, which no tag value may`);
  return `[${t.name} "${escapeTag(t.value)}"]`;
}

function glyphText(g: number): string {
  if (!Number.isInteger(g) || g < 0 || g > MAX_GLYPH)
    throw new UnwritableTree(`${g} is not a glyph (0-${MAX_GLYPH})`);
  return SYMBOL_OF.get(g) ?? `$${g}`;
}

const commentToken = (c: string | undefined): string[] => {
  const t = c?.trim() ?? "";
  return t === "" ? [] : [`{${escapeComment(t)}}`];
};

/** The tokens of one move: its comment before, its number when due, the move, glyphs, comment. */
function moveTokens(n: MoveNode, ply: number, numbered: boolean): string[] {
  if (!isMoveText(n.turn))
    throw new UnwritableTree(`${JSON.stringify(n.turn)} is not a move the notation can hold`);
  const out = commentToken(n.before);
  const number = Math.floor(ply / 2) + 1;
  if (ply % 2 === 0) out.push(`${number}.`);
  else if (numbered || n.before !== undefined) out.push(`${number}...`);
  const symbols = n.glyphs.map(glyphText);
  const attached = symbols.length > 0 && !symbols[0]!.startsWith("$") ? symbols.shift()! : "";
  out.push(n.turn + attached, ...symbols, ...commentToken(n.comment));
  return out;
}

type Task =
  | { readonly kind: "text"; readonly text: string }
  | {
      readonly kind: "line";
      readonly node: MoveNode;
      readonly alternatives: readonly MoveNode[];
      readonly ply: number;
      readonly numbered: boolean;
    };

/** The move tokens of the tree, main line first, each variation in parentheses after its move. */
function movetext(tree: NotationTree): string[] {
  const out = commentToken(tree.comment);
  const tasks: Task[] = [];
  const [first, ...rest] = tree.children;
  if (first !== undefined)
    tasks.push({ kind: "line", node: first, alternatives: rest, ply: 0, numbered: true });
  for (let t = tasks.pop(); t !== undefined; t = tasks.pop()) {
    if (t.kind === "text") {
      out.push(t.text);
      continue;
    }
    const { node, alternatives, ply } = t;
    out.push(...moveTokens(node, ply, t.numbered));
    const [next, ...others] = node.children;
    const interrupted = node.comment !== undefined || alternatives.length > 0;
    if (next !== undefined)
      tasks.push({
        kind: "line",
        node: next,
        alternatives: others,
        ply: ply + 1,
        numbered: interrupted,
      });
    for (const alt of [...alternatives].reverse())
      tasks.push(
        { kind: "text", text: ")" },
        { kind: "line", node: alt, alternatives: [], ply, numbered: true },
        { kind: "text", text: "(" },
      );
  }
  out.push(tagValue(tree, "Result") ?? "*");
  return out;
}

/** Tokens into lines of at most `LINE_WIDTH`; `(` sticks to what follows, `)` to what precedes. */
function wrap(tokens: readonly string[]): string {
  const words: string[] = [];
  let open = "";
  for (const t of tokens) {
    if (t === "(") open += "(";
    else if (t === ")" && words.length > 0) words.push(`${words.pop()!})`);
    else {
      words.push(open + t);
      open = "";
    }
  }
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    if (line !== "" && line.length + 1 + w.length > LINE_WIDTH) {
      lines.push(line);
      line = w;
    } else line = line === "" ? w : `${line} ${w}`;
  }
  if (line !== "") lines.push(line);
  return lines.join("\n");
}

/** The file for a tree; throws `UnwritableTree` only for a tree no file can hold. */
export function writeNotation(tree: NotationTree): string {
  const tags = tree.tags.map(tagLine);
  const moves = wrap(movetext(tree));
  return `${tags.length > 0 ? `${tags.join("\n")}\n\n` : ""}${moves}\n`;
}
