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

/**
 * The same words in French and Malagasy, for pages in those languages. Separate constants, so
 * that browser code importing only the English (`basisWords`) does not carry them. The Malagasy
 * awaits a native speaker's review, like the interface tables (docs/i18n.md).
 */
export const BASIS_WORDS_FR = {
  stated: {
    label: "énoncé",
    meaning: "énoncé par sa propre source : le témoin de la lecture, ou la source de la fiche",
    why: "Note",
  },
  "stated-elsewhere": {
    label: "énoncé ailleurs",
    meaning: "énoncé par une autre source, nommée à côté, et non par sa propre source",
    why: "Note",
  },
  inferred: {
    label: "déduit",
    meaning: "déduit : notre lecture de la source, avec le raisonnement",
    why: "Pourquoi nous le lisons ainsi",
  },
  default: {
    label: "par défaut",
    meaning: "par défaut : notre choix là où la source se tait, avec la raison",
    why: "Pourquoi ce choix",
  },
  "not-stated": {
    label: "non énoncé",
    meaning: "non énoncé par la source : ce qu’elle laisse de côté, et pourquoi cela compte",
    why: "Pourquoi cela compte",
  },
  override: {
    label: "changé par le lecteur",
    meaning: "un changement de la valeur de la source par le lecteur, la règle d’aucune source",
    why: "Note",
  },
} as const satisfies Readonly<Record<BasisWord, BasisWords>>;

export const BASIS_WORDS_MG = {
  stated: {
    label: "voalaza",
    meaning: "voalazan’ny loharanony: ny vavolombelon’ny famakiana, na ny loharanon’ny firaketana",
    why: "Fanamarihana",
  },
  "stated-elsewhere": {
    label: "voalaza any an-kafa",
    meaning: "voalazan’ny loharano hafa, voatonona eo anilany, fa tsy ny loharanony",
    why: "Fanamarihana",
  },
  inferred: {
    label: "natsoaka",
    meaning: "natsoaka: ny famakianay ny loharano, miaraka amin’ny fandinihana",
    why: "Nahoana no vakianay toy izany",
  },
  default: {
    label: "araka ny fanao",
    meaning: "araka ny fanao: ny safidinay raha mangina ny loharano, miaraka amin’ny antony",
    why: "Nahoana ity safidy ity",
  },
  "not-stated": {
    label: "tsy voalaza",
    meaning: "tsy lazain’ny loharano: izay avelany tsy voalaza, sy ny maha-zava-dehibe izany",
    why: "Nahoana no zava-dehibe",
  },
  override: {
    label: "novain’ny mpamaky",
    meaning: "fanovan’ny mpamaky ny sandan’ny loharano, fa tsy fitsipiky ny loharano",
    why: "Fanamarihana",
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

/** The words of a basis in a page's language (`lang` as src/i18n names it). */
export function basisWordsIn(lang: "en" | "fr" | "mg", basis: string): BasisWords {
  if (lang === "en") return basisWords(basis);
  const table = lang === "fr" ? BASIS_WORDS_FR : BASIS_WORDS_MG;
  return isBasisWord(basis)
    ? table[basis]
    : { label: basis, meaning: basis, why: table.stated.why };
}
