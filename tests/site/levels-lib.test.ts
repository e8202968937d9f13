/**
 * The computer's levels rated by play: the Bradley-Terry fit (src/simulator/rating-fit.ts) on
 * results drawn from known strengths, its bad input, and the saved round-robin
 * (src/simulator/levels.json): its ratings are the fit of its own results, every level of every
 * measured game is rated, and docs/levels.md's table is the data file's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRng } from "../../src/engine/core/rng.ts";
import { expectedScore, fitRatings, type PairResult } from "../../src/simulator/rating-fit.ts";
import {
  LEVELS_DATA,
  LEVELS_FILE_GAMES,
  levelRatings,
  levelsTable,
} from "../../src/simulator/levels.ts";
import { levelsOf } from "../../src/simulator/computer.ts";
import { REPO_ROOT } from "../../src/content/ruleset-files.ts";
import { join } from "node:path";

/** A round-robin simulated from true Elo ratings, `games` a pair, seeded. */
function simulated(truth: Record<string, number>, games: number, seed: number): PairResult[] {
  const rng = createRng(seed);
  const ids = Object.keys(truth);
  const out: PairResult[] = [];
  ids.forEach((a, i) =>
    ids.slice(i + 1).forEach((b) => {
      const r = { a, b, aWins: 0, bWins: 0, draws: 0 };
      const p = expectedScore(truth[a]!, truth[b]!);
      for (let g = 0; g < games; g++) {
        if (rng.next() < p) r.aWins++;
        else r.bWins++;
      }
      out.push(r);
    }),
  );
  return out;
}

describe("the Bradley-Terry fit", () => {
  it("recovers known ratings from many simulated games, within 40 points", () => {
    const truth = { random: 0, a: 150, b: 300, c: 500 };
    const fit = fitRatings(Object.keys(truth), simulated(truth, 2000, 7), "random");
    expect(fit.random).toBe(0);
    for (const [id, r] of Object.entries(truth))
      expect(Math.abs(fit[id]! - r), id).toBeLessThan(40);
  });

  it("rates equal players equally, and a draw as half a win to each", () => {
    const fit = fitRatings(
      ["x", "y", "z"],
      [
        { a: "x", b: "y", aWins: 3, bWins: 3, draws: 0 },
        { a: "y", b: "z", aWins: 0, bWins: 0, draws: 6 },
        { a: "x", b: "z", aWins: 2, bWins: 2, draws: 2 },
      ],
      "x",
    );
    expect(fit).toEqual({ x: 0, y: 0, z: 0 });
  });

  it("keeps a perfect score finite (the prior) and above its victims", () => {
    const fit = fitRatings(
      ["random", "best"],
      [{ a: "random", b: "best", aWins: 0, bWins: 10, draws: 0 }],
      "random",
    );
    expect(Number.isFinite(fit.best)).toBe(true);
    expect(fit.best).toBeGreaterThan(300);
  });

  it("refuses a result naming an unknown player, or a negative count, naming it", () => {
    expect(() =>
      fitRatings(["a"], [{ a: "a", b: "ghost", aWins: 1, bWins: 0, draws: 0 }], "a"),
    ).toThrow(/a v ghost names a player not listed/);
    expect(() =>
      fitRatings(["a", "b"], [{ a: "a", b: "b", aWins: -1, bWins: 0, draws: 0 }], "a"),
    ).toThrow(/aWins is -1/);
    expect(() => fitRatings(["a"], [], "nobody")).toThrow(/anchor "nobody"/);
  });
});

describe("the saved round-robin (src/simulator/levels.json)", () => {
  it("measures games it names, each level of their family rated", () => {
    const named = LEVELS_FILE_GAMES.map((g) => `${g.game}/${g.ruleset}`);
    for (const g of LEVELS_DATA.games) {
      expect(named).toContain(`${g.game}/${g.ruleset}`);
      const family =
        g.game === "fanorona-telo" ? "telo" : g.game === "fanorona" ? "fanorona" : "mancala";
      const levels = levelsOf(family).map((l) => l.value);
      expect(g.players, g.game).toEqual(["random", "greedy", ...levels]);
      // A round-robin whose players all rate the same tells nothing: its game stays unrated.
      const apart = new Set(Object.values(g.ratings)).size > 1;
      expect(Object.keys(levelRatings(g.game) ?? {}).sort(), g.game).toEqual(
        apart ? [...levels].sort() : [],
      );
      // Every pair met, as often as the settings say.
      expect(g.results.length).toBe((g.players.length * (g.players.length - 1)) / 2);
      for (const r of g.results) expect(r.aWins + r.bWins + r.draws).toBe(g.settings.games);
    }
  });

  it("holds the ratings its results fit to", () => {
    for (const g of LEVELS_DATA.games)
      expect(fitRatings(g.players, g.results, "random"), g.game).toEqual(g.ratings);
  });

  it("is what docs/levels.md shows", () => {
    const docs = readFileSync(join(REPO_ROOT, "docs/levels.md"), "utf8");
    const table = docs.split("<!-- levels:start -->")[1]?.split("<!-- levels:end -->")[0];
    // Prettier aligns the table's columns: compared with runs of spaces and dashes folded.
    const fold = (t: string | undefined) =>
      t
        ?.replace(/[ \t]+/g, " ")
        .replace(/-{3,}/g, "---")
        .trim();
    expect(fold(table)).toBe(fold(levelsTable(LEVELS_DATA)));
  });

  it("leaves a game not measured without ratings", () => {
    expect(levelRatings("vela")).toBeUndefined();
  });

  it("leaves a game whose players could not be told apart without ratings", () => {
    const same = { ...LEVELS_DATA.games[0]!, game: "same", ratings: { random: 0, "level-1": 0 } };
    const rated = { ...LEVELS_DATA.games[0]!, game: "rated", ratings: { random: 0, "level-1": 9 } };
    const data = { ...LEVELS_DATA, games: [same, rated] };
    expect(levelRatings("same", data)).toBeUndefined();
    expect(levelRatings("rated", data)).toEqual({ "level-1": 9 });
  });
});
