/**
 * The table of "Change the rules", one component for the simulator's panel (rules-panel.ts) and
 * the compare picker's (src/compare/picker-rules.ts): a row per option the family declares
 * (`tr[data-option-row]`, its plain name and its meaning), the control that sets the option
 * (`[data-control="option"][data-option="<key>"]`, the DOM contract of docs/simulator.md), then
 * a cell per source reading (each caller draws its own cells). The CSS draws each row as a card,
 * control first, so nothing scrolls sideways on a phone; the table stays for assistive technology.
 * Generic over the declarations, so an option a family adds appears without code.
 */
import { describeOption, type OptionSpec, type OptionSpecs, type OptionValue } from "./engine.ts";
import { h, type Element } from "../site/dom/tree.ts";

/** A source reading's column: its heading, and its cell of each option. */
export interface RulesColumn {
  /** `data-ruleset` of its heading. */
  readonly id: string;
  readonly title: string;
  cell(key: string, spec: OptionSpec): Element;
}

/** What the table shows: the options, the source columns, the controls' ids and heading. */
export interface RulesTableSpec {
  /** Prefix of each control's id (`<prefix>-option-<key>`), unique in the page. */
  readonly idPrefix: string;
  readonly specs: OptionSpecs;
  readonly columns: readonly RulesColumn[];
  /** The heading of the controls' column ("This game"). */
  readonly controlTitle: string;
  /** The accessible name of the scrolling region. */
  readonly label: string;
  /**
   * The page's words, where they are not English: the first column's heading, what an option
   * means, the empty number's placeholder.
   */
  readonly words?: TableWords | undefined;
  /**
   * An enumerated value of option `key` in the page's words, the visible text of its
   * `<option>` (the identifier stays its `value` and is its `title`); absent: the identifier.
   */
  readonly valueWords?: ((key: string, value: string) => string) | undefined;
}

/** The words of the table on a page in another language (rules-panel.ts gives the page's). */
export interface TableWords {
  readonly rule: string;
  readonly none: string;
  doc(key: string, spec: OptionSpec): string;
  /**
   * The option's plain name in the page's language ("Compulsory capture"); absent, or
   * undefined for a key, the card is headed by the key itself, as the files write it.
   */
  label?: ((key: string) => string | undefined) | undefined;
}

/** The table's English, for a page that passes no words (an English page). */
export const ENGLISH: TableWords = {
  rule: "Rule",
  none: "none",
  doc: (_key, spec) => spec.doc,
};

/**
 * The control that sets an option: a checkbox, a list of values (each shown in words, its
 * identifier the `value` and `title`), or a number in its range.
 */
function control(t: RulesTableSpec, id: string, key: string, spec: OptionSpec): Element {
  const w = t.words ?? ENGLISH;
  const common = { id, "data-control": "option", "data-option": key };
  switch (spec.kind) {
    case "bool":
      return h("input", { ...common, type: "checkbox" });
    case "enum":
      return h(
        "select",
        common,
        ...spec.values.map((v) => h("option", { value: v, title: v }, t.valueWords?.(key, v) ?? v)),
      );
    case "int":
      return h("input", {
        ...common,
        type: "number",
        min: String(spec.min),
        max: spec.max === undefined ? undefined : String(spec.max),
        step: spec.even === true ? "2" : "1",
        placeholder: spec.nullable === true ? w.none : undefined,
      });
  }
}

/**
 * A source's cell with the source named inside it ("Montgomery 1886: yes, stated"), so that a
 * card, whose columns have no heading in sight, still says whose value it is.
 */
function namedCell(c: RulesColumn, key: string, spec: OptionSpec): Element {
  const cell = c.cell(key, spec);
  return {
    ...cell,
    children: [h("span", { class: "sim-rule-source" }, c.title), " ", ...(cell.children ?? [])],
  };
}

/**
 * A row, drawn as a card: the option's plain name and its meaning (the key, as the files and
 * links write it, on hover), the control, then one line per source of its value and basis.
 */
function row(t: RulesTableSpec, key: string, spec: OptionSpec): Element {
  const id = `${t.idPrefix}-option-${key}`;
  const w = t.words ?? ENGLISH;
  const name = w.label?.(key);
  return h(
    "tr",
    { "data-option-row": key },
    h(
      "th",
      { scope: "row" },
      h(
        "label",
        { for: id, title: name === undefined ? undefined : key },
        name === undefined ? h("code", {}, key) : h("strong", {}, name),
      ),
      h("span", { class: "small" }, ` ${w.doc(key, spec)}`),
    ),
    h("td", { class: "sim-rule-control" }, control(t, id, key, spec)),
    ...t.columns.map((c) => namedCell(c, key, spec)),
  );
}

/** The table in its scrolling region. */
export function rulesTable(t: RulesTableSpec): Element {
  return h(
    "div",
    { class: "sim-rules-table", role: "region", "aria-label": t.label, tabindex: "0" },
    h(
      "table",
      {},
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, (t.words ?? ENGLISH).rule),
          h("th", { scope: "col" }, t.controlTitle),
          ...t.columns.map((c) => h("th", { scope: "col", "data-ruleset": c.id }, c.title)),
        ),
      ),
      h("tbody", {}, ...Object.keys(t.specs).map((k) => row(t, k, t.specs[k]!))),
    ),
  );
}

export type OptionControl = HTMLInputElement | HTMLSelectElement;

/** The table's controls by option key. */
export const controlsIn = (root: ParentNode): Map<string, OptionControl> =>
  new Map(
    [...root.querySelectorAll<OptionControl>('[data-control="option"]')].map((e) => [
      e.dataset.option ?? "",
      e,
    ]),
  );

/** The value a control holds, typed as its option's kind (an empty nullable number is `null`). */
function valueOf(e: OptionControl, spec: OptionSpec): OptionValue {
  if (spec.kind === "bool") return (e as HTMLInputElement).checked;
  if (spec.kind === "enum") return e.value;
  if (e.value.trim() === "") return spec.nullable === true ? null : Number.NaN;
  return Number(e.value);
}

/**
 * Every control's value, typed; or, for a number the option cannot take, the words saying what
 * it must be (the caller keeps the rules as they were).
 */
export function controlValues(
  inputs: ReadonlyMap<string, OptionControl>,
  specs: OptionSpecs,
  mustBe = (key: string, what: string) => `${key} must be ${what}`,
): { ok: true; values: Record<string, OptionValue> } | { ok: false; text: string } {
  const values: Record<string, OptionValue> = {};
  for (const [key, e] of inputs) {
    const spec = specs[key]!;
    values[key] = valueOf(e, spec);
    if (Number.isNaN(values[key])) return { ok: false, text: mustBe(key, describeOption(spec)) };
  }
  return { ok: true, values };
}

/**
 * Shows the reading in force: each control holds the value (the change where there is one, else
 * the source's), and a changed option's row is marked `data-changed`.
 */
export function showValues(
  inputs: ReadonlyMap<string, OptionControl>,
  specs: OptionSpecs,
  source: (key: string) => OptionValue,
  changes: Readonly<Record<string, OptionValue>>,
): void {
  for (const [key, e] of inputs) {
    const v = key in changes ? changes[key]! : source(key);
    if (specs[key]!.kind === "bool") (e as HTMLInputElement).checked = v === true;
    else e.value = v === null ? "" : String(v);
    const tr = e.closest("tr");
    if (key in changes) tr?.setAttribute("data-changed", "");
    else tr?.removeAttribute("data-changed");
  }
}
