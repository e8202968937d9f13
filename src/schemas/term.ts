import { z } from "astro/zod";
import { gloss, requireReview, standardForm, writtenForm } from "./attestation.ts";
import { languageCode, slugId, translations } from "./common.ts";
import { requireTranslated } from "./translated.ts";

/** What a game term names, for grouping the glossary. */
export const TERM_TOPICS = [
  "game",
  "phase",
  "board",
  "piece",
  "move",
  "outcome",
  "player",
] as const;

/**
 * A word of the games as the sources write it (riatra, chibou, fòibény): one entry per word,
 * with every spelling the sources print, each meaning with who gives it, and today's form where
 * it differs. The file name is the entry's permanent anchor on /glossary/.
 */
export const termSchema = z
  .strictObject({
    /** The headword: the spelling the glossary lists the word under, one of `forms` or `modern`. */
    term: z.string().min(1),
    /** The language the word belongs to (not the language of the source that prints it). */
    lang: languageCode,
    /** What it names: a game, a phase of play, a part of the board, a piece, a move, an outcome, a player. */
    topic: z.enum(TERM_TOPICS),
    /** Every spelling the sources print, each with the sources that print it and where. */
    forms: z.array(writtenForm).min(1),
    /** Its meanings, each with who gives it: a source at a place, or us with our reasoning. */
    glosses: z.array(gloss).min(1),
    /**
     * Today's standard spelling, where it differs from the sources' (Flacourt's southern
     * 17th-century forms, Montgomery's accents): from a source, or ours awaiting review.
     */
    modern: standardForm.optional(),
    /** The games the word belongs to (ids in `games`). */
    games: z.array(slugId).min(1),
    /**
     * Whether the site's prose links the word to this entry where it first occurs in a passage.
     * Off for words on nearly every page (fanorona, the authors' names), where a link would be
     * noise; the search still treats every spelling as the others.
     */
    linkFromProse: z.boolean().default(true),
    /** What a reader should know beyond the glosses: how the word is built, what it is not. */
    note: z.string().min(1).optional(),
    /**
     * Our translations of `note` into French and Malagasy, with who made them and their review.
     * Game terms stay as the sources write them. Only with a note.
     */
    noteTranslations: translations.optional(),
  })
  .superRefine((t, ctx) => {
    const spellings = [...t.forms.map((f) => f.form), ...(t.modern ? [t.modern.form] : [])];
    if (!spellings.some((s) => s.toLowerCase() === t.term.toLowerCase()))
      ctx.addIssue({
        code: "custom",
        path: ["term"],
        message: `headword "${t.term}" is neither a form a source prints nor the modern form`,
      });
    requireReview(t.lang, t.modern, "modern", ctx);
    requireTranslated(t.note, t.noteTranslations, "note", ctx);
  });

export type TermData = z.infer<typeof termSchema>;
