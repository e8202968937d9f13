import { z } from "astro/zod";
import {
  checkQuotationTranslations,
  languageCode,
  quotationTranslations,
  slugId,
  translations,
} from "./common.ts";
import { evidenceId } from "./evidence.ts";
import { RELATION_BASES, RELATION_CONCERNS, RELATION_KINDS } from "./vocabulary.ts";
import { requireTranslated } from "./translated.ts";

/**
 * A place in a source that shows a relation: the words that cite, copy or report the other
 * source, or the locator where they are. The same fields as a citation, without a basis (the
 * relation carries one basis for all its passages).
 */
export const relationPassage = z
  .strictObject({
    /** Id in `sources` of the source the passage is in (usually the relation's `from`). */
    source: slugId,
    /** Id of the evidence record holding the words, when there is one (`DLP.Evidence.661`). */
    evidence: evidenceId.optional(),
    /** Where in that source ("Content, last line", "Iturriak", "Introduction"). */
    locator: z.string().min(1),
    /** The source's own words, verbatim, in their original language. */
    quote: z.string().min(1).optional(),
    /** Language of `quote`; required with a quote. */
    lang: languageCode.optional(),
    /** English translation of `quote`; required when `lang` is not `en`. */
    translation: z.string().min(1).optional(),
    /** Source of `translation` (id in `sources`); absent means the translation is ours. */
    translationSource: slugId.optional(),
    /**
     * Our translations of `quote` into French and Malagasy, beside the English; none into the
     * quote's own language. The same words as the evidence record's quotation they come from.
     */
    translations: quotationTranslations.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.translations !== undefined && p.quote === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["translations"],
        message: "translations translate `quote`, and this passage quotes nothing",
      });
    checkQuotationTranslations(p.lang, p.translations, ctx);
    if (p.quote !== undefined && p.lang === undefined)
      ctx.addIssue({ code: "custom", path: ["lang"], message: "a quote needs its language code" });
    if (p.lang !== undefined && p.lang !== "en" && p.translation === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["translation"],
        message: `a quote in ${p.lang} needs an English translation`,
      });
  });

/**
 * A wrong or doubtful detail that travels along the relation: the DLP's 1896 for Montgomery's
 * 1886. It names the `citedOtherwise` entry of the `to` source that records our value and why,
 * and every place it appears.
 */
export const carriedError = z.strictObject({
  /** The field of the `to` source's record that the detail departs from ("issued"). */
  field: z.string().min(1),
  /** The detail as the dependent source gives it ("1896"), as in `citedOtherwise.cited`. */
  value: z.string().min(1),
  /** `error`: shown wrong by evidence; `doubtful`: not established either way. */
  status: z.enum(["error", "doubtful"]),
  /** Where the detail came from, or why that is not known. */
  origin: z.string().min(1),
  /** Our translations of `origin` into French and Malagasy, with who made them and their review. */
  originTranslations: translations.optional(),
  /** Every place in the dependent source where it appears, with the words. */
  appearsIn: z.array(relationPassage).min(1),
});

const needsTarget = (kind: (typeof RELATION_KINDS)[number]) => kind !== "source-not-stated";

/**
 * One directed relation between two sources in the genealogy of the sources: `from` (the later,
 * dependent source) `kind` `to` (the source it draws on), with the passages that show it, its
 * basis and our confidence. An unknown is recorded too: `source-not-stated` says that `from`
 * names no source for what it says.
 */
export const relationSchema = z
  .strictObject({
    /** The dependent source: the one that copies, cites, translates... (id in `sources`). */
    from: slugId,
    /** The source drawn on (id in `sources`); absent for `source-not-stated` and `toPerson`. */
    to: slugId.optional(),
    /**
     * A person drawn on who has no record of their own, only a name in `from` (an informant:
     * "Mrs. Danielli"). The same name in several relations is one person.
     */
    toPerson: z.string().min(1).optional(),
    /** What `from` does with it (src/schemas/vocabulary.ts, RELATION_KINDS). */
    kind: z.enum(RELATION_KINDS),
    /** For `depends-via`: the intermediary source (id in `sources`) through which it reaches `to`. */
    via: slugId.optional(),
    /**
     * For `source-not-stated`: sources that could be the one not named (ids in `sources`), none
     * established; say in `reasoning` why each is a candidate.
     */
    candidates: z.array(slugId).optional(),
    /** What passes along the relation: rules, history, citation details, or not known. */
    concerns: z.array(z.enum(RELATION_CONCERNS)).min(1),
    /**
     * Who says so: `stated` (`from` itself), `stated-elsewhere` (another source, `by`), or
     * `inferred` (our reading, `reasoning` required).
     */
    basis: z.enum(RELATION_BASES),
    /** For `stated-elsewhere`: the source that states the relation (id in `sources`). */
    by: slugId.optional(),
    /** Why we hold the relation; required for `inferred` and `stated-elsewhere`. */
    reasoning: z.string().min(1).optional(),
    /**
     * Our translations of `reasoning` into French and Malagasy, with who made them and their
     * review. Only with a reasoning.
     */
    reasoningTranslations: translations.optional(),
    /**
     * How sure we are that the relation holds as described, 0-100 (the scale of the evidence
     * records' confidence): 100 when the source says it in so many words.
     */
    confidence: z.number().int().min(0).max(100),
    /** The passages that show the relation: quotations or locators. */
    evidence: z.array(relationPassage).min(1),
    /** Wrong or doubtful details that travel along this relation, with where they appear. */
    carries: z.array(carriedError).default([]),
    /** Anything else a researcher should know about the relation. */
    note: z.string().min(1).optional(),
    /** Our translations of `note` into French and Malagasy, with who made them and their review. */
    noteTranslations: translations.optional(),
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    const targets = (r.to === undefined ? 0 : 1) + (r.toPerson === undefined ? 0 : 1);
    if (needsTarget(r.kind) && targets !== 1)
      issue("to", `a "${r.kind}" relation needs exactly one of \`to\` and \`toPerson\``);
    if (!needsTarget(r.kind) && targets !== 0)
      issue("to", "a source-not-stated relation has no `to`: put possible sources in `candidates`");
    if (r.candidates !== undefined && r.kind !== "source-not-stated")
      issue("candidates", "only a source-not-stated relation lists candidates");
    if ((r.kind === "depends-via") !== (r.via !== undefined))
      issue("via", "`via` is required for depends-via and allowed only there");
    if (r.to !== undefined && r.to === r.from)
      issue("to", `a source cannot depend on itself ("${r.from}")`);
    if (r.via !== undefined && (r.via === r.from || r.via === r.to))
      issue("via", `the intermediary must be a third source, not "${r.via}"`);
    if ((r.basis === "stated-elsewhere") !== (r.by !== undefined))
      issue(
        "by",
        "`by` (the source that says it) is required for stated-elsewhere and allowed only there",
      );
    if (r.by !== undefined && r.by === r.from)
      issue("by", "stated-elsewhere means another source than `from` says it; use `stated`");
    requireTranslated(r.reasoning, r.reasoningTranslations, "reasoning", ctx);
    requireTranslated(r.note, r.noteTranslations, "note", ctx);
    if (r.basis !== "stated" && r.reasoning === undefined)
      issue("reasoning", `basis "${r.basis}" needs its reasoning`);
    if (r.carries.length > 0 && r.to === undefined)
      issue("carries", "a carried error needs the `to` source whose record it departs from");
  });

export type RelationData = z.infer<typeof relationSchema>;
export type RelationPassage = z.infer<typeof relationPassage>;
