/**
 * The stemma laid out at build time by dagre (@dagrejs/dagre, a maintained layered-graph
 * layout): sources drawn on to the left, the sources that take from them to the right, so an
 * arrow runs the way the text travelled. Unknowns ("names no source") are nodes of their own,
 * with the candidates pointing at them. No DOM: the view turns the result into SVG.
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

/** The graph laid out by dagre, left to right. */
export function layoutStemma(nodes: readonly StemmaNode[], edges: readonly StemmaEdge[]): Stemma {
  const g = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true });
  g.setGraph({ rankdir: "LR", nodesep: 12, ranksep: 70, edgesep: 8, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) {
    const lines = wrap(n.label);
    const width = Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH + 2 * PAD;
    g.setNode(n.id, { width, height: lines.length * LINE_HEIGHT + PAD });
  }
  for (const e of edges) g.setEdge(e.source, e.target, {}, e.id);
  dagre.layout(g);
  const placed = nodes.map((n) => {
    const p = g.node(n.id);
    // dagre places every node it lays out; a missing position would be a bug of the layout.
    const [x, y] = [p.x ?? 0, p.y ?? 0];
    return {
      ...n,
      x: x - p.width / 2,
      y: y - p.height / 2,
      width: p.width,
      height: p.height,
      lines: wrap(n.label),
    };
  });
  const routed = edges.map((e) => ({
    ...e,
    points: (g.edge(e.source, e.target, e.id).points ?? []).map(({ x, y }) => ({ x, y })),
  }));
  const { width = 0, height = 0 } = g.graph();
  return { width: Math.ceil(width), height: Math.ceil(height), nodes: placed, edges: routed };
}

/** What a relation concerns, in words, joined ("rules and history"). */
export function concernsIn(lang: Lang, concerns: readonly string[]): string {
  const words = concerns.map((c) => t(lang, `genealogy.concern.${c}` as Key));
  return words.reduce((a, b) => t(lang, "genealogy.and", { a, b }));
}
