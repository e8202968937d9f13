/**
 * A reading the reader has changed, in a comparison: each change the address asks for read by the
 * engine (the family's declarations and its own checks, as in the simulator: one validation), a
 * change it refuses left out with a message naming option and value, and the changed reading made
 * a column of its own, named by what it changes and marked as not any source's. Loaded by the
 * picker only when an address asks for a change or the reader opens "Change the rules": it loads
 * the family's code then, never with the picker's first load.
 */
import type { Basis } from "../engine/core/index.ts";
import type { CompareCell, CompareCitation, CompareData, CompareOption } from "./data.ts";
import type { CompareRuleset } from "./data.ts";
import type { SimWords } from "../play/words.ts";
import {
  compileReading,
  optionSpecs,
  type OptionSpec,
  type OptionSpecs,
  type OptionValue,
  type RulesetSpec,
} from "../play/engine.ts";
import {
  changesOf,
  changesWords,
  formatChanges,
  readingName,
  type Changes,
  type ReadingWords,
} from "../reading/changes.ts";
import { formatLink } from "../play/link.ts";
import { valueText, valueWords } from "../site/words.ts";
import { distinctKeys, readingKey, type PickedSet } from "./url.ts";
import { say, type CompareWords } from "./words.ts";
import { fill } from "../i18n/fill.ts";
import { optionErrorText, type OptionLike } from "../play/parse-words.ts";

/** Why the engine refuses a change, in the page's words where it passed them (`pickerWords`). */
function refusedWhy(w: CompareWords, e: OptionLike): string {
  if (w.engine === undefined) return e.message;
  return optionErrorText({ words: { lang: w.lang as SimWords["lang"], text: w.engine } }, e);
}

/**
 * How the page words a changed reading, where it is not English (`CompareWords.reading`): the
 * simulator's words (`readingSaid` of src/play/messages.ts), an enumerated value as the
 * data's words. Undefined on English pages, whose names stay reading.ts's English.
 */
export function readingWordsOf(
  w: CompareWords,
  values: CompareData["values"] = {},
): ReadingWords | undefined {
  const r = w.reading;
  if (r === undefined) return undefined;
  return {
    value: (_, v, key) =>
      typeof v === "boolean"
        ? v
          ? r.on
          : r.off
        : v === null
          ? r.none
          : (values[key]?.[String(v)] ?? String(v)),
    and: (list, last) => fill(r.and, { list, last }, w.lang, "simb.and"),
    named: (title, changes) => fill(r.with, { title, changes }, w.lang, "simb.with"),
  };
}

/** A family's declarations of one game's options, loaded once (the family's code chunk). */
export function specsOf(r: CompareRuleset): Promise<OptionSpecs> {
  return optionSpecs({
    id: r.key,
    game: r.game,
    family: r.family as RulesetSpec["family"],
    options: {},
  });
}

/** A value as the compare data writes it (`valueText`), typed by its declaration. */
export function typedValue(spec: OptionSpec | undefined, text: string): OptionValue {
  if (spec?.kind === "bool") return text === "true";
  if (spec?.kind === "int") return text === "null" ? null : Number(text);
  return text;
}

/**
 * The reading as the engine receives it, from the compare data: its values typed by the
 * declarations; each citation reduced to what the engine keeps of one (the picker plays nothing,
 * it only asks the engine whether it accepts the changes).
 */
export function sourceSpec(r: CompareRuleset, specs: OptionSpecs): RulesetSpec {
  return {
    id: r.key.slice(r.game.length + 1),
    game: r.game,
    family: r.family as RulesetSpec["family"],
    options: Object.fromEntries(
      r.options.map((o) => [
        o.key,
        {
          value: typedValue(specs[o.key], o.value),
          provenance: {
            source: r.witness,
            locator: o.citation.locator,
            basis: o.citation.basis as Basis,
          },
        },
      ]),
    ),
  };
}

/**
 * The changes the engine accepts of `asked`: compiled with the family's code; each option it
 * refuses is named with its value in `problems` and left out, and the rest tried again.
 */
export async function acceptedChanges(
  w: CompareWords,
  r: CompareRuleset,
  asked: Readonly<Record<string, string>>,
  problems: string[],
): Promise<{ changes: Changes; specs: OptionSpecs }> {
  const specs = await specsOf(r);
  const spec = sourceSpec(r, specs);
  let overrides: Record<string, string> = { ...asked };
  while (Object.keys(overrides).length > 0) {
    const c = await compileReading(spec, overrides);
    if (c.ok) return { changes: changesOf(c.value, spec.options, overrides), specs };
    const refused = c.error.filter((e) => Object.hasOwn(overrides, e.option));
    for (const e of c.error) {
      const v = overrides[e.option];
      const what =
        v === undefined
          ? say(w, "compare.ch.option", { option: JSON.stringify(e.option) })
          : `${e.option}:${v}`;
      const why = refusedWhy(w, e);
      problems.push(say(w, "compare.ch.refused", { ruleset: r.key, what, why }));
    }
    // An error on an option not asked for (one change making another rule impossible) leaves
    // no way to tell which change to keep: all are left out.
    if (refused.length === 0) break;
    const out = new Set(refused.map((e) => e.option));
    overrides = Object.fromEntries(Object.entries(overrides).filter(([k]) => !out.has(k)));
  }
  if (Object.keys(asked).length > 0)
    problems.push(say(w, "compare.ch.withoutRefused", { ruleset: r.key }));
  return { changes: {}, specs };
}

/**
 * A changed option's citation: the reader's, keeping the place of the passage it replaces. Its
 * reasoning is the page's sentence: on a page in another language, its own words (`local`), not
 * English marked so.
 */
function readerCitation(c: CompareCitation, reasoning: string, local: boolean): CompareCitation {
  return {
    basis: "override",
    source: c.source,
    ...(c.evidence !== undefined && { evidence: c.evidence }),
    locator: c.locator,
    reasoning,
    ...(local && { reasoningLocal: { text: reasoning, credit: "" } }),
  };
}

/** A cell of a facet one of whose options the reader changed: the change, then the source's. */
function changedCell(
  w: CompareWords,
  r: CompareRuleset,
  was: CompareCell | undefined,
  changed: Changes,
  specs: OptionSpecs,
  citation: CompareCitation,
  words: ReadingWords | undefined,
): CompareCell {
  const source =
    was?.kind === "stated"
      ? was.summary
      : was?.kind === "not-stated"
        ? say(w, "compare.ch.notStated")
        : say(w, "compare.ch.nothing");
  const summary = (source: string) =>
    say(w, "compare.ch.summary", {
      changes: changesWords(changed, specs, words),
      title: r.title,
      source,
    });
  // On a page in another language, the cell is the page's sentence, with the source's summary
  // in its translation where there is one (and its credit): not English marked so.
  const local =
    words === undefined
      ? undefined
      : was?.kind === "stated" && was.local !== undefined
        ? { text: summary(was.local.text), credit: was.local.credit }
        : { text: summary(source), credit: "" };
  return { kind: "stated", summary: summary(source), ...(local && { local }), citation };
}

/**
 * The column of a changed reading: named by its changes (`readingName`), each changed option's
 * value the reader's with the citation of the value it replaces, each facet those options decide
 * saying so, no self-play figures (they are the source reading's), its simulator link carrying
 * the changes.
 */
export function changedRuleset(
  w: CompareWords,
  r: CompareRuleset,
  changes: Changes,
  specs: OptionSpecs,
  values: CompareData["values"] = {},
): CompareRuleset {
  const text = formatChanges(changes, specs);
  const said = readingWordsOf(w, values);
  const options: CompareOption[] = r.options.map((o) => {
    if (!(o.key in changes)) return o;
    const v = changes[o.key]!;
    // A value in the page's words (an enumerated one in the data's); its identifier stays in
    // `value` and the address.
    const words =
      said?.value(specs[o.key], v, o.key) ??
      (typeof v === "string" ? values[o.key]?.[v] : undefined) ??
      valueWords(v);
    const reasoning = say(w, "compare.ch.reasoning", {
      option: o.key,
      value: words,
      title: r.title,
      words: o.words,
    });
    return {
      ...o,
      value: valueText(v),
      words,
      citation: readerCitation(o.citation, reasoning, said !== undefined),
    };
  });
  const facets: Record<string, CompareCell> = { ...r.facets };
  for (const facet of new Set(options.filter((o) => o.key in changes).map((o) => o.facet))) {
    const mine = options.filter((o) => o.facet === facet && o.key in changes);
    const changed = Object.fromEntries(mine.map((o) => [o.key, changes[o.key]!]));
    facets[facet] = changedCell(w, r, r.facets[facet], changed, specs, mine[0]!.citation, said);
  }
  const id = r.key.slice(r.game.length + 1);
  return {
    ...r,
    key: readingKey(r.key, text),
    title: readingName(r.title, changes, specs, said),
    changes: text,
    simulatorUrl: `${r.url}#${formatLink({ ruleset: id, options: text, moves: [] })}`,
    options,
    facets,
    play: null,
  };
}

/** The comparison an address asks for: the data with each changed reading's column, the keys. */
export interface Resolved {
  readonly data: CompareData;
  readonly keys: readonly string[];
  readonly problems: readonly string[];
  /** Each reading shown, in column order: its key, its source's ruleset, the changes in force. */
  readonly readings: readonly ResolvedReading[];
}

export interface ResolvedReading {
  readonly key: string;
  readonly ruleset: string;
  readonly changes: Changes;
}

/** Reads every reading's changes with the engine, left to right. */
export async function resolveReadings(
  w: CompareWords,
  data: CompareData,
  picked: PickedSet,
): Promise<Resolved> {
  const problems = [...picked.problems];
  const rulesets: Record<string, CompareRuleset> = { ...data.rulesets };
  const all: ResolvedReading[] = [];
  for (const p of picked.readings) {
    const r = data.rulesets[p.ruleset]!;
    if (Object.keys(p.changes).length === 0) {
      all.push({ key: r.key, ruleset: r.key, changes: {} });
      continue;
    }
    const read = await acceptedChanges(w, r, p.changes, problems);
    const column =
      Object.keys(read.changes).length === 0
        ? r
        : changedRuleset(w, r, read.changes, read.specs, data.values);
    rulesets[column.key] = column;
    all.push({ key: column.key, ruleset: r.key, changes: read.changes });
  }
  const keys = distinctKeys(
    w,
    all.map((x) => x.key),
    problems,
  );
  const readings = keys.map((k) => all.find((x) => x.key === k)!);
  return { data: { ...data, rulesets }, keys, problems, readings };
}
