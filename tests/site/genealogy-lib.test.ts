/**
 * The genealogy's pure parts: grouping agreeing witnesses by independence, and the stemma's
 * layout (dagre), on hand-made graphs and on the real relations.
 */
import { describe, expect, it } from "vitest";
import type { DependenceGraph } from "../../src/genealogy/graph.ts";
import { dependenceGraph, relationViews } from "../../src/genealogy/build.ts";
import { groupText, groupWitnesses, type Witness } from "../../src/compare/independence.ts";
import { layoutTimeline, stemmaGraph, timeKeys } from "../../src/genealogy/layout.ts";
import { sourceFacts } from "../../src/genealogy/build.ts";
import { stemmaTree } from "../../src/genealogy/tree.ts";
import { toHtml } from "../../src/site/dom/to-html.ts";
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
  const facts = sourceFacts(db);
  const stemma = layoutTimeline(nodes, edges, facts);

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

  it("draws sources drawn on above those that take from them, each dated source in its year's row", () => {
    const at = new Map(stemma.nodes.map((n) => [n.id, n]));
    for (const e of stemma.edges.filter((x) => x.kind !== "contradicts"))
      expect(at.get(e.source)!.y, e.id).toBeLessThanOrEqual(at.get(e.target)!.y);
    // The axis runs down in time, and a dated source's box sits on its year's line.
    const years = stemma.axis!.filter((r) => r.year !== undefined);
    for (let i = 1; i < years.length; i++) expect(years[i]!.y).toBeGreaterThan(years[i - 1]!.y);
    let dated = 0;
    for (const n of stemma.nodes) {
      const year = facts.get(n.id)?.year;
      if (year === undefined) continue;
      dated++;
      const row = years.find((r) => r.year === year);
      expect(row, n.id).toBeDefined();
      expect(n.y <= row!.y && row!.y <= n.y + n.height, n.id).toBe(true);
    }
    expect(dated).toBeGreaterThan(10);
  });

  it("places an undated informant or unknown source before what draws on it", () => {
    const keys = timeKeys(nodes, edges, facts);
    const undated = nodes.filter((n) => facts.get(n.id)?.year === undefined);
    expect(undated.length).toBeGreaterThan(0);
    for (const n of undated)
      for (const e of edges.filter((x) => x.source === n.id))
        expect(keys.get(n.id)!, `${n.id} -> ${e.target}`).toBeLessThan(keys.get(e.target)!);
  });

  it("lists the same stemma as an indented tree for a phone: every source once at least, every relation as a line", () => {
    const html = toHtml(stemmaTree("en", nodes, edges, timeKeys(nodes, edges, facts), new Map()));
    for (const n of nodes) expect(html, n.id).toContain(n.label.replace(/&/g, "&amp;"));
    // One nested line per edge: a line per relation, under the source it draws on.
    expect((html.match(/<li/g) ?? []).length).toBe(
      edges.length + nodes.filter((n) => !edges.some((e) => e.target === n.id)).length,
    );
  });
});
