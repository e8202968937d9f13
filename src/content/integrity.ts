import { slugId } from "../schemas/common.ts";
import { evidenceId, type EvidenceData } from "../schemas/evidence.ts";
import type { GameData } from "../schemas/game.ts";
import type { NameData } from "../schemas/name.ts";
import type { RegionData } from "../schemas/region.ts";
import type { RelationData, RelationPassage } from "../schemas/relation.ts";
import type { RulesetData } from "../schemas/ruleset.ts";
import type { SourceData } from "../schemas/source.ts";
import type { StudyData } from "../schemas/study.ts";
import type { TermData } from "../schemas/term.ts";
import type { CollectionName } from "./collections.ts";
import { checkBases } from "./integrity-basis.ts";

/** A validated entry with its id and the file it came from (relative to the project root). */
export interface Entry<T> {
  readonly id: string;
  readonly file: string;
  readonly data: T;
}

/** All collections after schema validation. */
export interface ContentDb {
  readonly sources: readonly Entry<SourceData>[];
  readonly evidence: readonly Entry<EvidenceData>[];
  readonly games: readonly Entry<GameData>[];
  readonly regions: readonly Entry<RegionData>[];
  readonly rulesets: readonly Entry<RulesetData>[];
  readonly terms: readonly Entry<TermData>[];
  readonly names: readonly Entry<NameData>[];
  readonly relations: readonly Entry<RelationData>[];
  /** Source studies (content/studies/): a source's game as chapters of notation with its passage. */
  readonly studies: readonly Entry<StudyData>[];
}

/** Records a dangling reference: `file: field `path`: no entry "id" in content/<target>/`. */
export type Ref = (
  file: string,
  field: string,
  target: CollectionName,
  id: string | undefined,
) => void;

/**
 * A check a feature adds to the references, run by `checkReferences` with the same reference
 * test and problem list: the studies' (`src/studies/check.ts` `studyCheck`, every chapter played
 * by the engine), which content/ must not import (docs/architecture.md: features sit above it).
 * Its callers pass it: the studies' build and the content tests.
 */
export type ContentCheck = (db: ContentDb, ref: Ref, problems: string[]) => void;

/** Ids come from file names, which no schema sees: their shape is checked here (ids are URLs). */
function checkIdShapes(db: ContentDb, problems: string[]): void {
  const idShape = (entries: readonly Entry<unknown>[], shape: typeof slugId) => {
    for (const { id, file } of entries)
      for (const part of id.split("/")) {
        const r = shape.safeParse(part);
        if (!r.success)
          problems.push(`${file}: file name "${part}": ${r.error.issues[0]?.message ?? ""}`);
      }
  };
  idShape(db.sources, slugId);
  idShape(db.evidence, evidenceId);
  idShape(db.games, slugId);
  idShape(db.regions, slugId);
  idShape(db.rulesets, slugId);
  idShape(db.terms, slugId);
  idShape(db.names, slugId);
  idShape(db.relations, slugId);
  idShape(db.studies, slugId);
}

function checkSources(db: ContentDb, ref: Ref): void {
  for (const { file, data } of db.sources) {
    ref(file, "translationOf", "sources", data.translationOf);
    data.citedOtherwise?.forEach((d, i) =>
      ref(file, `citedOtherwise.${i}.citedBy`, "sources", d.citedBy),
    );
  }
}

function checkEvidence(db: ContentDb, ref: Ref, problems: string[]): void {
  for (const { file, data } of db.evidence) {
    ref(file, "game", "games", data.game);
    ref(file, "source.id", "sources", data.source.id);
    data.regions.forEach((r, i) => ref(file, `regions.${i}`, "regions", r));
    data.related.forEach((r, i) => ref(file, `related.${i}`, "evidence", r));
    data.quotations.forEach((q, i) =>
      ref(file, `quotations.${i}.translationSource`, "sources", q.translationSource),
    );
    data.rules.forEach((r, i) => {
      if (r.basis !== "stated-elsewhere") return;
      ref(file, `rules.${i}.by`, "sources", r.by);
      if (r.by === data.source.id)
        problems.push(
          `${file}: field \`rules.${i}.by\`: "${r.by}" is this record's own source; what it says has basis stated`,
        );
    });
  }
}

/** A game's references, and every ruleset file of the game listed in its `rulesets`. */
function checkGames(db: ContentDb, ref: Ref, problems: string[]): void {
  for (const { id, file, data } of db.games) {
    data.related.forEach((g, i) => ref(file, `related.${i}`, "games", g));
    data.regions.forEach((r, i) => ref(file, `regions.${i}`, "regions", r));
    data.rulesets.forEach((r, i) => ref(file, `rulesets.${i}`, "rulesets", `${id}/${r}`));
    const onDisk = db.rulesets.filter((r) => r.data.game === id).map((r) => r.data.id);
    for (const r of onDisk)
      if (!data.rulesets.includes(r))
        problems.push(
          `${file}: field \`rulesets\`: content/rulesets/${id}/${r}.yaml is not listed`,
        );
  }
}

function checkRegions(db: ContentDb, ref: Ref, problems: string[]): void {
  for (const { file, data } of db.regions) {
    ref(file, "parent", "regions", data.parent);
    if (data.parent !== undefined && hasCycle(db.regions, data.parent, file))
      problems.push(`${file}: field \`parent\`: the parent chain loops`);
  }
}

/** A ruleset's place on disk, and the sources and evidence its options, facets and claims cite. */
function checkRulesets(db: ContentDb, ref: Ref, problems: string[]): void {
  for (const { id, file, data } of db.rulesets) {
    if (id !== `${data.game}/${data.id}`)
      problems.push(
        `${file}: field \`id\`: "${data.id}" of game "${data.game}" must live in content/rulesets/${data.game}/${data.id}.yaml`,
      );
    ref(file, "game", "games", data.game);
    data.sources.forEach((s, i) => ref(file, `sources.${i}`, "sources", s));
    data.evidence.forEach((e, i) => ref(file, `evidence.${i}`, "evidence", e));
    const place = data.observation?.place;
    if (place !== undefined && "region" in place)
      ref(file, "observation.place.region", "regions", place.region);
    for (const [key, option] of Object.entries(data.options)) {
      ref(file, `options.${key}.provenance.source`, "sources", option.provenance.source);
      ref(file, `options.${key}.provenance.evidence`, "evidence", option.provenance.evidence);
      ref(
        file,
        `options.${key}.provenance.translationSource`,
        "sources",
        option.provenance.translationSource,
      );
    }
    const cited = (field: string, c: RulesetData["claims"][number]["citation"] | undefined) => {
      if (c === undefined) return;
      ref(file, `${field}.source`, "sources", c.source);
      ref(file, `${field}.evidence`, "evidence", c.evidence);
      ref(file, `${field}.translationSource`, "sources", c.translationSource);
    };
    data.facets.forEach((f, i) => cited(`facets.${i}.citation`, f.citation));
    data.claims.forEach((c, i) => cited(`claims.${i}.citation`, c.citation));
  }
}

/** The sources, records, games and regions the glossary and the names authority cite. */
function checkGlossary(db: ContentDb, ref: Ref): void {
  type Cited = { source: string; evidence?: string | undefined };
  const cited = (file: string, field: string, c: Cited) => {
    ref(file, `${field}.source`, "sources", c.source);
    ref(file, `${field}.evidence`, "evidence", c.evidence);
  };
  const forms = (file: string, field: string, list: TermData["forms"]) =>
    list.forEach((f, i) => f.usedBy.forEach((a, j) => cited(file, `${field}.${i}.usedBy.${j}`, a)));
  for (const { file, data } of db.terms) {
    forms(file, "forms", data.forms);
    data.glosses.forEach((g, i) => {
      if (g.by === "source") cited(file, `glosses.${i}`, g);
    });
    if (data.modern?.by === "source") cited(file, "modern", data.modern);
    data.games.forEach((g, i) => ref(file, `games.${i}`, "games", g));
  }
  for (const { file, data } of db.names) {
    forms(file, "variants", data.variants);
    if (data.standard.by === "source") cited(file, "standard", data.standard);
    ref(file, "region", "regions", data.region);
    data.distinctFrom.forEach((n, i) => ref(file, `distinctFrom.${i}`, "names", n));
  }
}

/**
 * Every cross-collection reference checked, with one line per dangling or inconsistent one:
 * `file: field `path`: message`. Astro 7 only logs a dangling reference; pages and tests call
 * this and fail on any problem.
 */
export function checkReferences(db: ContentDb, more: readonly ContentCheck[] = []): string[] {
  const ids = {
    sources: new Set(db.sources.map((e) => e.id)),
    evidence: new Set(db.evidence.map((e) => e.id)),
    games: new Set(db.games.map((e) => e.id)),
    regions: new Set(db.regions.map((e) => e.id)),
    rulesets: new Set(db.rulesets.map((e) => e.id)),
    terms: new Set(db.terms.map((e) => e.id)),
    names: new Set(db.names.map((e) => e.id)),
    relations: new Set(db.relations.map((e) => e.id)),
    studies: new Set(db.studies.map((e) => e.id)),
  } satisfies Record<CollectionName, Set<string>>;
  const problems: string[] = [];
  const ref: Ref = (file, field, target, id) => {
    if (id !== undefined && !ids[target].has(id))
      problems.push(`${file}: field \`${field}\`: no entry "${id}" in content/${target}/`);
  };
  checkIdShapes(db, problems);
  checkSources(db, ref);
  checkEvidence(db, ref, problems);
  checkGames(db, ref, problems);
  checkRegions(db, ref, problems);
  checkRulesets(db, ref, problems);
  checkGlossary(db, ref);
  checkRelations(db, ref, problems);
  checkBases(db, problems);
  for (const check of more) check(db, ref, problems);
  return problems;
}

/** Pages under /sources/ that a source's id must not take (its page would be shadowed). */
const RESERVED_SOURCE_IDS = ["genealogy"];

/** A relation's sources exist, its carried errors match a `citedOtherwise`, and it is not repeated. */
function checkRelations(db: ContentDb, ref: Ref, problems: string[]): void {
  for (const { id, file } of db.sources)
    if (RESERVED_SOURCE_IDS.includes(id))
      problems.push(`${file}: file name "${id}": reserved for the page /sources/${id}/`);
  const passages = (file: string, field: string, list: readonly RelationPassage[]) =>
    list.forEach((p, i) => {
      ref(file, `${field}.${i}.source`, "sources", p.source);
      ref(file, `${field}.${i}.evidence`, "evidence", p.evidence);
      ref(file, `${field}.${i}.translationSource`, "sources", p.translationSource);
    });
  const seen = new Map<string, string>();
  for (const { file, data: r } of db.relations) {
    ref(file, "from", "sources", r.from);
    ref(file, "to", "sources", r.to);
    ref(file, "via", "sources", r.via);
    ref(file, "by", "sources", r.by);
    r.candidates?.forEach((c, i) => ref(file, `candidates.${i}`, "sources", c));
    passages(file, "evidence", r.evidence);
    const target = r.to ?? (r.toPerson === undefined ? "" : `person:${r.toPerson}`);
    const key = `${r.from} ${r.kind} ${target} (${[...r.concerns].sort().join(", ")})`;
    const first = seen.get(key);
    if (first !== undefined)
      problems.push(`${file}: field \`kind\`: the same relation as ${first} (${key})`);
    else seen.set(key, file);
    const to = db.sources.find((s) => s.id === r.to)?.data;
    r.carries.forEach((c, i) => {
      passages(file, `carries.${i}.appearsIn`, c.appearsIn);
      const recorded = to?.citedOtherwise?.some(
        (d) => d.field === c.field && d.cited === c.value && d.citedBy === r.from,
      );
      if (to !== undefined && recorded !== true)
        problems.push(
          `${file}: field \`carries.${i}.value\`: "${r.to}" has no citedOtherwise entry for ${c.field} "${c.value}" cited by "${r.from}"`,
        );
    });
  }
}

function hasCycle(regions: readonly Entry<RegionData>[], start: string, file: string): boolean {
  const byId = new Map(regions.map((r) => [r.id, r]));
  const seen = new Set<string>();
  let current: string | undefined = start;
  while (current !== undefined) {
    const entry = byId.get(current);
    if (entry === undefined) return false;
    if (entry.file === file || seen.has(current)) return true;
    seen.add(current);
    current = entry.data.parent;
  }
  return false;
}
