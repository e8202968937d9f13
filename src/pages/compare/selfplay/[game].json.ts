/**
 * /compare/selfplay/<game>.json: one game's random-play figures (derived, compare/derived/) and the run's settings
 * (src/compare/selfplay/figures.ts, `GamePlayFigures`), fetched by a simulator only when the
 * reader asks how a reading plays: kept out of the simulator's config, which every page with a
 * simulator carries.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { getDb } from "../../../content/db.ts";
import { gamePlayFigures, metricsData, metricsGames } from "../../../compare/index.ts";

export const getStaticPaths = (async () =>
  metricsGames(metricsData(await getDb())).map((game) => ({
    params: { game },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(JSON.stringify(gamePlayFigures(metricsData(await getDb()), params.game ?? "")), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
