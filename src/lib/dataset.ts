/**
 * What every download says about itself: the dataset's name, its licence, and its version (the
 * date and commit of the content it was built from). Pure; the version is read from git by
 * src/lib/version.ts at build time.
 */

/** The version of the data: the commit the site was built from and that commit's date. */
export interface DatasetVersion {
  /** The commit's date, YYYY-MM-DD (UTC). */
  readonly date: string;
  /** The full commit hash, or "unknown" when the build ran outside a git checkout. */
  readonly commit: string;
}

export const DATASET = {
  name: "Fanorona & Mancala Reference",
  description:
    "Evidence, sources, games, regions and engine rulesets for Fanorona and the four-row mancala games of Madagascar and Central Africa, every rule citing its source.",
  /**
   * The licence of the data (our summaries, structure and translations; quotations stay under
   * their authors' rights, cited as short quotations or from public-domain texts).
   */
  licence: {
    id: "CC-BY-4.0",
    name: "Creative Commons Attribution 4.0 International",
    url: "https://creativecommons.org/licenses/by/4.0/",
  },
} as const;

/** "2026-11-23 (3ff7d95a1b2c)": the date and the first 12 characters of the commit. */
export function versionLabel(version: DatasetVersion): string {
  return `${version.date} (${version.commit.slice(0, 12)})`;
}

/** The header every JSON download carries. */
export function datasetHeader(version: DatasetVersion, site: string) {
  return {
    name: DATASET.name,
    url: new URL("/data/", site).href,
    version: { date: version.date, commit: version.commit, label: versionLabel(version) },
    licence: { ...DATASET.licence },
  };
}

export type DatasetHeader = ReturnType<typeof datasetHeader>;

/** The same facts as comment lines, for YAML and BibTeX files. */
export function headerLines(version: DatasetVersion, site: string): string[] {
  return [
    `${DATASET.name}, ${new URL("/data/", site).href}`,
    `Dataset version ${versionLabel(version)}`,
    `Licence: ${DATASET.licence.name} (${DATASET.licence.id}), ${DATASET.licence.url}`,
  ];
}
