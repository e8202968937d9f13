import { z } from "astro/zod";
import { BASES } from "../engine/core/index.ts";
import { LANGUAGE_CODES } from "./languages.ts";

/** Ids used in file names and URLs: lower-case words joined by hyphens. Never change once published. */
export const slugId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/**
 * A web address the site links to: http or https only, so no record can carry a `javascript:`
 * or `data:` link onto a page.
 */
export const webUrl = z.url({
  protocol: /^https?$/,
  error: (issue) => `must be an http(s) address, not ${JSON.stringify(issue.input)}`,
});

/** A language code from `src/schemas/languages.ts`. */
export const languageCode = z.enum(LANGUAGE_CODES, {
  error: (issue) =>
    `unknown language code ${JSON.stringify(issue.input)}; known: ${LANGUAGE_CODES.join(", ")}`,
});

/** A point on the globe in decimal degrees (WGS 84). */
export const coordinates = z.strictObject({
  /** Latitude, south negative. */
  lat: z.number().min(-90).max(90),
  /** Longitude, west negative. */
  lon: z.number().min(-180).max(180),
});

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, "must be a date YYYY-MM-DD");

/**
 * A translation made for this site (of our own English prose, or of a source's words), with who
 * made it and whether anyone has checked it. Never a source's own translation: those are
 * sources, cited as such.
 */
export const ourTranslation = z.strictObject({
  /** The translated text. */
  text: z.string().min(1),
  /**
   * Who made the translation: `project` for this project's editors, or the name of the person
   * who made it. Shown beside the text, so that no reader takes it for the source's.
   */
  by: z.string().min(1),
  /**
   * Who checked the translation and when (for Malagasy, a native speaker). Absent means the
   * translation is awaiting review, and pages say so.
   */
  reviewed: z
    .strictObject({
      /** The reviewer's name. */
      by: z.string().min(1),
      /** When the review was done (YYYY-MM-DD). */
      date: isoDate,
    })
    .optional(),
});

/** A translation of a source's words, which may have been made from the English translation. */
export const quotationTranslation = ourTranslation.extend({
  /**
   * `en`: translated from the English translation beside the quotation, not from the original
   * (a Basque passage put into French through its English). Absent: translated from the original.
   */
  via: z.literal("en").optional(),
});

/** Our translations into the site's other languages, by language. */
const translationsBy = <T extends z.ZodType>(entry: T) =>
  z.strictObject({
    /** The French translation. */
    fr: entry.optional(),
    /** The Malagasy translation. */
    mg: entry.optional(),
  });

/** Our translations of a piece of our own prose (a summary) into French and Malagasy. */
export const translations = translationsBy(ourTranslation);

/** Our translations of a source's words into French and Malagasy. */
export const quotationTranslations = translationsBy(quotationTranslation);

export type OurTranslation = z.infer<typeof ourTranslation>;
export type Translations = z.infer<typeof translations>;

/**
 * The checks every quotation's translations share: none into the quotation's own language (it
 * would be a translation of the original into itself), and `via: en` only where the original is
 * not English and there is an English translation to go through.
 */
export function checkQuotationTranslations(
  lang: string | undefined,
  given: z.infer<typeof quotationTranslations> | undefined,
  ctx: z.RefinementCtx,
): void {
  if (given === undefined) return;
  for (const [to, t] of Object.entries(given)) {
    if (t === undefined) continue;
    if (to === lang)
      ctx.addIssue({
        code: "custom",
        path: ["translations", to],
        message: `the quotation is in ${lang} already: a ${to} translation would translate the original into its own language`,
      });
    if (t.via === "en" && (lang === "en" || lang === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["translations", to, "via"],
        message:
          "`via: en` means translated from the English translation; this quotation is in English",
      });
  }
}

/**
 * A passage of a source that a rule, facet or claim rests on. The same shape as the engine's
 * `Provenance`, so an option's citation reaches the simulator and the CLI unchanged.
 */
export const citation = z
  .strictObject({
    /** Id of the cited entry in `sources`. */
    source: slugId,
    /** Id of the evidence record the words come from, when there is one. */
    evidence: z.string().optional(),
    /** Where in the source: page, rule number, paragraph ("p. 153", "rule 9", "Vela be, para. 3"). */
    locator: z.string().min(1),
    /** The source's own words, verbatim, in their original language. */
    quote: z.string().min(1).optional(),
    /** Language of `quote`. Required when there is a quote. */
    lang: languageCode.optional(),
    /** English translation of `quote`; required when `lang` is not `en`. */
    translation: z.string().min(1).optional(),
    /**
     * Source of `translation` (id in `sources`); absent means the translation is ours. When the
     * quote comes from an evidence record, the record's translation of that passage, unchanged.
     */
    translationSource: slugId.optional(),
    /** Why the words left out at `[...]` in `quote` do not change its sense; required with `[...]`. */
    omission: z.string().min(1).optional(),
    /**
     * Our translations of `quote` into French and Malagasy, beside the English; none into the
     * quote's own language. The same words as the evidence record's quotation they come from.
     */
    translations: quotationTranslations.optional(),
    /**
     * How the value or summary rests on this passage; required, never implied.
     * - `stated`: the reading's own source says it. For a ruleset that is its witness,
     *   `sources[0]`, or a translation of it (`translationOf`); the DLP evidence record quoting
     *   the witness's words is cited with the witness as `source` and the record as `evidence`.
     * - `stated-elsewhere`: another source says it and `source` names which; it must not be the
     *   reading's own (the DLP's summary filling in what Sanderson does not say). No reasoning is
     *   required: the citation itself says who says it.
     * - `inferred`: our reading of the passage; `reasoning` says why.
     * - `default`: our choice where the source is silent; `reasoning` says why.
     */
    basis: z.enum(BASES, {
      error: (issue) =>
        issue.input === undefined
          ? `a citation needs its basis: one of ${BASES.join(", ")}`
          : `unknown basis ${JSON.stringify(issue.input)}; known: ${BASES.join(", ")}`,
    }),
    /** Why we read the passage this way. Required for inferred and default. */
    reasoning: z.string().min(1).optional(),
    /**
     * Our translations of `reasoning` into French and Malagasy, with who made them and their
     * review. Only with a reasoning.
     */
    reasoningTranslations: translations.optional(),
    /**
     * True when the value is a reader's change, not the source's (a reading changed in the
     * simulator and downloaded, or the CLI's `--option`): the citation is that of the value it
     * replaced, whose words say otherwise, so it carries no quote; `basis` is `default` and
     * `reasoning` gives the reader's reason. Pages show it as the reader's change, never as the
     * source's rule.
     */
    override: z.literal(true).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.quote !== undefined && c.lang === undefined)
      ctx.addIssue({ code: "custom", path: ["lang"], message: "a quote needs its language code" });
    if (
      c.lang !== undefined &&
      c.lang !== "en" &&
      c.quote !== undefined &&
      c.translation === undefined
    )
      ctx.addIssue({
        code: "custom",
        path: ["translation"],
        message: `a quote in ${c.lang} needs an English translation`,
      });
    if (c.quote?.includes("[...]") === true && c.omission === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["omission"],
        message: "a quote cut with [...] needs `omission`: why the cut does not change its sense",
      });
    if (c.override === true && (c.basis !== "default" || c.quote !== undefined))
      ctx.addIssue({
        code: "custom",
        path: [c.basis !== "default" ? "basis" : "quote"],
        message:
          "an override is the reader's change: its basis is default, with the reader's reason, and it quotes no words of the source",
      });
    checkQuotationTranslations(c.lang, c.translations, ctx);
    if (c.translations !== undefined && c.quote === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["translations"],
        message: "translations translate `quote`; this citation has none",
      });
    if (c.reasoningTranslations !== undefined && c.reasoning === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["reasoningTranslations"],
        message: "reasoningTranslations translate `reasoning`; this citation has none",
      });
    if ((c.basis === "inferred" || c.basis === "default") && c.reasoning === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["reasoning"],
        message: `basis "${c.basis}" needs its reasoning`,
      });
  });

export type Citation = z.infer<typeof citation>;
