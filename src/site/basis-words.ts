/**
 * Words for the basis of a rule sentence of an evidence record: the short label shown beside
 * the sentence, and what it means to a reader (the label's title, the method page). One entry
 * per basis of `RULE_BASES`, so a new basis cannot reach a page without its words. No Astro
 * imports, so tests and browser code can use them too.
 */
import type { RuleBasis } from "../schemas/vocabulary.ts";

export interface BasisWords {
  /** The label beside the sentence ("stated elsewhere"). */
  readonly label: string;
  /** What the label means, in a sentence a reader can take in at a glance. */
  readonly meaning: string;
  /** The heading of the sentence's reasoning, when it has one. */
  readonly why: string;
}

export const RULE_BASIS_WORDS: Readonly<Record<RuleBasis, BasisWords>> = {
  stated: {
    label: "stated",
    meaning: "stated by this record's source",
    why: "Note",
  },
  "stated-elsewhere": {
    label: "stated elsewhere",
    meaning: "stated by another source, named beside it, not by this record's source",
    why: "Note",
  },
  inferred: {
    label: "inferred",
    meaning: "inferred: our reading of the source, with the reasoning",
    why: "Why we read it so",
  },
  default: {
    label: "default",
    meaning: "default: our choice where the source is silent, with the reason",
    why: "Why this choice",
  },
  "not-stated": {
    label: "not stated",
    meaning: "not stated by the source: what it leaves unsaid, and why that matters",
    why: "Why it matters",
  },
};

/** Said beside a sentence stated elsewhere: whose words it is not in ("Montgomery 1886"). */
export function notInWordsOf(own: string): string {
  return `not in the words of ${own}`;
}
