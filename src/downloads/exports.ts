/**
 * The downloadable data sets, built from the checked content: what /data/ serves. Pure
 * functions of a `ContentDb`, so tests can compare the files in dist with the content. Every
 * file carries the dataset header (version and licence); the shapes are src/downloads/schemas.ts.
 */
import type { ContentDb } from "../content/integrity.ts";
import { centuries } from "../schemas/edtf.ts";
import type { DatasetHeader } from "./dataset.ts";
import type { ExportCollection } from "./schemas.ts";
import { url } from "../site/routes.ts";
import { sortByDate } from "../content/queries.ts";
import { studyFiles } from "./study-files.ts";

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

export function sourcesJson(db: ContentDb) {
  return db.sources.map((s) => ({ id: s.id, url: url.source(s.id), ...s.data }));
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

/** Every study with its page and its chapters' notation files. */
export function studiesJson(db: ContentDb) {
  return db.studies.map((s) => ({
    id: s.id,
    url: url.study(s.id),
    files: studyFiles(s).map((f) => f.path),
    ...s.data,
  }));
}

/** Every relation of the genealogy, with its anchor on the genealogy page. */
export function relationsJson(db: ContentDb) {
  return db.relations.map((r) => ({ id: r.id, url: url.relation(r.id), ...r.data }));
}

/** Every glossary entry, with its anchor on the glossary. */
export function termsJson(db: ContentDb) {
  return db.terms.map((t) => ({ id: t.id, url: url.term(t.id), ...t.data }));
}

/** Every entry of the names authority, with its anchor on the names page. */
export function namesJson(db: ContentDb) {
  return db.names.map((n) => ({ id: n.id, url: url.name(n.id), ...n.data }));
}

/** One collection's exported records, in the order of its download. */
export function collectionJson(db: ContentDb, name: ExportCollection) {
  switch (name) {
    case "sources":
      return sourcesJson(db);
    case "evidence":
      return evidenceJson(db);
    case "games":
      return gamesJson(db);
    case "regions":
      return regionsJson(db);
    case "rulesets":
      return rulesetsJson(db);
    case "studies":
      return studiesJson(db);
    case "relations":
      return relationsJson(db);
    case "terms":
      return termsJson(db);
    case "names":
      return namesJson(db);
  }
}

/** /data/database.json. */
export function databaseJson(db: ContentDb, dataset: DatasetHeader) {
  return {
    dataset,
    sources: sourcesJson(db),
    evidence: evidenceJson(db),
    games: gamesJson(db),
    regions: regionsJson(db),
    rulesets: rulesetsJson(db),
    studies: studiesJson(db),
    relations: relationsJson(db),
    terms: termsJson(db),
    names: namesJson(db),
  };
}

/** A JSON response with a trailing newline. */
export function json(body: unknown, contentType = "application/json"): Response {
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: { "Content-Type": `${contentType}; charset=utf-8` },
  });
}

/** A text response (CSV, YAML, BibTeX). */
export function text(body: string, contentType: string): Response {
  return new Response(body, { headers: { "Content-Type": `${contentType}; charset=utf-8` } });
}
