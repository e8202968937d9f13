import { parse } from "yaml";
import { fieldId, shapeOf, variantOf, type Schema } from "./shape.ts";

/*
 * The record as the reader has typed it, read back from the form's controls by the ids view.ts
 * gave them, walking the same schema. An empty field is left out (undefined), so the schema says
 * what is missing exactly as the build would for a file without it.
 */

type Path = readonly (string | number)[];

/** The control of a field, when it is drawn. */
const control = (root: ParentNode, path: Path) =>
  (root as Document | Element).querySelector<HTMLInputElement>(
    `[id="${CSS.escape(fieldId(path))}"]`,
  );

/** A free value (an engine option's): YAML's reading of the text, so `true`, `7`, `null` are typed. */
function freeValue(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    return text;
  }
}

function readObject(root: ParentNode, s: Schema, path: Path): unknown {
  const shape = shapeOf(s);
  if (shape.kind !== "object") return readField(root, s, path);
  const entries = shape.props
    .map(([k, p]) => [k, readField(root, p, [...path, k])] as const)
    .filter(([, v]) => v !== undefined);
  const hasInput = shape.props.some(
    ([k, p]) => shapeOf(p).kind !== "const" && entries.some(([e]) => e === k),
  );
  return hasInput || path.length === 0 ? Object.fromEntries(entries) : undefined;
}

/** The rows a list or record was drawn with: their path segments. */
const rowsOf = (root: ParentNode, path: Path): (string | number)[] =>
  JSON.parse(control(root, path)?.dataset.rows ?? "[]") as (string | number)[];

/** The value of the field at `path`, read with its schema node `s`; undefined when empty. */
export function readField(root: ParentNode, s: Schema, path: Path): unknown {
  const shape = shapeOf(s, String(path.at(-1) ?? ""));
  switch (shape.kind) {
    case "object":
      return readObject(root, s, path);
    case "array": {
      // A list with no rows is left out, as an empty field is: a file would not write `[]`.
      const rows = rowsOf(root, path);
      return rows.length === 0
        ? undefined
        : rows.map((seg) => readField(root, shape.item, [...path, seg]));
    }
    case "record": {
      const out: Record<string, unknown> = {};
      const rows = rowsOf(root, path);
      if (rows.length === 0) return undefined;
      for (const seg of rows) {
        const name = control(root, [...path, seg, "@key"])?.value.trim() || String(seg);
        out[name] = readField(root, shape.value, [...path, seg]);
      }
      return out;
    }
    case "union": {
      const chosen = Number(
        control(root, [...path, "@variant"])?.value ?? variantOf(shape.variants, undefined),
      );
      return readObject(root, shape.variants[chosen] ?? shape.variants[0]!, path);
    }
    case "const": {
      const box = control(root, path);
      return box === null ? shape.value : box.checked ? shape.value : undefined;
    }
    case "bool":
      return control(root, path)?.checked === true ? true : undefined;
    default: {
      const text = control(root, path)?.value ?? "";
      if (text.trim() === "") return undefined;
      if (shape.kind === "number") return Number(text);
      return shape.kind === "any" ? freeValue(text) : text;
    }
  }
}
