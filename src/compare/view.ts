/**
 * The comparison table of two or more readings, as an element tree (src/site/dom/tree.ts): one row per
 * facet with each reading's summary, the engine options that decide it, a mark where the
 * readings differ, and the passage one click away; then the engine options row by row.
 */
import type {
  CompareCell,
  CompareCitation,
  CompareData,
  CompareOption,
  CompareRuleset,
} from "./data.ts";
import { h, type Element, type Node } from "../site/dom/tree.ts";
import { basisWords } from "../site/basis-words.ts";
import { agreementRow, facetRow, isBorrowed, isChanged, isSilent } from "./marks.ts";
import { groupText, groupWitnesses } from "../genealogy/independence.ts";

/** Internal links only: anything else in the data becomes a dead link rather than a live one. */
const href = (u: string): string => (u.startsWith("/") && !u.startsWith("//") ? u : "#");

const basisBadge = (basis: string): Element =>
  h(
    "span",
    { class: `basis basis--${basis}`, title: basisWords(basis).meaning },
    basisWords(basis).label,
  );

/** The note on a cell that rests on another source than its reading's own. */
const borrowedLine = (c: CompareCitation): Element | false =>
  c.borrowed !== undefined && h("p", { class: "compare-borrowed small" }, `${c.borrowed}.`);

/** The passage: source, locator, evidence, quotation with language and translation, reasoning. */
export function citationView(c: CompareCitation): Element {
  const paired = c.quote !== undefined && c.lang !== undefined && c.lang !== "en";
  return h(
    "div",
    { class: "citation" },
    h(
      "p",
      { class: "cite-line" },
      basisBadge(c.basis),
      " ",
      h("a", { href: href(c.source.url) }, c.source.title),
      `, ${c.locator}`,
      c.evidence && [" (evidence: ", h("a", { href: href(c.evidence.url) }, c.evidence.title), ")"],
    ),
    c.quote !== undefined &&
      h(
        "figure",
        { class: paired ? "quote quote--pair" : "quote" },
        h(
          "div",
          { class: "quote-original" },
          paired && h("p", { class: "quote-label" }, `Original (${c.langName ?? c.lang})`),
          h("blockquote", { lang: c.lang ?? "en" }, h("p", {}, c.quote)),
        ),
        paired &&
          h(
            "div",
            { class: "quote-translation" },
            h("p", { class: "quote-label" }, "English translation"),
            h("blockquote", { lang: "en" }, h("p", {}, c.translation ?? "")),
          ),
        h(
          "figcaption",
          {},
          `Language: ${c.langName ?? c.lang ?? ""} (`,
          h("code", {}, c.lang ?? ""),
          ")",
          paired && `. Translation: ${c.translationBy ?? "ours"}`,
        ),
      ),
    c.quote === undefined &&
      (c.basis === "stated" || c.basis === "stated-elsewhere") &&
      h("p", { class: "small muted" }, "No quotation recorded for this citation."),
    c.omission !== undefined &&
      h("p", { class: "small muted" }, h("strong", {}, "Cut at [...]:"), ` ${c.omission}`),
    c.reasoning !== undefined &&
      h("p", { class: "reasoning" }, h("strong", {}, "Reasoning:"), ` ${c.reasoning}`),
  );
}

/** What decides whether two cells of a row say the same thing. */
function signature(r: CompareRuleset, facet: string, byOptions: boolean): string {
  if (byOptions)
    return JSON.stringify(r.options.filter((o) => o.facet === facet).map((o) => [o.key, o.value]));
  const cell = r.facets[facet] ?? { kind: "missing" };
  return cell.kind === "stated"
    ? `s:${cell.summary.toLowerCase().replace(/\s+/g, " ").trim()}`
    : cell.kind;
}

function optionLine(o: CompareOption): Node[] {
  return [h("code", {}, o.key), ` = ${o.words} `, basisBadge(o.citation.basis)];
}

function cellView(cell: CompareCell, options: readonly CompareOption[]): Node[] {
  const engine =
    options.length > 0 &&
    h(
      "p",
      { class: "compare-engine small" },
      "Engine: ",
      options.flatMap((o, i) => [...(i > 0 ? ["; "] : []), ...optionLine(o)]),
    );
  switch (cell.kind) {
    case "stated":
      return [
        h("p", {}, cell.summary, " ", basisBadge(cell.citation.basis)),
        borrowedLine(cell.citation),
        h(
          "details",
          { class: "compare-cite" },
          h("summary", {}, "The passage"),
          citationView(cell.citation),
        ),
        engine,
      ].filter((n): n is Element => n !== false);
    case "not-stated":
      return [
        h("p", { class: "not-stated" }, h("strong", {}, "Not stated by the source")),
        h("details", { class: "compare-cite" }, h("summary", {}, "Why"), h("p", {}, cell.reason)),
        engine,
      ].filter((n): n is Element => n !== false);
    case "missing":
      return [h("p", { class: "muted" }, "Nothing recorded for this facet.")];
  }
}

/** What marks a column the reader changed: it is not any source's reading. */
const changedNote = (r: CompareRuleset): Element | false =>
  r.changes !== undefined &&
  h(
    "span",
    { class: "compare-changed small", "data-reader-change": "" },
    "Your change, not any source's reading",
  );

/**
 * The column heading: the reading (a changed one named by its changes and marked), its game when
 * games differ, its page and its simulator.
 */
function columnHead(r: CompareRuleset, showGame: boolean): Element {
  return h(
    "th",
    { scope: "col", "data-changes": r.changes },
    h("a", { href: href(r.url) }, r.title),
    changedNote(r),
    showGame && h("span", { class: "compare-game" }, r.gameName),
    h(
      "span",
      { class: "compare-sim small" },
      h("a", { href: href(r.simulatorUrl) }, "Play it in the simulator"),
    ),
  );
}

const columnLabel = (r: CompareRuleset, showGame: boolean): string =>
  showGame ? `${r.gameName}: ${r.title}` : r.title;

/**
 * Each set of two or more readings that agree in a row, grouped by the independence of their
 * sources (src/genealogy/independence.ts): "Agree, as 1 independent witness: Walker (2011);
 * the Basque article (which cites Walker 2014, ...)". Only `counted` cells take part: a cell
 * resting on another source than its reading's own is no agreement of that source, and a silent
 * one (not stated, or only our default) agrees on nothing.
 */
function agreeLines(
  data: CompareData,
  cols: readonly CompareRuleset[],
  labels: readonly string[],
  sigs: readonly string[],
  counted: readonly boolean[],
): Element[] {
  return [...new Set(sigs)].flatMap((sig) => {
    const witnesses = cols
      .map((c, i) => ({ key: c.key, label: labels[i]!, source: c.witness, sig: sigs[i] }))
      .filter((w, i) => w.sig === sig && counted[i]);
    if (witnesses.length < 2) return [];
    const groups = groupWitnesses(witnesses, data.genealogy);
    const count =
      groups.length === 1
        ? "1 independent witness"
        : `${String(groups.length)} independent witnesses`;
    return [
      h(
        "p",
        { class: "compare-agree small" },
        `Agree, as ${count}: `,
        groups.map((g, i) => (i > 0 ? ` | ${groupText(g)}` : groupText(g))).join(""),
      ),
    ];
  });
}

function facetTable(data: CompareData, cols: readonly CompareRuleset[]): Element {
  const showGame = new Set(cols.map((c) => c.game)).size > 1;
  const oneFamily = new Set(cols.map((c) => c.family)).size === 1;
  const labels = cols.map((c) => columnLabel(c, showGame));
  return h(
    "table",
    { class: "compare compare-table stack" },
    h("caption", {}, `The rule facets of ${labels.join(", ")}, side by side.`),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, "Facet"),
        cols.map((c) => columnHead(c, showGame)),
      ),
    ),
    h(
      "tbody",
      {},
      data.facets.map((f) => {
        // Across families the settings are comparable only where every reading has the same ones.
        const keysOf = (c: CompareRuleset) =>
          c.options
            .filter((o) => o.facet === f.id)
            .map((o) => o.key)
            .join(" ");
        const sameKeys = new Set(cols.map(keysOf)).size === 1 && keysOf(cols[0]!) !== "";
        const byOptions =
          sameKeys || (oneFamily && cols.some((c) => c.options.some((o) => o.facet === f.id)));
        const cells = cols.map((c) => c.facets[f.id] ?? ({ kind: "missing" } as const));
        const anyOptions = cols.some((c) => c.options.some((o) => o.facet === f.id));
        const sigs = cols.map((c) => signature(c, f.id, byOptions));
        const row = facetRow(
          cells,
          sigs,
          labels,
          !anyOptions ? "none" : byOptions ? "comparable" : "incomparable",
        );
        // Silent sources agree on nothing, and a borrowed cell is not its source's agreement.
        const agree = agreeLines(
          data,
          cols,
          labels,
          sigs,
          cells.map((c) => !isBorrowed(c) && !isSilent(c) && !isChanged(c)),
        );
        return h(
          "tr",
          { class: row.kind === "same" ? undefined : row.kind, "data-facet": f.id },
          h(
            "th",
            { scope: "row" },
            f.label,
            row.note !== "" && h("span", { class: "compare-row-mark" }, row.note),
            agree,
          ),
          cols.map((c, i) =>
            h(
              "td",
              { "data-label": labels[i], class: row.marks[i] ? row.kind : undefined },
              row.marks[i],
              cellView(
                cells[i]!,
                c.options.filter((o) => o.facet === f.id),
              ),
            ),
          ),
        );
      }),
    ),
  );
}

function optionTable(data: CompareData, cols: readonly CompareRuleset[]): Element {
  const showGame = new Set(cols.map((c) => c.game)).size > 1;
  const labels = cols.map((c) => columnLabel(c, showGame));
  const order = data.facets.map((f) => f.id);
  const keys = [...new Set(cols.flatMap((c) => c.options.map((o) => o.key)))];
  const facetOf = (k: string) =>
    cols.flatMap((c) => c.options).find((o) => o.key === k)?.facet ?? "";
  keys.sort((a, b) => order.indexOf(facetOf(a)) - order.indexOf(facetOf(b)));
  const facetLabel = (id: string) => data.facets.find((f) => f.id === id)?.label ?? id;
  return h(
    "table",
    { class: "compare compare-table stack" },
    h(
      "caption",
      {},
      "The engine options each reading sets, with the facet each decides, its basis, its meaning and its passage.",
    ),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, "Option"),
        cols.map((c) => columnHead(c, showGame)),
      ),
    ),
    h(
      "tbody",
      {},
      keys.map((k) => {
        const opts = cols.map((c) => c.options.find((o) => o.key === k));
        const row = agreementRow(
          opts.map((o) => (o === undefined ? "absent" : o.value)),
          labels,
          opts.map((o) => o?.citation.borrowed !== undefined),
          opts.map((o) => o?.citation.basis === "override"),
        );
        return h(
          "tr",
          { class: row.kind === "same" ? undefined : row.kind, "data-option": k },
          h(
            "th",
            { scope: "row" },
            h("code", {}, k),
            h("span", { class: "compare-game" }, facetLabel(facetOf(k))),
            row.note !== "" && h("span", { class: "compare-row-mark" }, row.note),
          ),
          opts.map((o, i) =>
            h(
              "td",
              {
                "data-label": labels[i],
                class: row.marks[i] ? row.kind : undefined,
                "data-reader-change": o?.citation.basis === "override" ? "" : undefined,
              },
              row.marks[i],
              o === undefined
                ? h("p", { class: "muted" }, "Not an option of this game.")
                : [
                    h("p", {}, h("strong", {}, o.words), " ", basisBadge(o.citation.basis)),
                    borrowedLine(o.citation),
                    h(
                      "details",
                      { class: "compare-cite" },
                      h("summary", {}, "Meaning and passage"),
                      h("p", {}, `${o.meaning}. Engine value: `, h("code", {}, o.value), "."),
                      citationView(o.citation),
                    ),
                  ].filter((n): n is Element => n !== false),
            ),
          ),
        );
      }),
    ),
  );
}

/** A table in a region that scrolls on its own when it must, reachable and named for keyboards. */
const region = (label: string, table: Element): Element =>
  h("div", { class: "compare-region", role: "region", tabindex: "0", "aria-label": label }, table);

/**
 * The whole comparison of `keys` (already checked against the data): the facets table and the
 * options table, each under its heading. `headingLevel` lets the picker nest it under its own.
 */
export function compareView(data: CompareData, keys: readonly string[]): Element {
  const cols = keys.map((k) => data.rulesets[k]).filter((r) => r !== undefined);
  return h(
    "div",
    { class: "compare-view" },
    h(
      "ul",
      { class: "compare-columns" },
      cols.map((c) =>
        h(
          "li",
          {},
          h("a", { href: href(c.url) }, `${c.gameName}: ${c.title}`),
          c.changes !== undefined && " (your change, not any source's reading)",
          " (",
          h("a", { href: href(c.simulatorUrl) }, "simulator"),
          ")",
        ),
      ),
    ),
    h(
      "section",
      { "aria-labelledby": "compare-facets" },
      h("h2", { id: "compare-facets" }, "The rules, facet by facet"),
      h(
        "p",
        { class: "small muted" },
        "Each cell is our summary of what the reading says, with its basis: stated by the reading's own source; stated elsewhere (another source says it, and the cell names which: such a cell is not counted as its source's agreement); inferred (our reading, with the reasoning); or our default where the source is silent. “Not stated by the source” records that the source says nothing on it, and why. Open “The passage” for the source's words, in their language and in English. Cells are marked “Differs” when the engine settings deciding the facet differ (for readings of different families, where they have the same settings); otherwise when the summaries differ. Where every source is silent and only our defaults differ, the row says so instead: that is not a difference of the sources.",
      ),
      region("Rule facets side by side (scrolls on a narrow screen)", facetTable(data, cols)),
    ),
    h(
      "section",
      { "aria-labelledby": "compare-options" },
      h("h2", { id: "compare-options" }, "Engine options"),
      h(
        "p",
        { class: "small muted" },
        "The values the rules engine plays each reading with, grouped by the facet they decide; open a cell for the option's meaning and the passage it rests on.",
      ),
      region("Engine options side by side (scrolls on a narrow screen)", optionTable(data, cols)),
    ),
  );
}
