/** /data/<collection>.csv: one row per record, for spreadsheets (see src/lib/export/csv.ts). */
import type { APIRoute } from "astro";
import { getDb } from "../../lib/content.ts";
import { versionLabel } from "../../lib/dataset.ts";
import { collectionJson, text } from "../../lib/exports.ts";
import { recordsCsv } from "../../lib/export/csv.ts";
import { asCollection, collectionPaths, header } from "../../lib/export/site.ts";

export const getStaticPaths = collectionPaths;

export const GET: APIRoute = async ({ params }) => {
  const name = asCollection(params.collection);
  const h = header();
  const csv = recordsCsv(collectionJson(await getDb(), name), {
    dataset_version: versionLabel(h.version),
    licence: `${h.licence.id} ${h.licence.url}`,
  });
  return text(csv, "text/csv");
};
