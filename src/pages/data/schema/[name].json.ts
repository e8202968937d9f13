/**
 * /data/schema/<name>.json: JSON Schemas generated from the zod content schemas, for
 * database.json, each <collection>.json and each single-record <collection>/<id>.json (the
 * collections that have them).
 */
import type { APIRoute } from "astro";
import { json } from "../../../downloads/exports.ts";
import {
  collectionFileSchema,
  databaseSchema,
  EXPORT_COLLECTIONS,
  jsonSchemaOf,
  RECORD_COLLECTIONS,
  recordFileSchema,
} from "../../../downloads/schemas.ts";
import { SITE } from "../../../downloads/endpoints.ts";
import { siteUrl } from "../../../downloads/dataset.ts";

const schemas = () => {
  const at = (name: string) => siteUrl(`/data/schema/${name}.json`, SITE);
  const out = new Map([
    ["database", jsonSchemaOf(databaseSchema, at("database"), "database.json")],
  ]);
  for (const c of EXPORT_COLLECTIONS)
    out.set(c, jsonSchemaOf(collectionFileSchema(c), at(c), `${c}.json`));
  for (const c of RECORD_COLLECTIONS)
    out.set(`${c}-record`, jsonSchemaOf(recordFileSchema(c), at(`${c}-record`), `${c}/<id>.json`));
  return out;
};

export const getStaticPaths = () => [...schemas().keys()].map((name) => ({ params: { name } }));

export const GET: APIRoute = ({ params }) => json(schemas().get(params.name ?? ""));
