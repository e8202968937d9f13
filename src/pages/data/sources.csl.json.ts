/** /data/sources.csl.json: the bibliography as CSL-JSON (Zotero, citation processors), the dataset last. */
import type { APIRoute } from "astro";
import { getDb } from "../../lib/content.ts";
import { json } from "../../lib/exports.ts";
import { bibliographyItems } from "../../lib/export/citations.ts";
import { SITE } from "../../lib/export/site.ts";
import { datasetVersion } from "../../lib/version.ts";

export const GET: APIRoute = async () =>
  json(bibliographyItems(await getDb(), datasetVersion(), SITE));
