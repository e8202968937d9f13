/**
 * What the self-play charts are drawn from (view.ts), described in words (describe.ts) and
 * tabled from (table.ts): the rows, which run of them a chart shows, and the scales shared by
 * every row of the drawing.
 */
import type { SelfPlayFigures } from "../../engine/core/index.ts";
import type { CompareWords } from "../words.ts";

/** One row of the charts: a reading and its saved figures. */
export interface PlayRow {
  readonly game: string;
  readonly gameName: string;
  readonly title: string;
  readonly random: SelfPlayFigures;
  readonly search: SelfPlayFigures | null;
  /** Marks the row's marks and table rows as `data-plays-row="<mark>"` (the simulator's rows). */
  readonly mark?: string;
}

/** Which run a chart shows: random against random, or the search player against itself. */
export type Key = "random" | "search";
/** What a chart shows: who wins, how long games last, how many choices, which rule ends them. */
export type Kind = "who" | "length" | "branching" | "ends";

/** Everything one drawing needs besides its rows. */
export interface Ctx {
  readonly w: CompareWords;
  readonly rows: readonly PlayRow[];
  readonly label: (r: PlayRow) => string;
  readonly lenMax: number;
  readonly brMax: number;
  readonly ends: readonly string[];
}

/** A row's figures of one run; null when the run played no search games for it. */
export const figOf = (r: PlayRow, key: Key): SelfPlayFigures | null =>
  key === "random" ? r.random : r.search;
