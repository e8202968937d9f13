// Every game's benchmark: random playouts from the start for each game id the engine knows and
// each of its rulesets (vela also in both forms on both boards), each run in its own process
// through the CLI's `bench` command so that one game's JIT state does not slow another. One JSON
// line per run, with the machine it ran on. Then, unless --game or --cli-only is given, the
// families' own benchmark scripts when present (bench/fanorona.ts, bench/mancala.ts, bench/telo.ts),
// their JSON lines tagged with the script and the machine.
//
//   npm run bench [-- --seconds 3] [--game G ...] [--cli-only]   (node bench/run-all.ts ...)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { machineInfo } from "../src/cli/bench.ts";
import { knownRulesets, REPO_ROOT } from "../src/content/ruleset-files.ts";
import { GAMES } from "../src/engine/index.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "3" },
    game: { type: "string", multiple: true },
    "cli-only": { type: "boolean", default: false },
  },
});

/** Extra runs per game: option sets that change the board or the rules' shape. */
const VARIANTS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  vela: [
    ["--variant", "be", "--board", "9x5"],
    ["--variant", "kely", "--board", "9x5"],
    ["--variant", "be", "--board", "5x5"],
    ["--variant", "kely", "--board", "5x5"],
  ],
};

const machine = machineInfo();
const cli = join(REPO_ROOT, "src/cli/engine.ts");
let failures = 0;
for (const game of Object.keys(GAMES).sort()) {
  if (values.game !== undefined && !values.game.includes(game)) continue;
  const rulesets = knownRulesets(game);
  if (rulesets.length === 0) {
    console.log(
      JSON.stringify({ game, skipped: "no ruleset file in content/rulesets", ...machine }),
    );
    continue;
  }
  for (const ruleset of rulesets)
    for (const extra of VARIANTS[game] ?? [[]]) {
      const args = [
        cli,
        "bench",
        "--game",
        game,
        "--ruleset",
        ruleset,
        "--seconds",
        values.seconds,
        ...extra,
      ];
      const r = spawnSync(process.execPath, args, { cwd: REPO_ROOT, encoding: "utf8" });
      const variant = extra.length === 0 ? {} : { variant: extra.join(" ") };
      if (r.status !== 0) {
        failures++;
        console.log(
          JSON.stringify({ game, ruleset, ...variant, error: r.stderr.trim(), ...machine }),
        );
        continue;
      }
      const result = JSON.parse(r.stdout.trim()) as Record<string, unknown>;
      console.log(JSON.stringify({ ...result, ...variant, ...machine }));
    }
}
const FAMILY_SCRIPTS = ["bench/fanorona.ts", "bench/mancala.ts", "bench/telo.ts"];
if (values.game === undefined && !values["cli-only"])
  for (const script of FAMILY_SCRIPTS) {
    const path = join(REPO_ROOT, script);
    if (!existsSync(path)) continue;
    const r = spawnSync(process.execPath, [path, "--seconds", values.seconds], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    });
    if (r.status !== 0) {
      failures++;
      console.log(
        JSON.stringify({ script, error: r.stderr.trim().split("\n")[0] ?? "", ...machine }),
      );
      continue;
    }
    for (const line of r.stdout.split("\n")) {
      if (!line.startsWith("{")) continue;
      try {
        console.log(
          JSON.stringify({ script, ...(JSON.parse(line) as Record<string, unknown>), ...machine }),
        );
      } catch {
        console.log(JSON.stringify({ script, unparsed: line, ...machine }));
      }
    }
  }
process.exitCode = failures === 0 ? 0 : 1;
