/*
 * What a node of a JSON Schema (as zod's toJSONSchema writes it, build.ts) is to the form: the
 * one place the form's drawing (view.ts) and its reading back (read.ts) decide it, so the two
 * cannot disagree. Pure.
 */

/** A JSON Schema node. */
export type Schema = Readonly<Record<string, unknown>>;

/** What a schema node is drawn as. */
export type Shape =
  | {
      readonly kind: "object";
      readonly props: readonly [string, Schema][];
      readonly required: ReadonlySet<string>;
    }
  | { readonly kind: "record"; readonly value: Schema }
  | { readonly kind: "array"; readonly item: Schema }
  | { readonly kind: "union"; readonly variants: readonly Schema[] }
  | { readonly kind: "enum"; readonly values: readonly string[] }
  | { readonly kind: "const"; readonly value: unknown }
  | { readonly kind: "bool" }
  | { readonly kind: "number"; readonly integer: boolean }
  | { readonly kind: "string"; readonly long: boolean }
  | { readonly kind: "any" };

/** Fields whose text runs to sentences: drawn as a text area. */
const LONG =
  /^(summary|text|note|notes|reasoning|quote|translation|notation|omission|notStated|confidenceNote|dateNote|reason|deadNote)$/;

/** The shape of `s`, the node of the field named `name`. */
export function shapeOf(s: Schema, name = ""): Shape {
  const variants = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (variants !== undefined) return { kind: "union", variants };
  if (s.const !== undefined) return { kind: "const", value: s.const };
  if (Array.isArray(s.enum)) return { kind: "enum", values: s.enum.map(String) };
  if (s.type === "object" && s.properties !== undefined)
    return {
      kind: "object",
      props: Object.entries(s.properties as Record<string, Schema>),
      required: new Set((s.required as string[] | undefined) ?? []),
    };
  if (s.type === "object" && typeof s.additionalProperties === "object")
    return { kind: "record", value: s.additionalProperties as Schema };
  if (s.type === "array") return { kind: "array", item: (s.items ?? {}) as Schema };
  if (s.type === "boolean") return { kind: "bool" };
  if (s.type === "number" || s.type === "integer")
    return { kind: "number", integer: s.type === "integer" };
  if (s.type === "string") return { kind: "string", long: LONG.test(name) };
  return { kind: "any" };
}

/** A field's path in the record as the form's ids write it (`options.starts.value`). */
export const pathKey = (path: readonly (string | number)[]): string => path.map(String).join(".");

/** The id of the control (or fieldset) of the field at `path`. */
export const fieldId = (path: readonly (string | number)[]): string => `f-${pathKey(path)}`;

/**
 * Which variant of a union a value is: the one whose constant (its `kind`, its `basis`) the
 * value carries, else the one sharing the most keys with it; the first for no value.
 */
export function variantOf(variants: readonly Schema[], value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const v = value as Record<string, unknown>;
  let best = 0;
  let score = -1;
  variants.forEach((s, i) => {
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const consts = Object.entries(props).filter(([, p]) => p.const !== undefined);
    if (consts.length > 0 && consts.every(([k, p]) => v[k] === p.const)) [best, score] = [i, 1e6];
    const shared = Object.keys(props).filter((k) => k in v).length;
    if (shared > score) [best, score] = [i, shared];
  });
  return best;
}

/** A union variant's name: its constant (`refused`, `stated`), else its fields. */
export function variantName(s: Schema): string {
  const props = (s.properties ?? {}) as Record<string, Schema>;
  const c = Object.values(props).find((p) => p.const !== undefined);
  return c !== undefined ? String(c.const) : Object.keys(props).join(", ");
}
