/**
 * /compare/data/<lang>.json: what the French and Malagasy pickers draw a comparison from, the same
 * shape as /compare/data.json with our text in that language where the content translates it
 * (src/compare/data.ts). The English picker keeps /compare/data.json.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { getDb } from "../../../content/db.ts";
import { compareData } from "../../../compare/index.ts";
import { LANGS, isLang } from "../../../i18n/languages.ts";

export const getStaticPaths = (() =>
  LANGS.filter((l) => l !== "en").map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang;
  if (!isLang(lang)) throw new Error(`compare data: no language "${String(lang)}"`);
  return new Response(JSON.stringify(compareData(await getDb(), lang)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
};
