/**
 * What an interview page hands its element (`<record-interview>`, docs/record.md): the game's
 * options as questions, each with its answers, what each source says and a position where the
 * answer matters, all worded at build time in the page's language. Pure types, shared by the
 * build (build.ts) and the browser (interview.ts), so the script carries no table.
 */

import type { RulesetSpec } from "../engine/core/index.ts";

/** One answer a player may give: an option value, as the link format writes it. */
export interface AnswerChoice {
  /** The value as `valueText` writes it (`true`, `approach`, `20`, `null`). */
  readonly value: string;
  /** The value in the page's words. */
  readonly words: string;
  /** Titles of the readings that hold this value. */
  readonly heldBy: readonly string[];
}

/** What one reading says of the option: its value in words, its basis, where. */
export interface SourceSays {
  readonly ruleset: string;
  readonly title: string;
  readonly value: string;
  readonly words: string;
  readonly basis: string;
  readonly locator: string;
}

/** A position where two values of the option give different legal turns, found by the engine. */
export interface Position {
  /** The drawing (src/board/draw.ts), as SVG markup. */
  readonly svg: string;
  /** The turns from the start that lead there (empty: the set-up itself). */
  readonly line: readonly string[];
  /** The two values compared, as written (`AnswerChoice.value`). */
  readonly a: string;
  readonly b: string;
  /** The caption, in the page's words. */
  readonly caption: string;
}

/** One question: one engine option. */
export interface Question {
  readonly key: string;
  /** The rule facet the option decides (the order of the interview). */
  readonly facet: string;
  readonly facetWords: string;
  readonly label: string;
  /** What the option means, in the page's language (or the engine's English, marked). */
  readonly meaning: string;
  readonly meaningLang: string;
  readonly choices: readonly AnswerChoice[];
  readonly sources: readonly SourceSays[];
  /** Undefined when the engine found no such position within its budget (`noPosition` says so). */
  readonly position?: Position | undefined;
}

/** A place the names authority or the regions hold, to pick from. */
export interface KnownPlace {
  readonly id: string;
  readonly name: string;
}

/** Everything the element needs. */
export interface InterviewConfig {
  readonly game: string;
  readonly gameName: string;
  readonly family: string;
  readonly lang: string;
  /** The game's readings, by id, with their titles and every option value as written. */
  readonly readings: readonly {
    readonly id: string;
    readonly title: string;
    readonly values: Readonly<Record<string, string>>;
    /** The reading as it plays (its values and citations), for the search where they part. */
    readonly spec: RulesetSpec;
  }[];
  readonly questions: readonly Question[];
  /** How many turns from the start the engine searched for each position. */
  readonly positionDepth: number;
  readonly places: readonly KnownPlace[];
  /** Languages an interview may be held in, by code, named in the page's language. */
  readonly languages: Readonly<Record<string, string>>;
  /** The game's page (its simulator), in the page's language. */
  readonly gameHref: string;
  /** The compare picker, in the page's language. */
  readonly compareHref: string;
  /** The `record.*` strings of the tables, without the prefix. */
  readonly words: Readonly<Record<string, string>>;
}
