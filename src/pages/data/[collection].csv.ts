/** /data/<collection>.csv: one row per record, for spreadsheets (see src/downloads/csv.ts). */
import type { APIRoute } from "astro";
import { getDb } from "../../content/db.ts";
import { versionLabel } from "../../versions/label.ts";
import { collectionJson, text } from "../../downloads/exports.ts";
import { recordsCsv } from "../../downloads/csv.ts";
import { asCollection, csvPaths, header } from "../../downloads/endpoints.ts";

export const getStaticPaths = csvPaths;

export const GET: APIRoute = async ({ params }) => {
  const name = asCollection(params.collection);
  const h = header();
  const csv = recordsCsv(collectionJson(await getDb(), name), {
    dataset_version: versionLabel(h.version),
    licence: `${h.licence.id} ${h.licence.url}`,
  });
  return text(csv, "text/csv");
};
