/**
 * Look-ups across collections, shared by pages and endpoints. Pure functions of a `ContentDb`
 * (no Astro imports), so the site tests can call them on `loadContent()` output too.
 */
import type { ContentDb, Entry } from "./integrity.ts";
import { centuries } from "../schemas/edtf.ts";
import type { EvidenceData } from "../schemas/evidence.ts";
import type { RulesetData } from "../schemas/ruleset.ts";
import { compareRanges } from "../schemas/edtf.ts";

/**
 * Indexes built once per collection or database and kept for the build. Every page asks these
 * questions, and answering each by scanning a collection makes the build grow with the square of
 * the database (10,000 evidence pages each scanning 10,000 records).
 */
const indexes = new WeakMap<object, Map<string, unknown>>();

function once<T>(owner: object, name: string, make: () => T): T {
  let own = indexes.get(owner);
  if (own === undefined) indexes.set(owner, (own = new Map<string, unknown>()));
  if (!own.has(name)) own.set(name, make());
  return own.get(name) as T;
}

/** Groups `items` under each key `keys` gives them, keeping the items' order. */
function groupBy<T>(items: readonly T[], keys: (item: T) => Iterable<string>): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items)
    for (const k of new Set(keys(item))) {
      const list = out.get(k);
      if (list === undefined) out.set(k, [item]);
      else list.push(item);
    }
  return out;
}

/** An entry by id, or an error naming the collection: pages only ask for checked references. */
export function byId<T>(entries: readonly Entry<T>[], id: string, what: string): Entry<T> {
  const found = once(entries, "byId", () => new Map(entries.map((e) => [e.id, e]))).get(id);
  if (found === undefined) throw new Error(`No ${what} with id "${id}"`);
  return found;
}

/** Evidence in date order (earliest year, then latest, then id). */
export function sortByDate(items: readonly Entry<EvidenceData>[]): Entry<EvidenceData>[] {
  return [...items].sort(
    (a, b) => compareRanges(a.data.date, b.data.date) || a.id.localeCompare(b.id),
  );
}

export function evidenceOfGame(db: ContentDb, game: string): Entry<EvidenceData>[] {
  const byGame = once(db, "evidenceOfGame", () =>
    groupBy(sortByDate(db.evidence), (e) => [e.data.game]),
  );
  return [...(byGame.get(game) ?? [])];
}

/** A game's rulesets, in the order the game lists them. */
export function rulesetsOfGame(db: ContentDb, game: string): Entry<RulesetData>[] {
  const listed = db.games.find((g) => g.id === game)?.data.rulesets ?? [];
  const own = db.rulesets.filter((r) => r.data.game === game);
  return [...own].sort(
    (a, b) =>
      (listed.indexOf(a.data.id) + 1 || Infinity) - (listed.indexOf(b.data.id) + 1 || Infinity) ||
      a.id.localeCompare(b.id),
  );
}

/** Every source id a ruleset cites: its `sources`, option provenance and facet citations. */
export function sourcesOfRuleset(r: RulesetData): Set<string> {
  const ids = new Set(r.sources);
  for (const o of Object.values(r.options)) ids.add(o.provenance.source);
  for (const f of r.facets) if (f.citation !== undefined) ids.add(f.citation.source);
  return ids;
}

/** Every evidence id a ruleset rests on: its `evidence`, option provenance and facet citations. */
export function evidenceOfRuleset(r: RulesetData): Set<string> {
  const ids = new Set(r.evidence);
  for (const o of Object.values(r.options))
    if (o.provenance.evidence !== undefined) ids.add(o.provenance.evidence);
  for (const f of r.facets) if (f.citation?.evidence !== undefined) ids.add(f.citation.evidence);
  return ids;
}

/** Evidence citing a source, directly or as the source of a quotation's translation. */
export function evidenceOfSource(db: ContentDb, source: string) {
  const { cited, translating } = once(db, "evidenceOfSource", () => {
    const sorted = sortByDate(db.evidence);
    return {
      cited: groupBy(sorted, (e) => [e.data.source.id]),
      translating: groupBy(sorted, (e) =>
        e.data.quotations.flatMap((q) =>
          q.translationSource !== undefined && q.translationSource !== e.data.source.id
            ? [q.translationSource]
            : [],
        ),
      ),
    };
  });
  return {
    cited: [...(cited.get(source) ?? [])],
    translations: [...(translating.get(source) ?? [])],
  };
}

export function rulesetsOfSource(db: ContentDb, source: string): Entry<RulesetData>[] {
  const bySource = once(db, "rulesetsOfSource", () =>
    groupBy(db.rulesets, (r) => sourcesOfRuleset(r.data)),
  );
  return [...(bySource.get(source) ?? [])];
}

export function rulesetsOfEvidence(db: ContentDb, evidence: string): Entry<RulesetData>[] {
  const byEvidence = once(db, "rulesetsOfEvidence", () =>
    groupBy(db.rulesets, (r) => evidenceOfRuleset(r.data)),
  );
  return [...(byEvidence.get(evidence) ?? [])];
}

/** Evidence that lists `evidence` among its related records. */
export function evidenceRelatingTo(db: ContentDb, evidence: string): Entry<EvidenceData>[] {
  const byRelated = once(db, "evidenceRelatingTo", () =>
    groupBy(db.evidence, (e) => e.data.related),
  );
  return [...(byRelated.get(evidence) ?? [])];
}

/** A region and all regions below it, by id. */
export function regionAndDescendants(db: ContentDb, region: string): Set<string> {
  const out = new Set([region]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of db.regions)
      if (r.data.parent !== undefined && out.has(r.data.parent) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
  }
  return out;
}

/** The chain of parents of a region, nearest first. */
export function ancestors(db: ContentDb, region: string): string[] {
  const out: string[] = [];
  let current = db.regions.find((r) => r.id === region)?.data.parent;
  while (current !== undefined && !out.includes(current)) {
    out.push(current);
    current = db.regions.find((r) => r.id === current)?.data.parent;
  }
  return out;
}

/** Evidence grouped by the first century its date touches; undated records under `null`. */
export function evidenceByCentury(
  db: ContentDb,
): { century: number | null; items: Entry<EvidenceData>[] }[] {
  const groups = new Map<number | null, Entry<EvidenceData>[]>();
  for (const e of sortByDate(db.evidence)) {
    const c = centuries(e.data.date)[0] ?? null;
    const list = groups.get(c) ?? [];
    list.push(e);
    groups.set(c, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
    .map(([century, items]) => ({ century, items }));
}

/**
 * Evidence about a region, counted one way everywhere: records placed in the region itself
 * or in any place within it.
 */
export function evidenceInRegion(db: ContentDb, region: string): Entry<EvidenceData>[] {
  const within = regionAndDescendants(db, region);
  return sortByDate(db.evidence.filter((e) => e.data.regions.some((r) => within.has(r))));
}
