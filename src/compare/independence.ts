/**
 * Witnesses, not votes: readings that agree are grouped by the independence of their sources, so
 * that "Walker and the Basque article agree" reads as one witness where the article may follow
 * Walker. Pure, for the build and the compare picker alike.
 */
import { DEPENDENCE_KINDS, type DependenceEdge, type DependenceGraph } from "../genealogy/graph.ts";
import { say, type CompareWords } from "./words.ts";
import { punctOf } from "./punct.ts";

/** One agreeing reading: its key, its label in the view, and the source it is a witness of. */
export interface Witness {
  readonly key: string;
  readonly label: string;
  readonly source: string;
}

/** A member of a group, with how it depends on another member (absent for the group's first). */
export interface GroupMember extends Witness {
  readonly dependence?: string;
}

/** Readings whose sources are not shown independent of one another. */
export type WitnessGroup = readonly GroupMember[];

/** What a reading's rules can have taken along a relation: rules, or what is not known. */
export const RULE_CONCERNS: ReadonlySet<string> = new Set(["rules", "unknown"]);

/** The edges leaving each node that can carry the concerns asked for. */
function adjacency(
  graph: DependenceGraph,
  concerns: ReadonlySet<string>,
): Map<string, DependenceEdge[]> {
  const out = new Map<string, DependenceEdge[]>();
  const add = (from: string, e: DependenceEdge) => out.set(from, [...(out.get(from) ?? []), e]);
  for (const e of graph.edges) {
    if (!DEPENDENCE_KINDS.has(e.kind) || !e.concerns.some((c) => concerns.has(c))) continue;
    add(e.from, e);
    // A dependence through an intermediary is also one on the intermediary.
    if (e.via !== undefined) add(e.from, { ...e, to: e.via, kind: "cites" });
  }
  return out;
}

/** The shortest chain of edges from `a` to `b` (breadth first), or undefined. */
function pathBetween(
  out: ReadonlyMap<string, readonly DependenceEdge[]>,
  a: string,
  b: string,
): DependenceEdge[] | undefined {
  const back = new Map<string, DependenceEdge>();
  const queue = [a];
  const seen = new Set([a]);
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === b) {
      const path: DependenceEdge[] = [];
      for (let n = b; n !== a; n = back.get(n)!.from) path.unshift(back.get(n)!);
      return path;
    }
    for (const e of out.get(node) ?? [])
      if (!seen.has(e.to)) {
        seen.add(e.to);
        back.set(e.to, e);
        queue.push(e.to);
      }
  }
  return undefined;
}

/** "which cites Walker 2014, which is by the author of Walker 2011; our inference". */
function pathWords(
  w: CompareWords,
  path: readonly DependenceEdge[],
  labels: DependenceGraph["labels"],
): string {
  const steps = path
    .map((e) =>
      say(w, "compare.dep.step", { verb: w.verbs[e.kind] ?? e.kind, label: labels[e.to] ?? e.to }),
    )
    .join(", ");
  return path.some((e) => e.basis === "inferred")
    ? say(w, "compare.dep.inferred", { steps })
    : steps;
}

/**
 * The witnesses grouped by dependence, those drawn on first: a reading joins a group when its
 * source reaches a member's source along a chain of relations (copies, paraphrases, translates,
 * cites, depends-via, same-author) that can carry `concerns`, or a member's reaches it. Two
 * readings of one source are one witness. Shared ancestors alone do not join two groups: two
 * books listing the same work in their bibliographies are not shown to share any rule.
 */
export function groupWitnesses(
  witnesses: readonly Witness[],
  graph: DependenceGraph,
  w: CompareWords,
  concerns: ReadonlySet<string> = RULE_CONCERNS,
): WitnessGroup[] {
  const out = adjacency(graph, concerns);
  // Sources drawn on come first, so that each later member is said to depend on an earlier one.
  const reaches = (v: Witness) =>
    witnesses.filter((o) => o.source !== v.source && pathBetween(out, v.source, o.source)).length;
  const ordered = witnesses
    .map((v, i) => ({ v, i, n: reaches(v) }))
    .sort((a, b) => a.n - b.n || a.i - b.i)
    .map((x) => x.v);
  const groups: GroupMember[][] = [];
  for (const x of ordered) {
    const words = (m: Witness): string | undefined => {
      if (m.source === x.source) return say(w, "compare.dep.same");
      const up = pathBetween(out, x.source, m.source);
      if (up !== undefined) return pathWords(w, up, graph.labels);
      const down = pathBetween(out, m.source, x.source);
      return down === undefined ? undefined : say(w, "compare.dep.drawnOn", { label: m.label });
    };
    let joined = false;
    for (const g of groups) {
      const link = g.map((m) => words(m)).find((d) => d !== undefined);
      if (link === undefined) continue;
      g.push({ ...x, dependence: link });
      joined = true;
      break;
    }
    if (!joined) groups.push([x]);
  }
  return groups;
}

/** A group in words: "Walker (2011); the Basque article (which cites Walker 2014, ...)". */
export const groupText = (w: CompareWords, group: WitnessGroup): string =>
  group
    .map((m) =>
      m.dependence === undefined
        ? m.label
        : say(w, "compare.dep.member", { label: m.label, dependence: m.dependence }),
    )
    .join(punctOf(w).clauses);
