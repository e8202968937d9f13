import { evidenceSchema } from "../schemas/evidence.ts";
import { rulesetSchema } from "../schemas/ruleset.ts";
import { sourceSchema } from "../schemas/source.ts";
import { studySchema } from "../schemas/study.ts";

/*
 * The content schemas the form is made from and validated by: the very zod schemas the build
 * reads content with (src/content/collections.ts), so the browser's messages are the build's.
 * Browser-safe: the schemas import only the engine's core. The ruleset's engine check (every
 * option value accepted by the family, src/content/ruleset-check.ts) runs on top in the browser
 * through the family loader (form.ts).
 */

/** The kinds of record the form proposes, in the order the page offers them. */
export const FORM_KINDS = ["ruleset", "evidence", "source", "study"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const FORM_SCHEMAS = {
  ruleset: rulesetSchema,
  evidence: evidenceSchema,
  source: sourceSchema,
  study: studySchema,
} as const;

/** Each kind's folder under content/. */
export const FORM_FOLDERS: Readonly<Record<FormKind, string>> = {
  ruleset: "rulesets",
  evidence: "evidence",
  source: "sources",
  study: "studies",
};

/**
 * Where the record's file goes, from the repository root: `content/rulesets/<game>/<id>.yaml`
 * (the id and game are the record's own fields), else `content/<folder>/<id>.yaml`.
 */
export function contentPath(
  kind: FormKind,
  id: string,
  data: Readonly<Record<string, unknown>>,
): string {
  const game = typeof data.game === "string" && data.game !== "" ? data.game : "<game>";
  const file = `${id === "" ? "<id>" : id}.yaml`;
  return kind === "ruleset"
    ? `content/rulesets/${game}/${file}`
    : `content/${FORM_FOLDERS[kind]}/${file}`;
}
