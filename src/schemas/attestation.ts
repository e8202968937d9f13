import { z } from "astro/zod";
import { languageCode, slugId, translations } from "./common.ts";
import { evidenceId } from "./evidence.ts";
import { requireTranslated } from "./translated.ts";

/**
 * The pieces the glossary (`terms`) and the names authority (`names`) share: where a source
 * writes a word, who gives a gloss or a standard form, and the mark that a form is ours.
 */

/** Where one source writes a word: the source, the record holding the passage, the place. */
export const attestation = z.strictObject({
  /** Id of the source in `sources` that writes the word. */
  source: slugId,
  /** Id of the evidence record whose quotation holds the passage, when one does. */
  evidence: evidenceId.optional(),
  /** Where in the source ("pp. 108-110", "Riatra, rule 9", "History"). */
  locator: z.string().min(1),
});

/** One spelling of a word or name, exactly as the sources print it, with who prints it. */
export const writtenForm = z
  .strictObject({
    /** The spelling, letter for letter (accents, ß and capitals kept; a language's endings left off and said in `note`). */
    form: z.string().min(1),
    /** The sources that write it this way, and where. */
    usedBy: z.array(attestation).min(1),
    /** A misprint or slip of the source, kept as printed and shown with [sic]. */
    sic: z.boolean().default(false),
    /** What a reader should know about this spelling (the endings left off, a printer's letter). */
    note: z.string().min(1).optional(),
    /**
     * Our translations of `note` into French and Malagasy, with who made them and their review. The
     * forms and endings a note names stay as printed. Only with a note.
     */
    noteTranslations: translations.optional(),
  })
  .superRefine((f, ctx) => requireTranslated(f.note, f.noteTranslations, "note", ctx));

/** Given by a source: the source, the record and the place. */
const bySource = z.strictObject({
  /** `source`: a source gives it. */
  by: z.literal("source"),
  /** Id of the source in `sources`. */
  source: slugId,
  /** Id of the evidence record whose quotation holds the passage, when one does. */
  evidence: evidenceId.optional(),
  /** Where in the source. */
  locator: z.string().min(1),
  /** The source's own words for it, verbatim, when they are not English. */
  words: z.string().min(1).optional(),
  /** Language of `words`. */
  lang: languageCode.optional(),
});

/** Given by us: never shown as a source's. */
const byUs = z.strictObject({
  /** `ours`: we give it; no source we hold does. */
  by: z.literal("ours"),
  /** Why we give it, and from what. */
  reasoning: z.string().min(1),
  /** Our translations of `reasoning` into French and Malagasy, with who made them and their review. */
  reasoningTranslations: translations.optional(),
  /**
   * True when it rests on knowledge of the language or the region from outside the sources we
   * hold ([specialist knowledge] in the reviews), false when we read it from those sources.
   */
  specialist: z.boolean(),
});

/** The meaning, in English, and ours in the site's other languages. */
const glossText = {
  /** The meaning, in English. */
  text: z.string().min(1),
  /**
   * Our translations of `text` into French and Malagasy, with who made them and their review. A
   * gloss a source gives is still translated by us: `by` says who, never the source.
   */
  translations: translations.optional(),
};

/** A meaning of a term, and who gives it. */
export const gloss = z
  .discriminatedUnion("by", [bySource.extend(glossText), byUs.extend(glossText)])
  .superRefine((g, ctx) => {
    if (g.by === "source" && g.words !== undefined && g.lang === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["lang"],
        message: "a gloss's words need their language code",
      });
    // A gloss resting on a source's French words (Flacourt's) shows those words to a French
    // reader: a French rendering of ours beside them would read as his.
    const own = g.by === "source" && (g.lang === "fr" || g.lang === "mg") ? g.lang : undefined;
    if (own !== undefined && g.translations?.[own] !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["translations", own],
        message: `the gloss rests on words in ${own} already: show them, not a ${own} translation of ours`,
      });
  });

/**
 * Whether a form of our own (not printed in a source) has been checked by a native speaker:
 * until then it is shown as awaiting review.
 */
export const REVIEW_STATES = ["awaiting-native-speaker", "confirmed-by-native-speaker"] as const;

/** The form, in today's standard orthography. */
const formText = { form: z.string().min(1) };

/** A standard or modern form, and who gives it: a source, or us (then awaiting review). */
export const standardForm = z
  .discriminatedUnion("by", [
    bySource.extend(formText),
    byUs.extend({
      ...formText,
      /**
       * Whether a native speaker has checked the form; ours start as awaiting. Required for a
       * form in Malagasy (the entry's `lang` is `mg`), checked by the entry's schema.
       */
      review: z.enum(REVIEW_STATES).optional(),
      /** Who checked it, when `review` is confirmed. */
      reviewer: z.string().min(1).optional(),
    }),
  ])
  .superRefine((f, ctx) => {
    if (f.by === "ours" && f.review === "confirmed-by-native-speaker" && f.reviewer === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["reviewer"],
        message: "a form confirmed by a native speaker needs the reviewer's name",
      });
  });

/**
 * A form of our own in Malagasy must say whether a native speaker has checked it: our reading of
 * the language is not a source's.
 */
export function requireReview(
  lang: string,
  form: StandardForm | undefined,
  field: string,
  ctx: z.RefinementCtx,
): void {
  if (lang === "mg" && form?.by === "ours" && form.review === undefined)
    ctx.addIssue({
      code: "custom",
      path: [field, "review"],
      message: `our Malagasy form "${form.form}" needs \`review\` (awaiting-native-speaker until one has checked it)`,
    });
}

export type Attestation = z.infer<typeof attestation>;
export type WrittenForm = z.infer<typeof writtenForm>;
export type Gloss = z.infer<typeof gloss>;
export type StandardForm = z.infer<typeof standardForm>;
