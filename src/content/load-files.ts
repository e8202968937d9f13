import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { COLLECTIONS, type CollectionName } from "./collections.ts";
import { checkReferences, type ContentCheck, type ContentDb, type Entry } from "./integrity.ts";
import { readYamlFile } from "./yaml-file.ts";

/**
 * Reads and validates `content/` straight from disk, outside Astro: the same schemas and the
 * same reference check as the build, for tests and scripts, with the features' checks a caller
 * adds (`more`: the studies' `studyCheck`). Problems are lines naming the file and the field;
 * nothing is dropped silently.
 */
export function loadContent(
  root: string,
  more: readonly ContentCheck[] = [],
): { db: ContentDb; problems: string[] } {
  const problems: string[] = [];
  const load = (name: CollectionName) => {
    const dir = join(root, "content", name);
    const entries: Entry<unknown>[] = [];
    for (const path of yamlFiles(dir)) {
      const file = relative(root, path);
      const id = relative(dir, path).replace(/\.yaml$/, "");
      const read = readYamlFile<unknown>(root, file, COLLECTIONS[name]);
      if (read.ok) entries.push({ id, file, data: read.value });
      else problems.push(...read.error);
    }
    return entries;
  };
  const db = {
    sources: load("sources"),
    evidence: load("evidence"),
    games: load("games"),
    regions: load("regions"),
    rulesets: load("rulesets"),
    terms: load("terms"),
    names: load("names"),
    relations: load("relations"),
    studies: load("studies"),
  } as unknown as ContentDb;
  problems.push(...checkReferences(db, more));
  return { db, problems };
}

function yamlFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith(".yaml"))
    .sort()
    .map((n) => join(dir, n));
}
