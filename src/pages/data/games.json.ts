/** /data/games.json: every games entry as JSON, built at build time. */
import type { APIRoute } from "astro";
import { getDb } from "../../lib/content.ts";
import { json, gamesJson } from "../../lib/exports.ts";

export const GET: APIRoute = async () => json(gamesJson(await getDb()));
