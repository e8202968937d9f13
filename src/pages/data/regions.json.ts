/** /data/regions.json: every regions entry as JSON, built at build time. */
import type { APIRoute } from "astro";
import { getDb } from "../../lib/content.ts";
import { json, regionsJson } from "../../lib/exports.ts";

export const GET: APIRoute = async () => json(regionsJson(await getDb()));
