import { getCollection } from "astro:content";
import type { CollectionName } from "./collections.ts";
import { checkReferences, type ContentDb, type Entry } from "./integrity.ts";

let cached: Promise<ContentDb> | undefined;

/**
 * All collections, loaded once per build, with every cross-collection reference checked.
 * A dangling reference throws here, which fails the build with the file and field named
 * (Astro 7 itself only logs it).
 */
export function getDb(): Promise<ContentDb> {
  cached ??= load();
  return cached;
}

async function load(): Promise<ContentDb> {
  // N ties each call to its collection's entry type; the rule cannot see that through getCollection.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  const entries = async <N extends CollectionName>(name: N) =>
    (await getCollection(name)).map((e) => ({
      id: e.id,
      file: e.filePath ?? `content/${name}/${e.id}.yaml`,
      data: e.data,
    }));
  const db = {
    sources: await entries("sources"),
    evidence: await entries("evidence"),
    games: await entries("games"),
    regions: await entries("regions"),
    rulesets: await entries("rulesets"),
    terms: await entries("terms"),
    names: await entries("names"),
    relations: await entries("relations"),
    studies: await entries("studies"),
  } as ContentDb;
  const problems = checkReferences(db);
  if (problems.length > 0)
    throw new Error(`Content has ${problems.length} broken reference(s):\n${problems.join("\n")}`);
  return db;
}

export type { ContentDb, Entry };
