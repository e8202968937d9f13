/**
 * The permanent URL of every record page and prebuilt comparison, and the permanent anchor of
 * every glossary and names entry (`/glossary/#riatra`): what docs/published-ids.txt keeps.
 */
import type { ContentDb } from "../../src/content/integrity.ts";
import { compareData } from "../../src/compare/build.ts";
import { url } from "../../src/site/routes.ts";

export function recordPaths(db: ContentDb): string[] {
  return [
    ...db.evidence.map((e) => url.evidence(e.id)),
    ...db.sources.map((s) => url.source(s.id)),
    ...db.games.map((g) => url.game(g.id)),
    ...db.regions.map((r) => url.region(r.id)),
    ...db.rulesets.map((r) => url.ruleset(r.id)),
    ...compareData(db).prebuilt.map((p) => p.url),
    ...db.terms.map((t) => url.term(t.id)),
    ...db.names.map((n) => url.name(n.id)),
    ...db.studies.map((s) => url.study(s.id)),
  ];
}
