import { z } from "astro/zod";
import { synonymGroupSchema, type SynonymGroupData } from "../schemas/synonyms.ts";
import { readYamlFile } from "./yaml-file.ts";

/** content/synonyms.yaml read from disk and validated, for tests (the build uses the collection). */
export function loadSynonyms(root: string): { groups: SynonymGroupData[]; problems: string[] } {
  const read = readYamlFile(root, "content/synonyms.yaml", z.array(synonymGroupSchema));
  return read.ok ? { groups: read.value, problems: [] } : { groups: [], problems: read.error };
}
