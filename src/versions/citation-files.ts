/**
 * The repository's citation files, CITATION.cff (GitHub's "Cite this repository", Zotero) and
 * .zenodo.json (Zenodo's record of an archived release), carry the newest release of the dataset:
 * `npm run release` writes it into them, and a test fails when they disagree with
 * content/CHANGELOG.md. Only the version and date lines change; the rest is as written by hand.
 */
import type { Release } from "./releases.ts";

export const CITATION_FILES = ["CITATION.cff", ".zenodo.json"] as const;

/** CITATION.cff with `version` and `date-released` set to the release. */
export const withReleaseCff = (text: string, r: Release): string =>
  text
    .replace(/^version: .*$/m, `version: ${r.version}`)
    .replace(/^date-released: .*$/m, `date-released: "${r.date}"`);

/** .zenodo.json with `version` and `publication_date` set to the release. */
export const withReleaseZenodo = (text: string, r: Release): string =>
  text
    .replace(/"version": "[^"]*"/, `"version": "${r.version}"`)
    .replace(/"publication_date": "[^"]*"/, `"publication_date": "${r.date}"`);
