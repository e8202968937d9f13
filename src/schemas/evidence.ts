import { z } from "astro/zod";
import {
  checkQuotationTranslations,
  coordinates,
  languageCode,
  quotationTranslations,
  slugId,
  translations,
  webUrl,
} from "./common.ts";
import { parseEdtf } from "./edtf.ts";
import {
  AGES,
  EVIDENCE_TYPES,
  GENDERS,
  RULE_BASES,
  SOCIAL_STATUSES,
  SPACES,
  UNCERTAINTY_FACTORS,
} from "./vocabulary.ts";

/** Evidence ids: DLP ids kept as they are (`DLP.Evidence.661`), our own as hyphenated slugs. */
export const evidenceId = z
  .string()
  .regex(
    /^(?:DLP\.Evidence\.\d+|[a-z0-9]+(?:-[a-z0-9]+)*)$/,
    "must be a DLP id (DLP.Evidence.N) or lower-case words joined by hyphens",
  );

/** An EDTF date string, parsed into the earliest and latest years it allows. */
export const edtfDate = z.string().transform((text, ctx) => {
  const parsed = parseEdtf(text);
  if (typeof parsed === "string") {
    ctx.addIssue({ code: "custom", message: parsed });
    return z.NEVER;
  }
  return parsed;
});

/** A verbatim passage of the source. */
export const quotation = z
  .strictObject({
    /** The words exactly as printed, typos kept; editorial changes in [brackets] or marked [sic]. */
    text: z.string().min(1),
    /** Language of `text`. */
    lang: languageCode,
    /** Page or section of the passage ("151-155", "rule 9"). */
    locator: z.string().min(1),
    /** English translation, required when `lang` is not English. */
    translation: z.string().min(1).optional(),
    /** Source of the translation (id in `sources`); absent means the translation is ours. */
    translationSource: slugId.optional(),
    /** Why the words left out at `[...]` in `text` do not change its sense; required with `[...]`. */
    omission: z.string().min(1).optional(),
    /**
     * The passage reports another text whose own words we do not hold: what that original is and
     * why we have only this ("Montgomery's English, which we hold only in the Basque article's
     * translation"). Shown with the quotation, so that no one takes these words for the original.
     */
    originalNotHeld: z.string().min(1).optional(),
    /**
     * Our translations of `originalNotHeld` into French and Malagasy, with who made them and their
     * review. Only with `originalNotHeld`.
     */
    originalNotHeldTranslations: translations.optional(),
    /**
     * Our translations of `text` into French and Malagasy, beside the English one; none into the
     * passage's own language (a French passage has no French translation).
     */
    translations: quotationTranslations.optional(),
  })
  .superRefine((q, ctx) => {
    checkQuotationTranslations(q.lang, q.translations, ctx);
    if (q.originalNotHeldTranslations !== undefined && q.originalNotHeld === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["originalNotHeldTranslations"],
        message: "originalNotHeldTranslations translate `originalNotHeld`; this quotation has none",
      });
    if (q.text.includes("[...]") && q.omission === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["omission"],
        message:
          "a quotation cut with [...] needs `omission`: why the cut does not change its sense",
      });
    if (q.lang !== "en" && q.translation === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["translation"],
        message: `a quotation in ${q.lang} needs an English translation`,
      });
  });

/** The sentence itself, in our own words (a short quotation inside it is marked as one). */
const sentenceText = z.string().min(1);

/** Why we read the source so, or why the source's silence matters. */
const reasoning = (needed: string) =>
  z.string({ error: `a sentence whose basis is ${needed} needs \`reasoning\`: why` }).min(1);

/** An unknown field in a sentence (a `by` on a stated sentence) is refused, not dropped. */
const sentence = <T extends z.core.$ZodLooseShape>(basis: string, shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `a sentence whose basis is ${basis} has no field ${issue.keys.map((k) => `\`${k}\``).join(", ")}` +
          (issue.keys.includes("by") ? " (`by` goes with basis stated-elsewhere only)" : "")
        : undefined,
  });

/**
 * One sentence of an evidence record's rules, with where it comes from. A basis is never
 * implied: the schema refuses a sentence without one, and asks for the source (`by`) or the
 * reasoning that the basis needs.
 */
export const ruleSentence = z
  .discriminatedUnion(
    "basis",
    [
      sentence("stated", {
        /** What the record's own source says, in our words. */
        text: sentenceText,
        /** Our translations of `text` into French and Malagasy, with who made them. */
        translations: translations.optional(),
        /** The record's own source (`source.id`) says it. */
        basis: z.literal("stated"),
        /** How the source's words bear it out, when that is not plain. */
        reasoning: z.string().min(1).optional(),
        /** Our translations of `reasoning` into French and Malagasy, with who made them. */
        reasoningTranslations: translations.optional(),
      }),
      sentence("stated-elsewhere", {
        /** What another source says on this game, in our words. */
        text: sentenceText,
        /** Our translations of `text` into French and Malagasy, with who made them. */
        translations: translations.optional(),
        /** Not the record's own source but another one says it: the DLP's summary beside the author's words. */
        basis: z.literal("stated-elsewhere"),
        /** The source that says it (id in `sources`); never the record's own source. */
        by: z
          .string({
            error:
              "a sentence whose basis is stated-elsewhere needs `by`: the id of the source that states it",
          })
          // slugId's shape, with its own message for a missing `by`
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
        /** Where that source says it, or where it may have it from, when worth saying. */
        reasoning: z.string().min(1).optional(),
        /** Our translations of `reasoning` into French and Malagasy, with who made them. */
        reasoningTranslations: translations.optional(),
      }),
      sentence("inferred", {
        /** Our reading of the source, in our words. */
        text: sentenceText,
        /** Our translations of `text` into French and Malagasy, with who made them. */
        translations: translations.optional(),
        /** We read it from the source; the source does not say it in so many words. */
        basis: z.literal("inferred"),
        /** Why we read the source so. */
        reasoning: reasoning("inferred"),
        /** Our translations of `reasoning` into French and Malagasy, with who made them. */
        reasoningTranslations: translations.optional(),
      }),
      sentence("default", {
        /** Our choice where the source is silent. */
        text: sentenceText,
        /** Our translations of `text` into French and Malagasy, with who made them. */
        translations: translations.optional(),
        /** Our choice, not the source's: the source is silent. */
        basis: z.literal("default"),
        /** Why this choice. */
        reasoning: reasoning("default"),
        /** Our translations of `reasoning` into French and Malagasy, with who made them. */
        reasoningTranslations: translations.optional(),
      }),
      sentence("not-stated", {
        /** What the source does not say ("No rules of play."; "How a throw wins is not said."). */
        text: sentenceText,
        /** Our translations of `text` into French and Malagasy, with who made them. */
        translations: translations.optional(),
        /** The source is silent on this point. */
        basis: z.literal("not-stated"),
        /** Why the silence matters, or what the passage is about instead. */
        reasoning: reasoning("not-stated"),
        /** Our translations of `reasoning` into French and Malagasy, with who made them. */
        reasoningTranslations: translations.optional(),
      }),
    ],
    { error: `every rule sentence needs \`basis\`: one of ${RULE_BASES.join(", ")}` },
  )
  .superRefine((s, ctx) => {
    if (s.reasoningTranslations !== undefined && s.reasoning === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["reasoningTranslations"],
        message: "reasoningTranslations translate `reasoning`; this sentence has none",
      });
  });

export type RuleSentence = z.infer<typeof ruleSentence>;

/**
 * One piece of evidence: what one source says about one game, where and when. Follows the
 * DLP evidence record (Id, type, game, date, location, rules, content, confidence, source).
 */
export const evidenceSchema = z.strictObject({
  /** Short heading for lists, in our words ("Montgomery on Fanorona"). */
  title: z.string().min(1),
  /**
   * Our translations of `title` into French and Malagasy, with who made them and their review.
   * Pages in those languages show the title in translation; citations keep the English title,
   * and the id and address never change.
   */
  titleTranslations: translations.optional(),
  /** What kind of evidence this is. */
  type: z.enum(EVIDENCE_TYPES),
  /** The game the record is about (id in `games`). */
  game: slugId,
  /** The source and the place in it. */
  source: z.strictObject({
    /** Id in `sources`. */
    id: slugId,
    /** Page range, rule numbers or section ("151-155"). */
    locator: z.string().min(1),
  }),
  /** The record's page in the DLP database, for records that come from it. */
  dlpUrl: webUrl.optional(),
  /**
   * When the text was written or the object made (EDTF), not when it was published:
   * Flacourt wrote between his appointment in 1648 and his death in 1660 (the edition known to
   * hold the Fifangha chapter is of 1661), so `1648/1660`.
   */
  date: edtfDate,
  /** Why the record has this date, when it is not obvious. */
  dateNote: z.string().optional(),
  /** Our translations of `dateNote` into French and Malagasy, with who made them and their review. */
  dateNoteTranslations: translations.optional(),
  /** Regions the evidence describes (ids in `regions`), not where the author lived. */
  regions: z.array(slugId).min(1),
  /** The place described, when the source names one. */
  place: z
    .strictObject({
      /** Place name as we write it, with the source's spelling in `notes` if different. */
      name: z.string().min(1),
      /**
       * Our translations of `name` into French and Malagasy, with who made them and their review:
       * only where the name is in our words ("Mahamasina square, Antananarivo"); a place's own
       * name stays as written in every language.
       */
      nameTranslations: translations.optional(),
      /** Coordinates of the place. */
      coordinates: coordinates.optional(),
    })
    .optional(),
  /**
   * The rules as this record gives them, in our own words, one sentence at a time, each with
   * its basis: what the source states, what another source states (the DLP's summary beside
   * the author's words), what we infer or choose, and what the source leaves unsaid. A record
   * without rules says so in a `not-stated` sentence, with what the passage is about instead.
   */
  rules: z
    .array(ruleSentence, {
      error: "`rules` is a list of sentences, each `{ text, basis }` (see src/schemas/evidence.ts)",
    })
    .min(1),
  /** The source's own words: one or more verbatim passages. */
  quotations: z.array(quotation).min(1),
  /** How sure the attribution of these rules to this game, place and date is (0-100). */
  confidence: z.number().int().min(0).max(100),
  /** Why the record has the confidence it has. */
  confidenceNote: z.string().min(1),
  /**
   * Our translations of `confidenceNote` into French and Malagasy, with who made them and their
   * review.
   */
  confidenceNoteTranslations: translations.optional(),
  /** DLP uncertainty factors that apply. */
  uncertainty: z.array(z.enum(UNCERTAINTY_FACTORS)).default([]),
  /** Ages of players, only when the source says. */
  ages: z.array(z.enum(AGES)).optional(),
  /** Genders of players, only when the source says. */
  genders: z.array(z.enum(GENDERS)).optional(),
  /** Social status of players, only when the source says. */
  socialStatus: z.array(z.enum(SOCIAL_STATUSES)).optional(),
  /** Kind of space where the game was played, only when the source says. */
  spaces: z.array(z.enum(SPACES)).optional(),
  /** Other evidence this record should be read with (ids in `evidence`). */
  related: z.array(evidenceId).default([]),
  /** Anything else a researcher should know: disagreements, editorial corrections, gaps. */
  notes: z.string().optional(),
  /**
   * Our translations of `notes` into French and Malagasy, with who made them and whether anyone
   * has checked them: our words about the record, never the source's; quoted words inside stay in
   * their original language.
   */
  notesTranslations: translations.optional(),
});

export type EvidenceData = z.infer<typeof evidenceSchema>;
