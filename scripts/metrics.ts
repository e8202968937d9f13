// Self-play figures for every ruleset (src/engine/core/selfplay.ts): random against random, and
// MCTS against MCTS at a fixed iteration budget, with fixed seeds. Each ruleset runs in its own
// process, as many at once as the machine has cores; the figures, the seeds, the settings and the
// engine's commit are saved to src/compare/selfplay/metrics.json, which the site draws at build time.
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
import { mctsAgent, playGames, playRandomGames, summarise } from "../src/engine/index.ts";
import type { RulesetFigures } from "../src/compare/selfplay/figures.ts";

const { values } = parseArgs({
  options: {
    "random-games": { type: "string", default: "2500" },
    "search-games": { type: "string", default: "60" },
    // Fifangha's MCTS games last about a thousand turns each: a smaller stated count.
    "search-games-for": { type: "string", default: "fifangha=6" },
    iterations: { type: "string", default: "16" },
    seed: { type: "string", default: "1" },
    "max-turns": { type: "string", default: "2000" },
    sample: { type: "string", default: "10" },
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

function measure(game: string, ruleset: string): RulesetFigures {
  const g = loadGameOrThrow(game, ruleset);
  const started = performance.now();
  const base = { seed: settings.seed, maxTurns: settings.maxTurns };
  // Through the family's fast playouts: the same games as two random agents would play.
  const random = playRandomGames(g, { ...base, games: settings.randomGames });
  const searchGames = settings.searchGamesFor[game] ?? settings.searchGames;
  const search =
    searchGames === 0
      ? null
      : playGames(g, [mctsAgent(settings.iterations), mctsAgent(settings.iterations)], {
          ...base,
          games: searchGames,
        });
  return {
    game,
    ruleset,
    random: summarise(random),
    randomSample: summarise(random.slice(0, settings.sample)),
    search: search === null ? null : summarise(search),
    searchSample: search === null ? null : summarise(search.slice(0, settings.sample)),
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
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
  writeFileSync(
    values.out,
    JSON.stringify({ commit, settings, rulesets: results }, null, 2) + "\n",
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
  process.stdout.write(JSON.stringify(measure(game, ruleset)));
} else await all();
