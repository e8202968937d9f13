/**
 * Self-play figures (src/engine/core/selfplay.ts) and `npm run metrics`: the same seed gives the
 * same games, a run's first k games are a k-game run, the figures add up, and they agree with
 * the engine's own playouts and perft where those measure the same thing.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadGameOrThrow as game } from "../../../src/content/ruleset-files.ts";
import {
  mctsAgent,
  playGames,
  playRandomGames,
  randomAgent,
  selfPlay,
  summarise,
  TURN_LIMIT,
} from "../../../src/engine/core/selfplay.ts";

const random = [randomAgent(), randomAgent()] as const;

describe("selfPlay", () => {
  const g = game("fanoron-dimy", "icga");

  it("plays the same games for the same seed, and other games for another", () => {
    const a = playGames(g, random, { games: 30, seed: 7, maxTurns: 500 });
    const b = playGames(g, random, { games: 30, seed: 7, maxTurns: 500 });
    const c = playGames(g, random, { games: 30, seed: 8, maxTurns: 500 });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it("a run's first k games are exactly a k-game run with the same seed", () => {
    const long = playGames(g, random, { games: 40, seed: 3, maxTurns: 500 });
    expect(summarise(long.slice(0, 12))).toEqual(
      selfPlay(g, random, { games: 12, seed: 3, maxTurns: 500 }),
    );
  });

  it("figures add up: every game is a first-player win, a second-player win, a draw or unfinished", () => {
    const f = selfPlay(g, random, { games: 60, seed: 1, maxTurns: 500 });
    expect(f.firstWins + f.secondWins + f.draws + f.unfinished).toBe(60);
    expect(Object.values(f.ends).reduce((x, y) => x + y, 0)).toBe(60);
    expect(f.branchingMean).toBeGreaterThanOrEqual(1);
  });

  it("the first position's branching is the number of legal turns at the start", () => {
    // One-turn games: the mean branching over their only position is the start's turn count.
    const f = selfPlay(g, random, { games: 5, seed: 1, maxTurns: 1 });
    expect(f.unfinished).toBe(5);
    expect(f.ends).toEqual({ [TURN_LIMIT]: 5 });
    expect(f.branchingMean).toBe(g.turns(g.setup()).length);
  });

  it("a forced game (Chiana wa Kunja as the DLP reads it) has one length and one winner", () => {
    const kunja = game("chiana-wa-kunja", "dlp");
    const f = selfPlay(kunja, random, { games: 20, seed: 5, maxTurns: 2000 });
    expect(f.lengthSd).toBe(0);
    expect(Math.max(f.firstWins, f.secondWins)).toBe(20);
  });

  it("MCTS self-play repeats exactly for a seed (an iteration budget, never a clock)", () => {
    const agents = [mctsAgent(8), mctsAgent(8)] as const;
    const a = playGames(g, agents, { games: 4, seed: 11, maxTurns: 200 });
    expect(playGames(g, agents, { games: 4, seed: 11, maxTurns: 200 })).toEqual(a);
  });
});

describe("playRandomGames (the families' fast playouts)", () => {
  it.each([
    ["fifangha", "flacourt-1658", 6],
    ["msuwa", "dlp", 6],
    ["chiana-wa-bwalo", "dlp", 10],
    ["fanorona", "montgomery-1896", 20],
    ["vela", "basque", 20],
    ["fanorona-telo", "basque", 40],
  ] as const)(
    "%s %s: the same games, game by game, as two random agents for the same seed",
    (id, ruleset, n) => {
      const g = game(id, ruleset);
      expect(typeof g.fast?.playout).toBe("function");
      const options = { games: n, seed: 5, maxTurns: 2000 };
      expect(playRandomGames(g, options)).toEqual(playGames(g, random, options));
    },
    120_000,
  );

  it("a game stopped by the turn limit is unfinished, both ways", () => {
    const g = game("fanorona", "icga");
    const options = { games: 5, seed: 2, maxTurns: 3 };
    const fast = playRandomGames(g, options);
    expect(fast).toEqual(playGames(g, random, options));
    expect(fast.every((r) => r.winner === "unfinished" && r.end === TURN_LIMIT)).toBe(true);
  });
});

describe("npm run metrics -- --only", () => {
  const ROOT = join(import.meta.dirname, "../../..");
  const run = () =>
    spawnSync(
      process.execPath,
      [
        join(ROOT, "scripts/metrics.ts"),
        "--only",
        "fanoron-dimy/basque",
        "--random-games",
        "40",
        "--search-games",
        "2",
        "--iterations",
        "8",
        "--sample",
        "5",
      ],
      { cwd: ROOT, encoding: "utf8" },
    );

  it("prints the same figures twice for the same seed, and the sample is the run's first games", () => {
    const [a, b] = [run(), run()];
    expect(a.status).toBe(0);
    const strip = (text: string) => {
      const { seconds, ...rest } = JSON.parse(text) as { seconds: number } & Record<
        string,
        unknown
      >;
      expect(seconds).toBeGreaterThanOrEqual(0);
      return rest;
    };
    expect(strip(a.stdout)).toEqual(strip(b.stdout));
    const g2 = game("fanoron-dimy", "basque");
    expect(strip(a.stdout).randomSample).toEqual(
      selfPlay(g2, random, { games: 5, seed: 1, maxTurns: 2000 }),
    );
  });

  it("refuses a malformed count, naming the flag", () => {
    const r = spawnSync(
      process.execPath,
      [join(ROOT, "scripts/metrics.ts"), "--random-games", "many"],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--random-games");
  });
});
