/**
 * The fanorona family's fast divergence search (src/engine/fanorona/diverge-fast.ts) answers
 * exactly what the generic one (src/engine/core/diverge.ts) answers: the same line, position,
 * one-sided turns with their refusals and results, and for no divergence the same depth and count
 * of lines, on pairs of rulesets and on rulesets changed in one clause.
 */
import { describe, expect, it } from "vitest";
import { loadGame } from "../../../src/content/ruleset-files.ts";
import { firstDivergence } from "../../../src/engine/core/diverge.ts";
import { firstDivergenceFast } from "../../../src/engine/fanorona/diverge-fast.ts";
import type { FanoronaGame } from "../../../src/engine/fanorona/index.ts";

function game(id: string, ruleset: string, overrides: Record<string, unknown> = {}): FanoronaGame {
  const g = loadGame(id, ruleset, overrides);
  if (!g.ok) throw new Error(g.error);
  return g.value as FanoronaGame;
}

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
