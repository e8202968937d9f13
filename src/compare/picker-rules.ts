/**
 * "Change the rules" in the compare picker: for each chosen reading, every option its family
 * declares with its meaning, the source reading's value and basis (linked to the passage on the
 * ruleset's page), and a control that changes it. The table is the simulator's
 * (src/play/rules-table.ts), with the same DOM contract
 * (`[data-control="option"][data-option="<key>"]`, `tr[data-option-row]`), one per reading in
 * `[data-reading-rules="<column>"]`. A change is sent to the picker as the readings' new keys; the
 * picker pushes the address and draws the comparison again. Loaded only when the reader opens
 * the panel, with the family's declarations.
 */
import type { CompareData, CompareRuleset } from "./data.ts";
import { readingWordsOf, specsOf, typedValue, type ResolvedReading } from "./changed.ts";
import type { OptionSpec, OptionSpecs } from "../play/engine.ts";
import { changesFrom, formatChanges, valueWords } from "../reading/changes.ts";
import { ENGLISH, controlValues, controlsIn, rulesTable, showValues } from "../play/rules-table.ts";
import type { TableWords } from "../play/rules-table.ts";
import { basisOf } from "./citation-view.ts";
import { replaceChildren } from "../site/dom/to-dom.ts";
import { h, type Element } from "../site/dom/tree.ts";
import { readingKey } from "./url.ts";
import { localizeLinksIn, say, type CompareWords } from "./words.ts";

/** What the panel reads from the picker and asks it to do. */
export interface PickerRulesHost {
  /** The page's words. */
  readonly w: CompareWords;
  /** The comparison's data, with each changed reading's column. */
  readonly data: CompareData;
  readonly readings: readonly ResolvedReading[];
  /** Shows the readings with these keys (pushing the address). */
  apply(keys: readonly string[]): void;
  say(text: string): void;
}

/**
 * The table's words: each option's plain name from the data (`labels`, the simulator's rule
 * cards' names, so a card is headed "Compulsory capture", not its key), and on a page in another
 * language (`CompareWords.reading`) its first column's heading, an option's meaning from the data
 * (`meanings`, else the engine's English) and "none".
 */
function tableWords(host: PickerRulesHost, game: string): TableWords {
  const labels = host.data.labels?.[game];
  const label = (key: string) => labels?.[key];
  const r = host.w.reading;
  if (r === undefined) return { ...ENGLISH, label };
  const meanings = host.data.meanings?.[game];
  return { rule: r.rule, none: r.none, doc: (key, spec) => meanings?.[key] ?? spec.doc, label };
}

/** The source reading's value of an option, linked to its passage, with its basis. */
function sourceCell(
  host: PickerRulesHost,
  r: CompareRuleset,
  key: string,
  spec: OptionSpec,
): Element {
  const { w } = host;
  const o = r.options.find((x) => x.key === key);
  if (o === undefined) return h("td", {}, "—");
  const words = basisOf(w, o.citation.basis);
  const typed = typedValue(spec, o.value);
  return h(
    "td",
    { "data-ruleset": r.key },
    h(
      "a",
      // An enumerated value in the data's words, its identifier on hover (as in the select).
      { href: `${r.url}#option-${key}`, title: typeof typed === "string" ? typed : undefined },
      typeof typed === "string"
        ? o.words
        : (readingWordsOf(w, host.data.values)?.value(spec, typed, key) ?? valueWords(spec, typed)),
    ),
    " ",
    h("span", { class: "small muted", title: words.meaning }, words.label),
    o.citation.borrowed !== undefined && h("span", { class: "small" }, ` (${o.citation.borrowed})`),
  );
}

/** One reading's table, under its name. */
function readingRules(
  host: PickerRulesHost,
  r: CompareRuleset,
  title: string,
  i: number,
  specs: OptionSpecs,
): Element {
  const { w } = host;
  return h(
    "div",
    { "data-reading-rules": String(i) },
    h("h3", {}, title),
    rulesTable({
      idPrefix: `cmp-${i}`,
      specs,
      columns: [{ id: r.key, title: r.title, cell: (k, spec) => sourceCell(host, r, k, spec) }],
      controlTitle: say(w, "compare.pr.column"),
      label: say(w, "compare.pr.label", { title }),
      valueWords: (key, v) => host.data.values?.[key]?.[v] ?? v,
      words: tableWords(host, r.game),
    }),
    h(
      "p",
      {},
      h("button", { type: "button", "data-control": "reset-options" }, say(w, "compare.pr.reset")),
    ),
  );
}

/** Draws the panel into `body` and wires its controls to the picker. */
export async function mountRules(body: HTMLElement, host: PickerRulesHost): Promise<void> {
  const sources = host.readings.map((x) => host.data.rulesets[x.ruleset]!);
  const specs = await Promise.all(sources.map(specsOf));
  replaceChildren(
    body,
    h("p", { class: "small" }, say(host.w, "compare.pr.intro")),
    ...host.readings.map((x, i) =>
      readingRules(host, sources[i]!, host.data.rulesets[x.key]!.title, i, specs[i]!),
    ),
  );
  localizeLinksIn(host.w, body);
  host.readings.forEach((x, i) => {
    const part = body.querySelector<HTMLElement>(`[data-reading-rules="${i}"]`)!;
    const inputs = controlsIn(part);
    const source = sources[i]!;
    const own = (k: string) =>
      typedValue(specs[i]![k], source.options.find((o) => o.key === k)?.value ?? "");
    showValues(inputs, specs[i]!, own, x.changes);
    const send = (text: string) => {
      host.apply(host.readings.map((y, j) => (j === i ? readingKey(y.ruleset, text) : y.key)));
    };
    for (const e of inputs.values())
      e.addEventListener("change", () => {
        const read = controlValues(inputs, specs[i]!);
        if (!read.ok) {
          host.say(say(host.w, "compare.pr.unchanged", { error: read.text }));
          showValues(inputs, specs[i]!, own, x.changes);
          return;
        }
        const values = Object.fromEntries(
          source.options.map((o) => [o.key, { value: own(o.key) }]),
        );
        send(formatChanges(changesFrom(values, read.values), specs[i]));
      });
    part.querySelector('[data-control="reset-options"]')?.addEventListener("click", () => send(""));
  });
}
