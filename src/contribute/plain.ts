import type { Params } from "../i18n/fill.ts";
import { say, type FormWords } from "./issue-words.ts";
import type { Schema } from "./shape.ts";

/*
 * The form in a reader's words: the record's fields in groups ("Where it comes from", "How sure
 * we are"), each under its plain name, and a problem said as what the field must be ("Confidence
 * must be a number from 0 to 100"), naming the field as the form shows it. The schema's own
 * wording stays the build's (issue-words.ts), kept on each problem for whoever files the record.
 * Pure: the browser's form (form.ts) and the tests call it.
 */

type Path = readonly (string | number)[];

/** The record's fields by group, in the order the form shows the groups. */
const GROUPS: readonly (readonly [string, readonly string[]])[] = [
  ["about", ["id", "title", "title-short", "type", "kind", "game", "family", "summary"]],
  [
    "source",
    [
      "source",
      "sources",
      "evidence",
      "dlpUrl",
      "related",
      "ruleset",
      "author",
      "translator",
      "editor",
      "container-title",
      "volume",
      "issue",
      "page",
      "edition",
      "publisher",
      "publisher-place",
      "URL",
      "language",
      "translationOf",
      "scans",
      "citedOtherwise",
    ],
  ],
  ["when", ["date", "dateNote", "issued", "written", "regions", "place", "observation"]],
  ["says", ["rules", "quotations", "options", "facets", "claims", "chapters"]],
  ["sure", ["confidence", "confidenceNote", "uncertainty"]],
  ["people", ["ages", "genders", "socialStatus", "spaces"]],
  ["notes", ["notes", "note"]],
];

/** The group a field of the record goes in: its own, its translated field's, else "more". */
function groupOf(key: string): string {
  const base = key.endsWith("Translations") ? key.slice(0, -"Translations".length) : key;
  if (key === "translations") return "about";
  return GROUPS.find(([, keys]) => keys.includes(base))?.[0] ?? "more";
}

/** The record's fields in their groups, groups in order, empty groups left out. */
export function groupsOf(keys: readonly string[]): { group: string; keys: string[] }[] {
  const order = [...GROUPS.map(([g]) => g), "more"];
  return order
    .map((group) => ({ group, keys: keys.filter((k) => groupOf(k) === group) }))
    .filter((g) => g.keys.length > 0);
}

/**
 * A field's name as the form shows it: a field of the record by its plain name in the page's
 * language (the tables' `form.field.*`), a field inside one by its key, as the files write it.
 */
export function fieldLabel(w: FormWords, path: Path): string {
  const key = String(path.at(-1) ?? "");
  return path.length === 1 && w.words[`field.${key}`] !== undefined ? say(w, `field.${key}`) : key;
}

/** A problem's field, named: "Quotations, item 1, text"; the record itself for no path. */
export function fieldName(w: FormWords, path: Path): string {
  if (path.length === 0) return say(w, "plain.record");
  let name = fieldLabel(w, path.slice(0, 1));
  for (let i = 1; i < path.length; i++) {
    const seg = path[i]!;
    name =
      typeof seg === "number"
        ? say(w, "plain.item", { what: name, n: seg + 1 })
        : `${name}, ${seg}`;
  }
  return name;
}

/** The schema node at `path` (through lists, records and the first form of a union). */
export function nodeAt(root: Schema, path: Path): Schema | undefined {
  let node: Schema | undefined = root;
  for (const seg of path) {
    if (node === undefined) return undefined;
    const variants = (node.anyOf ?? node.oneOf) as Schema[] | undefined;
    const props = (node.properties ??
      variants?.find((v) => v.properties !== undefined)?.properties) as
      Record<string, Schema> | undefined;
    node =
      typeof seg === "number"
        ? ((node.items ?? variants?.find((v) => v.items !== undefined)?.items) as Schema)
        : (props?.[seg] ?? (node.additionalProperties as Schema | undefined));
  }
  return node;
}

/** What a problem is said against: the kind's schema, the record as typed, the field's name. */
export interface PlainContext {
  readonly root: Schema;
  readonly record: unknown;
  /** The field's name, when it is not one of the record's (the file name). */
  readonly field?: string | undefined;
}

/** The value at `path` in the record as typed. */
const valueAt = (record: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (v, seg) =>
      v !== null && typeof v === "object" ? (v as Record<string, unknown>)[seg] : undefined,
    record,
  );

/** What zod puts in an issue that the plain words read. */
export interface PlainIssue {
  readonly code: string;
  readonly path: Path;
  readonly message: string;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly keys?: readonly string[];
}

const KINDS = new Set(["number", "string", "array", "object", "boolean"]);
const shown = (v: unknown): string => (typeof v === "string" ? `“${v}”` : String(v));

/**
 * A plain line with the field's name in it: where the sentence does not open on the name (the
 * Malagasy "Tsy misy ny {field}"), a plain name's capital was the sentence's, not the name's,
 * and goes ("ny fahatokisana"); a name in capitals (DLP, URL) keeps them.
 */
function sayField(w: FormWords, key: string, params: Params & { field: string }): string {
  const { field } = params;
  const inside = !(w.words[key] ?? "").startsWith("{field}");
  const lower = inside && /^\p{Lu}\p{Ll}/u.test(field);
  const named = lower ? field.charAt(0).toLocaleLowerCase(w.lang) + field.slice(1) : field;
  return say(w, key, { ...params, field: named });
}

/** A size bound said plainly: a number's range, a text's length, a list's length. */
function bound(w: FormWords, issue: PlainIssue, field: string, node: Schema | undefined): string {
  const big = issue.code === "too_big";
  const n = String(big ? issue.maximum : issue.minimum);
  if (issue.origin === "string")
    return !big && n === "1"
      ? sayField(w, "plain.empty", { field })
      : sayField(w, big ? "plain.maxChars" : "plain.minChars", { field, n });
  if (issue.origin === "array" || issue.origin === "set")
    return sayField(w, big ? "plain.maxItems" : "plain.minItems", { field, n });
  const [min, max] = [node?.minimum, node?.maximum];
  if (typeof min === "number" && typeof max === "number")
    return sayField(w, "plain.range", { field, min, max });
  return sayField(w, big ? "plain.atMost" : "plain.atLeast", { field, n });
}

/**
 * A schema problem in plain words in the page's language, naming the field and what it may hold;
 * a problem our schemas explain themselves (a custom check) keeps its explanation after the
 * field's name.
 */
export function plainLine(
  w: FormWords,
  issue: PlainIssue,
  { root, record, field = fieldName(w, issue.path) }: PlainContext,
): string {
  const node = nodeAt(root, issue.path);
  switch (issue.code) {
    case "invalid_type":
      // zod's issues do not carry the value: the record says whether the field was left out.
      if (valueAt(record, issue.path) === undefined) return sayField(w, "plain.missing", { field });
      return KINDS.has(issue.expected ?? "")
        ? sayField(w, "plain.type", { field, kind: say(w, `plain.kind.${issue.expected}`) })
        : sayField(w, "plain.union", { field });
    case "invalid_value":
      return issue.values?.length === 1
        ? sayField(w, "plain.value", { field, value: shown(issue.values[0]) })
        : sayField(w, "plain.option", {
            field,
            values: (issue.values ?? []).map(shown).join(", "),
          });
    case "too_small":
    case "too_big":
      return bound(w, issue, field, node);
    case "invalid_format":
      return sayField(w, "plain.pattern", { field });
    case "unrecognized_keys":
      return sayField(w, "plain.keys", { field, keys: (issue.keys ?? []).join(", ") });
    case "invalid_union":
      return sayField(w, "plain.union", { field });
    default:
      return sayField(w, "plain.other", { field, message: issue.message });
  }
}
