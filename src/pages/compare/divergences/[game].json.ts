/**
 * /compare/divergences/<game>.json: one game's saved first divergences with the titles of the
 * sources they cite (src/compare/divergence/model.ts, `GameDivergences`), loaded by the compare picker
 * only when a comparison has two readings of that game.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { getDb } from "../../../content/db.ts";
import { divergenceGames, gameDivergences } from "../../../compare/index.ts";

export const getStaticPaths = (() =>
  divergenceGames().map((game) => ({ params: { game } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(JSON.stringify(gameDivergences(await getDb(), params.game ?? "")), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
