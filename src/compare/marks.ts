/**
 * The marks of a comparison's rows: which cells differ, which agree with which, where every
 * source is silent and only our defaults differ, and which cells rest on another source than
 * their reading's own (and so are not counted as agreeing).
 */
import type { CompareCell } from "./data.ts";
import { h, type Element } from "../site/dom/tree.ts";
import { say, type CompareWords } from "./words.ts";
import { punctOf } from "./punct.ts";

/** The mark of a cell in a row where the readings differ, naming the readings it agrees with. */
function differsMark(w: CompareWords, agrees: readonly string[]): Element {
  return h(
    "p",
    { class: "compare-mark" },
    h("span", { "aria-hidden": "true" }, "≠ "),
    say(w, "compare.differs"),
    agrees.length > 0 ? ` (${say(w, "compare.sameAs", { readings: agrees.join(", ") })})` : "",
  );
}

/** A cell whose facet rests on another source than its reading's own (`stated-elsewhere`). */
export const isBorrowed = (cell: CompareCell): boolean =>
  cell.kind === "stated" && cell.citation.borrowed !== undefined;

/** A cell the reader changed in the picker: the reader's, never any source's (`override`). */
export const isChanged = (cell: CompareCell): boolean =>
  cell.kind === "stated" && cell.citation.basis === "override";

/** A cell where the source is silent: not stated, nothing recorded, or only our default. */
export const isSilent = (cell: CompareCell): boolean =>
  cell.kind !== "stated" || cell.citation.basis === "default";

const markOf = (text: string, sign: string): Element =>
  h("p", { class: "compare-mark" }, h("span", { "aria-hidden": "true" }, `${sign} `), text);

/** How a facet row stands: the mark of each cell and the words after the row's name. */
export interface FacetRow {
  readonly kind: "same" | "differs" | "silent" | "borrowed" | "only-one" | "apart";
  readonly marks: readonly (Element | undefined)[];
  readonly note: string;
}

/** What a facet row's engine settings are: none, comparable across its readings, or not. */
export type Settings = "none" | "comparable" | "incomparable";

/** The words after a row's name when every source is silent. */
function silentNote(w: CompareWords, both: boolean, distinct: boolean, settings: Settings): string {
  const silent = say(w, both ? "compare.bothSilent" : "compare.allSilent");
  if (settings === "none") return ` (${silent})`;
  const defaults = distinct
    ? "compare.defaultsDiffer"
    : settings === "comparable"
      ? "compare.defaultsAgree"
      : "compare.defaultsDecide";
  return ` (${silent}${punctOf(w).clauses}${say(w, defaults)})`;
}

/**
 * The marks of a facet row. Where every source is silent, the row says so: when our defaults
 * differ that is no difference of the sources, and when they agree it is no agreement of them. A
 * borrowed cell (its reading's source does not say it; another does) is never counted as
 * agreeing: it is marked, and no other cell names it among those it agrees with.
 */
export function facetRow(
  w: CompareWords,
  cells: readonly CompareCell[],
  sigs: readonly string[],
  labels: readonly string[],
  settings: Settings,
  apart = false,
  open: readonly (string | undefined)[] = [],
): FacetRow {
  const distinct = new Set(sigs).size > 1;
  const borrowed = cells.map(isBorrowed);
  if (cells.every(isSilent)) {
    const both = cells.length === 2;
    const mark = markOf(say(w, both ? "compare.bothSilentMark" : "compare.allSilentMark"), "∅");
    return {
      kind: distinct ? "silent" : "same",
      marks: cells.map(() => (distinct ? mark : undefined)),
      note: silentNote(w, both, distinct, settings),
    };
  }
  if (apart && !cells.some(isChanged)) return apartRow(w, cells, labels);
  return agreementRow(w, sigs, labels, borrowed, cells.map(isChanged), open);
}

/**
 * A row of readings of different families whose settings are not the same ones (lines and points
 * against sowing): their rules cannot be set side by side, so no cell is marked "Differs". The
 * row says whether only one reading speaks, or that they cannot be compared.
 */
function apartRow(
  w: CompareWords,
  cells: readonly CompareCell[],
  labels: readonly string[],
): FacetRow {
  const speaking = labels.filter((_, i) => !isSilent(cells[i]!));
  const marks = cells.map(() => undefined);
  if (speaking.length === 1)
    return {
      kind: "only-one",
      marks,
      note: ` (${say(w, "compare.onlySpeaks", { reading: speaking[0]! })})`,
    };
  return { kind: "apart", marks, note: ` (${say(w, "compare.apart")})` };
}

/**
 * The marks of a row by its values alone (an option row, or a facet row not all silent): where
 * the values differ, each cell names those it agrees with, never a borrowed one; a borrowed cell
 * (`borrowed[i]`) is marked as not counted; so is a reader's change (`changed[i]`), marked as
 * the reader's, and an option an interview left open (`open[i]`, why in words).
 */
export function agreementRow(
  w: CompareWords,
  sigs: readonly string[],
  labels: readonly string[],
  borrowed: readonly boolean[],
  changed: readonly boolean[] = [],
  open: readonly (string | undefined)[] = [],
): FacetRow {
  // An open cell (an observed ruleset's option its interview left open) holds no one's value:
  // it neither makes the row differ nor agrees with any cell.
  const distinct = new Set(sigs.filter((_, i) => open[i] === undefined)).size > 1;
  const uncounted = (j: number) =>
    borrowed[j] === true || changed[j] === true || open[j] !== undefined;
  const marks = sigs.map((s, i) => {
    const why = open[i];
    if (why !== undefined) return markOf(say(w, "compare.openMark", { why }), "?");
    if (changed[i]) return markOf(say(w, "compare.changedMark"), "✎");
    if (borrowed[i]) return markOf(say(w, "compare.borrowedMark"), "≈");
    if (!distinct) return undefined;
    return differsMark(
      w,
      labels.filter((_, j) => j !== i && sigs[j] === s && !uncounted(j)),
    );
  });
  if (distinct) return { kind: "differs", marks, note: ` (${say(w, "compare.readingsDiffer")})` };
  if (borrowed.some(Boolean))
    return { kind: "borrowed", marks, note: ` (${say(w, "compare.restsElsewhere")})` };
  return { kind: "same", marks, note: "" };
}
