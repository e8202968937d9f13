/**
 * What a basis means, in words: one entry per basis the engine knows (`BASES`), plus the
 * silence of a source (`not-stated`: a facet or rule sentence the source says nothing on) and an
 * override (a reader's change: a value set in the simulator or by the CLI's `--option`, or a
 * citation marked `override: true` in an exported reading, never the source's rule). Every view that shows a basis (the
 * citation component, the compare tables, the simulator's messages, the divergence view, the
 * method page, the evidence records' rule sentences) reads this one table, so a basis the engine
 * or the rule sentences add fails type checking here until it has its words. No Astro imports:
 * tests and browser code use it too.
 */
import type { Basis } from "../engine/core/index.ts";
import type { RuleBasis } from "../schemas/vocabulary.ts";

/** Every basis a page may show. */
export type BasisWord = Basis | RuleBasis | "override";

export interface BasisWords {
  /** The label on the badge or beside the sentence ("stated elsewhere"). */
  readonly label: string;
  /** What the label means, in a clause a reader can take in at a glance (a title, a tooltip). */
  readonly meaning: string;
  /** The heading of the reasoning that goes with it, when there is one. */
  readonly why: string;
}

export const BASIS_WORDS = {
  stated: {
    label: "stated",
    meaning: "stated by its own source: the reading's witness, or the record's source",
    why: "Note",
  },
  "stated-elsewhere": {
    label: "stated elsewhere",
    meaning: "stated by another source, named beside it, not by its own source",
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
  override: {
    label: "reader's change",
    meaning: "a reader's change of the source's value, not any source's rule",
    why: "Note",
  },
} as const satisfies Readonly<Record<BasisWord, BasisWords>>;

/** The words of the rule sentences' bases: the same entries, for code typed by `RuleBasis`. */
export const RULE_BASIS_WORDS: Readonly<Record<RuleBasis, BasisWords>> = BASIS_WORDS;

const isBasisWord = (s: string): s is BasisWord => Object.hasOwn(BASIS_WORDS, s);

/** The words of a basis; a value not in the table (data from elsewhere) shows as itself. */
export function basisWords(basis: string): BasisWords {
  return isBasisWord(basis) ? BASIS_WORDS[basis] : { label: basis, meaning: basis, why: "Note" };
}

/** Said beside a sentence stated elsewhere: whose words it is not in ("Montgomery 1886"). */
export function notInWordsOf(own: string): string {
  return `not in the words of ${own}`;
}

/**
 * The note on a reading's cell that rests on another source: "From DLP database, not in the
 * words of Sanderson 1913". Titles are the sources' short titles.
 */
export const borrowedNote = (cited: string, own: string): string =>
  `From ${cited}, ${notInWordsOf(own)}`;
