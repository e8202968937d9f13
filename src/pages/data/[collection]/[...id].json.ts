/** /data/<collection>/<id>.json: one record with the dataset header. */
import type { APIRoute } from "astro";
import { getDb } from "../../../lib/content.ts";
import { json } from "../../../lib/exports.ts";
import { allRecordParams, recordJson } from "../../../lib/export/records.ts";
import { asCollection, header } from "../../../lib/export/site.ts";

export const getStaticPaths = async () => allRecordParams(await getDb());

export const GET: APIRoute = async ({ params }) =>
  json({
    dataset: header(),
    record: recordJson(await getDb(), asCollection(params.collection), params.id ?? ""),
  });
