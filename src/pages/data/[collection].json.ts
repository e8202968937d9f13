/** /data/<collection>.json: one collection with the dataset header (schema: /data/schema/<collection>.json). */
import type { APIRoute } from "astro";
import { getDb } from "../../content/db.ts";
import { collectionJson, json } from "../../downloads/exports.ts";
import { asCollection, collectionPaths, header } from "../../downloads/endpoints.ts";

export const getStaticPaths = collectionPaths;

export const GET: APIRoute = async ({ params }) => {
  const name = asCollection(params.collection);
  return json({ dataset: header(), [name]: collectionJson(await getDb(), name) });
};
