import { z } from "astro/zod";
import { slugId } from "./common.ts";

/**
 * One concept and the words the sources use for it, so that a search for one finds the
 * others: Montgomery's "retreat" is the later literature's "withdrawal". Kept short: only
 * words a reader of these sources would try.
 */
export const synonymGroupSchema = z.strictObject({
  /** Id of the concept, a hyphenated slug ("capture-by-withdrawal"). */
  id: slugId,
  /** The concept in a few words, for people editing the list. */
  concept: z.string().min(1),
  /** The words and phrases that name it, in English as the sources and our records write them. */
  terms: z.array(z.string().min(1)).min(2),
  /** Where each term is used, so a reviewer can check the grouping. */
  note: z.string().min(1),
});

export type SynonymGroupData = z.infer<typeof synonymGroupSchema>;
