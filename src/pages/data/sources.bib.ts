/** /data/sources.bib: the bibliography as BibTeX, written by Citation.js, keys = source ids. */
import type { APIRoute } from "astro";
import { getDb } from "../../content/db.ts";
import { text } from "../../downloads/exports.ts";
import { bibliographyItems, bibtexOf } from "../../downloads/citations.ts";
import { SITE } from "../../downloads/endpoints.ts";
import { datasetVersion } from "../../versions/version.ts";

export const GET: APIRoute = async () => {
  const version = datasetVersion();
  return text(
    bibtexOf(bibliographyItems(await getDb(), version, SITE), version, SITE),
    "application/x-bibtex",
  );
};
