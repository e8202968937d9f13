/** /data/evidence.json: every evidence entry as JSON, built at build time. */
import type { APIRoute } from "astro";
import { getDb } from "../../lib/content.ts";
import { json, evidenceJson } from "../../lib/exports.ts";

export const GET: APIRoute = async () => json(evidenceJson(await getDb()));
