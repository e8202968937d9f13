/**
 * The dataset's releases, read from its content changelog (content/CHANGELOG.md): each release is
 * a heading `## [<semantic version>] - <YYYY-MM-DD>`, newest first, under an optional
 * `## [Unreleased]`. The newest release is the version every citation, download and page carries;
 * the changelog says what changed in the content between releases. Pure: the text comes in, the
 * releases or a message naming the line go out.
 */
import { err, ok, type Result } from "../engine/core/index.ts";

/** One release of the dataset. */
export interface Release {
  /** Semantic version: MAJOR.MINOR.PATCH (semver.org), e.g. `0.1.0`. */
  readonly version: string;
  /** The day it was released, YYYY-MM-DD. */
  readonly date: string;
}

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const HEADING = /^## \[([^\]]*)\](?: - (.*))?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Compares two semantic versions (MAJOR.MINOR.PATCH, no pre-release): negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  return 0;
}

/** Whether `v` is a version as releases write it. */
export const isVersion = (v: string): boolean => SEMVER.test(v);

/** A date that exists in the calendar, written YYYY-MM-DD. */
function isDate(d: string): boolean {
  if (!DATE.test(d)) return false;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
}

/**
 * Every release in the changelog, newest first. Refuses, naming the file and line: a release
 * heading whose version is not semantic or whose date is missing or impossible, a version given
 * twice, releases out of order (each older than the one above it, in version and date), and a
 * changelog with no release at all.
 */
export function parseReleases(text: string, file: string): Result<readonly Release[], string> {
  const out: Release[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const m = HEADING.exec(lines[i]!);
    if (m === null) continue;
    const at = `${file}, line ${i + 1}`;
    const [, version, date] = m as unknown as [string, string, string | undefined];
    if (version === "Unreleased") {
      if (out.length > 0) return err(`${at}: [Unreleased] must come before every release`);
      continue;
    }
    if (!isVersion(version))
      return err(`${at}: "${version}" is not a version: write MAJOR.MINOR.PATCH, e.g. 0.1.0`);
    if (date === undefined || !isDate(date))
      return err(`${at}: release ${version} needs its date, "## [${version}] - YYYY-MM-DD"`);
    const above = out[out.length - 1];
    if (above !== undefined) {
      if (compareVersions(version, above.version) >= 0)
        return err(`${at}: release ${version} is listed below ${above.version}: newest first`);
      if (date > above.date)
        return err(`${at}: release ${version} (${date}) is dated after ${above.version}`);
    }
    out.push({ version, date });
  }
  if (out.length === 0)
    return err(`${file}: no release heading "## [MAJOR.MINOR.PATCH] - YYYY-MM-DD" found`);
  return ok(out);
}
