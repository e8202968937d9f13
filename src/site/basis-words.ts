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
import { basis } from "../i18n/tables/en/basis.ts";

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

/** Every basis a page may show, in the order the method page lists them. */
const BASES_SHOWN = [
  "stated",
  "stated-elsewhere",
  "inferred",
  "default",
  "not-stated",
  "override",
] as const satisfies readonly BasisWord[];

/**
 * The English words of every basis, from the English table's area `basis`
 * (src/i18n/tables/en/basis.ts): browser code reads this English directly; a page in another
 * language reads its table (`basisWordsIn`, src/site/words-in.ts).
 */
export const BASIS_WORDS = Object.fromEntries(
  BASES_SHOWN.map((b) => [
    b,
    {
      label: basis[`basis.${b}.label`],
      meaning: basis[`basis.${b}.meaning`],
      why: basis[`basis.${b}.why`],
    },
  ]),
) as Readonly<Record<BasisWord, BasisWords>>;

/** The words of the rule sentences' bases: the same entries, for code typed by `RuleBasis`. */
export const RULE_BASIS_WORDS: Readonly<Record<RuleBasis, BasisWords>> = BASIS_WORDS;

export const isBasisWord = (s: string): s is BasisWord => Object.hasOwn(BASIS_WORDS, s);

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
