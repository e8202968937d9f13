/**
 * The stemma as SVG, as an element tree (src/site/dom): the boxes and arrows along the time
 * axis (layout.ts), each box and arrow marked with what the filter by game reads (`data-games`,
 * `data-from`, `data-to`), and the key to the line styles.
 */
import { h, type Element } from "../site/dom/tree.ts";
import { LINE_HEIGHT, type PlacedEdge, type PlacedNode, type Stemma } from "./layout.ts";
import type { Lang } from "../i18n/languages.ts";
import { t } from "../i18n/t.ts";
import { verbIn } from "./view.ts";

/** A line through the edge's points; four points (the timeline's) are a curve's. */
function edgePath(e: PlacedEdge): string {
  const at = (p: { x: number; y: number }) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`;
  const [first, ...rest] = e.points;
  if (first === undefined) return "";
  if (rest.length === 3) return `M${at(first)} C${rest.map(at).join(" ")}`;
  return `M${at(first)}${rest.map((p) => ` L${at(p)}`).join("")}`;
}

/** The games a node speaks of, for the filter by game (`data-games`, space-separated ids). */
export type NodeGames = ReadonlyMap<string, readonly string[]>;

function nodeView(n: PlacedNode, games: NodeGames): Element {
  const cls = `stemma-node stemma-node--${n.kind}${n.focus === true ? " stemma-node--focus" : ""}`;
  const box = h(
    "g",
    { class: cls, "data-node": n.id, "data-games": (games.get(n.id) ?? []).join(" ") },
    h("rect", {
      x: n.x.toFixed(1),
      y: n.y.toFixed(1),
      width: n.width.toFixed(1),
      height: n.height.toFixed(1),
      rx: "4",
    }),
    h(
      "text",
      { x: (n.x + n.width / 2).toFixed(1), y: (n.y + 4).toFixed(1), "text-anchor": "middle" },
      n.lines.map((l) =>
        h("tspan", { x: (n.x + n.width / 2).toFixed(1), dy: String(LINE_HEIGHT - 3) }, l),
      ),
    ),
  );
  return n.url === undefined || n.focus === true ? box : h("a", { href: n.url }, box);
}

/** An edge's title: who takes from whom, or a candidate. */
function edgeTitle(lang: Lang, e: PlacedEdge, labelOf: ReadonlyMap<string, string>): string {
  const source = labelOf.get(e.source) ?? e.source;
  return e.kind === "candidate"
    ? t(lang, "genealogy.candidateEdge", { source })
    : t(lang, "genealogy.edge", {
        target: labelOf.get(e.target) ?? e.target,
        verb: verbIn(lang, e.kind),
        source,
      });
}

/**
 * The stemma as an SVG element: `idPrefix` keeps its ids unique on a page, `label` is its
 * title and `description` says what it shows in words.
 */
export function stemmaSvg(
  lang: Lang,
  s: Stemma,
  idPrefix: string,
  label: string,
  description: string,
  games: NodeGames = new Map(),
): Element {
  const labelOf = new Map(s.nodes.map((n) => [n.id, n.label]));
  const arrow = `${idPrefix}-arrow`;
  return h(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      class: "stemma-svg",
      viewBox: `0 0 ${String(s.width)} ${String(s.height)}`,
      width: String(s.width),
      height: String(s.height),
      role: "group",
      "aria-labelledby": `${idPrefix}-title ${idPrefix}-desc`,
    },
    h("title", { id: `${idPrefix}-title` }, label),
    h("desc", { id: `${idPrefix}-desc` }, description),
    h(
      "defs",
      {},
      h(
        "marker",
        {
          id: arrow,
          viewBox: "0 0 10 10",
          refX: "10",
          refY: "5",
          // In drawing units, so thick edges (an error carried) keep the same arrowhead.
          markerUnits: "userSpaceOnUse",
          markerWidth: "9",
          markerHeight: "9",
          orient: "auto-start-reverse",
        },
        h("path", { d: "M0,0 L10,5 L0,10 z", class: "stemma-arrow" }),
      ),
    ),
    axisView(s),
    h(
      "g",
      { class: "stemma-edges" },
      s.edges.map((e) =>
        h(
          "path",
          {
            "data-from": e.source,
            "data-to": e.target,
            d: edgePath(e),
            class: `stemma-edge stemma-edge--${e.kind} stemma-edge--${e.basis}${e.carries ? " stemma-edge--carries" : ""}`,
            "marker-end": `url(#${arrow})`,
          },
          h("title", {}, edgeTitle(lang, e, labelOf)),
        ),
      ),
    ),
    h(
      "g",
      { class: "stemma-nodes" },
      s.nodes.map((n) => nodeView(n, games)),
    ),
  );
}

/** The time axis: each dated row's year on the left, with a faint line across the drawing. */
function axisView(s: Stemma): Element | false {
  if (s.axis === undefined) return false;
  return h(
    "g",
    { class: "stemma-axis", "aria-hidden": "true" },
    s.axis.flatMap((row) =>
      row.year === undefined
        ? []
        : [
            h("line", {
              x1: "40",
              x2: String(s.width),
              y1: row.y.toFixed(1),
              y2: row.y.toFixed(1),
            }),
            h("text", { x: "4", y: (row.y + 4).toFixed(1) }, String(row.year)),
          ],
    ),
  );
}

/** The key to the line styles, in words. */
export const stemmaKey = (lang: Lang): Element =>
  h(
    "ul",
    { class: "stemma-key small" },
    (
      ["copies", "paraphrases", "cites", "inferred", "contradicts", "carries", "unknown"] as const
    ).map((k) => h("li", {}, h("span", { class: `key key--${k}` }), t(lang, `genealogy.key.${k}`))),
  );
