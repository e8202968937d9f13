import { z } from "astro/zod";
import { languageCode, slugId, translations } from "./common.ts";
import { requireTranslated } from "./translated.ts";
import { COVERAGE, GAME_FAMILIES } from "./vocabulary.ts";

/**
 * A game: one page per game, gathering its evidence, names and rulesets. Games that sources
 * only mention (`coverage: mentioned`) say what we have and what we lack.
 */
export const gameSchema = z.strictObject({
  /** Name used on this site. */
  name: z.string().min(1),
  /**
   * The game's name in the DLP database, where its spelling differs from `name`: the link to the
   * game on the Ludii portal searches by it.
   */
  dlpName: z.string().min(1).optional(),
  /** Other names and spellings, with their language. */
  otherNames: z
    .array(
      z
        .strictObject({
          /** The name as written in the source. */
          name: z.string().min(1),
          /** Its language, when known. */
          lang: languageCode.optional(),
          /** Where the name is attested, or what it means. */
          note: z.string().optional(),
          /**
           * Our translations of `note` into French and Malagasy, with who made them and their
           * review; the names in it stay as written. Only with a note.
           */
          noteTranslations: translations.optional(),
        })
        .superRefine((n, ctx) => requireTranslated(n.note, n.noteTranslations, "note", ctx)),
    )
    .default([]),
  /** How the game is played, for grouping. */
  family: z.enum(GAME_FAMILIES),
  /** Whether we hold evidence with rules, or only a mention. */
  coverage: z.enum(COVERAGE),
  /** One-paragraph account in our own words. */
  summary: z.string().min(1),
  /** Our translations of `summary` into French and Malagasy, with who made them and their review. */
  translations: translations.optional(),
  /** The board: lines and points, or rows and holes. */
  board: z.string().min(1),
  /** Pieces or counters and how many. */
  pieces: z.string().min(1),
  /** Related games (ids in `games`), e.g. the board it derives from. */
  related: z.array(slugId).default([]),
  /** Regions where it is recorded (ids in `regions`). */
  regions: z.array(slugId).default([]),
  /** Ids of the engine rulesets for this game (files in `content/rulesets/<game>/`). */
  rulesets: z.array(slugId).default([]),
  /** For mentioned games: what our sources say of it. */
  whatWeHave: z.string().optional(),
  /** For mentioned games: what we do not have (rules, dates, places). */
  whatWeLack: z.string().optional(),
});

export type GameData = z.infer<typeof gameSchema>;
