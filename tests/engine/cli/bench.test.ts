import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { benchGame } from "../../../src/cli/bench.ts";
import { loadGameOrThrow } from "../../../src/content/ruleset-files.ts";
import { aiVsRandom } from "../../../src/cli/match.ts";
import { teloSolution, type TeloGame } from "../../../src/engine/telo/index.ts";

const ROOT = join(import.meta.dirname, "../../..");
const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd: ROOT, encoding: "utf8" });

const telo = (): TeloGame => loadGameOrThrow("fanorona-telo", "murray-1951") as TeloGame;

describe("AI against a random player", () => {
  it("alternates colours and counts every game once", () => {
    const seen: number[] = [];
    const r = aiVsRandom(telo(), { games: 6, iterations: 100, onGame: (_i, ai) => seen.push(ai) });
    expect(seen).toEqual([0, 1, 0, 1, 0, 1]);
    expect(r.aiWins + r.aiLosses + r.draws + r.unfinished).toBe(6);
  });
  it("wins nearly every fanorona-telo game against random play at 300 iterations a move", () => {
    const r = aiVsRandom(telo(), { games: 16, iterations: 300, seed: 4 });
    expect(r.winRate).toBeGreaterThanOrEqual(0.9);
  });
  it("bench/ai-vs-random.ts prints one JSON line with the score, for any game id", () => {
    const r = run(
      "bench/ai-vs-random.ts",
      "--game",
      "fanorona-telo",
      "--games",
      "4",
      "--iterations",
      "200",
      "--quiet",
    );
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const j = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(j).toMatchObject({ bench: "ai-vs-random", game: "fanorona-telo", games: 4 });
    expect(typeof j["score"]).toBe("number");
    expect(typeof j["node"]).toBe("string");
  });
  it("bench/ai-vs-random.ts names an unknown game", () => {
    const r = run("bench/ai-vs-random.ts", "--game", "chess", "--games", "1");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("chess");
  });
});

describe("benchmarks", () => {
  it("benchGame counts playouts and plies over the measured time", () => {
    const b = benchGame(telo(), 0.2);
    expect(b.playouts).toBeGreaterThan(100);
    expect(b.plies / b.playouts).toBeCloseTo(b.meanPlies, 1);
    expect(
      Math.abs(b.playoutsPerSecond - b.playouts / b.seconds) / b.playoutsPerSecond,
    ).toBeLessThan(0.01);
  });
  it("bench/run-all.ts prints one JSON line per ruleset with the machine", () => {
    const r = run("bench/run-all.ts", "--game", "fanorona-telo", "--seconds", "0.2");
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l["ruleset"])).toEqual(["basque", "murray-1951"]);
    for (const l of lines) {
      expect(l["playoutsPerSecond"]).toBeGreaterThan(0);
      expect(typeof l["cpu"]).toBe("string");
      expect(l["node"]).toBe(process.version);
    }
  });
  it("bench/telo.ts reports the solver's start value", () => {
    const r = run("bench/telo.ts", "--seconds", "0.2");
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, unknown>;
    const v = teloSolution(telo()).value(telo().setup());
    expect(j["startValue"]).toBe(
      v.kind === "draw"
        ? "draw"
        : `white ${v.kind === "win" ? "wins" : "loses"} in ${v.plies} plies`,
    );
    expect(j["ludiiPlayoutsPerSecond"]).toBeGreaterThan(0);
  });
});
