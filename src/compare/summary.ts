/**
 * The head of a comparison of readings of two families (lines and points against sowing): where
 * the sources agree, where only one speaks, and where their rules cannot be set side by side,
 * read from the facet rows themselves (view.ts `facetLines`), so the summary cannot say what the
 * table does not. And the switch that folds the engine's option identifiers away on the
 * prebuilt pages: a checkbox and a CSS rule (compare.css), no script.
 */
import { h, type Element } from "../site/dom/tree.ts";
import { say, type CompareWords } from "./words.ts";
import { isSilent, type FacetRow } from "./marks.ts";
import type { CompareCell } from "./data.ts";

/** One facet's row as the table (view.ts `facetLines`) and the summary read it. */
export interface FacetLine {
  readonly id: string;
  readonly label: string;
  readonly cells: readonly CompareCell[];
  readonly row: FacetRow;
  readonly agree: readonly Element[];
}
import { punctOf } from "./punct.ts";

/** The rows of each kind the summary names, as facet names. */
function summaryParts(lines: readonly FacetLine[]) {
  const speaking = (l: FacetLine) => l.cells.some((c) => !isSilent(c));
  return {
    agree: lines
      .filter((l) => (l.row.kind === "same" || l.row.kind === "borrowed") && speaking(l))
      .map((l) => `${l.label}${l.row.note}`),
    onlyOne: lines.filter((l) => l.row.kind === "only-one").map((l) => `${l.label}${l.row.note}`),
    apart: lines.filter((l) => l.row.kind === "apart").map((l) => l.label),
  };
}

/** "In short": three lines, each naming its facets, or saying there are none. */
export function summaryView(w: CompareWords, lines: readonly FacetLine[]): Element {
  const parts = summaryParts(lines);
  const line = (key: "agree" | "onlyOne" | "apart", items: readonly string[]) => [
    h("dt", {}, say(w, `compare.summary.${key}`)),
    h(
      "dd",
      { "data-summary": key },
      items.length === 0 ? say(w, "compare.summary.none") : items.join(punctOf(w).clauses),
    ),
  ];
  return h(
    "section",
    { class: "compare-summary", "aria-labelledby": "compare-summary", "data-compare-summary": "" },
    h("h2", { id: "compare-summary" }, say(w, "compare.summary.heading")),
    h(
      "dl",
      {},
      line("agree", parts.agree),
      line("onlyOne", parts.onlyOne),
      line("apart", parts.apart),
    ),
  );
}

/** The switch that shows the engine's settings (option identifiers), off at first. */
export function engineSwitch(w: CompareWords): Element {
  return h(
    "p",
    { class: "engine-switch" },
    h("input", { type: "checkbox", id: "engine-switch", "data-engine-switch": "" }),
    " ",
    h("label", { for: "engine-switch" }, say(w, "compare.engineSwitch")),
  );
}
