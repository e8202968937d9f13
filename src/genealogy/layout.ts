/**
 * The stemma laid out at build time along a time axis, with dagre (@dagrejs/dagre, a maintained
 * layered-graph layout) ordering the boxes of each year: sources drawn on above, the sources that
 * take from them below, so an arrow runs down the way the text travelled. Unknowns ("names no
 * source") are nodes of their own, with the candidates pointing at them. No DOM: the view turns
 * the result into SVG.
 */
import type { Lang } from "../i18n/languages.ts";
import { t, type Key } from "../i18n/t.ts";
import dagre, { type EdgeLabel, type GraphLabel, type NodeLabel } from "@dagrejs/dagre";
import type { RelationView } from "./build.ts";

/** A node before layout: a source, an informant, or an unknown source. */
export interface StemmaNode {
  readonly id: string;
  readonly label: string;
  readonly kind: "source" | "person" | "unknown";
  readonly url?: string;
  /** The source the page is about, drawn emphasised. */
  readonly focus?: boolean;
}

/** An edge before layout, in the direction of travel: `source` is drawn on by `target`. */
export interface StemmaEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** A relation kind, or `candidate` (a source that may be the one not named). */
  readonly kind: string;
  readonly basis: string;
  /** Whether a wrong or doubtful detail travels along it. */
  readonly carries: boolean;
}

export interface PlacedNode extends StemmaNode {
  /** Top-left corner and size. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The label broken into lines. */
  readonly lines: readonly string[];
}

export interface PlacedEdge extends StemmaEdge {
  readonly points: readonly { readonly x: number; readonly y: number }[];
}

export interface Stemma {
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly PlacedNode[];
  readonly edges: readonly PlacedEdge[];
  /** The time axis, top to bottom: each row's middle and its year (absent: a row of undated nodes). */
  readonly axis?: readonly { readonly y: number; readonly year?: number }[];
}

/** What the timeline knows of a node: its year (a source's date of publication). */
export interface NodeYear {
  readonly year?: number | undefined;
}

/** Text metrics of the view's labels (12 px sans-serif): a generous average glyph width. */
export const LINE_HEIGHT = 15;
const CHAR_WIDTH = 7;
const PAD = 8;
const MAX_CHARS = 22;

/** A label in lines of at most MAX_CHARS characters, broken at spaces. */
export function wrap(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= MAX_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The nodes and edges of a set of relations; `focus` marks one source. */
export function stemmaGraph(
  relations: readonly RelationView[],
  focus?: string,
  lang: Lang = "en",
): { nodes: StemmaNode[]; edges: StemmaEdge[] } {
  const nodes = new Map<string, StemmaNode>();
  const add = (n: StemmaNode) => {
    if (!nodes.has(n.id)) nodes.set(n.id, n.id === focus ? { ...n, focus: true } : n);
  };
  const source = (ref: { id: string; title: string; url?: string }): StemmaNode => ({
    id: ref.id,
    label: ref.title,
    kind: ref.url === undefined ? "person" : "source",
    ...(ref.url !== undefined && { url: ref.url }),
  });
  const edges: StemmaEdge[] = [];
  for (const r of relations) {
    add(source(r.from));
    const carries = r.carries.length > 0;
    if (r.to !== undefined) {
      add(source(r.to));
      edges.push({
        id: r.id,
        source: r.to.id,
        target: r.from.id,
        kind: r.kind,
        basis: r.basis,
        carries,
      });
      continue;
    }
    const unknown = `unknown:${r.id}`;
    const label = t(lang, "genealogy.noSourceNamed", { concerns: concernsIn(lang, r.concerns) });
    add({ id: unknown, label, kind: "unknown" });
    edges.push({
      id: r.id,
      source: unknown,
      target: r.from.id,
      kind: r.kind,
      basis: r.basis,
      carries,
    });
    for (const c of r.candidates) {
      add(source(c));
      edges.push({
        id: `${r.id}:${c.id}`,
        source: c.id,
        target: unknown,
        kind: "candidate",
        basis: "inferred",
        carries: false,
      });
    }
  }
  return { nodes: [...nodes.values()], edges };
}

/** What a relation concerns, in words, joined ("rules and history"). */
export function concernsIn(lang: Lang, concerns: readonly string[]): string {
  const words = concerns.map((c) => t(lang, `genealogy.concern.${c}` as Key));
  return words.reduce((a, b) => t(lang, "genealogy.and", { a, b }));
}

/** Room for the years on the left of a timeline, and the space between rows and boxes. */
const AXIS_WIDTH = 48;
/** The drawing's width in a page's column at 1280 px, axis included: wider, it would scroll. */
const WIDTH = 960;
const ROW_GAP = 34;
const BOX_GAP = 12;

/**
 * Each node's place in time: its year, or, for an informant, an unknown source or an undated
 * record, half a row before the earliest node that draws on it (after the latest it draws on
 * when nothing draws on it), so that every arrow still runs down the page.
 */
export function timeKeys(
  nodes: readonly StemmaNode[],
  edges: readonly StemmaEdge[],
  years: ReadonlyMap<string, NodeYear>,
): Map<string, number> {
  const keys = new Map<string, number>();
  for (const n of nodes) {
    const y = years.get(n.id)?.year;
    if (y !== undefined) keys.set(n.id, y);
  }
  // Chains of undated nodes (a candidate's unknown) settle in as many passes as they are long.
  for (let pass = 0; pass < nodes.length && keys.size < nodes.length; pass++)
    for (const n of nodes) {
      if (keys.has(n.id)) continue;
      const later = edges.filter((e) => e.source === n.id).map((e) => keys.get(e.target));
      const earlier = edges.filter((e) => e.target === n.id).map((e) => keys.get(e.source));
      const known = (l: (number | undefined)[]) => l.filter((k): k is number => k !== undefined);
      if (known(later).length > 0) keys.set(n.id, Math.min(...known(later)) - 0.5);
      else if (known(earlier).length > 0) keys.set(n.id, Math.max(...known(earlier)) + 0.5);
    }
  const last = Math.max(0, ...keys.values());
  for (const n of nodes) if (!keys.has(n.id)) keys.set(n.id, last + 0.5);
  return keys;
}

/**
 * The stemma along a time axis, oldest at the top: one row per year (and one for the undated
 * nodes placed before a year), so an arrow runs down the way the text travelled. Dagre orders
 * the boxes within the rows to keep lines from crossing (each edge as long as the rows it spans);
 * boxes of one row that would overlap are pushed apart.
 */
export function layoutTimeline(
  nodes: readonly StemmaNode[],
  edges: readonly StemmaEdge[],
  years: ReadonlyMap<string, NodeYear>,
): Stemma {
  const keys = timeKeys(nodes, edges, years);
  const rows = [...new Set(keys.values())].sort((a, b) => a - b);
  const rowOf = (id: string) => rows.indexOf(keys.get(id)!);
  const g = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true });
  g.setGraph({ rankdir: "TB", nodesep: BOX_GAP, ranksep: 20, marginx: 0, marginy: 0 });
  const sized = nodes.map((n) => {
    const lines = wrap(n.label);
    const width = Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH + 2 * PAD;
    return { n, lines, width, height: lines.length * LINE_HEIGHT + PAD };
  });
  for (const s of sized) g.setNode(s.n.id, { width: s.width, height: s.height });
  for (const e of edges)
    g.setEdge(e.source, e.target, { minlen: Math.max(1, rowOf(e.target) - rowOf(e.source)) }, e.id);
  dagre.layout(g);
  // Dagre spreads the boxes to make room for long edges; its order is what is kept, squeezed
  // to the width of a page's column (the rows' own boxes may still widen it).
  const squeeze = Math.min(1, WIDTH / Math.max(1, g.graph().width ?? 0));
  // Rows top to bottom, each as tall as its tallest box.
  const tops: number[] = [];
  const heights: number[] = [];
  let y = 8;
  for (let r = 0; r < rows.length; r++) {
    tops.push(y);
    heights.push(Math.max(...sized.filter((s) => rowOf(s.n.id) === r).map((s) => s.height)));
    y += heights[r]! + ROW_GAP;
  }
  const lefts = new Map<string, number>();
  for (let r = 0; r < rows.length; r++) {
    const row = sized
      .filter((s) => rowOf(s.n.id) === r)
      .map((s) => ({ s, x: (g.node(s.n.id).x ?? 0) * squeeze - s.width / 2 }))
      .sort((a, b) => a.x - b.x);
    let right = -Infinity;
    for (const { s, x } of row) {
      const left = Math.max(x, right + BOX_GAP);
      lefts.set(s.n.id, left);
      right = left + s.width;
    }
    // A row pushed past the column's edge moves back left, as far as its first box allows.
    const first = row[0] === undefined ? 0 : lefts.get(row[0].s.n.id)!;
    const back = Math.min(Math.max(0, right - (WIDTH - AXIS_WIDTH)), Math.max(0, first));
    for (const { s } of row) lefts.set(s.n.id, lefts.get(s.n.id)! - back);
  }
  const shift = AXIS_WIDTH - Math.min(...lefts.values());
  const placed: PlacedNode[] = sized.map((s) => ({
    ...s.n,
    x: lefts.get(s.n.id)! + shift,
    // Centred on its row's line, whatever the number of lines of its label.
    y: tops[rowOf(s.n.id)]! + (heights[rowOf(s.n.id)]! - s.height) / 2,
    width: s.width,
    height: s.height,
    lines: s.lines,
  }));
  const at = new Map(placed.map((p) => [p.id, p]));
  const routed = edges.map((e) => ({ ...e, points: route(at.get(e.source)!, at.get(e.target)!) }));
  const axis = rows.map((k, r) => ({
    y: tops[r]! + heights[r]! / 2,
    ...(Number.isInteger(k) && { year: k }),
  }));
  const width = Math.ceil(Math.max(...placed.map((p) => p.x + p.width)) + 8);
  return { width, height: Math.ceil(y - ROW_GAP + 8), nodes: placed, edges: routed, axis };
}

/**
 * A line from the box drawn on to the box that draws on it: bottom to top as a curve (four
 * points: start, two controls, end) when they are in different rows, side to side in one row.
 */
function route(from: PlacedNode, to: PlacedNode): { x: number; y: number }[] {
  const cx = (n: PlacedNode) => n.x + n.width / 2;
  const mid = (n: PlacedNode) => n.y + n.height / 2;
  if (Math.abs(mid(from) - mid(to)) < 1) {
    const rightward = from.x < to.x;
    const y = mid(from);
    return [
      { x: rightward ? from.x + from.width : from.x, y },
      { x: rightward ? to.x : to.x + to.width, y },
    ];
  }
  const down = from.y < to.y;
  const start = { x: cx(from), y: down ? from.y + from.height : from.y };
  const end = { x: cx(to), y: down ? to.y : to.y + to.height };
  const bend = (end.y - start.y) / 2;
  return [start, { x: start.x, y: start.y + bend }, { x: end.x, y: end.y - bend }, end];
}
