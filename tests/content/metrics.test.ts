/**
 * The self-play figures the build draws (derived data, src/compare/derived/: from the cache, the
 * seed metrics.json, or computed): every ruleset file has
 * its figures, made with the saved settings; the first games of each run, played again through
 * the generic interface with the same seeds, give the saved sample; the counts add up and the
 * random-game interval is within the ±2 points the figures promise.
 */
import { describe, expect, it } from "vitest";
import { METRICS as saved } from "../support/derived.ts";
import { loadGameOrThrow as game, rulesetFiles } from "../../src/content/ruleset-files.ts";
import { mctsAgent, playGames, randomAgent, summarise } from "../../src/engine/core/selfplay.ts";

const { settings } = saved;

describe("the self-play figures", () => {
  it("has the figures of every ruleset file, with the commit they were made at", () => {
    expect(saved.commit).toMatch(/^[0-9a-f]{40}$/);
    const key = (g: string, r: string) => `${g}/${r}`;
    expect(saved.rulesets.map((r) => key(r.game, r.ruleset)).sort()).toEqual(
      rulesetFiles()
        .map((f) => key(f.game, f.id))
        .sort(),
    );
  });

  it("every run has the saved number of games, and they add up", () => {
    for (const r of saved.rulesets) {
      const f = r.random;
      expect(f.games).toBe(settings.randomGames);
      expect(f.firstWins + f.secondWins + f.draws + f.unfinished).toBe(f.games);
      expect(Object.values(f.ends).reduce((a, b) => a + b, 0)).toBe(f.games);
      expect(f.ci95).toBeLessThanOrEqual(2);
      if (r.search !== null)
        expect(r.search.games).toBe(settings.searchGamesFor[r.game] ?? settings.searchGames);
    }
  });

  it("the first random games, replayed through the generic interface, give the saved sample", () => {
    for (const r of saved.rulesets) {
      const g = game(r.game, r.ruleset);
      const played = playGames(g, [randomAgent(), randomAgent()], {
        games: settings.sample,
        seed: settings.seed,
        maxTurns: settings.maxTurns,
      });
      expect(summarise(played), `${r.game}/${r.ruleset}`).toEqual(r.randomSample);
    }
  }, 300_000);

  it("the first search games of the quick games, played again, give the saved sample", () => {
    for (const r of saved.rulesets.filter((x) =>
      ["fanorona-telo", "fanoron-dimy"].includes(x.game),
    )) {
      const g = game(r.game, r.ruleset);
      const agent = mctsAgent(settings.iterations);
      const n = Math.min(settings.sample, r.search?.games ?? 0);
      const played = playGames(g, [agent, agent], {
        games: n,
        seed: settings.seed,
        maxTurns: settings.maxTurns,
      });
      expect(summarise(played), `${r.game}/${r.ruleset}`).toEqual(r.searchSample);
    }
  }, 300_000);
});
