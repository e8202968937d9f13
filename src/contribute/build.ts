import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { z } from "astro/zod";
import type { Lang } from "../i18n/languages.ts";
import { FORM_KINDS, FORM_SCHEMAS, type FormKind } from "./schemas.ts";
import { helpInLang } from "./help.ts";

/*
 * The contribution form's data, made at build time: each kind's JSON Schema, generated from the
 * content schema exactly as the published /data/schema/ files are (zod's toJSONSchema), as the
 * schema's input (what a YAML file holds), with each field's doc comment from src/schemas/ as its
 * `description`, the form's help text. Doc comments are not kept at run time, so they are read
 * from the source with the TypeScript compiler's parser. Paths are from the working directory, the
 * repository root, as every build-time reader's are (the bundled build runs from dist/).
 */

/** One documented property of an object literal in src/schemas/: its siblings and its comment. */
interface PropertyDoc {
  readonly siblings: ReadonlySet<string>;
  readonly doc: string;
}

const docText = (node: ts.Node): string | undefined => {
  const jsDoc = (node as { jsDoc?: ts.JSDoc[] }).jsDoc;
  const text = jsDoc?.map((d) => ts.getTextOfJSDocComment(d.comment) ?? "").join(" ");
  return text === undefined || text.trim() === "" ? undefined : text.replace(/\s+/g, " ").trim();
};

const propName = (p: ts.ObjectLiteralElementLike): string | undefined =>
  ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))
    ? p.name.text
    : undefined;

/** Every documented property of every object literal in src/schemas/, by property name. */
export function schemaDocs(root = process.cwd()): Map<string, PropertyDoc[]> {
  const docs = new Map<string, PropertyDoc[]>();
  const dir = join(root, "src/schemas");
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
    const file = ts.createSourceFile(
      name,
      readFileSync(join(dir, name), "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const siblings = new Set(node.properties.map(propName).filter((n) => n !== undefined));
        for (const p of node.properties) {
          const key = propName(p);
          const doc = docText(p);
          if (key !== undefined && doc !== undefined)
            docs.set(key, [...(docs.get(key) ?? []), { siblings, doc }]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return docs;
}

/** The comment of `key` in the object literal closest to an object of properties `keys`. */
function bestDoc(docs: Map<string, PropertyDoc[]>, key: string, keys: readonly string[]) {
  let best: PropertyDoc | undefined;
  let score = -1;
  for (const d of docs.get(key) ?? []) {
    // Most shared properties first; among equals, the literal with fewest properties the object lacks.
    const shared = keys.filter((k) => d.siblings.has(k)).length;
    const s = shared * 1000 - (d.siblings.size - shared);
    if (s > score) [best, score] = [d, s];
  }
  return best?.doc;
}

type Json = Record<string, unknown>;

/** The JSON Schema with a `description` on every property a doc comment explains. */
export function describe(schema: unknown, docs: Map<string, PropertyDoc[]>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => describe(s, docs));
  if (schema === null || typeof schema !== "object") return schema;
  const out: Json = Object.fromEntries(
    Object.entries(schema as Json).map(([k, v]) => [k, k === "properties" ? v : describe(v, docs)]),
  );
  const props = (schema as Json).properties as Json | undefined;
  if (props !== undefined) {
    const keys = Object.keys(props);
    out.properties = Object.fromEntries(
      keys.map((k) => {
        const p = describe(props[k], docs) as Json;
        const doc = bestDoc(docs, k, keys);
        return [k, doc === undefined ? p : { ...p, description: doc }];
      }),
    );
  }
  return out;
}

/** What the form page embeds: each kind's JSON Schema with its help texts. */
export interface FormData {
  readonly kinds: readonly { readonly kind: FormKind; readonly schema: unknown }[];
}

/**
 * The form's data (src/contribute/ContributeForm.astro), its help texts in `lang` where they are
 * translated (./help.ts); English as the schemas' comments are.
 */
export function contributeData(lang: Lang = "en", root = process.cwd()): FormData {
  const docs = schemaDocs(root);
  return {
    kinds: FORM_KINDS.map((kind) => ({
      kind,
      schema: helpInLang(
        describe(
          z.toJSONSchema(FORM_SCHEMAS[kind], {
            target: "draft-2020-12",
            io: "input",
            unrepresentable: "any",
          }),
          docs,
        ),
        lang,
      ),
    })),
  };
}
