/**
 * What a basis means, in words: one entry per basis the engine knows (`BASES`), plus the
 * silence of a source (`not-stated`: a facet or rule sentence the source says nothing on) and an
 * override (a value set for one run, not by the ruleset). Every view that shows a basis (the
 * citation component, the compare tables, the simulator's messages, the divergence view, the
 * method page, the evidence records' rule sentences) reads this one table, so a basis the engine
 * adds fails type checking here until it has its words. No Astro imports: browser code uses it.
 */
import type { Basis } from "../engine/core/index.ts";

/** Every basis a page may show. */
export type BasisWord = Basis | "not-stated" | "override";

/** A basis in two lengths: `label` for a badge, `clause` for a tooltip or a sentence. */
export interface BasisWords {
  /** A word or two on the badge: "stated", "stated elsewhere". */
  readonly label: string;
  /** What it means, as a clause: "stated by this reading's own source". */
  readonly clause: string;
}

export const BASIS_WORDS = {
  stated: { label: "stated", clause: "stated by this reading's own source" },
  "stated-elsewhere": {
    label: "stated elsewhere",
    clause: "stated by another source (named in the citation), not by this reading's own",
  },
  inferred: {
    label: "inferred",
    clause: "inferred: our reading of the source, with the reasoning",
  },
  default: { label: "default", clause: "default: our choice where the source is silent" },
  "not-stated": { label: "not stated", clause: "not stated by the source, with the reason" },
  override: { label: "override", clause: "override: set for this run, not by the ruleset" },
} as const satisfies Readonly<Record<BasisWord, BasisWords>>;

const isBasisWord = (s: string): s is BasisWord => Object.hasOwn(BASIS_WORDS, s);

/** The words of a basis; a value not in the table (data from elsewhere) shows as itself. */
export function basisWords(basis: string): BasisWords {
  return isBasisWord(basis) ? BASIS_WORDS[basis] : { label: basis, clause: basis };
}

/**
 * The note on a reading's cell that rests on another source: "From DLP database, not in the
 * words of Sanderson 1913". Titles are the sources' short titles.
 */
export const borrowedNote = (cited: string, own: string): string =>
  `From ${cited}, not in the words of ${own}`;
