/**
 * Self-play as the simulator runs it in the browser (src/compare/selfplay/runs.ts, issue 21):
 * a run cut into slices, played in any order and merged, is the run one thread plays; through
 * the simulator's own compile of a reading (the spec its config carries), the first games of
 * each saved run give the saved sample; and /compare/selfplay/<game>.json carries the saved
 * figures and settings the browser plays and draws with. Expectations come from the engine and
 * the saved file, never typed in.
 */
import { describe, expect, it } from "vitest";
import { gamePlayFigures, metricsGames } from "../../src/compare/selfplay/saved.ts";
import { METRICS } from "../support/derived.ts";
import {
  mergeSlices,
  playSlice,
  sliceSize,
  slices,
  threadsFor,
  type PlayedSlice,
} from "../../src/compare/selfplay/runs.ts";
import { readRulesetFile } from "../../src/content/ruleset-files.ts";
import { GAMES, createRng, playRandomGames, summarise } from "../../src/engine/index.ts";
import type { OptionValue } from "../../src/engine/core/index.ts";
import { simRuleset } from "../../src/simulator/build.ts";
import { compileRuleset, type SimGame } from "../../src/play/engine.ts";
import { db } from "../support/content.ts";

const { settings } = METRICS;
const run = { seed: settings.seed, maxTurns: settings.maxTurns };

/** A reading as the simulator compiles it: the spec its config carries, with the reader's changes. */
async function simGame(
  game: string,
  id: string,
  changes: Record<string, OptionValue> = {},
): Promise<SimGame> {
  const file = readRulesetFile(game, id);
  if (!file.ok) throw new Error(file.error);
  const c = await compileRuleset(simRuleset(db, file.value).spec, changes);
  if (!c.ok) throw new Error(c.error);
  return c.value;
}

/** The slices of `games` games of size `size`, played in a shuffled order (as workers finish). */
function playedShuffled(game: SimGame, games: number, size: number, seed: number): PlayedSlice[] {
  const parts = slices(games, size).map((s) => playSlice(game, run, s));
  const rng = createRng(seed);
  for (let i = parts.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  }
  return parts;
}

/** A boolean option of the game whose value the ruleset sets, flipped: a changed reading. */
function flipped(game: string, id: string): Record<string, OptionValue> {
  const file = readRulesetFile(game, id);
  if (!file.ok) throw new Error(file.error);
  const specs = GAMES[game]!.options;
  const key = Object.keys(specs).find(
    (k) => specs[k]!.kind === "bool" && typeof file.value.options[k]?.value === "boolean",
  );
  if (key === undefined) throw new Error(`${game}/${id} has no boolean option`);
  return { [key]: !(file.value.options[key]!.value as boolean) };
}

describe("self-play split between workers", () => {
  it("cuts a run into consecutive slices that cover every game once", () => {
    for (const [games, size] of [
      [0, 5],
      [1, 5],
      [200, 7],
      [2500, 25],
    ] as const) {
      const s = slices(games, size);
      expect(s.flatMap((x) => Array.from({ length: x.to - x.from }, (_, i) => x.from + i))).toEqual(
        Array.from({ length: games }, (_, i) => i),
      );
      expect(s.every((x) => x.to - x.from <= size && x.to > x.from)).toBe(true);
    }
    expect(() => slices(10, 0)).toThrow(/size/);
    expect(sliceSize(200, 2)).toBeGreaterThanOrEqual(1);
    expect(slices(200, sliceSize(200, 2)).length).toBeGreaterThanOrEqual(2 * 8);
    expect(threadsFor(undefined, 100)).toBe(1);
    expect(threadsFor(2, 100)).toBe(1);
    expect(threadsFor(4, 100)).toBe(3);
    expect(threadsFor(64, 100)).toBe(8);
    expect(threadsFor(4, 1)).toBe(1);
  });

  it("merged in any order, the slices are the games one thread plays, under a source's reading and a changed one", async () => {
    const cases = [
      ["fanorona", "icga"],
      ["msuwa", "sanderson-1913"],
      ["fanorona-telo", "basque"],
    ] as const;
    for (const [game, id] of cases) {
      for (const changes of [{}, flipped(game, id)]) {
        const g = await simGame(game, id, changes);
        const one = playRandomGames(g, { ...run, games: 40 });
        for (const size of [1, 6, 13, 40]) {
          const merged = mergeSlices(playedShuffled(g, 40, size, size), 40);
          expect(merged, `${game}/${id} ${JSON.stringify(changes)} by ${size}`).toEqual(one);
          expect(summarise(merged)).toEqual(summarise(one));
        }
      }
    }
  }, 240_000);

  it("refuses a merge with a game missing, given twice, or a slice of the wrong size", async () => {
    const g = await simGame("fanorona-telo", "basque");
    const parts = slices(10, 4).map((s) => playSlice(g, run, s));
    expect(() => mergeSlices(parts.slice(1), 10)).toThrow(/from 4 where game 0/);
    expect(() => mergeSlices([...parts, parts[0]!], 10)).toThrow(/expected/);
    expect(() => mergeSlices(parts.slice(0, 2), 10)).toThrow(/8 of 10/);
    const short = { ...parts[0]!, games: parts[0]!.games.slice(1) };
    expect(() => mergeSlices([short, ...parts.slice(1)], 10)).toThrow(/has 3 games/);
  });

  it("through the simulator's compile, the first games of every saved run give its saved sample", async () => {
    for (const r of METRICS.rulesets) {
      const g = await simGame(r.game, r.ruleset);
      const merged = mergeSlices(playedShuffled(g, settings.sample, 3, 1), settings.sample);
      expect(summarise(merged), `${r.game}/${r.ruleset}`).toEqual(r.randomSample);
    }
  }, 300_000);
});

describe("/compare/selfplay/<game>.json", () => {
  it("holds each game's saved random figures by ruleset, with the run's settings and commit", () => {
    const games = metricsGames(METRICS);
    expect(games).toEqual([...new Set(METRICS.rulesets.map((r) => r.game))].sort());
    for (const game of games) {
      const f = gamePlayFigures(METRICS, game);
      expect(f.settings).toEqual(settings);
      expect(f.commit).toBe(METRICS.commit);
      const mine = METRICS.rulesets.filter((r) => r.game === game);
      expect(Object.keys(f.rulesets).sort()).toEqual(mine.map((r) => r.ruleset).sort());
      for (const r of mine) expect(f.rulesets[r.ruleset]).toEqual(r.random);
    }
    expect(() => gamePlayFigures(METRICS, "no-such-game")).toThrow(/no-such-game/);
  });
});
