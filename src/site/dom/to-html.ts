/** The element tree (tree.ts) as HTML text: how the build writes it into a page. */
import type { Node } from "./tree.ts";

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
