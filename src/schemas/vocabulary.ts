/** Controlled vocabularies, after the DLP database guide (Stephenson, Crist & Browne 2020). */

/** What kind of record a piece of evidence is. */
export const EVIDENCE_TYPES = [
  "ethnography",
  "historical-account",
  "contemporary-rules-description",
  "oral-tradition",
  "dictionary-entry",
  "computer-analysis",
  "artefact",
] as const;

/** What kind of publication a source is. */
export const SOURCE_KINDS = [
  "primary-ethnography",
  "historical-account",
  "translation",
  "modern-rules-description",
  "database-record",
  "secondary-study",
  "reference-work",
  "software",
] as const;

/** CSL item types we use (a subset of CSL-JSON `type`). */
export const CSL_TYPES = [
  "article-journal",
  "book",
  "chapter",
  "pamphlet",
  "webpage",
  "dataset",
  "software",
  "entry-dictionary",
  "entry-encyclopedia",
  "manuscript",
] as const;

/** Factors that lower confidence in a record (DLP list). */
export const UNCERTAINTY_FACTORS = [
  "incomplete",
  "ambiguous-pattern",
  "uncertain-date",
  "unknown-provenience",
  "written-over-100-years-after",
  "written-over-500-years-after",
  "written-about-foreign-culture",
  "translated",
  "secondary-text",
  "game-not-named",
  "rules-insufficiently-described",
  "board-not-described",
  "rules-not-described",
  "rules-learned-second-hand",
  "suspected-copy",
] as const;

/**
 * Where one rule sentence of an evidence record comes from. `stated`: the record's own source
 * says it; `stated-elsewhere`: another source says it (the DLP's summary beside Montgomery's
 * words), named in the sentence's `by`; `inferred`: our reading of the source, with the
 * reasoning; `default`: our choice where the source is silent, with the reason; `not-stated`:
 * the source is silent on the point (or gives no rules at all), with why that matters.
 */
export const RULE_BASES = [
  "stated",
  "stated-elsewhere",
  "inferred",
  "default",
  "not-stated",
] as const;
export type RuleBasis = (typeof RULE_BASES)[number];

export const AGES = ["child", "adolescent", "adult", "elder", "all"] as const;
export const GENDERS = ["male", "female", "all"] as const;
export const SOCIAL_STATUSES = ["royalty", "nobility", "commoners", "herders", "all"] as const;
export const SPACES = ["domestic", "public", "outdoor", "court", "ritual"] as const;

/** How a game is played, for grouping games. */
export const GAME_FAMILIES = [
  "alquerque-line-capture",
  "alignment",
  "four-row-mancala",
  "two-row-mancala",
  /** Not a board game of these families, kept because a source names it beside one (Flacourt's Androuve). */
  "other",
] as const;

/** How much we hold on a game: full evidence with rules, or only a mention in a source. */
export const COVERAGE = ["documented", "mentioned"] as const;

/**
 * How one source stands to another in the genealogy of the sources (content/relations/), read
 * as "<from> <kind> <to>": the DLP database copies Montgomery.
 */
export const RELATION_KINDS = [
  /** Reproduces its words: a quotation or a transcription. */
  "copies",
  /** Restates what it says in other words: a summary or a report of its claims. */
  "paraphrases",
  /** Renders its text into another language. */
  "translates",
  /** Names it, in the text or in a bibliography, without our knowing what was taken from it. */
  "cites",
  /** Takes from it through an intermediary, named in `via`. */
  "depends-via",
  /** Is by the same author, or is another edition of it: not an independent witness to it. */
  "same-author",
  /** Disputes what it says. */
  "contradicts",
  /** Names no source for what it says (no `to`; `candidates` may list what it could be). */
  "source-not-stated",
] as const;

/** Whether a relation is said by a source or is our inference (see content/relations/). */
export const RELATION_BASES = [
  /** The dependent source says it itself (`from`: "Montgomery 1896: 151-155"). */
  "stated",
  /** Another source says it (`by`): the Basque article says Mrs. Danielli told Murray. */
  "stated-elsewhere",
  /** Our reading, with its reasoning. */
  "inferred",
] as const;

/** What passes along a relation: what the dependent source takes from the other. */
export const RELATION_CONCERNS = [
  /** Rules of play. */
  "rules",
  /** History, anecdotes, names and dates of the game's past. */
  "history",
  /** Only the bibliographic details of a work (a year, a publisher). */
  "citation",
  /** Not known: a work listed in a bibliography, say. */
  "unknown",
] as const;
