/**
 * /compare/selfplay/<game>.json: one game's saved random-play figures and the run's settings
 * (src/compare/selfplay/figures.ts, `GamePlayFigures`), fetched by a simulator only when the
 * reader asks how a reading plays: kept out of the simulator's config, which every page with a
 * simulator carries.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { gamePlayFigures, metricsGames } from "../../../compare/index.ts";

export const getStaticPaths = (() =>
  metricsGames().map((game) => ({ params: { game } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(gamePlayFigures(params.game ?? "")), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
