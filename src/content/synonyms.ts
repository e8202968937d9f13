import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "astro/zod";
import { synonymGroupSchema, type SynonymGroupData } from "../schemas/synonyms.ts";
import { formatIssues } from "./issue-lines.ts";

/** content/synonyms.yaml read from disk and validated, for tests (the build uses the collection). */
export function loadSynonyms(root: string): { groups: SynonymGroupData[]; problems: string[] } {
  const file = "content/synonyms.yaml";
  const parsed = z
    .array(synonymGroupSchema)
    .safeParse(parse(readFileSync(join(root, file), "utf8")));
  if (parsed.success) return { groups: parsed.data, problems: [] };
  return { groups: [], problems: formatIssues(file, parsed.error.issues) };
}
