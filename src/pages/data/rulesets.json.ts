/** /data/rulesets.json: every rulesets entry as JSON, built at build time. */
import type { APIRoute } from "astro";
import { getDb } from "../../lib/content.ts";
import { json, rulesetsJson } from "../../lib/exports.ts";

export const GET: APIRoute = async () => json(rulesetsJson(await getDb()));
