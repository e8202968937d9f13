/** The element tree (tree.ts) as DOM nodes: how the browser draws it. */
import type { Node as TreeNode } from "./tree.ts";

const SVG = "http://www.w3.org/2000/svg";

/**
 * The tree as DOM nodes: text becomes text nodes and attribute values are set with setAttribute,
 * so nothing in the data is ever parsed as markup. Elements inside an `svg` are made in the SVG
 * namespace, as the HTML parser makes them. Trusted markup (`raw`, never data) is parsed as the
 * HTML parser would parse it in place.
 */
export function toDom(doc: Document, node: TreeNode, inSvg = false): globalThis.Node {
  if (typeof node === "string") return doc.createTextNode(node);
  if ("raw" in node) {
    const t = doc.createElement("template");
    t.innerHTML = node.raw;
    return t.content;
  }
  const svg = inSvg || node.tag === "svg";
  const el = svg ? doc.createElementNS(SVG, node.tag) : doc.createElement(node.tag);
  for (const [k, v] of Object.entries(node.attrs ?? {})) if (v !== undefined) el.setAttribute(k, v);
  for (const c of node.children ?? []) el.append(toDom(doc, c, svg));
  return el;
}

/** Replaces an element's children with the trees drawn as DOM nodes. */
export function replaceChildren(parent: globalThis.Element, ...nodes: readonly TreeNode[]): void {
  parent.replaceChildren(...nodes.map((n) => toDom(parent.ownerDocument, n)));
}
