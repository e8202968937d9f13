/**
 * Prose from the content files, split so that web addresses, the ids of our own records and the
 * first mention of a glossary term or a name become links. Pure; the Prose component renders the
 * segments.
 */
import type { ContentDb } from "../content/integrity.ts";
import { entrySpellings } from "../content/spellings.ts";
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

/** The glossary's and the names authority's spellings that prose links, and where each goes. */
export interface Mentions {
  /** Every linked spelling, longest first, as whole words in any case. */
  readonly pattern: RegExp | undefined;
  /** A spelling (lower case) → its entry's key and address. */
  readonly targets: ReadonlyMap<string, { readonly entry: string; readonly href: string }>;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const mentionsByDb = new WeakMap<ContentDb, Mentions>();

/** The spellings of every term and name the prose links (`linkFromProse`); once per build. */
export function mentionLinks(db: ContentDb): Mentions {
  let m = mentionsByDb.get(db);
  if (m !== undefined) return m;
  const targets = new Map<string, { entry: string; href: string }>();
  for (const e of entrySpellings(db)) {
    if (!e.linkFromProse) continue;
    const href = e.kind === "term" ? url.term(e.id) : url.name(e.id);
    for (const s of e.spellings)
      if (!targets.has(s.toLowerCase()))
        targets.set(s.toLowerCase(), { entry: `${e.kind}:${e.id}`, href });
  }
  const words = [...targets.keys()].sort((a, b) => b.length - a.length).map(escapeRe);
  // Whole words: no letter or digit on either side (the hyphen of loha-laka is part of the word
  // only because the longer spelling is tried first).
  const pattern =
    words.length === 0
      ? undefined
      : new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])`, "giu");
  m = { pattern, targets };
  mentionsByDb.set(db, m);
  return m;
}

/**
 * The stretches of `text` inside quotation marks (straight "…", curly “…” or the French «…» of
 * our French notes): a source's words, or ours set off as words, where no link may go.
 */
export function quotedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const re = /"[^"]*"?|“[^”]*”?|«[^»]*»?/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text))
    spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/**
 * `segments` with the first mention of each term or name in the whole passage made a link to its
 * entry, outside quotation marks and outside links already made. The words are never changed:
 * the segments' texts, joined, are the passage as written. `seen` carries the entries already
 * linked across the paragraphs of one passage.
 */
export function linkMentions(
  segments: readonly Segment[],
  mentions: Mentions,
  seen: Set<string> = new Set(),
): Segment[] {
  const { pattern, targets } = mentions;
  if (pattern === undefined) return [...segments];
  // Quotations are found in the whole paragraph: one may run across a link already made.
  const spans = quotedSpans(segments.map((seg) => seg.text).join(""));
  let offset = 0;
  return segments.flatMap((seg) => {
    const base = offset;
    offset += seg.text.length;
    if (seg.kind !== "text") return [seg];
    const out: Segment[] = [];
    let at = 0;
    for (const m of seg.text.matchAll(pattern)) {
      const target = targets.get(m[0].toLowerCase());
      const start = m.index;
      const quoted = spans.some(([a, b]) => base + start >= a && base + start < b);
      if (target === undefined || quoted || seen.has(target.entry)) continue;
      seen.add(target.entry);
      if (start > at) out.push({ kind: "text", text: seg.text.slice(at, start) });
      out.push({ kind: "link", text: m[0], href: target.href });
      at = start + m[0].length;
    }
    if (at < seg.text.length) out.push({ kind: "text", text: seg.text.slice(at) });
    return out;
  });
}
