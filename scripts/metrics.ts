// Self-play figures for every ruleset (src/engine/core/selfplay.ts): random against random, and
// MCTS against MCTS at a fixed iteration budget, with fixed seeds. Each ruleset runs in its own
// process, as many at once as the machine has cores; the figures, the seeds, the settings and the
// engine's commit are saved to src/compare/selfplay/metrics.json, with each ruleset's key: the seed
// of the figures the build computes by itself when missing or stale (derived data, decision 0026).
//
//   npm run metrics [-- --random-games 2500 --search-games 60 --iterations 16 --seed 1]
//                   [--search-games-for fifangha=6]   (fewer search games where each is long)
//   npm run metrics -- --only fanorona/icga            (one ruleset, one JSON line on stdout)
import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadGameOrThrow, REPO_ROOT, rulesetFiles } from "../src/content/ruleset-files.ts";
import { measure, PLAY_SETTINGS } from "../src/compare/selfplay/measure.ts";
import type { RulesetFigures } from "../src/compare/selfplay/figures.ts";
import { metricsKey } from "../src/compare/selfplay/saved.ts";
import { readingsOf } from "../src/compare/derived/derive.ts";
import { loadContent } from "../src/content/load-files.ts";

const { values } = parseArgs({
  options: {
    "random-games": { type: "string", default: String(PLAY_SETTINGS.randomGames) },
    "search-games": { type: "string", default: String(PLAY_SETTINGS.searchGames) },
    "search-games-for": {
      type: "string",
      default: Object.entries(PLAY_SETTINGS.searchGamesFor)
        .map(([g, n]) => `${g}=${n}`)
        .join(","),
    },
    iterations: { type: "string", default: String(PLAY_SETTINGS.iterations) },
    seed: { type: "string", default: String(PLAY_SETTINGS.seed) },
    "max-turns": { type: "string", default: String(PLAY_SETTINGS.maxTurns) },
    sample: { type: "string", default: String(PLAY_SETTINGS.sample) },
    only: { type: "string" },
    out: { type: "string", default: join(REPO_ROOT, "src/compare/selfplay/metrics.json") },
  },
});

function count(name: keyof typeof values, min: number): number {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min) {
    console.error(
      `metrics: --${name} must be an integer of at least ${min}, got "${String(values[name])}"`,
    );
    process.exit(2);
  }
  return n;
}

/** `game=n,game=n`: search game counts that replace --search-games for those games. */
function perGame(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(",").filter((p) => p !== "")) {
    const m = /^([a-z0-9-]+)=(\d+)$/.exec(part);
    if (m === null) {
      console.error(`metrics: --search-games-for needs game=n[,game=n], got "${text}"`);
      process.exit(2);
    }
    out[m[1]!] = Number(m[2]);
  }
  return out;
}

export const settings = {
  randomGames: count("random-games", 1),
  searchGames: count("search-games", 0),
  searchGamesFor: perGame(values["search-games-for"]),
  iterations: count("iterations", 1),
  seed: count("seed", 0),
  maxTurns: count("max-turns", 1),
  sample: count("sample", 1),
};

function measureFile(game: string, ruleset: string): RulesetFigures {
  return measure(loadGameOrThrow(game, ruleset), game, ruleset, settings);
}

function runChild(game: string, ruleset: string): Promise<RulesetFigures> {
  const args = [import.meta.filename, "--only", `${game}/${ruleset}`];
  for (const key of [
    "random-games",
    "search-games",
    "search-games-for",
    "iterations",
    "seed",
    "max-turns",
    "sample",
  ] as const)
    args.push(`--${key}`, values[key]);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("close", (code) => {
      if (code === 0) resolve(JSON.parse(out) as RulesetFigures);
      else reject(new Error(`metrics for ${game}/${ruleset} failed (exit ${String(code)})`));
    });
  });
}

async function all(): Promise<void> {
  const started = performance.now();
  const queue = rulesetFiles();
  const results: RulesetFigures[] = [];
  const worker = async () => {
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
      const r = await runChild(job.game, job.id);
      console.log(
        `${r.game}/${r.ruleset}: random ${r.random.games} games, first ${r.random.firstWins}, second ${r.random.secondWins}, draws ${r.random.draws} (±${r.random.ci95} pts); ` +
          (r.search === null
            ? "no search games"
            : `search ${r.search.games} games, first ${r.search.firstWins}, second ${r.search.secondWins}, draws ${r.search.draws} (±${r.search.ci95} pts)`) +
          `; ${r.seconds} s`,
      );
      results.push(r);
    }
  };
  const jobs = Math.max(1, availableParallelism());
  await Promise.all(Array.from({ length: jobs }, worker));
  results.sort((a, b) => (`${a.game}/${a.ruleset}` < `${b.game}/${b.ruleset}` ? -1 : 1));
  const commit = execFileSync("git", ["rev-parse", "HEAD"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  }).trim();
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  // Each ruleset's key (decision 0026): the build takes the seed's figures where it matches.
  const readings = readingsOf(loadContent(REPO_ROOT).db);
  const keys = Object.fromEntries(
    readings.map((r) => [`${r.game}/${r.id}`, metricsKey(r, settings, REPO_ROOT)]),
  );
  writeFileSync(
    values.out,
    JSON.stringify({ commit, settings, rulesets: results, keys }, null, 2) + "\n",
  );
  console.log(
    `${results.length} rulesets in ${seconds} s on ${jobs} processes; written to ${values.out}`,
  );
}

if (values.only !== undefined) {
  const [game, ruleset] = values.only.split("/");
  if (game === undefined || ruleset === undefined) {
    console.error(`metrics: --only needs game/ruleset, got "${values.only}"`);
    process.exit(2);
  }
  process.stdout.write(JSON.stringify(measureFile(game, ruleset)));
} else await all();
