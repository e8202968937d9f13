/**
 * The dead-option checks the build draws (derived data, src/compare/derived/: from the cache, the
 * seed dead-options.json, or computed): every ruleset file is there once, with the sample it was drawn with; recomputed, each ruleset
 * gives the saved answer again (Msuwa's two largest, whose turns multiply, are left to the
 * script); every saved example of a live switch replays under the engine; Montgomery's proviso
 * (a) is dead and his provisos' neighbours live (review 2026-11-24, M1), while under the heading
 * reading of (b) it decides, with the figures his ruleset gives; and a ruleset's
 * `deadNote` sits only on an option the check finds dead.
 */
import { describe, expect, it } from "vitest";
import { checkRuleset, DEAD_SAMPLE } from "../../src/compare/divergence/dead.ts";
import { deadOptions, optionCheck } from "../../src/compare/divergence/dead-model.ts";
import { DEAD_OPTIONS as saved } from "../support/derived.ts";
import { loadGameOrThrow, readRulesetFile, rulesetFiles } from "../../src/content/ruleset-files.ts";

/** Rulesets whose check takes tens of seconds (Msuwa's extra holes multiply its turns). */
const SLOW = new Set(["msuwa/dlp", "msuwa/sanderson-1913"]);

const turnSet = (g: ReturnType<typeof loadGameOrThrow>, s: unknown): string[] =>
  g.status(s).kind === "ongoing"
    ? (g.turns(s) as readonly unknown[]).map((t) => g.formatTurn(s, t)).sort()
    : [];

describe("the dead-option checks", () => {
  it("holds every ruleset file once, with the commit and the sample it was drawn with", () => {
    expect(saved.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(saved.sample).toEqual(DEAD_SAMPLE);
    const key = (r: { game: string; ruleset?: string; id?: string }) =>
      `${r.game}/${r.ruleset ?? r.id}`;
    expect(saved.rulesets.map(key).sort()).toEqual(rulesetFiles().map(key).sort());
  });

  it("recomputed, every ruleset's check gives the saved answer", () => {
    for (const { game, id } of rulesetFiles()) {
      if (SLOW.has(`${game}/${id}`)) continue;
      const again: unknown = JSON.parse(JSON.stringify(checkRuleset(game, id)));
      expect(again, `${game}/${id}`).toEqual(optionCheck(saved, game, id));
    }
  }, 240_000);

  it("each saved example of a live switch is a position where the switch changes the turns", () => {
    for (const c of saved.rulesets) {
      const g = loadGameOrThrow(c.game, c.ruleset);
      for (const o of c.options)
        for (const s of o.switches) {
          if (s.example === undefined) continue;
          const at = g.parsePosition(s.example.position);
          if (!at.ok) throw new Error(at.error.message);
          const switched = loadGameOrThrow(c.game, c.ruleset, { [o.key]: s.value });
          const mine = turnSet(g, at.value);
          const theirs = turnSet(switched, at.value);
          const label = `${c.game}/${c.ruleset} ${o.key}=${JSON.stringify(s.value)}`;
          for (const t of s.example.onlyReading) {
            expect(mine, label).toContain(t);
            expect(theirs, label).not.toContain(t);
          }
          for (const t of s.example.onlySwitched) expect(mine, label).not.toContain(t);
          // A turn both allow that leads to different positions under the two readings.
          for (const t of s.example.otherEffect) {
            const turn = (x: typeof g) =>
              (x.turns(at.value) as readonly unknown[]).find(
                (u) => x.formatTurn(at.value, u) === t,
              );
            const after = (x: typeof g) => {
              const next = x.playTurn(at.value, turn(x));
              if (!next.ok) throw new Error(next.error.message);
              return x.formatPosition(next.value);
            };
            expect(after(g), label).not.toEqual(after(switched));
          }
          const sameTurns = JSON.stringify(mine) === JSON.stringify(theirs);
          if (!s.example.resultsDiffer && s.example.otherEffect.length === 0)
            expect(sameTurns, label).toBe(false);
        }
    }
  }, 120_000);

  it("under Montgomery, proviso (a) decides nothing; the one-move opening and proviso (b) do", () => {
    const c = optionCheck(saved, "fanorona", "montgomery-1896")!;
    const dead = deadOptions(c).map((o) => o.key);
    expect(dead).toContain("no-immediate-return");
    expect(dead).not.toContain("opening-single-capture");
    expect(dead).not.toContain("no-opposite-capture");
    // The sample holds positions where chains are played, so (a)'s clause arises there.
    expect(c.positions).toBeGreaterThan(100);
    const b = c.options.find((o) => o.key === "no-opposite-capture")!;
    expect(b.switches[0]!.positionsChanged).toBeGreaterThan(0);
  });

  it("Fifangha's chibou rule is live: it changes what a sowing does, not which turns exist", () => {
    // Flacourt's narrated opening plays only under when-both-held (review 2026-11-24, A2); the
    // turn texts are the same under either value, so only the positions they lead to show it.
    const c = optionCheck(saved, "fifangha", "flacourt-1658")!;
    const o = c.options.find((x) => x.key === "chibou-capture")!;
    expect(o.dead).toBe(false);
    expect(o.switches.some((s) => (s.example?.otherEffect.length ?? 0) > 0)).toBe(true);
  });

  it("with (b) read relative to the piece's heading, proviso (a) decides and the same-direction rule does not, as the ruleset says", () => {
    const c = checkRuleset("fanorona", "montgomery-1896", { "opposite-capture-frame": "heading" });
    const dead = deadOptions(c).map((o) => o.key);
    expect(dead).not.toContain("no-immediate-return");
    expect(dead).toContain("no-same-direction");
    const a = c.options.find((o) => o.key === "no-immediate-return")!;
    // The figures the ruleset's reasoning gives are this check's.
    const r = readRulesetFile("fanorona", "montgomery-1896");
    if (!r.ok) throw new Error(r.error);
    const reasoning = r.value.options["opposite-capture-frame"]!.provenance.reasoning ?? "";
    const m = /changes the legal turns in (\d+) of its (\d+)\s+positions/.exec(reasoning);
    expect(m, "opposite-capture-frame reasoning names the figures").not.toBeNull();
    expect([Number(m![1]), Number(m![2])]).toEqual([a.switches[0]!.positionsChanged, c.positions]);
  });

  it("a ruleset's deadNote is on an option the saved check finds dead", () => {
    let notes = 0;
    for (const { game, id } of rulesetFiles()) {
      const r = readRulesetFile(game, id);
      if (!r.ok) throw new Error(r.error);
      const dead = new Set(deadOptions(optionCheck(saved, game, id)!).map((o) => o.key));
      for (const [key, o] of Object.entries(r.value.options)) {
        if (o.deadNote === undefined) continue;
        notes++;
        expect(dead.has(key), `content/rulesets/${game}/${id}.yaml options.${key}.deadNote`).toBe(
          true,
        );
      }
    }
    expect(notes).toBeGreaterThan(0);
  });
});
