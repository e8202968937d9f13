/** /data/database.json: every collection in one file (schema: /data/schema/database.json). */
import type { APIRoute } from "astro";
import { getDb } from "../../lib/content.ts";
import { databaseJson, json } from "../../lib/exports.ts";
import { header } from "../../lib/export/site.ts";

export const GET: APIRoute = async () => json(databaseJson(await getDb(), header()));
