/**
 * "Cite this record" for every evidence, source and ruleset record, formatted in batches.
 *
 * citeproc rebuilds much of its style state on every `format` call, so one call per record
 * costs about as much as one call for a hundred records (measured: ~27 ms against ~2 ms a
 * record on a loaded 2-core machine). At the thousands of records a regional survey holds that
 * is minutes of build time, so each collection is formatted in chunks once per build, and a page
 * looks its record up. `citeRecord` stays the one-record reference that the batch is tested
 * against, entry for entry.
 */
import { Cite } from "@citation-js/core";
import type { ContentDb } from "../content/integrity.ts";
import type { DatasetVersion } from "../versions/label.ts";
import { url } from "../site/routes.ts";
import {
  apaRecordItem,
  recordItem,
  APA_STANDALONE_TEMPLATE,
  CHICAGO_TEMPLATE_NAME,
  type CslItem,
  type CslLocale,
  type RecordCitation,
  type RecordRef,
  typesetIn,
} from "./citations.ts";
import type { RecordCollection } from "./schemas.ts";
import type { Lang } from "../i18n/languages.ts";
import { t } from "../i18n/t.ts";
import { titleIn } from "../i18n/content.ts";

/**
 * The language a page's citations are formatted in, and its CSL locale: French pages cite in
 * French (the access date, the quotation marks, the record's kind); Malagasy has no CSL locale,
 * so Malagasy pages cite in English, marked so by the page.
 */
export function citationLang(lang: Lang): { readonly lang: Lang; readonly locale: CslLocale } {
  return lang === "fr" ? { lang, locale: "fr-FR" } : { lang: "en", locale: "en-US" };
}

/**
 * The record as its page presents it: the title and kind a citation names, and its URL, in the
 * citation's language (English unless given): a French citation names the record by our French
 * title, as the page's heading does (`titleIn`), or by its English one, said to be English.
 */
export function recordRef(
  db: ContentDb,
  collection: RecordCollection,
  id: string,
  lang: Lang = "en",
): RecordRef {
  switch (collection) {
    case "evidence": {
      const e = find(db.evidence, id, collection);
      const kind = t(lang, "cite.kind.evidence");
      const title = titleIn(lang, e.data);
      return { kind, id, title: title.text, titleLang: title.lang, path: url.evidence(id) };
    }
    case "sources": {
      const s = find(db.sources, id, collection);
      const kind = t(lang, "cite.kind.source");
      return { kind, id, title: s.data["title-short"], path: url.source(id) };
    }
    case "rulesets": {
      const r = find(db.rulesets, id, collection);
      const game = find(db.games, r.data.game, "games");
      const own = titleIn(lang, r.data);
      const title = t(lang, "compare.gameTitle", { game: game.data.name, title: own.text });
      const kind = t(lang, "cite.kind.ruleset");
      return { kind, id, title, titleLang: own.lang, path: url.ruleset(id) };
    }
    default:
      throw new Error(`records of the ${collection} collection have no "cite this record"`);
  }
}

/** A stretch of a formatted citation, and whether it is English inside another language's. */
export interface CitationPiece {
  readonly text: string;
  readonly english: boolean;
}

/**
 * A citation cut where English stands inside a citation of another language, so that the page
 * can mark it `lang="en"`: the dataset's name (a title, not translated) and a record title not
 * yet translated. citeproc sets a title's apostrophes curly, so both forms are looked for.
 */
export function citationPieces(text: string, english: readonly string[]): CitationPiece[] {
  const forms = [...new Set(english.flatMap((e) => [e, e.replaceAll("'", "\u2019")]))]
    .filter((e) => e.length > 0)
    .sort((a, b) => b.length - a.length);
  if (forms.length === 0) return [{ text, english: false }];
  const escaped = forms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return text
    .split(new RegExp(`(${escaped.join("|")})`))
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, english: forms.includes(part) }));
}

function find<T extends { id: string }>(entries: readonly T[], id: string, collection: string): T {
  const found = entries.find((e) => e.id === id);
  if (found === undefined) throw new Error(`no ${collection} record "${id}"`);
  return found;
}

/** Collections whose pages carry "cite this record". */
export const CITED_COLLECTIONS = ["evidence", "sources", "rulesets"] as const;

// Large enough that citeproc's per-call cost is spread thin, small enough that its sorting of
// a bibliography stays cheap.
const CHUNK = 250;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

function entryTexts(
  items: readonly CslItem[],
  template: string,
  locale: CslLocale,
): Map<string, string> {
  const texts = new Map<string, string>();
  for (const part of chunks(items)) {
    const entries = new Cite(part).format("bibliography", {
      format: "text",
      template,
      lang: locale,
      asEntryArray: true,
    });
    for (const [id, text] of entries) texts.set(id, text.trim());
  }
  return texts;
}

function bibtexEntries(items: readonly CslItem[]): Map<string, string> {
  // One Cite per record here: BibTeX output needs no citeproc and is cheap, and splitting a
  // joined BibTeX file back into entries would be a parser of our own.
  return new Map(items.map((item) => [item.id, new Cite([item]).format("bibtex").trim()]));
}

/** The citations of every record of one collection, keyed by record id. */
export function citeCollection(
  refs: readonly RecordRef[],
  version: DatasetVersion,
  accessed: string,
  site: string | undefined,
  locale: CslLocale = "en-US",
): Map<string, RecordCitation> {
  const items = refs.map((ref) => recordItem(ref, version, accessed, site));
  const chicago = entryTexts(items, CHICAGO_TEMPLATE_NAME, locale);
  const apa = entryTexts(
    items.map((item) => apaRecordItem(item, version)),
    APA_STANDALONE_TEMPLATE,
    locale,
  );
  const bibtex = bibtexEntries(items);
  const typeset = (text: string | undefined) =>
    text === undefined ? undefined : typesetIn(locale, text);
  const out = new Map<string, RecordCitation>();
  for (const item of items) {
    const c = typeset(chicago.get(item.id));
    const a = typeset(apa.get(item.id));
    const b = bibtex.get(item.id);
    if (c === undefined || a === undefined || b === undefined)
      throw new Error(`citeproc returned no entry for record "${item.id}"`);
    out.set(item.id, { chicago: c, apa: a, bibtex: b });
  }
  return out;
}

export type CitedCollection = (typeof CITED_COLLECTIONS)[number];
const memo = new WeakMap<ContentDb, Map<string, Map<string, RecordCitation>>>();

/**
 * A record's citations, from its collection's batch in the page's citation language
 * (`citationLang`), formatted on first use in a build.
 */
export function recordCitation(
  db: ContentDb,
  collection: CitedCollection,
  id: string,
  version: DatasetVersion,
  accessed: string,
  site: string | undefined,
  pageLang: Lang = "en",
): RecordCitation {
  const { lang, locale } = citationLang(pageLang);
  let perDb = memo.get(db);
  if (perDb === undefined) {
    perDb = new Map();
    memo.set(db, perDb);
  }
  const batch = `${collection} ${locale}`;
  let all = perDb.get(batch);
  if (all === undefined) {
    const refs = db[collection].map((e) => recordRef(db, collection, e.id, lang));
    all = citeCollection(refs, version, accessed, site, locale);
    perDb.set(batch, all);
  }
  const found = all.get(id);
  if (found === undefined) throw new Error(`no ${collection} record "${id}" to cite`);
  return found;
}
