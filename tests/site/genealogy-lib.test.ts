/**
 * The genealogy's pure parts: grouping agreeing witnesses by independence, and the stemma's
 * layout (dagre), on hand-made graphs and on the real relations.
 */
import { describe, expect, it } from "vitest";
import type { DependenceGraph } from "../../src/genealogy/graph.ts";
import { dependenceGraph, relationViews } from "../../src/genealogy/build.ts";
import { groupText, groupWitnesses, type Witness } from "../../src/compare/independence.ts";
import { layoutStemma, stemmaGraph } from "../../src/genealogy/layout.ts";
import { db } from "../support/content.ts";
import { compareWords } from "../../src/compare/words-build.ts";

/** The English words the compare view groups witnesses with. */
const W = compareWords("en");

const edge = (from: string, to: string, kind: string, concerns = ["rules"], basis = "stated") => ({
  from,
  to,
  kind,
  basis,
  confidence: 100,
  concerns,
});
const w = (source: string): Witness => ({ key: source, label: source.toUpperCase(), source });

describe("groupWitnesses", () => {
  const graph: DependenceGraph = {
    labels: { a: "A", b: "B", c: "C", d: "D", x: "X" },
    edges: [
      edge("b", "a", "copies"),
      edge("c", "x", "cites", ["unknown"], "inferred"),
      edge("x", "a", "same-author", ["unknown"]),
      edge("d", "a", "contradicts"),
      edge("d", "x", "paraphrases", ["history"]),
    ],
  };

  it("puts a source that copies another in the other's group, the one drawn on first", () => {
    const groups = groupWitnesses([w("b"), w("a")], graph, W);
    expect(groups.map((g) => g.map((m) => m.source))).toEqual([["a", "b"]]);
    expect(groupText(W, groups[0]!)).toBe("A; B (which copies A)");
  });

  it("follows a chain through sources that are not witnesses, and says when it is inferred", () => {
    const [group] = groupWitnesses([w("a"), w("c")], graph, W);
    expect(group?.map((m) => m.source)).toEqual(["a", "c"]);
    expect(group?.[1]?.dependence).toBe(
      "which cites X, which is by the author of A; our inference",
    );
  });

  it("keeps independent witnesses apart: disputing is no dependence, nor is a history-only relation", () => {
    const groups = groupWitnesses([w("a"), w("d")], graph, W);
    expect(groups).toHaveLength(2);
    expect(
      groupWitnesses([w("a"), w("d")], graph, W, new Set(["history", "unknown"])),
    ).toHaveLength(1);
  });

  it("counts two readings of one source as one witness", () => {
    const groups = groupWitnesses([w("a"), { key: "a2", label: "A again", source: "a" }], graph, W);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.[1]?.dependence).toBe("of the same source");
  });

  it("on the real genealogy: the Basque article is not independent of Walker, nor the DLP of Montgomery", () => {
    const real = dependenceGraph(db);
    const groups = groupWitnesses(
      [w("montgomery-1896"), w("walker-2011"), w("basque-fanorona"), w("dlp-database")],
      real,
      W,
    );
    const sets = groups.map((g) => g.map((m) => m.source).sort());
    expect(sets).toContainEqual(["basque-fanorona", "walker-2011"]);
    expect(sets).toContainEqual(["dlp-database", "montgomery-1896"]);
  });
});

describe("the stemma's layout", () => {
  const relations = relationViews(db);
  const { nodes, edges } = stemmaGraph(relations);
  const stemma = layoutStemma(nodes, edges);

  it("has a node for every source and informant a relation names, and an edge per relation", () => {
    const named = new Set(
      relations.flatMap((r) => [
        r.from.id,
        ...(r.to ? [r.to.id] : []),
        ...r.candidates.map((c) => c.id),
      ]),
    );
    const drawn = new Set(stemma.nodes.filter((n) => n.kind !== "unknown").map((n) => n.id));
    expect(drawn).toEqual(named);
    for (const r of relations)
      expect(
        stemma.edges.some((e) => e.id === r.id),
        r.id,
      ).toBe(true);
  });

  it("places every node inside the drawing, no two overlapping, every edge routed", () => {
    for (const n of stemma.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.y).toBeGreaterThanOrEqual(0);
      expect(n.x + n.width).toBeLessThanOrEqual(stemma.width);
      expect(n.y + n.height).toBeLessThanOrEqual(stemma.height);
    }
    for (const [i, a] of stemma.nodes.entries())
      for (const b of stemma.nodes.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
    for (const e of stemma.edges) expect(e.points.length, e.id).toBeGreaterThanOrEqual(2);
  });

  it("draws sources drawn on to the left of those that take from them", () => {
    const at = new Map(stemma.nodes.map((n) => [n.id, n]));
    for (const e of stemma.edges.filter((x) => x.kind !== "contradicts"))
      expect(at.get(e.source)!.x, e.id).toBeLessThan(at.get(e.target)!.x);
  });
});
