import { z } from "astro/zod";
import { coordinates, isoDate, languageCode, slugId } from "./common.ts";

/**
 * Why an option of an observed ruleset stays open: the player did not know, the players
 * disagreed, or the question was not asked. Its value is then only what the simulator plays.
 */
export const OPEN_REASONS = ["unknown", "disagree", "not-asked"] as const;
export type OpenReason = (typeof OPEN_REASONS)[number];

/**
 * One person asked. A name is published only with their consent: without it the entry carries
 * no name at all, and the page says the player is anonymous.
 */
const person = z.union([
  z.strictObject({
    /** The name as the person gave it to be published. */
    name: z.string().min(1),
    /** Always `given`: a name is in the file only with consent. */
    consent: z.literal("given"),
  }),
  z.strictObject({
    /** Consent to publish a name was not given, or no name was recorded. */
    anonymous: z.literal(true),
  }),
]);

/**
 * Where and with whom a game was observed today (a field interview, src/record/): what makes an
 * observed ruleset evidence of play at a place and a date. Read by the ruleset page and the
 * compare views; the interview itself is the ruleset's own source.
 */
export const observation = z.strictObject({
  /** The day of the interview. */
  date: isoDate,
  /** Where: a region of the content, or a place it has not, by name with its coordinates. */
  place: z
    .union([
      z.strictObject({ /** Id in `regions`. */ region: slugId }),
      z.strictObject({
        /** The place's name as the fieldworker wrote it. */
        name: z.string().min(1),
        /** Its coordinates, when recorded. */
        at: coordinates.optional(),
      }),
    ])
    .optional(),
  /** The people asked, named only with their consent. */
  people: z.array(person).default([]),
  /** The language the interview was held in. */
  language: languageCode.optional(),
  /**
   * The options the interview left open, with why: never a value of the players'. Each names an
   * option of the ruleset, whose value (the closest reading's, basis `default`) is only played.
   */
  open: z
    .array(
      z.strictObject({
        /** The option's key, as in `options`. */
        option: z.string().min(1),
        /** Why it stays open: `unknown` (the player did not know), `disagree`, `not-asked`. */
        why: z.enum(OPEN_REASONS),
      }),
    )
    .default([]),
});

export type Observation = z.infer<typeof observation>;

/** What a ruleset's observation must hold with the rest of it; one issue per problem. */
export function observationIssues(r: {
  readonly type: string;
  readonly observation?: Observation | undefined;
  readonly options: Readonly<Record<string, { readonly provenance: { readonly basis: string } }>>;
}): { path: (string | number)[]; message: string }[] {
  const o = r.observation;
  if (o === undefined) return [];
  const out: { path: (string | number)[]; message: string }[] = [];
  if (r.type !== "observed")
    out.push({
      path: ["observation"],
      message: `an observation belongs to a ruleset of type "observed", not "${r.type}"`,
    });
  o.open.forEach((x, i) => {
    const opt = r.options[x.option];
    if (opt === undefined)
      out.push({
        path: ["observation", "open", i, "option"],
        message: `"${x.option}" is not an option of this ruleset`,
      });
    else if (opt.provenance.basis !== "default")
      out.push({
        path: ["observation", "open", i, "option"],
        message: `"${x.option}" is left open, so its value is our default, not "${opt.provenance.basis}"`,
      });
  });
  return out;
}
