/**
 * Author-date references from the CSL fields of the `sources` collection (after the Chicago
 * author-date style), and the CSL-JSON export. Pure functions, no Astro imports; build time only
 * (how another source cites a field is worded from the string tables).
 */
import type { SourceData } from "../schemas/source.ts";
import type { Lang } from "../i18n/languages.ts";
import { t, type Key } from "../i18n/t.ts";

type Name = SourceData["author"][number];

/** One run of text in a reference; `italic` for titles of containers and books. */
export interface Segment {
  readonly text: string;
  readonly italic?: boolean;
}

function familyOf(name: Name): string {
  return "literal" in name ? name.literal : name.family;
}

/** "Montgomery, W." for the first name of a reference, "W. Montgomery" for the others. */
function nameText(name: Name, inverted: boolean): string {
  if ("literal" in name) return name.literal;
  if (name.given === undefined) return name.family;
  return inverted ? `${name.family}, ${name.given}` : `${name.given} ${name.family}`;
}

/** Joins names Chicago-style: "A", "A and B", "A, B, and C". */
export function namesText(names: readonly Name[], invertFirst: boolean): string {
  const parts = names.map((n, i) => nameText(n, invertFirst && i === 0));
  if (parts.length <= 1) return parts[0] ?? "";
  if (parts.length === 2) return `${parts[0] ?? ""} and ${parts[1] ?? ""}`;
  return `${parts.slice(0, -1).join(", ")}, and ${parts.at(-1) ?? ""}`;
}

/** The year of issue as printed in a reference: "1896", "1658–1661", or "n.d.". */
export function issuedText(source: SourceData): string {
  const issued = source.issued;
  if (issued === undefined) return "n.d.";
  const parts = issued["date-parts"];
  if (parts !== undefined) {
    const from = parts[0]?.[0];
    const to = parts[1]?.[0];
    if (from !== undefined && to !== undefined && to !== from) return `${from}–${to}`;
    if (from !== undefined) return String(from);
  }
  return issued.literal ?? "n.d.";
}

/** The first year of issue, when the record has one. */
export function issuedYear(source: SourceData): number | undefined {
  const year = source.issued?.["date-parts"]?.[0]?.[0];
  return typeof year === "number" ? year : undefined;
}

/** Short in-text form: "Montgomery 1896" (the record's own short title). */
export function shortCitation(source: SourceData): string {
  return source["title-short"];
}

/** The page range with an en dash. */
function pages(page: string): string {
  return page.replace(/(\d)\s*-\s*(\d)/g, "$1–$2");
}

function endWithPeriod(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/** The creator part: authors, else editors, else the title stands first. */
function creators(source: SourceData): string | undefined {
  if (source.author.length > 0) return namesText(source.author, true);
  if (source.editor !== undefined && source.editor.length > 0)
    return `${namesText(source.editor, true)}, ${source.editor.length > 1 ? "eds" : "ed"}.`;
  return undefined;
}

/**
 * A full author-date reference as segments:
 * `Montgomery, W. 1896. "The Malagasy game of Fanorona." The Antananarivo Annual 3: 148–157.`
 */
export function reference(source: SourceData): Segment[] {
  const out: Segment[] = [];
  const push = (text: string, italic = false) => {
    out.push(italic ? { text, italic } : { text });
  };
  const who = creators(source);
  const year = issuedText(source);
  const container = source["container-title"];
  const chapter = source.type === "chapter";
  const quotedTitle =
    container !== undefined && source.type !== "webpage" && source.type !== "dataset";
  const editors =
    source.author.length > 0 && source.editor !== undefined && source.editor.length > 0
      ? namesText(source.editor, false)
      : undefined;

  if (who !== undefined) push(`${endWithPeriod(who)} ${endWithPeriod(year)} `);
  if (quotedTitle) push(`“${endWithPeriod(source.title)}” `);
  else {
    push(endWithPeriod(source.title), true);
    push(" ");
  }
  if (who === undefined) push(`${endWithPeriod(year)} `);

  if (source.translator !== undefined && source.translator.length > 0)
    push(`Translated by ${namesText(source.translator, false)}. `);
  // A chapter names its book's editors after the book; other items before the container.
  if (editors !== undefined && !(chapter && container !== undefined))
    push(`Edited by ${editors}. `);

  if (container !== undefined) {
    if (chapter) push("In ");
    push(container, true);
    if (chapter) {
      if (editors !== undefined) push(`, edited by ${editors}`);
      if (source.page !== undefined) push(`, ${pages(source.page)}`);
    } else {
      const volume =
        source.volume === undefined
          ? undefined
          : source.issue !== undefined
            ? `${source.volume} (${source.issue})`
            : source.volume;
      if (volume !== undefined) push(` ${volume}`);
      if (source.page !== undefined)
        push(`${volume !== undefined ? ":" : ","} ${pages(source.page)}`);
    }
    push(". ");
  }
  if (source.edition !== undefined) push(`${source.edition} ed. `);
  const place = source["publisher-place"];
  const publisher = source.publisher;
  if (place !== undefined && publisher !== undefined)
    push(`${place}: ${endWithPeriod(publisher)} `);
  else if (place !== undefined) push(`${endWithPeriod(place)} `);
  else if (publisher !== undefined) push(`${endWithPeriod(publisher)} `);
  if (source.URL !== undefined) push(`${source.URL}.`);

  // Collapse the trailing space of the last run.
  const last = out.at(-1);
  if (last !== undefined) out[out.length - 1] = { ...last, text: last.text.trimEnd() };
  return out;
}

/** The reference as plain text (for titles, meta and tests). */
export function referenceText(source: SourceData): string {
  return reference(source)
    .map((s) => s.text)
    .join("");
}

/** Bibliography order: first creator's family name, then year, then title. */
export function compareSources(
  a: { readonly data: SourceData },
  b: { readonly data: SourceData },
): number {
  const key = (s: SourceData) => {
    const first = s.author[0] ?? s.editor?.[0];
    return [first === undefined ? s.title : familyOf(first), issuedText(s), s.title].map((k) =>
      k.toLocaleLowerCase("en"),
    );
  };
  const ka = key(a.data);
  const kb = key(b.data);
  for (let i = 0; i < ka.length; i++) {
    const c = (ka[i] ?? "").localeCompare(kb[i] ?? "", "en");
    if (c !== 0) return c;
  }
  return 0;
}

/** CSL fields the tables name in words ("the year"), for saying how another source cites an item. */
const NAMED_FIELDS = new Set(["issued", "publisher", "page", "volume"]);

/**
 * "the year as 1896": what another source gives for one field of this record, in `lang` (the
 * CSL export's note is English). Any other field is named as the record names it.
 */
export function citedAsText(field: string, cited: string, lang: Lang = "en"): string {
  return NAMED_FIELDS.has(field)
    ? t(lang, `citedAs.${field}` as Key, { value: cited })
    : t(lang, "citedAs.other", { field, value: cited });
}

/** Fields of a source that are ours, not CSL variables. */
const NOT_CSL = new Set(["kind", "translationOf", "citedOtherwise"]);

/** One CSL-JSON item: the CSL variables of the record plus its id. */
export function cslItem(id: string, source: SourceData): Record<string, unknown> {
  const item: Record<string, unknown> = { id };
  for (const [key, value] of Object.entries(source))
    if (!NOT_CSL.has(key) && value !== undefined && !(Array.isArray(value) && value.length === 0))
      item[key] = value;
  // Where we depart from how another source cites the item, the reason travels in CSL's note.
  const departures = (source.citedOtherwise ?? []).map(
    (d) => `${d.citedBy} gives ${citedAsText(d.field, d.cited)}. ${d.reason}`,
  );
  if (departures.length > 0)
    item["note"] = [source.note, ...departures].filter(Boolean).join("\n\n");
  return item;
}
