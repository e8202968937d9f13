/** /data/sources.csl.json: the bibliography as CSL-JSON, for Zotero and citation processors. */
import type { APIRoute } from "astro";
import { getDb } from "../../lib/content.ts";
import { json, sourcesCsl } from "../../lib/exports.ts";

export const GET: APIRoute = async () => json(sourcesCsl(await getDb()));
