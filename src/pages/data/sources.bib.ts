/** /data/sources.bib: the bibliography as BibTeX, written by Citation.js, keys = source ids. */
import type { APIRoute } from "astro";
import { getDb } from "../../lib/content.ts";
import { text } from "../../lib/exports.ts";
import { bibliographyItems, bibtexOf } from "../../lib/export/citations.ts";
import { SITE } from "../../lib/export/site.ts";
import { datasetVersion } from "../../lib/version.ts";

export const GET: APIRoute = async () => {
  const version = datasetVersion();
  return text(
    bibtexOf(bibliographyItems(await getDb(), version, SITE), version, SITE),
    "application/x-bibtex",
  );
};
