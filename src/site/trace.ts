/**
 * Which records rest on a source without citing it: an evidence record "after Callet" names
 * Callet in its words. A source is recognised by its short title without the year or subtitle
 * ("Callet", "Grandidier", "de Voogt & Rougetet"), or by the whole short title when several
 * sources share that name ("Bell 1973"). Pure functions of a ContentDb.
 */
import type { ContentDb, Entry } from "../content/integrity.ts";
import type { EvidenceData } from "../schemas/evidence.ts";
import type { SourceData } from "../schemas/source.ts";

/**
 * How prose names a source: its short title up to a comma or the year, without "et al."
 * ("Callet 1878" → "Callet", "Grandidier, Ethnographie de Madagascar III" → "Grandidier").
 */
function stem(s: SourceData): string {
  return (s["title-short"].split(",")[0] ?? "")
    .replace(/\s+\d{4}[a-z]?\b.*$/, "")
    .replace(/\s+et al\.?$/, "")
    .trim();
}

/** The words by which each source is named in prose, unique across the bibliography. */
export function sourceKeys(db: ContentDb): Map<string, string> {
  const stems = new Map<string, number>();
  for (const s of db.sources) stems.set(stem(s.data), (stems.get(stem(s.data)) ?? 0) + 1);
  return new Map(
    db.sources.map((s) => [
      s.id,
      stems.get(stem(s.data)) === 1 ? stem(s.data) : s.data["title-short"],
    ]),
  );
}

/** The prose of an evidence record in English: our words and the English translations. */
function proseOf(e: EvidenceData): string {
  return [
    e.title,
    ...e.rules.map((r) => `${r.text}\n${r.reasoning ?? ""}`),
    e.notes ?? "",
    e.dateNote ?? "",
    e.confidenceNote,
    e.source.locator,
    ...e.quotations.map((q) => (q.lang === "en" ? q.text : (q.translation ?? ""))),
  ].join("\n");
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function names(text: string, key: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${escape(key)}(?![\\p{L}])`, "u").test(text);
}

/**
 * Which evidence names which source, for the whole database at once. A page asks for one source
 * or one record, but answering each page by testing every record against every source grows with
 * the square of the database (10 million pattern tests at 10,000 records and 1,000 sources). A
 * key whose first character is a letter can only match where its first word stands as a whole
 * word, so each record is tested only against the keys whose first word it contains.
 */
interface NamingIndex {
  /** Source id → ids of evidence that names it (in database order). */
  readonly bySource: ReadonlyMap<string, readonly string[]>;
  /** Evidence id → ids of sources it names (in database order). */
  readonly byEvidence: ReadonlyMap<string, readonly string[]>;
}

const indexes = new WeakMap<ContentDb, NamingIndex>();

function namingIndex(db: ContentDb): NamingIndex {
  const known = indexes.get(db);
  if (known !== undefined) return known;
  const keys = sourceKeys(db);
  const byFirstWord = new Map<string, string[]>();
  const alwaysTested: string[] = [];
  for (const s of db.sources) {
    const first = /^\p{L}+/u.exec(keys.get(s.id)!)?.[0];
    if (first === undefined) alwaysTested.push(s.id);
    else byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), s.id]);
  }
  const order = new Map(db.sources.map((s, i) => [s.id, i]));
  const bySource = new Map<string, string[]>();
  const byEvidence = new Map<string, string[]>();
  for (const e of db.evidence) {
    const text = proseOf(e.data);
    const words = new Set(text.match(/\p{L}+/gu) ?? []);
    const candidates = [...alwaysTested, ...[...words].flatMap((w) => byFirstWord.get(w) ?? [])];
    const named = candidates
      .filter((id) => text.includes(keys.get(id)!) && names(text, keys.get(id)!))
      .sort((a, b) => order.get(a)! - order.get(b)!);
    byEvidence.set(e.id, named);
    for (const id of named) {
      const list = bySource.get(id);
      if (list === undefined) bySource.set(id, [e.id]);
      else list.push(e.id);
    }
  }
  const index = { bySource, byEvidence };
  indexes.set(db, index);
  return index;
}

/** Evidence that names a source in its words but cites another one. */
export function evidenceNaming(db: ContentDb, source: string): Entry<EvidenceData>[] {
  const naming = new Set(namingIndex(db).bySource.get(source) ?? []);
  return db.evidence.filter(
    (e) =>
      naming.has(e.id) &&
      e.data.source.id !== source &&
      !e.data.quotations.some((q) => q.translationSource === source),
  );
}

/** Sources an evidence record names in its words, other than the one it cites. */
export function sourcesNamedBy(db: ContentDb, evidence: Entry<EvidenceData>): Entry<SourceData>[] {
  const named = new Set(namingIndex(db).byEvidence.get(evidence.id) ?? []);
  return db.sources.filter((s) => s.id !== evidence.data.source.id && named.has(s.id));
}

/**
 * The same questions answered the slow way, every record against every source: the reference
 * the index is tested against.
 */
export function namingExhaustive(db: ContentDb): NamingIndex {
  const keys = sourceKeys(db);
  const bySource = new Map<string, string[]>();
  const byEvidence = new Map<string, string[]>();
  for (const e of db.evidence) {
    const text = proseOf(e.data);
    const named = db.sources.filter((s) => names(text, keys.get(s.id)!)).map((s) => s.id);
    byEvidence.set(e.id, named);
    for (const id of named) {
      const list = bySource.get(id);
      if (list === undefined) bySource.set(id, [e.id]);
      else list.push(e.id);
    }
  }
  return { bySource, byEvidence };
}

/** The index the pages use, for the test that holds it equal to `namingExhaustive`. */
export const namingIndexed = (db: ContentDb): NamingIndex => namingIndex(db);

/** The DLP's page for a game on the Ludii portal, searched by the game's name as the DLP spells it. */
export function dlpGameUrl(game: {
  readonly name: string;
  readonly dlpName?: string | undefined;
}): string {
  return `https://ludii.games/details.php?keyword=${encodeURIComponent(game.dlpName ?? game.name)}`;
}

/** Whether an evidence record comes from the DLP database (it keeps the DLP's id). */
export function isDlpRecord(id: string): boolean {
  return id.startsWith("DLP.Evidence.");
}
