/**
 * The comparison table of two or more readings, as an element tree (src/site/dom/tree.ts): one row per
 * facet with each reading's summary, the engine options that decide it, a mark where the
 * readings differ, and the passage one click away; then the engine options row by row.
 */
import type { CompareCell, CompareData, CompareOption, CompareRuleset } from "./data.ts";
import { h, type Element, type Node } from "../site/dom/tree.ts";
import {
  basisBadge,
  borrowedLine,
  citationView,
  english,
  titleNode,
  href,
  localized,
} from "./citation-view.ts";

export { citationView };
import { agreementRow, facetRow, isBorrowed, isChanged, isSilent } from "./marks.ts";
import { engineSwitch, summaryView, type FacetLine } from "./summary.ts";
import { groupText, groupWitnesses } from "./independence.ts";
import { counted as sayCount, phrase, say, type CompareWords } from "./words.ts";
import { punctOf } from "./punct.ts";

/** What decides whether two cells of a row say the same thing. */
function signature(r: CompareRuleset, facet: string, byOptions: boolean): string {
  if (byOptions)
    return JSON.stringify(r.options.filter((o) => o.facet === facet).map((o) => [o.key, o.value]));
  const cell = r.facets[facet] ?? { kind: "missing" };
  return cell.kind === "stated"
    ? `s:${cell.summary.toLowerCase().replace(/\s+/g, " ").trim()}`
    : cell.kind;
}

function optionLine(w: CompareWords, o: CompareOption): Node[] {
  return [h("code", {}, o.key), ` = ${o.words} `, basisBadge(w, o.citation.basis)];
}

function cellView(w: CompareWords, cell: CompareCell, options: readonly CompareOption[]): Node[] {
  const engine =
    options.length > 0 &&
    h(
      "p",
      { class: "compare-engine small" },
      `${say(w, "compare.engine")} `,
      options.flatMap((o, i) => [...(i > 0 ? [punctOf(w).clauses] : []), ...optionLine(w, o)]),
    );
  switch (cell.kind) {
    case "stated": {
      const summary = localized(w, cell.summary, cell.local);
      return [
        h("p", {}, summary.text, " ", basisBadge(w, cell.citation.basis)),
        summary.credit,
        borrowedLine(cell.citation),
        h(
          "details",
          { class: "compare-cite" },
          h("summary", {}, say(w, "compare.passage")),
          citationView(w, cell.citation),
        ),
        engine,
      ].filter((n): n is Element => n !== false);
    }
    case "not-stated": {
      const reason = localized(w, cell.reason, cell.local);
      return [
        h("p", { class: "not-stated" }, h("strong", {}, say(w, "compare.notStated"))),
        h(
          "details",
          { class: "compare-cite" },
          h("summary", {}, say(w, "compare.why")),
          h("p", {}, reason.text),
          reason.credit,
        ),
        engine,
      ].filter((n): n is Element => n !== false);
    }
    case "missing":
      return [h("p", { class: "muted" }, say(w, "compare.nothing"))];
  }
}

/** What marks a column the reader changed: it is not any source's reading. */
const changedNote = (w: CompareWords, r: CompareRuleset): Element | false =>
  r.changes !== undefined &&
  h(
    "span",
    { class: "compare-changed small", "data-reader-change": "" },
    say(w, "compare.yourChange"),
  );

/**
 * The column heading: the reading (a changed one named by its changes and marked), its game when
 * games differ, its page and its simulator.
 */
function columnHead(w: CompareWords, r: CompareRuleset, showGame: boolean): Element {
  return h(
    "th",
    { scope: "col", "data-changes": r.changes },
    h("a", { href: href(r.url) }, titleNode(r.title, r.titleLang)),
    changedNote(w, r),
    showGame && h("span", { class: "compare-game" }, r.gameName),
    h(
      "span",
      { class: "compare-sim small" },
      h("a", { href: href(r.simulatorUrl) }, say(w, "compare.playIt")),
    ),
  );
}

const columnLabel = (w: CompareWords, r: CompareRuleset, showGame: boolean): string =>
  showGame ? say(w, "compare.gameTitle", { game: r.gameName, title: r.title }) : r.title;

/**
 * Each set of two or more readings that agree in a row, grouped by the independence of their
 * sources (src/compare/independence.ts): "Agree, as 1 independent witness: Walker (2011);
 * the Basque article (which cites Walker 2014, ...)". Only `counted` cells take part: a cell
 * resting on another source than its reading's own is no agreement of that source, and a silent
 * one (not stated, or only our default) agrees on nothing.
 */
function agreeLines(
  w: CompareWords,
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
    const groups = groupWitnesses(witnesses, data.genealogy, w);
    const count = sayCount(w, "compare.witness", groups.length);
    return [
      h(
        "p",
        { class: "compare-agree small" },
        `${say(w, "compare.agree", { count })} `,
        groups.map((g, i) => (i > 0 ? ` | ${groupText(w, g)}` : groupText(w, g))).join(""),
      ),
    ];
  });
}

/** Each facet's cells, marks and agreements, for readings `cols`. */
export function facetLines(
  w: CompareWords,
  data: CompareData,
  cols: readonly CompareRuleset[],
  labels: readonly string[],
): FacetLine[] {
  const oneFamily = new Set(cols.map((c) => c.family)).size === 1;
  return data.facets.map((f) => {
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
    const settings = !anyOptions ? "none" : byOptions ? "comparable" : "incomparable";
    // Readings of two families whose settings differ in kind are not marked "Differs" row by row.
    const open = cols.map((c) => c.facetsOpen?.[f.id]);
    const row = facetRow(w, cells, sigs, labels, settings, !oneFamily && !byOptions, open);
    // Silent sources agree on nothing, and a borrowed cell is not its source's agreement.
    const agree = agreeLines(
      w,
      data,
      cols,
      labels,
      sigs,
      cells.map((c) => !isBorrowed(c) && !isSilent(c) && !isChanged(c)),
    );
    return { id: f.id, label: f.label, cells, row, agree };
  });
}

function facetTable(
  w: CompareWords,
  cols: readonly CompareRuleset[],
  lines: readonly FacetLine[],
): Element {
  const showGame = new Set(cols.map((c) => c.game)).size > 1;
  const labels = cols.map((c) => columnLabel(w, c, showGame));
  return h(
    "table",
    { class: "compare compare-table stack" },
    h("caption", {}, say(w, "compare.facetsCaption", { readings: labels.join(", ") })),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, say(w, "compare.facet")),
        cols.map((c) => columnHead(w, c, showGame)),
      ),
    ),
    h(
      "tbody",
      {},
      lines.map(({ id, label, cells, row, agree }) =>
        h(
          "tr",
          { class: row.kind === "same" ? undefined : row.kind, "data-facet": id },
          h(
            "th",
            { scope: "row" },
            label,
            row.note !== "" && h("span", { class: "compare-row-mark" }, row.note),
            agree,
          ),
          cols.map((c, i) =>
            h(
              "td",
              { "data-label": labels[i], class: row.marks[i] ? row.kind : undefined },
              row.marks[i],
              cellView(
                w,
                cells[i]!,
                c.options.filter((o) => o.facet === id),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** An option's cell: its value in words and basis, and its meaning and passage behind a click. */
function optionCell(w: CompareWords, o: CompareOption | undefined): Node[] | Element {
  return o === undefined
    ? h("p", { class: "muted" }, say(w, "compare.notOption"))
    : [
        h("p", {}, h("strong", {}, o.words), " ", basisBadge(w, o.citation.basis)),
        borrowedLine(o.citation),
        h(
          "details",
          { class: "compare-cite" },
          h("summary", {}, say(w, "compare.meaning")),
          h(
            "p",
            {},
            o.meaningLang === undefined ? `${o.meaning}.` : english(w, `${o.meaning}.`),
            ` ${say(w, "compare.engineValue")} `,
            h("code", {}, o.value),
            ".",
          ),
          citationView(w, o.citation),
        ),
      ].filter((n): n is Element => n !== false);
}

function optionTable(w: CompareWords, data: CompareData, cols: readonly CompareRuleset[]): Element {
  const showGame = new Set(cols.map((c) => c.game)).size > 1;
  const labels = cols.map((c) => columnLabel(w, c, showGame));
  const order = data.facets.map((f) => f.id);
  const keys = [...new Set(cols.flatMap((c) => c.options.map((o) => o.key)))];
  const facetOf = (k: string) =>
    cols.flatMap((c) => c.options).find((o) => o.key === k)?.facet ?? "";
  keys.sort((a, b) => order.indexOf(facetOf(a)) - order.indexOf(facetOf(b)));
  const facetLabel = (id: string) => data.facets.find((f) => f.id === id)?.label ?? id;
  return h(
    "table",
    { class: "compare compare-table stack" },
    h("caption", {}, say(w, "compare.optionsCaption")),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, say(w, "compare.option")),
        cols.map((c) => columnHead(w, c, showGame)),
      ),
    ),
    h(
      "tbody",
      {},
      keys.map((k) => {
        const opts = cols.map((c) => c.options.find((o) => o.key === k));
        const row = agreementRow(
          w,
          opts.map((o) => (o === undefined ? "absent" : o.value)),
          labels,
          opts.map((o) => o?.citation.borrowed !== undefined),
          opts.map((o) => o?.citation.basis === "override"),
          opts.map((o) => o?.open),
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
                "data-open": o?.open === undefined ? undefined : "",
              },
              row.marks[i],
              optionCell(w, o),
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
export function compareView(
  w: CompareWords,
  data: CompareData,
  keys: readonly string[],
  { engineHidden = false }: { readonly engineHidden?: boolean } = {},
): Element {
  const cols = keys.map((k) => data.rulesets[k]).filter((r) => r !== undefined);
  const showGame = new Set(cols.map((c) => c.game)).size > 1;
  const lines = facetLines(
    w,
    data,
    cols,
    cols.map((c) => columnLabel(w, c, showGame)),
  );
  const crossFamily = new Set(cols.map((c) => c.family)).size > 1;
  return h(
    "div",
    { class: "compare-view" },
    crossFamily && summaryView(w, lines),
    engineHidden && engineSwitch(w),
    h(
      "ul",
      { class: "compare-columns" },
      cols.map((c) =>
        h(
          "li",
          {},
          h(
            "a",
            { href: href(c.url) },
            phrase(w, "compare.gameTitle", {
              game: c.gameName,
              title: titleNode(c.title, c.titleLang),
            }),
          ),
          c.changes !== undefined && ` (${say(w, "compare.yourChangeLower")})`,
          " (",
          h("a", { href: href(c.simulatorUrl) }, say(w, "compare.simulator")),
          ")",
        ),
      ),
    ),
    h(
      "section",
      { "aria-labelledby": "compare-facets" },
      h("h2", { id: "compare-facets" }, say(w, "compare.facetsHeading")),
      h("p", { class: "small muted" }, say(w, "compare.facetsIntro")),
      region(say(w, "compare.facetsRegion"), facetTable(w, cols, lines)),
    ),
    h(
      "section",
      { "aria-labelledby": "compare-options", class: "compare-options-section" },
      h("h2", { id: "compare-options" }, say(w, "compare.optionsHeading")),
      h("p", { class: "small muted" }, say(w, "compare.optionsIntro")),
      region(say(w, "compare.optionsRegion"), optionTable(w, data, cols)),
    ),
  );
}
