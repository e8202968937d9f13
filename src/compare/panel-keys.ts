/**
 * The compare words the simulator's live panels use ("Where it parts" in
 * divergence/live/, "How does it play?" in selfplay/), which every page with a simulator passes
 * to them in `data-compare-words` (SimulatorSlot.astro). Only these: the whole compare table
 * weighed about 24 KB on each such page, and in every offline pack, for strings the panels never
 * show. tests/repo/panel-keys.test.ts reads the panels' code from the simulator's imports and
 * fails when it uses a key not listed here (the panel would throw, naming it) or when a key
 * listed here is no longer used.
 */
import type { CompareKey } from "./words.ts";

/** Every key under these belongs to a panel: the two panels' own strings, self-play's figures. */
export const PANEL_KEY_PREFIXES = ["compare.live.", "compare.plays.", "compare.pm."] as const;

/** The shared compare strings the panels also show: the divergence and citation views'. */
export const PANEL_KEYS = [
  "compare.allCompared",
  "compare.allEnd",
  "compare.allLifted",
  "compare.boardLabel",
  "compare.boardTitle",
  "compare.budgetStop",
  "compare.cut",
  "compare.drawn",
  "compare.englishTranslation",
  "compare.evidence",
  "compare.gameRule",
  "compare.gameTitle",
  "compare.goesOn",
  "compare.language",
  "compare.line",
  "compare.noQuote",
  "compare.noneFound",
  "compare.notFromStart",
  "compare.notListed",
  "compare.nothingMore",
  "compare.onlyAllows",
  "compare.original",
  "compare.otherTurns",
  "compare.ours",
  "compare.partAfter",
  "compare.partAtStart",
  "compare.playUnder",
  "compare.position",
  "compare.positionAfterLine",
  "compare.positionTerm",
  "compare.reachedBy",
  "compare.reasoning",
  "compare.refusedBy",
  "compare.resultsDiffer",
  "compare.rulesPassages.one",
  "compare.rulesPassages.other",
  "compare.sameOptions",
  "compare.startPosition",
  "compare.thenRule",
  "compare.translation",
  "compare.turns.one",
  "compare.turns.other",
  "compare.wins",
] as const satisfies readonly CompareKey[];

/** Whether the simulator's panels use `key`. */
export const isPanelKey = (key: string): boolean =>
  (PANEL_KEYS as readonly string[]).includes(key) ||
  PANEL_KEY_PREFIXES.some((p) => key.startsWith(p));
