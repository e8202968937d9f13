import { evidenceSchema } from "../schemas/evidence.ts";
import { gameSchema } from "../schemas/game.ts";
import { nameSchema } from "../schemas/name.ts";
import { regionSchema } from "../schemas/region.ts";
import { relationSchema } from "../schemas/relation.ts";
import { sourceSchema } from "../schemas/source.ts";
import { studySchema } from "../schemas/study.ts";
import { termSchema } from "../schemas/term.ts";
import { compiledRulesetSchema } from "./ruleset-check.ts";

/** Each collection's folder under `content/` and the schema its files must meet. */
export const COLLECTIONS = {
  sources: sourceSchema,
  evidence: evidenceSchema,
  games: gameSchema,
  regions: regionSchema,
  rulesets: compiledRulesetSchema,
  terms: termSchema,
  names: nameSchema,
  /** The genealogy of the sources: one directed relation per file (src/genealogy/). */
  relations: relationSchema,
  /** Source studies: a source's game as notation chapters with its passage (src/studies/). */
  studies: studySchema,
} as const;

export type CollectionName = keyof typeof COLLECTIONS;
