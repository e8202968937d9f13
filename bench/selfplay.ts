// Self-play as the simulator's "How does it play?" runs it (issue 21, item 6: "self-play of 200
// random games under 3 s"): for every ruleset, `--games` random games with the saved run's seed
// and turn cap (src/compare/selfplay/metrics.json), played by src/compare/selfplay/runs.ts on one
// thread, timed. The browser splits the same games between its workers (about the time here
// divided by the workers, on a machine with that many free cores); tests/e2e/plays.test.ts
// measures that in Chromium. One JSON line per ruleset, with the machine and its load average.
//
//   node bench/selfplay.ts [--games 200] [--game fanorona]
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { playSlice } from "../src/compare/selfplay/runs.ts";
import type { MetricsData } from "../src/compare/selfplay/figures.ts";
import { loadGameOrThrow, REPO_ROOT, rulesetFiles } from "../src/content/ruleset-files.ts";
import { summarise } from "../src/engine/index.ts";

const { values } = parseArgs({
  options: { games: { type: "string", default: "200" }, game: { type: "string" } },
});
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) {
  console.error(
    `bench/selfplay: --games must be a whole number of at least 1, got ${values.games}`,
  );
  process.exit(2);
}
const machine = { cpu: cpus()[0]?.model ?? "?", cores: cpus().length, node: process.version };
// Read as a file: Node needs an import attribute for JSON that the site's bundler does not take.
const { settings } = JSON.parse(
  readFileSync(`${REPO_ROOT}src/compare/selfplay/metrics.json`, "utf8"),
) as MetricsData;
const run = { seed: settings.seed, maxTurns: settings.maxTurns };

for (const f of rulesetFiles()) {
  if (values.game !== undefined && f.game !== values.game) continue;
  const game = loadGameOrThrow(f.game, f.id);
  playSlice(game, run, { from: 0, to: Math.min(games, 10) }); // warm the code up
  const t = performance.now();
  const played = playSlice(game, run, { from: 0, to: games });
  const seconds = Number(((performance.now() - t) / 1000).toFixed(3));
  const s = summarise(played.games);
  console.log(
    JSON.stringify({
      ruleset: `${f.game}/${f.id}`,
      games,
      seconds,
      under3s: seconds < 3,
      lengthMean: s.lengthMean,
      turns: played.games.reduce((a, g) => a + g.turns, 0),
      load: loadavg()[0]!.toFixed(2),
      ...machine,
    }),
  );
}
