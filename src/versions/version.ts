/**
 * The dataset version at build time: the newest release in content/CHANGELOG.md, and the commit
 * and its date from the git checkout the build runs in. No network. Outside a checkout (a copy of
 * the project) the commit is "unknown" and the date is the build's; DATASET_COMMIT and
 * DATASET_DATE override both, for builds from an exported tree. A changelog whose release
 * headings cannot be read fails the build, naming the file and line.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DatasetVersion } from "./label.ts";
import { parseReleases, type Release } from "./releases.ts";

/** The content changelog, where every release of the dataset is listed. */
export const CHANGELOG = "content/CHANGELOG.md";
const CHANGELOG_FILE = "CHANGELOG.md";

/**
 * The project's root: the directory the build, the scripts and the tests run from (npm runs them
 * there). Not this module's own address: in the build this code runs from a bundled chunk under
 * dist/, where a path relative to the module points nowhere.
 */
export const ROOT = process.cwd();

/**
 * The content folder the build reads: CONTENT_DIR when set (a fixture build, as
 * src/content.config.ts reads it), else `content/` of the project. The changelog and the kept
 * rulesets belong to the content they describe.
 */
export const CONTENT = process.env.CONTENT_DIR ?? join(ROOT, "content");

let cached: DatasetVersion | undefined;
let releasesCached: readonly Release[] | undefined;

function git(args: readonly string[]): string | undefined {
  try {
    return execFileSync("git", args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

/** Every release of the dataset, newest first; throws with the file and line when unreadable. */
export function releases(): readonly Release[] {
  if (releasesCached !== undefined) return releasesCached;
  const r = parseReleases(readFileSync(join(CONTENT, CHANGELOG_FILE), "utf8"), CHANGELOG);
  if (!r.ok) throw new Error(r.error);
  releasesCached = r.value;
  return r.value;
}

export function datasetVersion(): DatasetVersion {
  if (cached !== undefined) return cached;
  const fromGit = git(["log", "-1", "--format=%H %cs"])?.split(" ");
  const commit = process.env.DATASET_COMMIT ?? fromGit?.[0] ?? "unknown";
  const date = process.env.DATASET_DATE ?? fromGit?.[1] ?? buildDate();
  cached = { release: releases()[0]!.version, commit, date };
  return cached;
}

/** Today's date (UTC) at build time: the access date the citations carry. */
export function buildDate(): string {
  return new Date().toISOString().slice(0, 10);
}
