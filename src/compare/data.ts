/**
 * The data a comparison is drawn from, one shape for the static compare pages (built from the
 * content at build time) and for the picker (which fetches the same data as /compare/data.json,
 * and the divergences of a game only when a comparison needs them).
 * Plain JSON: no functions, nothing the browser must trust beyond text.
 */

/**
 * Our text (a summary, a reason, a reasoning) in the data's language other than English: the
 * translation and who made it and its review, as one credit line (src/i18n/credit.ts). Absent
 * where the content has no translation: the cell shows the English, marked so.
 */
export interface LocalText {
  readonly text: string;
  /** Empty for a sentence in the page's own words around no translation of ours (a reader's change). */
  readonly credit: string;
}

/** Our translation of a quotation into the data's language, with its label and credit. */
export interface LocalQuote extends LocalText {
  /** "French translation", in the data's language. */
  readonly label: string;
}

/** A passage as a compare cell shows it, with every name resolved to its title and page. */
export interface CompareCitation {
  /**
   * One of the engine's `BASES` (stated, stated-elsewhere, inferred, default), or `override` for
   * a reader's change (a citation marked `override: true`).
   */
  readonly basis: string;
  /**
   * With `stated-elsewhere`: the cell's note naming the source it rests on and the reading's own
   * ("From DLP database, not in the words of Sanderson 1913"). A cell so marked is not counted as
   * its reading's agreement with the others.
   */
  readonly borrowed?: string;
  readonly source: { readonly title: string; readonly url: string };
  /** `titleLang`: "en" when the title is our English in another language's data (`titleIn`). */
  readonly evidence?: { readonly title: string; readonly titleLang?: string; readonly url: string };
  readonly locator: string;
  readonly quote?: string;
  /** Language code of `quote`. */
  readonly lang?: string;
  /** Name of `lang` in the data's language. */
  readonly langName?: string;
  readonly translation?: string;
  /** Title of the translation's source; absent means the translation is ours. */
  readonly translationBy?: string;
  /** Our translation of `quote` into the data's language (not in the English data). */
  readonly ours?: LocalQuote;
  readonly omission?: string;
  readonly reasoning?: string;
  /** `reasoning` in the data's language, where the content translates it. */
  readonly reasoningLocal?: LocalText;
}

/** One facet of one reading: what it says with its passage, or why the source is silent. */
export type CompareCell =
  | {
      readonly kind: "stated";
      /** Our English summary: what decides whether two cells agree, in every language. */
      readonly summary: string;
      /** The summary in the data's language, where the content translates it. */
      readonly local?: LocalText;
      readonly citation: CompareCitation;
    }
  | {
      readonly kind: "not-stated";
      readonly reason: string;
      /** The reason in the data's language, where the content translates it. */
      readonly local?: LocalText;
    }
  | { readonly kind: "missing" };

import type { SelfPlayFigures } from "../engine/core/index.ts";
import type { PlayMeta } from "./selfplay/figures.ts";
import type { DependenceGraph } from "../genealogy/graph.ts";

/** One engine option as a reading sets it. */
export interface CompareOption {
  readonly key: string;
  /** The facet it decides. */
  readonly facet: string;
  /** The value as the engine reads it (`true`, `"optional"`, `null`), as JSON text. */
  readonly value: string;
  /** The value in words, in the data's language ("yes", "compulsory", "the player's choice"). */
  readonly words: string;
  /**
   * What the option means: the engine's declaration, or its words in the data's language
   * (src/site/option-words.ts) where they exist.
   */
  readonly meaning: string;
  /** `"en"` when `meaning` is the engine's English on a French or Malagasy page; else absent. */
  readonly meaningLang?: "en";
  readonly citation: CompareCitation;
  /**
   * In an observed ruleset, an option its interview left open: why, in the data's words ("players
   * disagree"). Its value is only played, so the cell is marked and counted neither as agreeing
   * nor as differing.
   */
  readonly open?: string;
}

/** One reading, a column of the table. */
export interface CompareRuleset {
  /** `<game>/<id>`, as in ruleset URLs and the picker's `?r=`. */
  readonly key: string;
  readonly game: string;
  readonly gameName: string;
  readonly family: string;
  /** Its title in the data's language, or our English with `titleLang` "en" (`titleIn`). */
  readonly title: string;
  readonly titleLang?: string;
  readonly url: string;
  /** The source the reading is a witness of (its first source), for grouping agreeing readings. */
  readonly witness: string;
  /** The ruleset page with its simulator started on this ruleset (and the reader's changes). */
  readonly simulatorUrl: string;
  /**
   * A reading the reader changed in the picker (src/compare/changed.ts): its changes as
   * `key:value,...`. Absent for a source's reading: a column with it is not any source's.
   */
  readonly changes?: string;
  readonly facets: Readonly<Record<string, CompareCell>>;
  /**
   * An observed ruleset's facets its interview said nothing on, with why in the data's words
   * ("not asked", "players disagree"): their cells count neither as agreeing nor as differing.
   */
  readonly facetsOpen?: Readonly<Record<string, string>>;
  readonly options: readonly CompareOption[];
  /** Whether the board has its diagonal lines (Telo's option; true elsewhere), for drawings. */
  readonly diagonals: boolean;
  /** Its self-play figures (`npm run metrics`); null when not measured. */
  readonly play: {
    readonly random: SelfPlayFigures;
    readonly search: SelfPlayFigures | null;
  } | null;
}

/** A comparison built as its own static page. */
export interface PrebuiltComparison {
  /** The rulesets compared, as keys, in column order. */
  readonly rulesets: readonly string[];
  /** Its page, `/compare/<game>.<id>+<game>.<id>/`. */
  readonly url: string;
  readonly title: string;
  /** Why the comparison is worth making, one sentence. */
  readonly why: string;
}

/**
 * Everything /compare/data.json holds (English), and /compare/data/<lang>.json for the French and
 * Malagasy pickers: the same shape, with our text in that language where it is translated.
 */
export interface CompareData {
  /** Facets in table order: id and label. */
  readonly facets: readonly { readonly id: string; readonly label: string }[];
  readonly rulesets: Readonly<Record<string, CompareRuleset>>;
  readonly prebuilt: readonly PrebuiltComparison[];
  /** How the self-play figures were made: the run's settings and the engine's commit. */
  readonly selfPlay: PlayMeta;
  /**
   * Games whose pairs of rulesets have saved divergences; each game's are loaded when a
   * comparison needs them, from `/compare/divergences/<game>.json` (a `GameDivergences`).
   */
  readonly divergenceGames: readonly string[];
  /** The genealogy of the sources, by which agreeing readings are grouped into witnesses. */
  readonly genealogy: DependenceGraph;
  /**
   * Every enumerated value of the engine's options in the data's language, by option key and
   * value (src/site/option-words.ts): the words of a value the reader picks in "Change the rules",
   * whose identifier stays the address's. Absent: the identifiers are shown.
   */
  readonly values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * What each engine option means in the data's language, by game and option key
   * (src/site/option-words.ts `optionDocsOf`), for the picker's "Change the rules" table: French
   * and Malagasy data only (an untranslated meaning is the engine's English). Absent in the
   * English data, whose table reads the engine's declarations.
   */
  readonly meanings?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Each engine option's plain name in the data's language, by game and option key
   * (src/site/option-words.ts `optionLabelsOf`): the heading of its card in the picker's "Change
   * the rules", as in the simulator's; the key stays the address's and shows on hover.
   */
  readonly labels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * What each hand-built divergence position shows (src/compare/divergence/positions.ts), in the
   * data's language with its credit, by `<game>/<a>/<b>` as the saved pairs order them; absent
   * from the English data, whose words are the saved file's, and where there is no translation.
   */
  readonly shows?: Readonly<Record<string, LocalText>>;
}
