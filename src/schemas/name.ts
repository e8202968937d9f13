import { z } from "astro/zod";
import { requireReview, standardForm, writtenForm } from "./attestation.ts";
import { languageCode, slugId, translations } from "./common.ts";

/** What a name names. */
export const NAME_KINDS = ["person", "place", "people"] as const;

/**
 * A person, place or people named in the sources, under its standard form with every spelling
 * the sources print (Andrianamponimerina and Andrianampoinimerina; Anbodirano [sic] for
 * Ambodirano). The file name is the entry's permanent anchor on /names/; the search treats every
 * spelling as the others.
 */
export const nameSchema = z
  .strictObject({
    /** The form this site uses in its own prose, and who gives it: a source, or us awaiting review. */
    standard: standardForm,
    /** The language the name belongs to (Malagasy for Ambodirano, French for Fort-Dauphin). */
    lang: languageCode,
    /** Person, place or people. */
    kind: z.enum(NAME_KINDS),
    /** Every spelling the sources print, the standard one included when a source prints it. */
    variants: z.array(writtenForm).min(1),
    /** For a place or people: its page among the regions (id in `regions`), when there is one. */
    region: slugId.optional(),
    /**
     * Whether the site's prose links the word to this entry where it first occurs in a passage.
     * Off for words on nearly every page (fanorona, the authors' names), where a link would be
     * noise; the search still treats every spelling as the others.
     */
    linkFromProse: z.boolean().default(true),
    /** Who or what it is, in a sentence, as our sources describe it. */
    note: z.string().min(1),
    /**
     * Our translations of `note` into French and Malagasy, with who made them and their review.
     * Names and the sources' words stay as written.
     */
    noteTranslations: translations.optional(),
    /**
     * Entries easily taken for this one that are not spellings of it (ids in `names`):
     * Ambohimalaza and Ambatomalaza. Shown beside each other, never searched as one.
     */
    distinctFrom: z.array(slugId).default([]),
  })
  .superRefine((n, ctx) => requireReview(n.lang, n.standard, "standard", ctx));

export type NameData = z.infer<typeof nameSchema>;
