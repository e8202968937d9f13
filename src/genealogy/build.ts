/**
 * Build-time data of the genealogy of the sources (content/relations/): every relation with its
 * names resolved to titles and pages, the graph the stemma and the compare view read, one
 * source's neighbourhood, and the errors that travelled along a relation with where they appear.
 */
import type { ContentDb, Entry } from "../content/integrity.ts";
import type { RelationData, RelationPassage } from "../schemas/relation.ts";
import type { SourceData } from "../schemas/source.ts";
import { languageName } from "../site/words.ts";
import { url } from "../site/routes.ts";
import type { ContentTranslations } from "../i18n/content.ts";
import { KIND_VERB, personNode, type DependenceEdge, type DependenceGraph } from "./graph.ts";

/** A source or informant as a relation shows it. */
export interface NodeRef {
  readonly id: string;
  readonly title: string;
  /** The source's page; absent for an informant, who has none. */
  readonly url?: string;
}

/** A passage as the relation lists show it. */
export interface PassageView {
  readonly source: NodeRef;
  /** The evidence record, with our translations of its title for the page to choose from. */
  readonly evidence?: NodeRef & { readonly titleTranslations?: ContentTranslations | undefined };
  readonly locator: string;
  readonly quote?: string;
  readonly lang?: string;
  readonly langName?: string;
  readonly translation?: string;
  /** Title of the translation's source; absent means the translation is ours. */
  readonly translationBy?: string;
  /** Our translations of the quotation into the site's other languages (decision 0025). */
  readonly translations?: ContentTranslations & {
    readonly fr?: { readonly via?: "en" | undefined } | undefined;
    readonly mg?: { readonly via?: "en" | undefined } | undefined;
  };
}

/** A wrong or doubtful detail carried along a relation, with every place it appears. */
export interface CarriedView {
  readonly relation: string;
  readonly from: NodeRef;
  readonly to: NodeRef;
  readonly field: string;
  readonly value: string;
  readonly status: "error" | "doubtful";
  readonly origin: string;
  /** Our translations of `origin`, with who made them. */
  readonly originTranslations?: ContentTranslations | undefined;
  /** Our record's reason for its own value (the `citedOtherwise` entry). */
  readonly reason: string;
  /** Our translations of that reason (the entry's `reasonTranslations`). */
  readonly reasonTranslations?: ContentTranslations | undefined;
  readonly appearsIn: readonly PassageView[];
  /** Permanent ids of this site that keep the value (ids never change). */
  readonly keptInIds: readonly NodeRef[];
}

/** One relation, every name resolved. */
export interface RelationView {
  readonly id: string;
  readonly from: NodeRef;
  readonly to?: NodeRef;
  readonly kind: string;
  readonly verb: string;
  readonly via?: NodeRef;
  readonly candidates: readonly NodeRef[];
  readonly concerns: readonly string[];
  readonly basis: string;
  readonly by?: NodeRef;
  readonly reasoning?: string;
  /** Our translations of `reasoning` into French and Malagasy, with who made them. */
  readonly reasoningTranslations?: ContentTranslations;
  readonly confidence: number;
  readonly evidence: readonly PassageView[];
  readonly carries: readonly CarriedView[];
  readonly note?: string;
  /** Our translations of `note` into French and Malagasy, with who made them. */
  readonly noteTranslations?: ContentTranslations | undefined;
}

const sourceRef = (db: ContentDb, id: string): NodeRef => ({
  id,
  title: db.sources.find((s) => s.id === id)?.data["title-short"] ?? id,
  url: url.source(id),
});

function passageView(db: ContentDb, p: RelationPassage): PassageView {
  const ev = p.evidence === undefined ? undefined : db.evidence.find((e) => e.id === p.evidence);
  return {
    source: sourceRef(db, p.source),
    ...(p.evidence !== undefined && {
      evidence: {
        id: p.evidence,
        title: ev?.data.title ?? p.evidence,
        ...(ev?.data.titleTranslations !== undefined && {
          titleTranslations: ev.data.titleTranslations,
        }),
        url: url.evidence(p.evidence),
      },
    }),
    locator: p.locator,
    ...(p.quote !== undefined && { quote: p.quote }),
    ...(p.lang !== undefined && { lang: p.lang, langName: languageName(p.lang) }),
    ...(p.translation !== undefined && { translation: p.translation }),
    ...(p.translationSource !== undefined && {
      translationBy: sourceRef(db, p.translationSource).title,
    }),
    ...(p.translations !== undefined && { translations: p.translations }),
  };
}

/** Records of this site whose permanent id keeps `value`: the source itself and its rulesets. */
function idsKeeping(db: ContentDb, source: string, value: string): NodeRef[] {
  const own = source.includes(value) ? [sourceRef(db, source)] : [];
  const rulesets = db.rulesets
    .filter((r) => r.data.sources.includes(source) && r.id.includes(value))
    .map((r) => ({ id: r.id, title: `${r.data.game}/${r.data.id}`, url: url.ruleset(r.id) }));
  return [...own, ...rulesets];
}

/** Our record's reason for the value a carried detail departs from (its `citedOtherwise` entry). */
function reasonOf(
  target: SourceData | undefined,
  c: RelationData["carries"][number],
): Pick<CarriedView, "reason" | "reasonTranslations"> {
  const entry = target?.citedOtherwise?.find((d) => d.field === c.field && d.cited === c.value);
  return { reason: entry?.reason ?? "", reasonTranslations: entry?.reasonTranslations };
}

function relationView(db: ContentDb, { id, data: r }: Entry<RelationData>): RelationView {
  const from = sourceRef(db, r.from);
  const to =
    r.to !== undefined
      ? sourceRef(db, r.to)
      : r.toPerson !== undefined
        ? { id: personNode(r.toPerson), title: r.toPerson }
        : undefined;
  const target = db.sources.find((s) => s.id === r.to)?.data;
  return {
    id,
    from,
    ...(to !== undefined && { to }),
    kind: r.kind,
    verb: KIND_VERB[r.kind] ?? r.kind,
    ...(r.via !== undefined && { via: sourceRef(db, r.via) }),
    candidates: (r.candidates ?? []).map((c) => sourceRef(db, c)),
    concerns: r.concerns,
    basis: r.basis,
    ...(r.by !== undefined && { by: sourceRef(db, r.by) }),
    ...(r.reasoning !== undefined && { reasoning: r.reasoning }),
    ...(r.reasoningTranslations !== undefined && {
      reasoningTranslations: r.reasoningTranslations,
    }),
    confidence: r.confidence,
    evidence: r.evidence.map((p) => passageView(db, p)),
    carries: r.carries.map((c) => ({
      relation: id,
      from,
      to: to ?? from,
      field: c.field,
      value: c.value,
      status: c.status,
      origin: c.origin,
      originTranslations: c.originTranslations,
      ...reasonOf(target, c),
      appearsIn: c.appearsIn.map((p) => passageView(db, p)),
      keptInIds: r.to === undefined ? [] : idsKeeping(db, r.to, c.value),
    })),
    ...(r.note !== undefined && { note: r.note, noteTranslations: r.noteTranslations }),
  };
}

/** Every relation, resolved, sorted by dependent source then target. */
export function relationViews(db: ContentDb): readonly RelationView[] {
  const cached = views.get(db);
  if (cached !== undefined) return cached;
  const list = db.relations
    .map((e) => relationView(db, e))
    .sort(
      (a, b) =>
        a.from.title.localeCompare(b.from.title) ||
        (a.to?.title ?? "").localeCompare(b.to?.title ?? "") ||
        a.id.localeCompare(b.id),
    );
  views.set(db, list);
  return list;
}
const views = new WeakMap<ContentDb, readonly RelationView[]>();

/** What the stemma knows of a source beyond its title: its year, and the games it speaks of. */
export interface SourceFacts {
  /** The year of publication (`issued`), when the record has one. */
  readonly year?: number | undefined;
  /** Ids of the games its evidence records and rulesets are about. */
  readonly games: readonly string[];
}

/** Every source's year and games, for the stemma's time axis and its filter by game. */
export function sourceFacts(db: ContentDb): ReadonlyMap<string, SourceFacts> {
  return new Map(
    db.sources.map((s) => {
      const games = new Set([
        ...db.evidence.filter((e) => e.data.source.id === s.id).map((e) => e.data.game),
        ...db.rulesets.filter((r) => r.data.sources.includes(s.id)).map((r) => r.data.game),
      ]);
      const year = s.data.issued?.["date-parts"]?.[0]?.[0];
      return [s.id, { year, games: [...games].sort() }];
    }),
  );
}

/** Whether a relation touches a source: as dependent, target, intermediary or candidate. */
export const touches = (r: RelationView, id: string): boolean =>
  r.from.id === id || r.to?.id === id || r.via?.id === id || r.candidates.some((c) => c.id === id);

/** A source's neighbourhood: the relations that touch it, both ways. */
export const neighbourhood = (db: ContentDb, id: string): readonly RelationView[] =>
  relationViews(db).filter((r) => touches(r, id));

/** The errors and doubtful details that travelled along relations. */
export const carriedErrors = (db: ContentDb): readonly CarriedView[] =>
  relationViews(db).flatMap((r) => r.carries);

/**
 * The relations as the compare view groups witnesses by: labels for every source and informant,
 * and every relation with a target as an edge (the picker receives it in /compare/data.json).
 */
export function dependenceGraph(db: ContentDb): DependenceGraph {
  const labels: Record<string, string> = {};
  for (const s of db.sources) labels[s.id] = s.data["title-short"];
  const edges: DependenceEdge[] = [];
  for (const { data: r } of db.relations) {
    const to = r.to ?? (r.toPerson === undefined ? undefined : personNode(r.toPerson));
    if (to === undefined) continue;
    if (r.toPerson !== undefined) labels[to] = r.toPerson;
    edges.push({
      from: r.from,
      to,
      kind: r.kind,
      basis: r.basis,
      confidence: r.confidence,
      concerns: r.concerns,
      ...(r.via !== undefined && { via: r.via }),
    });
  }
  return { labels, edges };
}
