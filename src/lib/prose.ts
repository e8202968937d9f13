/**
 * Prose from the content files, split so that web addresses and the ids of our own records
 * become links. Pure; the Prose component renders the segments.
 */
export type Segment =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "link"; readonly text: string; readonly href: string };

const URL_RE = /https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:]/g;

/**
 * Splits `text` at web addresses and at whole-word occurrences of `ids` (record id → page
 * address). Longer ids win over shorter ones that they contain.
 */
export function linkify(text: string, ids: ReadonlyMap<string, string> = new Map()): Segment[] {
  const keys = [...ids.keys()].sort((a, b) => b.length - a.length);
  const escaped = keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const idPart = escaped.length > 0 ? `|(?<![\\w.-])(?:${escaped.join("|")})(?![\\w-])` : "";
  const re = new RegExp(`${URL_RE.source}${idPart}`, "g");
  const out: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    const start = m.index;
    if (start > at) out.push({ kind: "text", text: text.slice(at, start) });
    const found = m[0];
    out.push({ kind: "link", text: found, href: ids.get(found) ?? found });
    at = start + found.length;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}
