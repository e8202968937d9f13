import { z } from "astro/zod";
import { languageCode, slugId, translations, webUrl } from "./common.ts";

/**
 * Where a scan's address was found, so that a reader can trust it was not guessed: in a source
 * we cite (`source`), or on a stored public page we read (`page`, the address itself).
 */
const scanVia = z
  .strictObject({
    /** Id in `sources` of a cited source that gives the address (de Voogt & Rougetet for Gallica). */
    source: slugId.optional(),
    /** The public page the address was read from, when it was not given by a source. */
    page: webUrl.optional(),
    /** Where it was found, in words for the reader ("de Voogt & Rougetet's introduction"). */
    text: z.string().min(1),
    /** Our translations of `text` into French and Malagasy, with who made them. */
    textTranslations: translations.optional(),
  })
  .refine((v) => (v.source === undefined) !== (v.page === undefined), {
    message: "give either `source` (a cited source gives the address) or `page` (read there)",
  });
import { CSL_TYPES, SOURCE_KINDS } from "./vocabulary.ts";
import { edtfDate } from "./evidence.ts";

/** A person or body credited in a citation (CSL name). */
const name = z.union([
  z.strictObject({
    /** Family name as printed ("de Voogt", "Montgomery"). */
    family: z.string().min(1),
    /** Given names or initials, as printed. */
    given: z.string().min(1).optional(),
  }),
  z.strictObject({
    /** A name that is not split into parts: an institution, or an author known by one name. */
    literal: z.string().min(1),
  }),
]);

/** A CSL date: `date-parts` [[year, month?, day?]], or a literal when only text is known. */
const cslDate = z.strictObject({
  /** [[year]] or [[year, month, day]]; two inner arrays for a range. */
  "date-parts": z.array(z.array(z.number().int()).min(1).max(3)).min(1).max(2).optional(),
  /** A date as printed when it cannot be expressed in parts ("n.d."). */
  literal: z.string().optional(),
});

/**
 * A public scan (or page-marked transcription) of some pages of the item, where a reader can
 * check a quotation against the printed page. Only an address we can show was found somewhere
 * (a seed document, a cited source, a stored public page) is recorded, never one guessed from a
 * pattern; `via` says where. Quotations and citations of the source whose page locator falls in
 * `pages` are shown with a "see the page" link to `url`.
 */
export const scan = z
  .strictObject({
    /** The printed pages the address shows, as a number or range ("108-110", "148-157"). */
    pages: z
      .string()
      .regex(/^\d+(?:-\d+)?$/, "must be a page number or range of printed pages, like 148-157"),
    /** The address: a library's page image or viewer, or a transcription marked by page. */
    url: webUrl,
    /** Images of the printed pages, or a transcription that marks where each printed page begins. */
    kind: z.enum(["page-images", "transcription"]),
    /** Where the address was found (see `scanVia`); an address with no `via` is refused. */
    via: scanVia,
    /** What the address opens and what it does not: the volume rather than the page, a search. */
    note: z.string().min(1).optional(),
    /** Our translations of `note` into French and Malagasy, with who made them and their review. */
    noteTranslations: translations.optional(),
  })
  .refine((s) => s.noteTranslations === undefined || s.note !== undefined, {
    path: ["noteTranslations"],
    message: "noteTranslations translate `note`; this scan has none",
  });

/**
 * A bibliographic record. Field names follow CSL-JSON so the collection exports to Zotero
 * and citation processors unchanged; `kind`, `translationOf` and `note` are ours.
 */
export const sourceSchema = z.strictObject({
  /** CSL item type. */
  type: z.enum(CSL_TYPES),
  /** What the source is to a researcher: a primary ethnography, a translation, a database record... */
  kind: z.enum(SOURCE_KINDS),
  /** Authors in printed order; empty when the author is not known to us (say so in `note`). */
  author: z.array(name).default([]),
  /** Translators, for translations. */
  translator: z.array(name).optional(),
  /** Editors of the volume or series. */
  editor: z.array(name).optional(),
  /** Date of publication (not of writing: evidence dates record when a text was written). */
  issued: cslDate.optional(),
  /**
   * When the source was written (EDTF), for a source with no date of issue: an undated web page
   * bounded by its bibliography is `[2018..]`. Lists show it as the date of the source, beside
   * the date of the events a record reports.
   */
  written: edtfDate.optional(),
  /** Title in its original language and spelling. */
  title: z.string().min(1),
  /** Short title for lists ("Montgomery 1886"). */
  "title-short": z.string().min(1),
  /** Journal, annual, website or book that contains the item. */
  "container-title": z.string().optional(),
  /** Volume of the container. */
  volume: z.string().optional(),
  /** Issue number of the container. */
  issue: z.string().optional(),
  /** Page range of the item within the container ("148-157"). */
  page: z.string().optional(),
  /** Edition, when it matters ("2nd"). */
  edition: z.string().optional(),
  /** Publisher. */
  publisher: z.string().optional(),
  /** Place of publication. */
  "publisher-place": z.string().optional(),
  /** Where the item can be read online (never fetched by this site). */
  URL: webUrl.optional(),
  /** Language the item is written in. */
  language: languageCode,
  /** For a translation: id of the source it translates. */
  translationOf: slugId.optional(),
  /** What a researcher should know about the record itself: gaps, editions, how we got it. */
  note: z.string().optional(),
  /**
   * Our translations of `note` into French and Malagasy, with who made them and whether anyone
   * has checked them: our reading of the record, never the source's words. Quoted words inside
   * stay in their original language.
   */
  noteTranslations: translations.optional(),
  /** Public scans of the item's pages that a quotation can be checked against (see `scan`). */
  scans: z.array(scan).optional(),
  /**
   * Where this record departs from the way another source cites the item, and why: Montgomery's
   * year is 1886, where the DLP gives 1896. Shown on the source page and in the downloads.
   */
  citedOtherwise: z
    .array(
      z.strictObject({
        /** The field of this record that departs ("issued"). */
        field: z.string().min(1),
        /** The value as the other source gives it ("1896"). */
        cited: z.string().min(1),
        /** Id in `sources` of the source that gives it ("dlp-database"). */
        citedBy: slugId,
        /** Why we give our value, with the evidence checked and where it can be seen. */
        reason: z.string().min(1),
        /** Our translations of `reason` into French and Malagasy, with who made them and their review. */
        reasonTranslations: translations.optional(),
      }),
    )
    .optional(),
});

export type SourceData = z.infer<typeof sourceSchema>;
export type Scan = z.infer<typeof scan>;
