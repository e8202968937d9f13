/**
 * What every download says about itself: the dataset's name, its licence, and its version (the
 * release, commit and date of the content it was built from). Pure; the version is read at build
 * time by src/versions/version.ts.
 */
import { LICENCES } from "../site/licence.ts";
import { versionId, versionLabel, type DatasetVersion } from "../versions/label.ts";

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
    name: LICENCES.data.title,
    url: LICENCES.data.href,
  },
} as const;

/**
 * An address on the published site: absolute when the build knows the site's origin (SITE_URL,
 * astro.config.mjs), else the site-relative path, never a made-up domain.
 */
export const siteUrl = (path: string, site: string | undefined): string =>
  site === undefined || site === "" ? path : new URL(path, site).href;

/** The header every JSON download carries. */
export function datasetHeader(version: DatasetVersion, site: string | undefined) {
  return {
    name: DATASET.name,
    url: siteUrl("/data/", site),
    version: {
      release: version.release,
      date: version.date,
      commit: version.commit,
      id: versionId(version),
      label: versionLabel(version),
    },
    licence: { ...DATASET.licence },
  };
}

export type DatasetHeader = ReturnType<typeof datasetHeader>;

/** The same facts as comment lines, for YAML and BibTeX files. */
export function headerLines(version: DatasetVersion, site: string | undefined): string[] {
  return [
    `${DATASET.name}, ${siteUrl("/data/", site)}`,
    `Dataset version ${versionLabel(version)}`,
    `Licence: ${DATASET.licence.name} (${DATASET.licence.id}), ${DATASET.licence.url}`,
  ];
}
