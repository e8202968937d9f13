/**
 * Prose from the content files, split so that web addresses and the ids of our own records
 * become links. Pure; the Prose component renders the segments.
 */
import type { ContentDb } from "../content/integrity.ts";
import { url } from "./routes.ts";

export type Segment =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "link"; readonly text: string; readonly href: string };

const URL_SOURCE = String.raw`https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:]`;
/**
 * A web address, or a run of id characters that does not continue one. Ids are looked up in a
 * map rather than written into the pattern: a pattern with one alternative per id costs time in
 * proportion to the database on every paragraph, which made a 10,000-record build quadratic.
 */
const TOKEN_RE = new RegExp(`(${URL_SOURCE})|(?<![\\w.-])[\\w][\\w.-]*`, "g");

/** What an id must look like to be found in prose: the characters of a file name. */
export const LINKABLE_ID = /^\w[\w.-]*$/;

/**
 * The longest id at the start of `run` that ends the run or is followed by a dot (an id inside a
 * longer word, like `x-1` in `x-10` or `x-1-b`, is not a mention of it).
 */
function idAtStart(run: string, ids: ReadonlyMap<string, string>): string | undefined {
  for (let end = run.length; end > 0; end = run.lastIndexOf(".", end - 1)) {
    const candidate = run.slice(0, end);
    if (ids.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Splits `text` at web addresses and at whole-word occurrences of `ids` (record id → page
 * address). Longer ids win over shorter ones that they contain.
 */
export function linkify(text: string, ids: ReadonlyMap<string, string> = new Map()): Segment[] {
  const out: Segment[] = [];
  const re = new RegExp(TOKEN_RE.source, "g");
  let at = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const start = m.index;
    const found = m[1] ?? idAtStart(m[0], ids);
    if (found === undefined) {
      // Not an id: look again just after its first character, where only an address can start.
      re.lastIndex = start + 1;
      continue;
    }
    if (start > at) out.push({ kind: "text", text: text.slice(at, start) });
    out.push({ kind: "link", text: found, href: ids.get(found) ?? found });
    at = start + found.length;
    re.lastIndex = at;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}

const linksByDb = new WeakMap<ContentDb, ReadonlyMap<string, string>>();

/** Every evidence and source id with its page address, for linking ids in prose; once per build. */
export function recordLinks(db: ContentDb): ReadonlyMap<string, string> {
  let links = linksByDb.get(db);
  if (links === undefined) {
    links = new Map<string, string>([
      ...db.evidence.map((e) => [e.id, url.evidence(e.id)] as const),
      ...db.sources.map((s) => [s.id, url.source(s.id)] as const),
    ]);
    linksByDb.set(db, links);
  }
  return links;
}
