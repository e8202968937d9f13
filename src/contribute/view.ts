import { h, type Node } from "../site/dom/tree.ts";
import { fieldId, pathKey, shapeOf, variantName, variantOf, type Schema } from "./shape.ts";
import { say, type FormWords } from "./issue-words.ts";
import { fieldLabel, groupsOf } from "./plain.ts";

/*
 * The form as an element tree (src/site/dom), drawn from a kind's JSON Schema and the value the
 * reader has typed so far: an object is a fieldset, an enumeration a select, a list rows with
 * add and remove buttons, a union a select of its forms, a doc comment the field's help text.
 * Pure: form.ts draws it as DOM and reads it back (read.ts) by the same ids.
 */

type Path = readonly (string | number)[];
type Value = unknown;

const helpId = (path: Path) => `h-${pathKey(path)}`;

/**
 * A schema's help text: its doc comment in src/schemas/, in the page's language where translated
 * (./help.ts); one left in English on a French or Malagasy page carries `x-lang`, marked so.
 */
const helpText = (s: Schema, id?: string): Node | false =>
  typeof s.description === "string"
    ? h(
        "p",
        { class: "help", id, lang: typeof s["x-lang"] === "string" ? s["x-lang"] : undefined },
        s.description,
      )
    : false;

/** A field's label and help text, the help tied to the control by aria-describedby. */
function labelled(s: Schema, path: Path, label: string, control: Node): Node[] {
  return [h("label", { for: fieldId(path) }, label), helpText(s, helpId(path)), control].filter(
    (n): n is Node => n !== false,
  );
}

const describedBy = (s: Schema, path: Path) =>
  typeof s.description === "string" ? helpId(path) : undefined;

/** A text, number or free value field. */
function input(s: Schema, path: Path, label: string, value: Value, required: boolean): Node[] {
  const shape = shapeOf(s, String(path.at(-1) ?? ""));
  const text = value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  const attrs = {
    id: fieldId(path),
    name: pathKey(path),
    "aria-describedby": describedBy(s, path),
    "aria-required": required ? "true" : undefined,
  };
  const control =
    shape.kind === "string" && shape.long
      ? h("textarea", { ...attrs, rows: "3" }, text)
      : h("input", {
          ...attrs,
          type: shape.kind === "number" ? "number" : "text",
          step: shape.kind === "number" && shape.integer ? "1" : undefined,
          value: text,
        });
  return labelled(s, path, label, control);
}

function select(
  w: FormWords,
  s: Schema,
  path: Path,
  label: string,
  values: readonly string[],
  value: Value,
  required: boolean,
) {
  const options = [
    h("option", { value: "" }, required ? "—" : say(w, "none")),
    ...values.map((v) => h("option", { value: v, selected: v === value ? "" : undefined }, v)),
  ];
  const attrs = {
    id: fieldId(path),
    name: pathKey(path),
    "aria-describedby": describedBy(s, path),
  };
  return labelled(s, path, label, h("select", attrs, ...options));
}

function checkbox(s: Schema, path: Path, label: string, value: Value): Node[] {
  const box = h("input", {
    type: "checkbox",
    id: fieldId(path),
    name: pathKey(path),
    checked: value === true ? "" : undefined,
    "aria-describedby": describedBy(s, path),
  });
  return [h("div", { class: "check" }, box, h("label", { for: fieldId(path) }, label))];
}

/** Rows of a list or of a record's entries, each removable, and a button to add one. */
function rows(
  w: FormWords,
  s: Schema,
  path: Path,
  label: string,
  items: readonly [string | number, Value][],
  entry: Schema,
  record: boolean,
) {
  const list = items.map(([seg, v], i) =>
    h(
      "li",
      {},
      record
        ? h(
            "fieldset",
            { id: fieldId([...path, seg]), tabindex: "-1" },
            h("legend", {}, `${label} ${i + 1}`),
            ...input(
              { type: "string" },
              [...path, seg, "@key"],
              say(w, "entryName"),
              typeof seg === "string" && !seg.startsWith("#") ? seg : "",
              true,
            ),
            ...field(
              w,
              entry,
              [...path, seg],
              String(typeof seg === "string" ? seg : i + 1),
              v,
              true,
            ),
          )
        : field(w, entry, [...path, seg], `${label} ${i + 1}`, v, true),
      h(
        "button",
        { type: "button", "data-remove": pathKey(path), "data-index": String(i) },
        say(w, "remove", { what: label, n: i + 1 }),
      ),
    ),
  );
  return [
    h(
      "fieldset",
      {
        id: fieldId(path),
        tabindex: "-1",
        "data-rows": JSON.stringify(items.map(([seg]) => seg)),
        "aria-describedby": describedBy(s, path),
      },
      h("legend", {}, label),
      helpText(s, helpId(path)),
      h("ol", {}, ...list),
      h("button", { type: "button", "data-add": pathKey(path) }, say(w, "add", { what: label })),
    ),
  ];
}

/** A union: which of its forms, then that form's fields. */
function union(
  w: FormWords,
  s: Schema,
  variants: readonly Schema[],
  path: Path,
  label: string,
  value: Value,
): Node[] {
  const chosen = variantOf(variants, value);
  const id = fieldId([...path, "@variant"]);
  const options = variants.map((v, i) =>
    h("option", { value: String(i), selected: i === chosen ? "" : undefined }, variantName(v)),
  );
  return [
    h(
      "fieldset",
      { id: fieldId(path), tabindex: "-1" },
      h("legend", {}, label),
      helpText(s),
      h("label", { for: id }, say(w, "variant", { what: label })),
      h("select", { id, "data-variant": pathKey(path) }, ...options),
      ...objectFields(w, variants[chosen]!, path, value),
    ),
  ];
}

/** The fields of an object, each under its name; the record's own fields in their groups. */
function objectFields(w: FormWords, s: Schema, path: Path, value: Value): Node[] {
  const shape = shapeOf(s);
  if (shape.kind !== "object") return field(w, s, path, String(path.at(-1) ?? ""), value, true);
  const v = (value ?? {}) as Record<string, Value>;
  const one = ([k, p]: readonly [string, Schema]) =>
    folded(w, p, [...path, k], v[k], shape.required.has(k));
  if (path.length > 0) return shape.props.flatMap(one);
  return groupsOf(shape.props.map(([k]) => k)).map(({ group, keys }) =>
    h(
      "fieldset",
      { class: "form-group", "data-group": group },
      h("legend", {}, say(w, `group.${group}`)),
      ...shape.props.filter(([k]) => keys.includes(k)).flatMap(one),
    ),
  );
}

/**
 * A field under its plain name; a translation (`translations`, `<field>Translations`) folded
 * behind a disclosure, open when it holds a problem (form.ts opens it), so that a reader fixing
 * a record meets the record's own fields, not every translation's sub-fields.
 */
function folded(w: FormWords, s: Schema, path: Path, value: Value, required: boolean): Node[] {
  const key = String(path.at(-1));
  const inner = field(w, s, path, fieldLabel(w, path), value, required);
  if (!isTranslation(key)) return inner;
  return [
    h(
      "details",
      { class: "form-translation", "data-translation": pathKey(path) },
      h("summary", {}, say(w, "translations", { what: translatedLabel(w, path) })),
      ...inner,
    ),
  ];
}

/** Which of a record's fields are translations of another. */
export const isTranslation = (key: string): boolean =>
  key === "translations" || key.endsWith("Translations");

/** The field a translation translates, named: "Title" for `titleTranslations`. */
function translatedLabel(w: FormWords, path: Path): string {
  const key = String(path.at(-1));
  if (key === "translations") return say(w, "translationsOfRecord");
  return fieldLabel(w, [...path.slice(0, -1), key.slice(0, -"Translations".length)]);
}

/** One field of the record, drawn from its schema node and its value so far. */
export function field(
  w: FormWords,
  s: Schema,
  path: Path,
  label: string,
  value: Value,
  required: boolean,
): Node[] {
  const shape = shapeOf(s, String(path.at(-1) ?? ""));
  switch (shape.kind) {
    case "object":
      return [
        h(
          "fieldset",
          { id: fieldId(path), tabindex: "-1" },
          h("legend", {}, label),
          helpText(s),
          ...objectFields(w, s, path, value),
        ),
      ];
    case "record": {
      const entries = Object.entries((value ?? {}) as Record<string, Value>);
      return rows(w, s, path, label, entries, shape.value, true);
    }
    case "array": {
      const items = Array.isArray(value) ? value : [];
      return rows(
        w,
        s,
        path,
        label,
        items.map((v, i) => [i, v]),
        shape.item,
        false,
      );
    }
    case "union":
      return union(w, s, shape.variants, path, label, value);
    case "enum":
      return select(w, s, path, label, shape.values, value, required);
    case "const":
      return required
        ? [
            h(
              "p",
              { class: "fixed" },
              `${label}: ${JSON.stringify(shape.value)} (${say(w, "fixed")})`,
            ),
          ]
        : checkbox(s, path, label, value);
    case "bool":
      return checkbox(s, path, label, value);
    default:
      return input(s, path, label, value, required);
  }
}
