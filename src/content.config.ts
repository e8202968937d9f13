import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { synonymGroupSchema } from "./schemas/synonyms.ts";
import { COLLECTIONS } from "./content/collections.ts";

/**
 * The research data, validated at build time. Schemas live in src/schemas/ (one per
 * collection, every field documented); cross-collection references are checked by
 * src/content/integrity.ts when pages load the data, since Astro only logs dangling ones.
 */
/**
 * Where the collections are read from: `content/`, or the directory CONTENT_DIR names (the
 * synthetic data of `npm run scale`, test fixtures). Relative paths are from the project root.
 */
const CONTENT_ROOT = process.env.CONTENT_DIR ?? "./content";

const collection = (name: keyof typeof COLLECTIONS) =>
  defineCollection({
    loader: glob({
      pattern: "**/*.yaml",
      base: `${CONTENT_ROOT}/${name}`,
      // Keep ids exactly as the file names (DLP.Evidence.661 keeps its case and dots).
      generateId: ({ entry }) => entry.replace(/\.yaml$/, ""),
    }),
    schema: COLLECTIONS[name],
  });

export const collections = {
  sources: collection("sources"),
  evidence: collection("evidence"),
  games: collection("games"),
  regions: collection("regions"),
  rulesets: collection("rulesets"),
  /** The glossary of game terms, one file per word (content/terms/). */
  terms: collection("terms"),
  /** The names authority for people, places and peoples, one file per name (content/names/). */
  names: collection("names"),
  relations: collection("relations"),
  /** Source studies, one file per study (content/studies/). */
  studies: collection("studies"),
  /** The search synonym list, one YAML file (content/synonyms.yaml). */
  synonyms: defineCollection({
    loader: file("content/synonyms.yaml"),
    schema: synonymGroupSchema,
  }),
};
