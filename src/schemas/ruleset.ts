import { z } from "astro/zod";
import { FAMILIES } from "../engine/core/index.ts";
import { claimsField } from "./claim.ts";
import { observation } from "./observation.ts";
import { citation, slugId, translations } from "./common.ts";

/** DLP ruleset types (Stephenson, Crist & Browne 2020): who produced the reading. */
export const RULESET_TYPES = [
  "described",
  "observed",
  "suggested",
  "scholarly",
  "incomplete",
  "reconstructed",
] as const;

/** The facets along which rulesets are compared side by side. */
export const FACETS = [
  "board",
  "setup",
  "who-starts",
  "movement",
  "capture",
  "obligation",
  "continuation",
  "restrictions",
  "end",
  "draws",
  "handicap",
  "scoring",
] as const;

/**
 * A ruleset: one reading of one source, in `content/rulesets/<game>/<id>.yaml`. The engine
 * family named here validates `options`; the site, the CLI and the tests read the same file.
 */
export const rulesetSchema = z.strictObject({
  /** Stable id within its game, equal to the file name (`icga`, `montgomery-1896`). */
  id: slugId,
  /** Id of the game in `games`; also the engine's game id. */
  game: slugId,
  /** Engine family that runs it. */
  family: z.enum(FAMILIES),
  /** Human title, e.g. "Montgomery (1886)". */
  title: z.string().min(1),
  /**
   * Our translations of `title` into French and Malagasy, with who made them and their review.
   * Pages in those languages show the title in translation; citations keep the English title,
   * and the id and address never change.
   */
  titleTranslations: translations.optional(),
  /** DLP ruleset type. */
  type: z.enum(RULESET_TYPES),
  /**
   * Sources this reading follows, ids in `sources`. The first is the reading's own source, its
   * witness: a citation marked `stated` must cite it (or a translation of it), and one marked
   * `stated-elsewhere` must cite another (checked in src/content/integrity-basis.ts).
   */
  sources: z.array(slugId).min(1),
  /** Evidence records this reading rests on, ids in `evidence`. */
  evidence: z.array(z.string()).default([]),
  /** What this reading is and how it differs from the others, in our own words. */
  summary: z.string().min(1),
  /** Our translations of `summary` into French and Malagasy, with who made them and their review. */
  translations: translations.optional(),
  /** Engine options: each a value with the passage it rests on. Keys are the family's option names. */
  options: z.record(
    z.string(),
    z.strictObject({
      /** The value the engine uses. */
      value: z.unknown(),
      /** Where the value comes from. */
      provenance: citation,
      /**
       * What it means for this reading that the option decides nothing in the positions the
       * dead-option check searched (`npm run divergences`, src/compare/divergence/dead-options.json):
       * shown on the ruleset page under the saved figures, which are never typed here. Our
       * comment, never the source's: `basis` says so. Allowed only on an option the saved check
       * finds dead (tests/content/dead-options.test.ts).
       */
      deadNote: z
        .strictObject({
          /** The comment, in our own words: why the option decides nothing, and what follows. */
          note: z.string().min(1),
          /** Our translations of `note` into French and Malagasy, with who made them and their review. */
          noteTranslations: translations.optional(),
          /** Always `inferred`: the comment is our reading of the engine's result. */
          basis: z.literal("inferred"),
        })
        .optional(),
    }),
  ),
  /**
   * The rule facets, for comparison tables: for each, our summary of what this reading says with
   * its citation, or `notStated` with why the source says nothing on it.
   */
  facets: z
    .array(
      z
        .strictObject({
          /** Which facet. */
          facet: z.enum(FACETS),
          /** What this reading says on it, in our own words. Absent with `notStated`. */
          summary: z.string().min(1).optional(),
          /**
           * Our translations of `summary` into French and Malagasy, with who made them and their
           * review. Only with a summary (a `notStated` reason has `notStatedTranslations`).
           */
          translations: translations.optional(),
          /** The passage the summary rests on. Absent with `notStated`. */
          citation: citation.optional(),
          /**
           * The source says nothing on this facet: why we record it so (what the source covers
           * and where it is silent). An engine option that decides the facet is then our default.
           */
          notStated: z.string().min(1).optional(),
          /**
           * Our translations of `notStated` into French and Malagasy, with who made them and
           * their review. Only with `notStated`.
           */
          notStatedTranslations: translations.optional(),
        })
        .superRefine((f, ctx) => {
          if (f.translations !== undefined && f.summary === undefined)
            ctx.addIssue({
              code: "custom",
              path: ["translations"],
              message: `facet "${f.facet}": translations translate \`summary\`, and there is none`,
            });
          if (f.notStatedTranslations !== undefined && f.notStated === undefined)
            ctx.addIssue({
              code: "custom",
              path: ["notStatedTranslations"],
              message: `facet "${f.facet}": notStatedTranslations translate \`notStated\`, and there is none`,
            });
          if (f.notStated !== undefined && (f.summary !== undefined || f.citation !== undefined))
            ctx.addIssue({
              code: "custom",
              path: ["notStated"],
              message: `facet "${f.facet}": give either notStated or a summary with its citation, not both`,
            });
          if (f.notStated === undefined && (f.summary === undefined || f.citation === undefined))
            ctx.addIssue({
              code: "custom",
              path: [f.summary === undefined ? "summary" : "citation"],
              message: `facet "${f.facet}" needs a summary and a citation, or notStated with the reason the source is silent`,
            });
        }),
    )
    .default([])
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((f, i) => {
        if (seen.has(f.facet))
          ctx.addIssue({
            code: "custom",
            path: [i, "facet"],
            message: `facet "${f.facet}" is given twice`,
          });
        seen.add(f.facet);
      });
    }),
  /**
   * Behaviour this reading's sources say the rules have (a turn refused by a rule, a turn
   * allowed, a perft figure, a game's result), each with its passage: the engine plays every
   * claim in CI (`npm run check-claims`) and a false one fails with the file and the claim.
   */
  claims: claimsField,
  /**
   * For a ruleset of type `observed` recorded at a field interview (src/record/): the date, the
   * place, the people asked (named only with consent), the language, and the options left open.
   */
  observation: observation.optional(),
});

export type RulesetData = z.infer<typeof rulesetSchema>;

/** A facet entry of a ruleset. */
export type FacetEntry = RulesetData["facets"][number];

/** A facet entry that states something, with its summary and citation. */
export type StatedFacet = FacetEntry & {
  summary: string;
  citation: NonNullable<FacetEntry["citation"]>;
};

/** True when the entry has a summary and citation (not `notStated`). */
export const isStatedFacet = (f: FacetEntry): f is StatedFacet =>
  f.summary !== undefined && f.citation !== undefined;
