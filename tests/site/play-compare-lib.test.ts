/**
 * The data functions of the divergence and self-play views (src/compare/divergence/model.ts,
 * src/compare/selfplay/figures.ts), on the saved data and on small made-up figures: a pair read from
 * either side swaps exactly its two sides, every ruleset's siblings are listed, play-it links
 * are links the simulator reads back to the same ruleset and line, and the chart helpers put
 * every ruleset on one scale. No build needed.
 */
import { describe, expect, it } from "vitest";
import { rulesetFiles } from "../../src/content/ruleset-files.ts";
import type { SelfPlayFigures } from "../../src/engine/core/selfplay.ts";
import {
  pairView,
  playItLink,
  siblingPairs,
  statusWords,
  whereWords,
} from "../../src/compare/divergence/model.ts";
import { DIVERGENCES } from "../../src/compare/divergence/saved.ts";
import {
  branchingMax,
  endKeys,
  endSegments,
  firstShare,
  lengthMax,
  niceMax,
  outcomeSegments,
  stack,
} from "../../src/compare/selfplay/figures.ts";
import { metricsOf } from "../../src/compare/selfplay/saved.ts";
import { loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { Session } from "../../src/play/session.ts";
import { parseLink } from "../../src/play/link.ts";
import { compareWords } from "../../src/compare/words-build.ts";

const W = compareWords("en");

const figures = (o: Partial<SelfPlayFigures>): SelfPlayFigures => ({
  games: 100,
  firstWins: 50,
  secondWins: 40,
  draws: 10,
  unfinished: 0,
  ci95: 9.8,
  lengthMean: 40,
  lengthSd: 10,
  branchingMean: 8,
  ends: { "captured-all": 90, "no-capture": 10 },
  ...o,
});

describe("divergence views", () => {
  it("a pair read from the other side swaps its turns and results, nothing else", () => {
    for (const p of DIVERGENCES.pairs) {
      const ab = pairView(p.game, p.a, p.b, DIVERGENCES)!;
      const ba = pairView(p.game, p.b, p.a, DIVERGENCES)!;
      expect(ab.shown === null).toBe(ba.shown === null);
      if (ab.shown === null || ba.shown === null) continue;
      expect(ba.shown.onlyA).toEqual(ab.shown.onlyB);
      expect(ba.shown.onlyB).toEqual(ab.shown.onlyA);
      expect(ba.shown.statusA).toEqual(ab.shown.statusB);
      expect(ba.shown.line).toEqual(ab.shown.line);
      expect(ba.shown.position).toEqual(ab.shown.position);
    }
  });

  it("every ruleset of a game with several has one pair with each sibling", () => {
    for (const { game, id } of rulesetFiles()) {
      const siblings = rulesetFiles()
        .filter((f) => f.game === game && f.id !== id)
        .map((f) => f.id)
        .sort();
      expect(siblingPairs(game, id, DIVERGENCES).map((p) => p.b)).toEqual(siblings);
      for (const p of siblingPairs(game, id, DIVERGENCES)) expect(p.a).toBe(id);
    }
  });

  it("a play-it link opens the simulator on that ruleset's page with the line the data gives", () => {
    let links = 0;
    for (const p of DIVERGENCES.pairs) {
      const v = pairView(p.game, p.a, p.b, DIVERGENCES)!;
      if (v.shown === null) continue;
      for (const id of [p.a, p.b]) {
        const link = playItLink(p.game, id, v.shown);
        const [path, hash] = link.split("#");
        expect(path).toBe(`/rulesets/${p.game}/${id}/`);
        const parsed = parseLink(hash!);
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(parsed.value.ruleset).toBe(id);
        expect(parsed.value.moves).toEqual(v.shown.line);
        // The simulator's own session plays the link's moves to the position shown.
        const g = loadGameOrThrow(p.game, id);
        const session = new Session(g as SimGame, parsed.value.position);
        for (const m of parsed.value.moves)
          expect(session.play(m, "turn").ok, `${id}: ${m}`).toBe(true);
        if (id === p.a) expect(g.formatPosition(session.state)).toBe(v.shown.position);
        links++;
      }
    }
    expect(links).toBeGreaterThan(0);
  });

  it("words say where the readings part, or how far the search looked", () => {
    for (const p of DIVERGENCES.pairs) {
      const v = pairView(p.game, p.a, p.b, DIVERGENCES)!;
      const words = whereWords(W, v);
      if (v.fromStart.kind === "diverge") {
        expect(words).toMatch(
          v.fromStart.line.length === 0 ? /start position/ : /after \d+ turns?/,
        );
      } else {
        expect(words).toContain(`${v.fromStart.depth} turn`);
        expect(words).toContain(v.fromStart.lines.toLocaleString("en"));
      }
    }
    expect(statusWords(W, { kind: "win", winner: 1, reason: "blocked" }, ["white", "black"])).toBe(
      "black wins (blocked)",
    );
    expect(statusWords(W, { kind: "ongoing" }, ["white", "black"])).toBe("the game goes on");
  });
});

describe("self-play chart helpers", () => {
  it("every ruleset file has saved figures", () => {
    for (const { game, id } of rulesetFiles())
      expect(metricsOf(game, id), `${game}/${id}`).toBeDefined();
  });

  it("a stacked bar covers 100% in order, leaving out empty parts", () => {
    const s = outcomeSegments(figures({}));
    expect(s.map((x) => x.key)).toEqual(["first", "draw", "second"]);
    expect(s.map((x) => x.start)).toEqual([0, 50, 60]);
    const last = s[s.length - 1]!;
    expect(last.start + last.share).toBeCloseTo(100);
    expect(
      stack([
        ["a", 0],
        ["b", 3],
      ]),
    ).toEqual([{ key: "b", share: 100, start: 0 }]);
    expect(endSegments(figures({})).map((x) => x.key)).toEqual(["captured-all", "no-capture"]);
  });

  it("the first player's interval is the share plus and minus the saved half-width, within 0-100", () => {
    expect(firstShare(figures({}))).toEqual({ share: 50, low: 40.2, high: 59.8 });
    expect(firstShare(figures({ firstWins: 99, ci95: 2 })).high).toBe(100);
  });

  it("scales are shared: the longest game and the widest choice set the axes", () => {
    const a = figures({ lengthMean: 40, lengthSd: 10, branchingMean: 8 });
    const b = figures({ lengthMean: 150, lengthSd: 60, branchingMean: 98 });
    expect(lengthMax([a, b])).toBe(niceMax(210));
    expect(lengthMax([a, b])).toBeGreaterThanOrEqual(210);
    expect(branchingMax([a, b])).toBe(100);
    expect(niceMax(0.3)).toBe(0.5);
    expect(niceMax(7)).toBe(10);
    expect(endKeys([a, figures({ ends: { blocked: 100 } })])).toEqual([
      "blocked",
      "captured-all",
      "no-capture",
    ]);
  });
});
