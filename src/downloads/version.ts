/**
 * The dataset version at build time, from the git checkout the build runs in: the HEAD commit
 * and its date. No network. Outside a checkout (a copy of the project) the commit is "unknown"
 * and the date is the build's; DATASET_COMMIT and DATASET_DATE override both, for builds from
 * an exported tree.
 */
import { execFileSync } from "node:child_process";
import type { DatasetVersion } from "./dataset.ts";

let cached: DatasetVersion | undefined;

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

export function datasetVersion(): DatasetVersion {
  if (cached !== undefined) return cached;
  const fromGit = git(["log", "-1", "--format=%H %cs"])?.split(" ");
  const commit = process.env.DATASET_COMMIT ?? fromGit?.[0] ?? "unknown";
  const date = process.env.DATASET_DATE ?? fromGit?.[1] ?? buildDate();
  cached = { commit, date };
  return cached;
}

/** Today's date (UTC) at build time: the access date the citations carry. */
export function buildDate(): string {
  return new Date().toISOString().slice(0, 10);
}
