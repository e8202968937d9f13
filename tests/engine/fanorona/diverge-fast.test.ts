/**
 * The fanorona family's fast divergence search (src/engine/fanorona/diverge-fast.ts) answers
 * exactly what the generic one (src/engine/core/diverge.ts) answers: the same line, position,
 * one-sided turns with their refusals and results, and for no divergence the same depth and count
 * of lines, on pairs of rulesets and on rulesets changed in one clause.
 */
import { describe, expect, it } from "vitest";
import { loadGameOrThrow } from "../../../src/content/ruleset-files.ts";
import { firstDivergence } from "../../../src/engine/core/diverge.ts";
import { firstDivergenceFast } from "../../../src/engine/fanorona/diverge-fast.ts";
import type { FanoronaGame } from "../../../src/engine/fanorona/index.ts";
import { REGISTRY_VARIANTS } from "../../../src/engine/index.ts";

const game = (id: string, ruleset: string, overrides: Record<string, unknown> = {}) =>
  loadGameOrThrow(id, ruleset, overrides) as FanoronaGame;

const CASES: [string, string, string, Record<string, unknown>, number][] = [
  ["fanorona", "icga", "walker-2011", {}, 3],
  ["fanorona", "basque", "montgomery-1896", {}, 3],
  ["fanorona", "montgomery-1896", "dlp", {}, 2],
  ["vela", "basque", "walker-2011", {}, 5],
  ["vela", "montgomery-1896", "walker-2011", {}, 2],
  ["fanoron-dimy", "basque", "icga", {}, 3],
  ["fanoron-dimy", "icga", "icga", {}, 3],
  ["fanorona", "icga", "icga", { "no-same-direction": false }, 4],
  ["fanoron-dimy", "icga", "icga", { blocked: "draw" }, 4],
  [
    "fanorona",
    "montgomery-1896",
    "montgomery-1896",
    { "opposite-capture-frame": "heading", "no-immediate-return": false },
    3,
  ],
];

describe("firstDivergenceFast agrees with the generic search", () => {
  it.each(CASES)("%s %s against %s %o to depth %i", (id, a, b, overrides, depth) => {
    const ga = game(id, a);
    const gb = game(id, b, overrides);
    const generic = firstDivergence(ga, gb, { maxDepth: depth });
    expect(firstDivergenceFast(ga, gb, { maxDepth: depth })).toEqual(generic);
    // And the other way round.
    expect(firstDivergenceFast(gb, ga, { maxDepth: depth })).toEqual(
      firstDivergence(gb, ga, { maxDepth: depth }),
    );
  });

  it.each(CASES.slice(1, 5))(
    "%s %s against %s %o to depth %i, listing every refusing rule",
    (id, a, b, overrides, depth) => {
      const ga = game(id, a);
      const gb = game(id, b, overrides);
      const options = { maxDepth: depth, variants: REGISTRY_VARIANTS };
      const generic = firstDivergence(ga, gb, options);
      expect(firstDivergenceFast(ga, gb, options)).toEqual(generic);
      expect(firstDivergenceFast(gb, ga, options)).toEqual(firstDivergence(gb, ga, options));
    },
  );

  it("from a given position, where the results differ but no turn does", () => {
    const a = game("fanoron-dimy", "icga");
    const b = game("fanoron-dimy", "icga", { blocked: "draw" });
    const text = "WWWWW/WWWWW/WW1WW/WWWWW/WWWWB b";
    const start = (g: FanoronaGame) => {
      const p = g.parsePosition(text);
      if (!p.ok) throw new Error(p.error.message);
      return p.value;
    };
    const options = { maxDepth: 4, start: { a: start(a), b: start(b) } };
    const r = firstDivergenceFast(a, b, options);
    expect(r).toEqual(firstDivergence(a, b, options));
    expect(r.kind).toBe("diverge");
  });
});

describe("firstDivergenceFast spends a line budget as the generic search does", () => {
  /**
   * Budgets around the line counts where each depth ends (taken from the generic search without
   * a budget), so some cut inside a depth, some exactly at its end and some just after; and, every
   * `stride` lines, budgets through the last depth, so that some run out inside a subtree the
   * transposition table already knows. The fast search must stop at the same depth with the same
   * count, or find the same divergence.
   */
  const BUDGETED: [string, string, string, Record<string, unknown>, number, number][] = [
    // No divergence (a reading against itself); vela's handicap opening makes transpositions
    // within four turns, so known subtrees spend their lines at once.
    ["vela", "basque", "basque", {}, 4, 3],
    ["fanoron-dimy", "icga", "icga", {}, 4, 0],
    ["fanorona", "icga", "icga", {}, 3, 0],
    // Parts after a few turns.
    ["vela", "basque", "walker-2011", {}, 5, 0],
    ["fanorona", "icga", "icga", { "no-same-direction": false }, 4, 0],
  ];

  it.each(BUDGETED)("%s %s against %s %o to depth %i", (id, a, b, overrides, depth, stride) => {
    const ga = game(id, a);
    const gb = game(id, b, overrides);
    const ends: number[] = [];
    for (let d = 0; d <= depth; d++) {
      const r = firstDivergence(ga, gb, { maxDepth: d });
      if (r.kind !== "none") break;
      ends.push(r.lines);
    }
    expect(ends.length).toBeGreaterThan(1);
    const dense: number[] = [];
    if (stride > 0) for (let n = ends.at(-2)!; n <= ends.at(-1)!; n += stride) dense.push(n);
    const budgets = [
      ...new Set(
        [...ends.flatMap((n) => [n - 1, n, n + 1, Math.floor(n / 2)]), ...dense].filter(
          (n) => n >= 0,
        ),
      ),
    ];
    let cuts = 0;
    for (const maxLines of budgets) {
      const options = { maxDepth: depth, maxLines };
      const generic = firstDivergence(ga, gb, options);
      if (generic.kind === "cut") cuts++;
      expect(firstDivergenceFast(ga, gb, options), `budget ${maxLines}`).toEqual(generic);
    }
    // The budgets must test cutting, not only searches that finish within them.
    expect(cuts).toBeGreaterThan(0);
  });
});
