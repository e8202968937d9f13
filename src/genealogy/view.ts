/**
 * The stemma as SVG and the same relations as a table, as element trees (src/site/dom): the
 * picture for the eye, the table for reading, screen readers and pages without script (both are
 * drawn at build time; nothing runs in the browser).
 */
import { h, type Element, type Node } from "../site/dom/tree.ts";
import type { CarriedView, NodeRef, PassageView, RelationView } from "./build.ts";
import { LINE_HEIGHT, type PlacedEdge, type PlacedNode, type Stemma } from "./layout.ts";

const BASIS_WORDS: Readonly<Record<string, string>> = {
  stated: "stated by the dependent source",
  "stated-elsewhere": "stated by another source",
  inferred: "our inference",
};

const link = (ref: NodeRef): Node =>
  ref.url === undefined ? ref.title : h("a", { href: ref.url }, ref.title);

function edgePath(e: PlacedEdge): string {
  const [first, ...rest] = e.points;
  if (first === undefined) return "";
  return `M${first.x.toFixed(1)},${first.y.toFixed(1)}${rest.map((p) => ` L${p.x.toFixed(1)},${p.y.toFixed(1)}`).join("")}`;
}

function nodeView(n: PlacedNode): Element {
  const cls = `stemma-node stemma-node--${n.kind}${n.focus === true ? " stemma-node--focus" : ""}`;
  const box = h(
    "g",
    { class: cls },
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

/**
 * The stemma as an SVG element: `idPrefix` keeps its ids unique on a page, `label` is its
 * title and `description` says what it shows in words.
 */
export function stemmaSvg(
  s: Stemma,
  idPrefix: string,
  label: string,
  description: string,
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
    h(
      "g",
      { class: "stemma-edges" },
      s.edges.map((e) =>
        h(
          "path",
          {
            d: edgePath(e),
            class: `stemma-edge stemma-edge--${e.kind} stemma-edge--${e.basis}${e.carries ? " stemma-edge--carries" : ""}`,
            "marker-end": `url(#${arrow})`,
          },
          h(
            "title",
            {},
            e.kind === "candidate"
              ? `${labelOf.get(e.source) ?? e.source}: a candidate, not established`
              : `${labelOf.get(e.target) ?? e.target}: ${e.kind} ${labelOf.get(e.source) ?? e.source}`,
          ),
        ),
      ),
    ),
    h("g", { class: "stemma-nodes" }, s.nodes.map(nodeView)),
  );
}

/** The key to the line styles, in words. */
export const stemmaKey = (): Element =>
  h(
    "ul",
    { class: "stemma-key small" },
    h("li", {}, h("span", { class: "key key--copies" }), "copies or translates"),
    h("li", {}, h("span", { class: "key key--paraphrases" }), "paraphrases"),
    h("li", {}, h("span", { class: "key key--cites" }), "cites (what was taken not known)"),
    h("li", {}, h("span", { class: "key key--inferred" }), "dashed: our inference"),
    h("li", {}, h("span", { class: "key key--contradicts" }), "disputes"),
    h("li", {}, h("span", { class: "key key--carries" }), "carries an error or a doubtful detail"),
    h(
      "li",
      {},
      h("span", { class: "key key--unknown" }),
      "no source named; dotted lines: candidates",
    ),
  );

function passageView(p: PassageView): Node[] {
  const paired = p.quote !== undefined && p.lang !== undefined && p.lang !== "en";
  return [
    h(
      "p",
      { class: "small" },
      link(p.source),
      `, ${p.locator}`,
      p.evidence && [" (evidence: ", link(p.evidence), ")"],
    ),
    p.quote !== undefined &&
      h("blockquote", { lang: p.lang ?? "en", class: "relation-quote" }, h("p", {}, p.quote)),
    paired &&
      h(
        "p",
        { class: "small relation-translation" },
        `Translation (${p.translationBy ?? "ours"}): ${p.translation ?? ""}`,
      ),
  ].filter((n): n is Element => n !== false);
}

/** What the relation says, in a sentence: "Walker 2011 cites Murray 1951". */
export function relationSentence(r: RelationView): Node[] {
  const candidates =
    r.candidates.length === 0
      ? []
      : [
          " (candidates, none established: ",
          ...r.candidates.flatMap((c, i) => [i > 0 ? ", " : "", link(c)]),
          ")",
        ];
  return [
    link(r.from),
    ` ${r.verb}`,
    r.to === undefined ? ` for its ${r.concerns.join(" and ")}` : "",
    r.to === undefined ? "" : " ",
    r.to === undefined ? "" : link(r.to),
    r.via === undefined ? "" : [" through ", link(r.via)],
    ...candidates,
  ].flatMap((n) => (n === "" ? [] : Array.isArray(n) ? n : [n]));
}

function relationRow(r: RelationView): Element {
  return h(
    "tr",
    { id: `relation-${r.id}`, class: r.carries.length > 0 ? "relation--carries" : undefined },
    h("td", { "data-label": "Relation" }, h("p", {}, ...relationSentence(r))),
    h("td", { "data-label": "Concerns" }, r.concerns.join(", ")),
    h(
      "td",
      { "data-label": "Basis" },
      BASIS_WORDS[r.basis] ?? r.basis,
      r.by && [" (", link(r.by), ")"],
    ),
    h("td", { "data-label": "Confidence" }, `${String(r.confidence)}/100`),
    h(
      "td",
      { "data-label": "Evidence" },
      h(
        "details",
        {},
        h(
          "summary",
          {},
          r.evidence.length === 1 ? "The passage" : `${String(r.evidence.length)} passages`,
        ),
        r.evidence.flatMap(passageView),
        r.reasoning !== undefined &&
          h("p", { class: "small" }, h("strong", {}, "Reasoning: "), r.reasoning),
        r.note !== undefined && h("p", { class: "small" }, h("strong", {}, "Note: "), r.note),
      ),
    ),
  );
}

/** The relations as a table: the stemma's text equivalent. */
export function relationTable(relations: readonly RelationView[], caption: string): Element {
  return h(
    "table",
    { class: "relations stack" },
    h("caption", {}, caption),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        ["Relation", "Concerns", "Basis", "Confidence", "Evidence"].map((c) =>
          h("th", { scope: "col" }, c),
        ),
      ),
    ),
    h("tbody", {}, relations.map(relationRow)),
  );
}

/** An error or doubtful detail that travelled along a relation, and every place it appears. */
export function carriedView(c: CarriedView): Element {
  return h(
    "div",
    { class: `carried carried--${c.status}` },
    h(
      "p",
      {},
      h("strong", {}, c.status === "error" ? "Error: " : "Doubtful: "),
      link(c.from),
      ` gives ${c.field} “${c.value}” for `,
      link(c.to),
      ". ",
      c.reason,
    ),
    h("p", {}, h("strong", {}, "Where it came from: "), c.origin),
    h("p", {}, h("strong", {}, `Where it appears (${String(c.appearsIn.length)}):`)),
    h(
      "ul",
      {},
      c.appearsIn.map((p) => h("li", {}, ...passageView(p))),
    ),
    c.keptInIds.length > 0 &&
      h(
        "p",
        {},
        h("strong", {}, "Carried into this site's permanent ids: "),
        ...c.keptInIds.flatMap((r, i) => [i > 0 ? ", " : "", link(r)]).filter((n) => n !== ""),
        ". They keep the value because published ids never change; the records themselves give our value.",
      ),
  );
}
