import type { Cited } from "./provenance.ts";

/** Engine families. A family is one move generator shared by several games. */
export const FAMILIES = ["fanorona", "telo", "mancala"] as const;
export type FamilyId = (typeof FAMILIES)[number];

/** Whether a string (a ruleset's `family`, read from content) names one of the engine's families. */
export const isFamily = (f: string): f is FamilyId => (FAMILIES as readonly string[]).includes(f);

/**
 * One reading of one source, as the engine receives it: the `options` map of a
 * `content/rulesets/<game>/<id>.yaml` file. Each family validates the values it needs.
 */
export interface RulesetSpec {
  readonly id: string;
  /** Game id (`fanorona`, `vela`, `msuwa` ...), the same ids as the `games` collection. */
  readonly game: string;
  readonly family: FamilyId;
  readonly options: Readonly<Record<string, Cited<unknown>>>;
}
