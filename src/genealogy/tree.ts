/**
 * The stemma as an indented list, for a screen too narrow for the drawing: each source that
 * nothing before it is known to feed, then, indented under it, the sources that take from it,
 * each line saying how ("Walker 2011: cites Murray 1951"). A source reached a second time is
 * named again without its own list, so the list stays as long as the relations.
 */
import { h, type Element } from "../site/dom/tree.ts";
import type { Lang } from "../i18n/languages.ts";
import { t } from "../i18n/t.ts";
import type { StemmaEdge, StemmaNode } from "./layout.ts";
import { verbIn } from "./view.ts";
import type { NodeGames } from "./drawing.ts";

/** The indented list of the stemma's nodes, oldest first by `keys` (timeKeys). */
export function stemmaTree(
  lang: Lang,
  nodes: readonly StemmaNode[],
  edges: readonly StemmaEdge[],
  keys: ReadonlyMap<string, number>,
  games: NodeGames,
): Element {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const byTime = (a: string, b: string) => (keys.get(a) ?? 0) - (keys.get(b) ?? 0);
  const shown = new Set<string>();
  const name = (n: StemmaNode) =>
    n.url === undefined ? n.label : h("a", { href: n.url }, n.label);
  const line = (e: StemmaEdge): string => {
    const source = byId.get(e.source)?.label ?? e.source;
    if (e.kind === "candidate") return t(lang, "genealogy.candidateEdge", { source });
    return t(lang, "genealogy.edge", {
      target: byId.get(e.target)?.label ?? e.target,
      verb: verbIn(lang, e.kind),
      source,
    });
  };
  const item = (id: string, via?: StemmaEdge): Element => {
    const n = byId.get(id)!;
    const again = shown.has(id);
    shown.add(id);
    const below = again
      ? []
      : edges.filter((e) => e.source === id).sort((a, b) => byTime(a.target, b.target));
    return h(
      "li",
      { "data-games": (games.get(id) ?? []).join(" ") },
      via === undefined
        ? name(n)
        : [name(n), h("span", { class: "small muted" }, ` (${line(via)})`)],
      below.length > 0 &&
        h(
          "ul",
          {},
          below.map((e) => item(e.target, e)),
        ),
    );
  };
  const roots = nodes
    .filter((n) => !edges.some((e) => e.target === n.id))
    .map((n) => n.id)
    .sort(byTime);
  return h(
    "ul",
    { class: "stemma-tree" },
    roots.map((id) => item(id)),
  );
}
