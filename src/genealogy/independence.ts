/**
 * Witnesses, not votes: readings that agree are grouped by the independence of their sources, so
 * that "Walker and the Basque article agree" reads as one witness where the article may follow
 * Walker. Pure, for the build and the compare picker alike.
 */
import { DEPENDENCE_KINDS, KIND_VERB, type DependenceEdge, type DependenceGraph } from "./graph.ts";

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
function pathWords(path: readonly DependenceEdge[], labels: DependenceGraph["labels"]): string {
  const steps = path.map((e) => `which ${KIND_VERB[e.kind] ?? e.kind} ${labels[e.to] ?? e.to}`);
  const inferred = path.some((e) => e.basis === "inferred");
  return steps.join(", ") + (inferred ? "; our inference" : "");
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
  concerns: ReadonlySet<string> = RULE_CONCERNS,
): WitnessGroup[] {
  const out = adjacency(graph, concerns);
  // Sources drawn on come first, so that each later member is said to depend on an earlier one.
  const reaches = (w: Witness) =>
    witnesses.filter((o) => o.source !== w.source && pathBetween(out, w.source, o.source)).length;
  const ordered = witnesses
    .map((w, i) => ({ w, i, n: reaches(w) }))
    .sort((a, b) => a.n - b.n || a.i - b.i)
    .map((x) => x.w);
  const groups: GroupMember[][] = [];
  for (const w of ordered) {
    const words = (m: Witness): string | undefined => {
      if (m.source === w.source) return "of the same source";
      const up = pathBetween(out, w.source, m.source);
      if (up !== undefined) return pathWords(up, graph.labels);
      const down = pathBetween(out, m.source, w.source);
      return down === undefined ? undefined : `on which ${m.label} draws`;
    };
    let joined = false;
    for (const g of groups) {
      const link = g.map((m) => words(m)).find((d) => d !== undefined);
      if (link === undefined) continue;
      g.push({ ...w, dependence: link });
      joined = true;
      break;
    }
    if (!joined) groups.push([w]);
  }
  return groups;
}

/** A group in words: "Walker (2011); the Basque article (which cites Walker 2014, ...)". */
export const groupText = (group: WitnessGroup): string =>
  group
    .map((m) => (m.dependence === undefined ? m.label : `${m.label} (${m.dependence})`))
    .join("; ");
