/**
 * Adds every record's permanent URL to docs/published-ids.txt, keeping those already there:
 * the list only grows. tests/site/published-ids.test.ts fails when a listed URL no longer
 * resolves (a renamed id needs a redirect, docs/redirects.json) and when a record is not listed
 * (run `npm run ids:update`).
 *
 *   npm run ids:update
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadContent } from "../src/content/load-files.ts";
import { recordPaths } from "./lib/published-ids.ts";

const root = join(import.meta.dirname, "..");
const file = join(root, "docs", "published-ids.txt");
const { db, problems } = loadContent(root);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
const listed = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.startsWith("/"));
const all = [...new Set([...listed, ...recordPaths(db)])].sort();
const header = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.startsWith("#"));
writeFileSync(file, `${[...header, ...all].join("\n")}\n`);
console.log(
  `${all.length} permanent URLs (${all.length - listed.length} new) in docs/published-ids.txt`,
);
