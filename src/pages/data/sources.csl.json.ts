/** /data/sources.csl.json: the bibliography as CSL-JSON (Zotero, citation processors), the dataset last. */
import type { APIRoute } from "astro";
import { getDb } from "../../content/db.ts";
import { json } from "../../downloads/exports.ts";
import { bibliographyItems } from "../../downloads/citations.ts";
import { SITE } from "../../downloads/endpoints.ts";
import { datasetVersion } from "../../versions/version.ts";

export const GET: APIRoute = async () =>
  json(bibliographyItems(await getDb(), datasetVersion(), SITE));
