/**
 * The version of the data as every citation, download and page shows it: the newest release in
 * the content changelog (src/versions/releases.ts), with the commit and date the site was built
 * from as build metadata (semver's `+`), so that a citation names both the release a reader can
 * look up and the exact content they saw. Pure; read at build time by src/versions/version.ts.
 */

/** The version of the data the site was built from. */
export interface DatasetVersion {
  /** The newest release in content/CHANGELOG.md, a semantic version (`0.1.0`). */
  readonly release: string;
  /** The commit's date, YYYY-MM-DD (UTC). */
  readonly date: string;
  /** The full commit hash, or "unknown" when the build ran outside a git checkout. */
  readonly commit: string;
}

/** `0.1.0+3ff7d95a1b2c`: the release and, as build metadata, the commit's first 12 characters. */
export function versionId(version: DatasetVersion): string {
  return version.commit === "unknown"
    ? version.release
    : `${version.release}+${version.commit.slice(0, 12)}`;
}

/** "0.1.0+3ff7d95a1b2c (2026-11-23)": the version and the date of its content. */
export function versionLabel(version: DatasetVersion): string {
  return `${versionId(version)} (${version.date})`;
}
