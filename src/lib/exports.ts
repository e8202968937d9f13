/**
 * The downloadable data sets, built from the checked content: what /data/*.json serve. Pure
 * functions of a `ContentDb`, so tests can compare the files in dist with the content.
 */
import type { ContentDb } from "../content/integrity.ts";
import { centuries } from "../schemas/edtf.ts";
import { cslItem, compareSources } from "./bibliography.ts";
import { url } from "./format.ts";
import { sortByDate } from "./queries.ts";

/** Every source as a CSL-JSON item, in bibliography order. */
export function sourcesCsl(db: ContentDb): Record<string, unknown>[] {
  return [...db.sources].sort(compareSources).map((s) => cslItem(s.id, s.data));
}

/** Every evidence record with its id, page and the derived period fields. */
export function evidenceJson(db: ContentDb) {
  return sortByDate(db.evidence).map((e) => ({
    id: e.id,
    url: url.evidence(e.id),
    ...e.data,
    date: {
      edtf: e.data.date.edtf,
      earliest: e.data.date.earliest,
      latest: e.data.date.latest,
      qualified: e.data.date.qualified,
      centuries: centuries(e.data.date),
    },
  }));
}

export function gamesJson(db: ContentDb) {
  return db.games.map((g) => ({ id: g.id, url: url.game(g.id), ...g.data }));
}

export function regionsJson(db: ContentDb) {
  return db.regions.map((r) => ({ id: r.id, url: url.region(r.id), ...r.data }));
}

export function rulesetsJson(db: ContentDb) {
  return db.rulesets.map((r) => ({ url: url.ruleset(r.id), ...r.data }));
}

/** A JSON response with a trailing newline. */
export function json(body: unknown, contentType = "application/json"): Response {
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: { "Content-Type": `${contentType}; charset=utf-8` },
  });
}
