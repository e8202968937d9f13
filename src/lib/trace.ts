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
    e.rules,
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

/** Evidence that names a source in its words but cites another one. */
export function evidenceNaming(db: ContentDb, source: string): Entry<EvidenceData>[] {
  const key = sourceKeys(db).get(source);
  if (key === undefined) return [];
  return db.evidence.filter(
    (e) =>
      e.data.source.id !== source &&
      !e.data.quotations.some((q) => q.translationSource === source) &&
      names(proseOf(e.data), key),
  );
}

/** Sources an evidence record names in its words, other than the one it cites. */
export function sourcesNamedBy(db: ContentDb, evidence: Entry<EvidenceData>): Entry<SourceData>[] {
  const keys = sourceKeys(db);
  const text = proseOf(evidence.data);
  return db.sources.filter(
    (s) => s.id !== evidence.data.source.id && names(text, keys.get(s.id) ?? s.data["title-short"]),
  );
}

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
