// The computer's levels rated by play (docs/levels.md): for each game measured, a round-robin of
// the random and greedy anchors and the computer at every level (src/simulator/computer.ts), the
// ratings fitted from the results (src/simulator/rating-fit.ts, Bradley-Terry, random = 0), saved
// with the settings, the machine and its load to src/simulator/levels.json, which the simulator
// reads to label each level; the table of docs/levels.md is rewritten from it.
//
//   npm run levels [-- --games 2 --seed 1 --max-turns 120] [--only fanorona] [--quiet]
//                  [--out src/simulator/levels.json --docs docs/levels.md]
//
// Levels are counts of search iterations, never times, so a loaded machine plays the same games
// (only slower). Run it through /work/tools/heavy on a shared machine.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadGameOrThrow, REPO_ROOT } from "../../src/content/ruleset-files.ts";
import { fitRatings } from "../../src/simulator/rating-fit.ts";
import {
  LEVELS_FILE_GAMES,
  levelsTable,
  type LevelsFile,
  type LevelsGame,
} from "../../src/simulator/levels.ts";
import { contestants } from "./players.ts";
import { roundRobin } from "./round-robin.ts";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "2" },
    seed: { type: "string", default: "1" },
    "max-turns": { type: "string", default: "120" },
    only: { type: "string" },
    // Where to write (defaults: the repository's files), for a run kept apart until it ends.
    out: { type: "string", default: join(REPO_ROOT, "src/simulator/levels.json") },
    docs: { type: "string", default: join(REPO_ROOT, "docs/levels.md") },
    quiet: { type: "boolean", default: false },
  },
});

function count(name: "games" | "seed" | "max-turns", min: number): number {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < min) {
    console.error(`levels: --${name} must be an integer of at least ${min}, got "${values[name]}"`);
    process.exit(2);
  }
  return n;
}

const settings = {
  games: count("games", 1),
  seed: count("seed", 0),
  maxTurns: count("max-turns", 1),
};
const only = values.only;
if (only !== undefined && !LEVELS_FILE_GAMES.some((g) => g.game === only)) {
  console.error(
    `levels: --only names no measured game: "${only}" (${LEVELS_FILE_GAMES.map((g) => g.game).join(", ")})`,
  );
  process.exit(2);
}
const out = values.out;
const previous = JSON.parse(readFileSync(out, "utf8")) as LevelsFile;
const loadStart = loadavg().map((n) => Math.round(n * 100) / 100);
const started = performance.now();
const games: LevelsGame[] = [];
for (const { game: id, ruleset } of LEVELS_FILE_GAMES) {
  if (only !== undefined && id !== only) {
    const kept = previous.games.find((g) => g.game === id);
    if (kept !== undefined) games.push(kept);
    continue;
  }
  const game = loadGameOrThrow(id, ruleset);
  const players = contestants(game.ruleset.family);
  const t0 = performance.now();
  const loadBefore = loadavg().map((n) => Math.round(n * 100) / 100);
  const r = roundRobin(game, players, {
    ...settings,
    ...(values.quiet ? {} : { onGame: (line: string) => void process.stderr.write(`${line}\n`) }),
  });
  const ids = players.map((p) => p.id);
  games.push({
    game: id,
    ruleset,
    players: ids,
    results: r.results,
    ratings: fitRatings(ids, r.results, "random"),
    meanTurns: Math.round(r.meanTurns),
    turnLimited: r.turnLimited,
    seconds: Math.round((performance.now() - t0) / 1000),
    settings,
    loadAverage: { start: loadBefore, end: loadavg().map((n) => Math.round(n * 100) / 100) },
  });
  process.stderr.write(`levels: ${id} done in ${games.at(-1)!.seconds} s\n`);
}

const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_ROOT })
  .toString()
  .trim();
const file: LevelsFile = {
  settings,
  commit,
  date: new Date().toISOString().slice(0, 10),
  machine: { cpu: cpus()[0]?.model ?? "?", cores: cpus().length, node: process.version },
  loadAverage: { start: loadStart, end: loadavg().map((n) => Math.round(n * 100) / 100) },
  seconds: Math.round((performance.now() - started) / 1000),
  games,
};
writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);

// docs/levels.md: the table between its markers is the data file's, never typed by hand.
const docs = values.docs;
const text = readFileSync(docs, "utf8");
const [head, rest] = text.split("<!-- levels:start -->");
const tail = rest?.split("<!-- levels:end -->")[1];
if (head === undefined || tail === undefined) {
  console.error(
    "levels: docs/levels.md lacks its <!-- levels:start --> / <!-- levels:end --> markers",
  );
  process.exit(1);
}
writeFileSync(docs, `${head}<!-- levels:start -->\n${levelsTable(file)}<!-- levels:end -->${tail}`);
console.log(
  JSON.stringify({ wrote: [out, docs], seconds: file.seconds, loadAverage: file.loadAverage }),
);
