/**
 * A tiny element tree that the compare table is built as, so that the static pages (as HTML
 * text) and the picker (as DOM nodes) draw exactly the same table from one function. Text and
 * attribute values are data and are always escaped or set as text; tag and attribute names come
 * only from the code.
 */

/** Text, an element with attributes and children, or markup from the project's own drawing code. */
export type Node = string | Element | Raw;
export interface Element {
  readonly tag: string;
  readonly attrs?: Readonly<Record<string, string | undefined>>;
  readonly children?: readonly Node[];
}

/**
 * Markup made by this project's drawing code (the board drawings of src/simulator/board/draw.ts,
 * which escapes every value it writes), put in as it is. Never made from data: `raw` is the only
 * way in, and only the views call it, with a drawing.
 */
export interface Raw {
  readonly raw: string;
}

/** A drawing's markup as a node (see `Raw`). */
export const raw = (markup: string): Raw => ({ raw: markup });

/** An element; attributes whose value is undefined are left out. */
export const h = (
  tag: string,
  attrs: Readonly<Record<string, string | undefined>> = {},
  ...children: readonly (Node | false | undefined | readonly Node[])[]
): Element => ({
  tag,
  attrs,
  children: children.flatMap((c) =>
    c === false || c === undefined
      ? []
      : typeof c === "string" || "tag" in c || "raw" in c
        ? [c]
        : c,
  ),
});

const ESC: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Text safe inside an element or a double-quoted attribute. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);

const VOID = new Set(["br", "hr", "img", "input", "meta", "link"]);

/** The tree as HTML text, every text and attribute value escaped. */
export function toHtml(node: Node): string {
  if (typeof node === "string") return escapeHtml(node);
  if ("raw" in node) return node.raw;
  const attrs = Object.entries(node.attrs ?? {})
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => (v === "" ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
    .join("");
  if (VOID.has(node.tag)) return `<${node.tag}${attrs}>`;
  return `<${node.tag}${attrs}>${(node.children ?? []).map(toHtml).join("")}</${node.tag}>`;
}
