/**
 * Citations through Citation.js (citeproc for styles, its BibTeX plugin for BibTeX): the
 * bibliography as CSL-JSON and BibTeX, and "cite this record" for evidence, source and ruleset
 * pages in Chicago author-date, APA and BibTeX. Runs at build time only.
 */
import { Cite, plugins } from "@citation-js/core";
import "@citation-js/plugin-csl";
import "@citation-js/plugin-bibtex";
import type { ContentDb } from "../content/integrity.ts";
import { compareSources, cslItem } from "./bibliography.ts";
import { siteUrl, DATASET, headerLines } from "./dataset.ts";
import { versionId, versionLabel, type DatasetVersion } from "../versions/label.ts";
import { CHICAGO_RECORDS_CSL, CHICAGO_RECORDS_TEMPLATE } from "./chicago-records.ts";
import { frenchSpacing } from "../i18n/typography.ts";

export type CslItem = Record<string, unknown> & { id: string };

/**
 * The CSL locales a record's citation is formatted in: those Citation.js ships (it bundles
 * en-US, fr-FR, nl-NL, de-DE, es-ES). Malagasy has no CSL locale, so a Malagasy page cites in
 * English, marked so (`citationLocale`).
 */
export const CSL_LOCALES = ["en-US", "fr-FR"] as const;
export type CslLocale = (typeof CSL_LOCALES)[number];

const styles = plugins.config.get("@csl").styles;
if (!styles.has(CHICAGO_RECORDS_TEMPLATE))
  styles.add(CHICAGO_RECORDS_TEMPLATE, CHICAGO_RECORDS_CSL);
/**
 * APA with its disambiguation switched off, for formatting many records in one call: a record's
 * citation stands alone on its page, but citeproc, seeing a batch of same-author same-year
 * items, would letter them "2026a", "2026b". Only the three `disambiguate-*` switches differ.
 */
export const APA_STANDALONE_TEMPLATE = "apa-standalone";
if (!styles.has(APA_STANDALONE_TEMPLATE)) {
  const apa = styles.get("apa");
  const standalone = apa.replace(
    /disambiguate-add-(givenname|names|year-suffix)="true"/g,
    'disambiguate-add-$1="false"',
  );
  if (standalone === apa)
    throw new Error("the APA style no longer has the disambiguation switches expected");
  styles.add(APA_STANDALONE_TEMPLATE, standalone);
}

// Our ids are the citation keys. Citation.js's label check would refuse "-" and "." (legal in
// BibTeX keys) and invent author-year keys instead.
plugins.config.get("@bibtex").format.checkLabel = false;

function dateParts(isoDate: string): { "date-parts": number[][] } {
  return { "date-parts": [isoDate.split("-").map(Number)] };
}

/** The dataset itself as a CSL item, so a reference manager can cite the database. */
export function datasetItem(version: DatasetVersion, site: string | undefined): CslItem {
  return {
    id: "fanorona-mancala-reference",
    "citation-key": "fanorona-mancala-reference",
    type: "dataset",
    title: DATASET.name,
    publisher: DATASET.name,
    abstract: DATASET.description,
    version: versionLabel(version),
    issued: dateParts(version.date),
    URL: siteUrl("/data/", site),
    license: `${DATASET.licence.name} (${DATASET.licence.id})`,
  };
}

/** Every source as a CSL-JSON item keyed by its id, in bibliography order, then the dataset. */
export function bibliographyItems(
  db: ContentDb,
  version: DatasetVersion,
  site: string | undefined,
): CslItem[] {
  const sources = [...db.sources]
    .sort(compareSources)
    .map((s): CslItem => ({ ...cslItem(s.id, s.data), id: s.id, "citation-key": s.id }));
  return [...sources, datasetItem(version, site)];
}

/** BibTeX for CSL items, after a comment with the dataset's version and licence. */
export function bibtexOf(
  items: readonly CslItem[],
  version: DatasetVersion,
  site: string | undefined,
): string {
  const header = headerLines(version, site)
    .map((l) => `% ${l}`)
    .join("\n");
  return `${header}\n\n${new Cite(items).format("bibtex").trim()}\n`;
}

/** What a record citation needs to know. */
export interface RecordRef {
  /** "Evidence record", "Source record", "Ruleset". */
  readonly kind: string;
  /** The record's id as shown on its page. */
  readonly id: string;
  readonly title: string;
  /** "en" where the title is English in a citation of another language (not yet translated). */
  readonly titleLang?: "en" | undefined;
  /** The record's page path (its permanent URL on the site). */
  readonly path: string;
}

/** A record of this site as a CSL item: published by the site, at its permanent URL. */
export function recordItem(
  ref: RecordRef,
  version: DatasetVersion,
  accessed: string,
  site: string | undefined,
): CslItem {
  return {
    id: ref.id,
    "citation-key": ref.id.replaceAll("/", "-"),
    type: "dataset",
    title: ref.title,
    publisher: DATASET.name,
    genre: ref.kind,
    number: ref.id,
    version: versionLabel(version),
    issued: dateParts(version.date),
    accessed: dateParts(accessed),
    URL: siteUrl(ref.path, site),
  };
}

/**
 * citeproc's plain-text entry. Plain text, not its HTML: citeproc reads <i>, <b> and the like in
 * field values as markup and passes them through, and a record's title must show as typed; the
 * page escapes the text.
 */
function entryText(cite: Cite, template: string, locale: CslLocale): string {
  return cite.format("bibliography", { format: "text", template, lang: locale }).trim();
}

/** A record's citation in Chicago author-date and APA (plain text) and in BibTeX. */
export interface RecordCitation {
  readonly chicago: string;
  readonly apa: string;
  readonly bibtex: string;
}

/** The name the Chicago template for records is registered under. */
export const CHICAGO_TEMPLATE_NAME = CHICAGO_RECORDS_TEMPLATE;

/**
 * The record item as APA 7 cites a dataset: group author, (Version ...) [description].
 * citeproc reads a version with a date's hyphens as a range ("Versions"), so APA gets the commit
 * alone, and APA leaves out the publisher when it is the author.
 */
export function apaRecordItem(item: CslItem, version: DatasetVersion): CslItem {
  const apaItem: CslItem = {
    ...item,
    author: [{ literal: DATASET.name }],
    version: versionId(version),
  };
  delete apaItem.number;
  delete apaItem.publisher;
  return apaItem;
}

/**
 * A formatted citation with its language's typography: French as every French text the site
 * writes (src/i18n/typography.ts), Citation.js setting guillemets and colons with ordinary
 * spaces ("« Vela : … »"); English as Citation.js writes it.
 */
export const typesetIn = (locale: CslLocale, text: string): string =>
  locale === "fr-FR" ? frenchSpacing(text) : text;

/**
 * One record's citations, formatted alone. Pages use the batched `recordCitation`
 * (record-citations.ts); this is the reference it is tested against.
 */
export function citeRecord(
  item: CslItem,
  version: DatasetVersion,
  locale: CslLocale = "en-US",
): RecordCitation {
  return {
    chicago: typesetIn(locale, entryText(new Cite([item]), CHICAGO_RECORDS_TEMPLATE, locale)),
    apa: typesetIn(locale, entryText(new Cite([apaRecordItem(item, version)]), "apa", locale)),
    bibtex: new Cite([item]).format("bibtex").trim(),
  };
}
