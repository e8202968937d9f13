/**
 * /compare/selfplay/charts.css: the self-play charts' styles (src/compare/selfplay/selfplay.css)
 * as a file, linked by a simulator only when the reader asks how a reading plays. Game and
 * evidence pages do not carry them, the Content-Security-Policy hashes a page's <style>
 * elements (so the script cannot add one), and the client build does not write a stylesheet
 * that a script imports by URL.
 */
import type { APIRoute } from "astro";
import css from "../../../compare/selfplay/selfplay.css?raw";

export const GET: APIRoute = () =>
  new Response(css, { headers: { "Content-Type": "text/css; charset=utf-8" } });
