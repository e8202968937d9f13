import { z } from "astro/zod";
import { claimsField } from "./claim.ts";
import { needsTurns, stepClaimsField } from "./step-claim.ts";
import {
  checkQuotationTranslations,
  languageCode,
  quotationTranslations,
  slugId,
  translations,
} from "./common.ts";
import { evidenceId } from "./evidence.ts";
import { requireTranslated } from "./translated.ts";

/**
 * A source study: a game a source narrates (or a line the engine finds), as a move tree in the
 * site's notation, chapter by chapter, each chapter following a passage sentence by sentence. The
 * pages show the source's words beside the moves and let a reader play each move a sentence
 * describes (lesson mode). The notation is written inline, in the chapter (docs/studies.md says
 * why); the engine checks every move under the study's ruleset when the site is built.
 */

/** The source's own words for one step, verbatim, as in an evidence record's quotations. */
export const stepQuote = z
  .strictObject({
    /** The words exactly as printed, typos kept and marked [sic]; editorial changes in [brackets]. */
    text: z.string().min(1),
    /** Language of `text`. */
    lang: languageCode,
    /** Where in the source ("108-110", "734-735", "pp. 151-155, Secondly"). */
    locator: z.string().min(1),
    /** English translation, required when `lang` is not English. */
    translation: z.string().min(1).optional(),
    /**
     * Who made the translation (id in `sources`); absent means it is ours. A translation taken
     * from an evidence record keeps that record's translator.
     */
    translationSource: slugId.optional(),
    /** Why the words left out at `[...]` in `text` do not change its sense; required with `[...]`. */
    omission: z.string().min(1).optional(),
    /**
     * Our translations of `text` into French and Malagasy, beside the English; none into the
     * quotation's own language (Flacourt's French stays as he wrote it). The same words as the
     * evidence record's quotation they come from, where there is one.
     */
    translations: quotationTranslations.optional(),
  })
  .superRefine((q, ctx) => {
    checkQuotationTranslations(q.lang, q.translations, ctx);
    if (q.lang !== "en" && q.translation === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["translation"],
        message: `a quotation in ${q.lang} needs an English translation`,
      });
    if (q.text.includes("[...]") && q.omission === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["omission"],
        message:
          "a quotation cut with [...] needs `omission`: why the cut does not change its sense",
      });
  });

/** What the source says at a step, in our words, where its words are not quoted. */
export const stepParaphrase = z.strictObject({
  /**
   * Our words for what the source says here: used for post-1927 sources beyond the sentence or
   * two the content rules let us quote (the Basque article's table), and for a line the engine
   * computes, which has no words of its own.
   */
  text: z.string().min(1),
  /** Where in the source ("Vela be, table, row 3"), or the engine's computation the line is. */
  locator: z.string().min(1),
  /**
   * Our translations of `text` into French and Malagasy, with who made them and their review: our
   * words, translated like our prose (a quotation's are the source's, `stepQuote.translations`).
   */
  translations: translations.optional(),
});

/** The bases a step's move may have: never implied, as everywhere on the site. */
export const STEP_BASES = ["stated", "inferred", "default"] as const;

/**
 * The move(s) of the chapter's main line a step describes, and how we know it is that move. Plies
 * count the main line's turns from 0 (the first turn of the chapter); `step` narrows a step to one
 * decision inside a turn (a Fanorona chain's capture, a Fifangha placement before its carry).
 */
export const stepMove = z
  .strictObject({
    /** The first turn the sentence describes, 0 for the main line's first. */
    ply: z.number().int().min(0),
    /** The last turn it describes, when it describes several in a row (a table row: both replies). */
    to: z.number().int().min(0).optional(),
    /**
     * The one decision of turn `ply` the sentence describes, 0 for the turn's first (a chain's
     * first capture); the decisions are the engine's steps of that turn. Absent: the whole turn.
     */
    step: z.number().int().min(0).optional(),
    /**
     * How the move rests on the words: `stated` when the source names this very move (a table's
     * `22-23`); `inferred` when the words describe it without naming it and we read which move it
     * is (why in `reasoning`); `default` when the words leave a choice the rules allow and we
     * picked one (why in `reasoning`).
     */
    basis: z.enum(STEP_BASES, {
      error: (issue) =>
        issue.input === undefined
          ? `a step's move needs its basis: one of ${STEP_BASES.join(", ")}`
          : `unknown basis ${JSON.stringify(issue.input)}; known: ${STEP_BASES.join(", ")}`,
    }),
    /** Why we read the words as this move, or why this choice; required unless `stated`. */
    reasoning: z.string().min(1).optional(),
    /** Our translations of `reasoning` into French and Malagasy, with who made them. */
    reasoningTranslations: translations.optional(),
  })
  .superRefine((m, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    requireTranslated(m.reasoning, m.reasoningTranslations, "reasoning", ctx);
    if (m.basis !== "stated" && m.reasoning === undefined)
      issue("reasoning", `basis "${m.basis}" needs its reasoning: why this move`);
    if (m.to !== undefined && m.to < m.ply) issue("to", `\`to\` (${m.to}) is before \`ply\``);
    if (m.to !== undefined && m.step !== undefined)
      issue("step", "`step` names one decision of one turn: not with `to`");
  });

/** One step of a chapter's passage: a sentence (or part) of the source and the move it describes. */
export const studyStep = z
  .strictObject({
    /** The source's words, verbatim (pre-1927 sources at length; later ones a sentence or two). */
    quote: stepQuote.optional(),
    /** What the source says here in our words, where its words are not quoted. */
    paraphrase: stepParaphrase.optional(),
    /** The move(s) the words describe; absent for words that describe no move (the set-up). */
    move: stepMove.optional(),
    /** Our note on the step: what the source leaves open, what the engine does here and why. */
    note: z.string().min(1).optional(),
    /** Our translations of `note` into French and Malagasy, with who made them. Only with a note. */
    noteTranslations: translations.optional(),
    /**
     * What the step says about the play, checked by the engine (src/schemas/step-claim.ts): whether
     * a rule it quotes decides anything here, whether a turn captures, how many turns a position
     * offers, the result, a refused turn. A claim about turns needs the step's move or its own `ply`.
     */
    claims: stepClaimsField,
  })
  .superRefine((s, ctx) => {
    requireTranslated(s.note, s.noteTranslations, "note", ctx);
    (s.claims ?? []).forEach((c, k) => {
      if (s.move === undefined && needsTurns(c) && !("ply" in c && c.ply !== undefined))
        ctx.addIssue({
          code: "custom",
          path: ["claims", k],
          message: `a ${c.kind} claim speaks of turns: it needs the step's \`move\` or its own \`ply\``,
        });
    });
    if ((s.quote === undefined) === (s.paraphrase === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["quote"],
        message:
          "a step gives the source's words (`quote`) or our words for them (`paraphrase`), one of the two",
      });
  });

/** One chapter: a game (or part of one) and the passage it follows. */
export const studyChapter = z.strictObject({
  /** The chapter's heading, in our words ("The three narrated turns"). */
  title: z.string().min(1),
  /** Our translations of the chapter's `title` into French and Malagasy, with who made them. */
  titleTranslations: translations.optional(),
  /** What the chapter shows and where it departs from the words, in our words. */
  summary: z.string().min(1),
  /** Our translations of `summary` into French and Malagasy, with who made them and their review. */
  translations: translations.optional(),
  /**
   * The game as a notation file (docs/notation-files.md), inline: tags (`Game` and `Ruleset` those
   * of the study; `Position` for a set-up the chapter builds), then the moves with comments and
   * variations. Checked move by move by the engine under the named ruleset when the site builds.
   */
  notation: z.string().min(1),
  /**
   * Our translations of the main line's move comments (the `{...}` of `notation`), by the turn
   * they follow (0 for the main line's first, as `move.ply` counts), then by language. The
   * notation file stays one text, in English, as a reader downloads it; the page shows each
   * comment in its language. A turn with no comment is refused when the site is built.
   */
  commentTranslations: z.record(z.string().regex(/^(0|[1-9][0-9]*)$/), translations).optional(),
  /** The passage, step by step, in the order of the source (each step's moves after the last's). */
  steps: z.array(studyStep).min(1),
  /**
   * Show the game walked from the set-up on every number of holes (3 to 20 and the ruleset's
   * own), computed by the engine when the site is built: its length, its winner and the positions
   * that offer a choice (src/findings/forced-game.ts). For a four-row mancala game whose source
   * leaves the number of holes open, where what the chapter's one board shows would otherwise be
   * read as the source's. Only for the mancala family.
   */
  boardSizes: z.boolean().optional(),
});

/**
 * A study of one source's game: the chapters, each a notation file with the passage it follows.
 * The id is the file name (`content/studies/<id>.yaml`) and the page's address.
 */
export const studySchema = z.strictObject({
  /** The study's heading, in our words ("Flacourt's narrated Fifangha opening"). */
  title: z.string().min(1),
  /**
   * Our translations of `title` into French and Malagasy, with who made them and their review.
   * Pages in those languages show the title in translation; citations keep the English title,
   * and the id and address never change.
   */
  titleTranslations: translations.optional(),
  /** What the study shows and how far the source can be followed, in our words. */
  summary: z.string().min(1),
  /** Our translations of `summary` into French and Malagasy, with who made them and their review. */
  translations: translations.optional(),
  /** The game (id in `games`). */
  game: slugId,
  /** The ruleset every chapter is played under (its id within the game, `flacourt-1658`). */
  ruleset: slugId,
  /** The sources the passage comes from (ids in `sources`), the narrating source first. */
  sources: z.array(slugId).min(1),
  /** The evidence records holding the passage (ids in `evidence`). */
  evidence: z.array(evidenceId).min(1),
  /** The chapters, in reading order. */
  chapters: z.array(studyChapter).min(1),
  /**
   * Behaviour the study's source says the rules have, checked by the engine under the study's
   * ruleset in CI (`npm run check-claims`), as a ruleset's claims are.
   */
  claims: claimsField,
});

export type StudyData = z.infer<typeof studySchema>;
export type StudyChapter = z.infer<typeof studyChapter>;
export type StudyStep = z.infer<typeof studyStep>;
export type StudyMove = z.infer<typeof stepMove>;
