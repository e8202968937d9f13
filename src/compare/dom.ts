import type { Node as TreeNode } from "./node.ts";

/**
 * The tree as DOM nodes (the picker's rendering): text becomes text nodes and attribute values
 * are set with setAttribute, so nothing in the data is ever parsed as markup.
 */
export function toDom(doc: Document, node: TreeNode): globalThis.Node {
  if (typeof node === "string") return doc.createTextNode(node);
  const el = doc.createElement(node.tag);
  for (const [k, v] of Object.entries(node.attrs ?? {})) if (v !== undefined) el.setAttribute(k, v);
  for (const c of node.children ?? []) el.append(toDom(doc, c));
  return el;
}
