/** /data/database.json: every collection in one file (schema: /data/schema/database.json). */
import type { APIRoute } from "astro";
import { getDb } from "../../content/db.ts";
import { databaseJson, json } from "../../downloads/exports.ts";
import { header } from "../../downloads/endpoints.ts";

export const GET: APIRoute = async () => json(databaseJson(await getDb(), header()));
