/**
 * The first divergence between two readings (src/engine/core/diverge.ts), checked against the
 * engine itself: a divergence built from one changed clause is found, its line replays under
 * both readings, the reported turns are the ones the changed rule decides, nothing shorter
 * diverges, and a reading compared with itself visits exactly the lines perft counts.
 */
import { describe, expect, it } from "vitest";
import { loadGameOrThrow as game } from "../../../src/content/ruleset-files.ts";
import { firstDivergence, type Divergence } from "../../../src/engine/core/diverge.ts";
import type { AnyGame } from "../../../src/engine/core/game.ts";
import { perft } from "../../../src/engine/core/perft.ts";
import { playLineOrThrow } from "../../../src/engine/core/play.ts";

/** Plays a line of turns in notation from the start, failing the test on any refusal. */
const replay = (g: AnyGame, line: readonly string[]): unknown =>
  playLineOrThrow(g, g.setup(), line);

const turnTexts = (g: AnyGame, s: unknown): string[] =>
  (g.turns(s) as readonly unknown[]).map((t) => g.formatTurn(s, t)).sort();

function expectDivergence(r: ReturnType<typeof firstDivergence>): Divergence {
  if (r.kind !== "diverge") throw new Error(`expected a divergence, got ${JSON.stringify(r)}`);
  return r;
}

describe("firstDivergence", () => {
  it("a reading compared with itself never diverges, and compares exactly the lines perft counts", () => {
    const a = game("fanoron-dimy", "icga");
    const b = game("fanoron-dimy", "icga");
    const r = firstDivergence(a, b, { maxDepth: 4 });
    let lines = 0;
    for (let d = 0; d <= 4; d++) lines += perft(a, a.setup(), d);
    expect(r).toEqual({ kind: "none", depth: 4, lines });
  });

  it("finds the divergence one changed clause makes (no-same-direction), at the shortest line", () => {
    const a = game("fanorona", "icga");
    const b = game("fanorona", "icga", { "no-same-direction": false });
    const d = expectDivergence(firstDivergence(a, b, { maxDepth: 4 }));
    // The line is legal under both readings, and both list the same turns before its last position.
    const sa = replay(a, d.line);
    const sb = replay(b, d.line);
    expect(d.position).toBe(a.formatPosition(sa));
    const ta = turnTexts(a, sa);
    const tb = turnTexts(b, sb);
    expect(d.onlyA.map((t) => t.turn)).toEqual(ta.filter((t) => !tb.includes(t)));
    expect(d.onlyB.map((t) => t.turn)).toEqual(tb.filter((t) => !ta.includes(t)));
    // Dropping the rule only adds turns, and the strict reading refuses each by that rule.
    expect(d.onlyA).toEqual([]);
    expect(d.onlyB.length).toBeGreaterThan(0);
    for (const t of d.onlyB)
      expect(t.refusal).toMatchObject({ kind: "rule-violation", rule: "no-same-direction" });
    // Nothing shorter diverges.
    if (d.line.length > 0)
      expect(firstDivergence(a, b, { maxDepth: d.line.length - 1 }).kind).toBe("none");
  });

  it("reports a different result as a divergence even when no turn differs", () => {
    // A lone black piece with no move: icga says the blocked side loses, the override draws.
    const a = game("fanoron-dimy", "icga");
    const b = game("fanoron-dimy", "icga", { blocked: "draw" });
    const blocked = a.parsePosition("WWWWW/WWWWW/WW1WW/WWWWW/WWWWB b");
    if (!blocked.ok) throw new Error(blocked.error.message);
    const start = b.parsePosition("WWWWW/WWWWW/WW1WW/WWWWW/WWWWB b");
    if (!start.ok) throw new Error(start.error.message);
    const r = firstDivergence(a, b, {
      maxDepth: 2,
      start: { a: blocked.value as unknown, b: start.value as unknown },
    });
    const d = expectDivergence(r);
    expect(d.line).toEqual([]);
    expect(d.statusA.kind).not.toBe(d.statusB.kind);
  });

  it("Montgomery's one-move opening parts from the DLP reading on the very first turn", () => {
    const a = game("fanorona", "montgomery-1896");
    const b = game("fanorona", "dlp");
    const d = expectDivergence(firstDivergence(a, b, { maxDepth: 2 }));
    expect(d.line).toEqual([]);
    expect(d.onlyA).toEqual([]);
    expect(d.onlyB.length).toBeGreaterThan(0);
    for (const t of d.onlyB) {
      expect(t.refusal).toMatchObject({ rule: "opening-single-capture" });
      if (t.refusal?.kind === "rule-violation")
        expect(t.refusal.provenance?.source).toBe("montgomery-1896");
    }
  });

  it("stops at a line budget and says how deep it got", () => {
    const a = game("fanoron-dimy", "icga");
    const r = firstDivergence(a, game("fanoron-dimy", "icga"), { maxDepth: 6, maxLines: 50 });
    expect(r.kind).toBe("cut");
    if (r.kind === "cut") {
      expect(r.lines).toBe(50);
      let full = 0;
      for (let d = 0; d <= r.depth; d++) full += perft(a, a.setup(), d);
      expect(full).toBeLessThanOrEqual(50);
      expect(full + perft(a, a.setup(), r.depth + 1)).toBeGreaterThan(50);
    }
  });
});
