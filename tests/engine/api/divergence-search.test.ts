/**
 * The divergence search as the browser loads it (families.ts `loadDivergenceSearch`, one family
 * and its own compilers) answers what the registry's `searchDivergence` answers, refusing rules
 * and all; and the progress hook (`DivergenceOptions.onProgress`) is told rising figures without
 * changing any result, in the generic search and the fanorona family's fast one.
 */
import { describe, expect, it } from "vitest";
import { loadGameOrThrow as game } from "../../../src/content/ruleset-files.ts";
import { firstDivergence } from "../../../src/engine/core/diverge.ts";
import { firstDivergenceFast } from "../../../src/engine/fanorona/diverge-fast.ts";
import type { FanoronaGame } from "../../../src/engine/fanorona/index.ts";
import {
  PROGRESS_EVERY,
  loadDivergenceSearch,
  searchDivergence,
  type AnyGame,
  type DivergenceOptions,
} from "../../../src/engine/index.ts";

// [game, ruleset A, ruleset B, overrides of B, depth]
const PAIRS: [string, string, string, Record<string, unknown>, number][] = [
  ["fanorona", "montgomery-1896", "montgomery-1896", { "opposite-capture-frame": "heading" }, 4],
  ["fanorona", "icga", "walker-2011", {}, 3],
  ["fanoron-dimy", "icga", "icga", { blocked: "draw" }, 4],
  ["fanorona-telo", "basque", "murray-1951", {}, 5],
  ["chiana-wa-bwalo", "dlp", "dlp", { "compulsory-capture": true }, 4],
];

describe("loadDivergenceSearch", () => {
  it.each(PAIRS)("%s %s against %s %o: the registry's answer", async (id, a, b, over, depth) => {
    const ga = game(id, a);
    const gb = game(id, b, over);
    const search = await loadDivergenceSearch(ga.ruleset.family);
    expect(search(ga, gb, { maxDepth: depth })).toEqual(
      searchDivergence(ga, gb, { maxDepth: depth }),
    );
  });
});

/** A search's result with and without the hook, and every report the hook was given. */
function withProgress(
  search: (a: AnyGame, b: AnyGame, o: DivergenceOptions<never>) => unknown,
  a: AnyGame,
  b: AnyGame,
  options: DivergenceOptions<never>,
) {
  const reports: [number, number][] = [];
  const hooked = search(a, b, { ...options, onProgress: (d, n) => reports.push([d, n]) });
  return { plain: search(a, b, options), hooked, reports };
}

/** Reports rise: depth never falls, lines never fall, and every depth up to the last is told. */
function expectRising(reports: readonly [number, number][], lastDepth: number): void {
  for (let i = 1; i < reports.length; i++) {
    expect(reports[i]![0]).toBeGreaterThanOrEqual(reports[i - 1]![0]);
    expect(reports[i]![1]).toBeGreaterThanOrEqual(reports[i - 1]![1]);
  }
  const depths = new Set(reports.map(([d]) => d));
  for (let d = 0; d <= lastDepth; d++) expect(depths.has(d)).toBe(true);
}

describe("DivergenceOptions.onProgress", () => {
  // Fanoron-dimy: small enough for the generic search to be quick.
  const a = game("fanoron-dimy", "icga") as FanoronaGame;
  const b = game("fanoron-dimy", "icga", { "no-same-direction": false }) as FanoronaGame;
  const same = game("fanoron-dimy", "icga") as FanoronaGame;
  const budget = 3 * PROGRESS_EVERY + 5;

  it.each([
    ["generic", firstDivergence],
    ["fanorona fast", firstDivergenceFast],
  ] as const)("%s: the same results, and rising reports", (_, search) => {
    const s = search as (x: AnyGame, y: AnyGame, o: DivergenceOptions<never>) => unknown;
    const found = withProgress(s, a, b, { maxDepth: 4 });
    expect(found.hooked).toEqual(found.plain);
    expect(found.plain).toMatchObject({ kind: "diverge" });
    const none = withProgress(s, a, same, { maxDepth: 4 });
    expect(none.hooked).toEqual(none.plain);
    expect(none.plain).toMatchObject({ kind: "none", depth: 4 });
    expectRising(none.reports, 4);
    // Cut at a budget a few reports long: reports come within a depth too, never past the budget.
    const cut = withProgress(s, a, same, { maxDepth: 8, maxLines: budget });
    expect(cut.hooked).toEqual(cut.plain);
    expect(cut.plain).toMatchObject({ kind: "cut", lines: budget });
    const cutDepth = (cut.plain as { depth: number }).depth;
    expectRising(cut.reports, cutDepth);
    expect(Math.max(...cut.reports.map(([, n]) => n))).toBeLessThanOrEqual(budget);
    // One report at the start of each depth begun (0 to the one cut), and more within them.
    expect(cut.reports.length - (cutDepth + 2)).toBeGreaterThanOrEqual(2);
  });
});
