/** /data/<collection>/<id>.json: one record with the dataset header. */
import type { APIRoute } from "astro";
import { getDb } from "../../../content/db.ts";
import { json } from "../../../downloads/exports.ts";
import { allRecordParams, recordJson } from "../../../downloads/records.ts";
import { asRecordCollection, header } from "../../../downloads/endpoints.ts";

export const getStaticPaths = async () => allRecordParams(await getDb());

export const GET: APIRoute = async ({ params }) =>
  json({
    dataset: header(),
    record: recordJson(await getDb(), asRecordCollection(params.collection), params.id ?? ""),
  });
