/** /compare/data.json: what the compare picker draws a comparison from (src/compare/data.ts). */
import type { APIRoute } from "astro";
import { getDb } from "../../content/db.ts";
import { compareData } from "../../compare/index.ts";

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(compareData(await getDb())), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
