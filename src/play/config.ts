/**
 * What a page writes into its simulator at build time (a JSON data block read by the element):
 * its game's rulesets with their options and citations, and the names of the sources they cite.
 * The browser never reads the content files.
 */
import type { FamilyId, RulesetSpec } from "./engine.ts";
import type { Labels } from "../board/draw.ts";
import type { RulesetVersion } from "../versions/archive.ts";
import type { SimWords } from "./words.ts";

export interface SimRuleset {
  /** Ruleset id within its game (`icga`, `montgomery-1896`). */
  readonly id: string;
  /** Its title on the site. */
  readonly title: string;
  /**
   * Its title inside plain text (a board's accessible name) where that differs from `title`:
   * on a French or Malagasy page, our English title quoted and said to be English
   * (src/i18n/plain-title.ts), since no `lang` mark can go there. Absent otherwise.
   */
  readonly plainTitle?: string | undefined;
  /** Short names of its sources, for the picker (`Montgomery 1896`). */
  readonly sources: readonly string[];
  /** The engine's view of it: options with their citations. */
  readonly spec: RulesetSpec;
  /** Its release version and kept versions (src/versions/), which game links carry. */
  readonly version: RulesetVersion;
  /**
   * Set when `spec` is a kept earlier version (a link made under it was opened and played as it
   * was): that version. Absent for the ruleset as it is now.
   */
  readonly asOf?: string | undefined;
}

/** A documented game to replay step by step. */
export interface SimReplay {
  readonly title: string;
  /** Ruleset id it is played under. */
  readonly ruleset: string;
  /** Turns in the engine's notation. */
  readonly moves: readonly string[];
}

export interface SimConfig {
  readonly game: string;
  readonly gameName: string;
  readonly family: FamilyId;
  /** Ruleset the page presets. */
  readonly preset: string;
  readonly rulesets: readonly SimRuleset[];
  /** Source id -> short citation name (`walker-2011` -> `Walker 2011`). */
  readonly sources: Readonly<Record<string, string>>;
  readonly labels: Labels;
  readonly replays: readonly SimReplay[];
  /** What the simulator says, in the page's language (words.ts): the browser has no tables. */
  readonly words: SimWords;
  /**
   * Each computer level's rating on this game, by level (`level-3`, `perfect`), from the
   * round-robin's data (src/simulator/levels.json); absent when the game was not measured.
   */
  readonly ratings?: Readonly<Record<string, number>> | undefined;
}

/** JSON for a `<script type="application/json">` block: no `<` that could close it. */
export const configJson = (c: SimConfig): string =>
  JSON.stringify(c)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, " ");
