// The first divergence of every pair of rulesets of one game (src/compare/divergence/compute.ts),
// from the standard start within each family's bound, plus the hand-built positions of
// src/compare/divergence/positions.ts; written with the engine's commit to src/compare/divergence/divergences.json,
// which the site draws at build time. Then the dead-option check of every ruleset
// (src/compare/divergence/dead.ts): each option switched alone over the ruleset's sample of
// positions, written to src/compare/divergence/dead-options.json. Prints each pair's and each
// ruleset's time.
//
//   npm run divergences [-- --only fanorona/basque,icga]   (one pair, printed, nothing written)
//   npm run divergences -- --dead-only                     (only the dead-option check)
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { computePair, DIVERGE_BOUNDS, sameGamePairs } from "../src/compare/divergence/compute.ts";
import type { StoredPair } from "../src/compare/divergence/model.ts";
import { checkAll } from "../src/compare/divergence/dead.ts";
import { deadOptions } from "../src/compare/divergence/dead-model.ts";
import { REPO_ROOT } from "../src/content/ruleset-files.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    "dead-only": { type: "boolean", default: false },
    out: { type: "string", default: join(REPO_ROOT, "src/compare/divergence/divergences.json") },
    "dead-out": {
      type: "string",
      default: join(REPO_ROOT, "src/compare/divergence/dead-options.json"),
    },
  },
});

const summary = (p: StoredPair): string => {
  const r = p.fromStart;
  if (r.kind === "diverge") return `after ${r.line.length} turns: ${r.line.join(" ") || "(start)"}`;
  const hb = p.handBuilt === null ? "" : "; hand-built position shows one";
  return `${r.kind === "none" ? "none" : "cut"} within ${r.depth} turns (${r.lines} lines)${hb}`;
};

function run(game: string, a: string, b: string): StoredPair {
  const started = performance.now();
  const p = computePair(game, a, b);
  const s = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`${game} ${a},${b}: ${summary(p)}; ${s} s`);
  return p;
}

if (values.only !== undefined) {
  const m = /^([a-z0-9-]+)\/([a-z0-9-]+),([a-z0-9-]+)$/.exec(values.only);
  if (m === null) {
    console.error(`divergences: --only needs game/A,B, got "${values.only}"`);
    process.exit(2);
  }
  run(m[1]!, m[2]!, m[3]!);
} else {
  const commit = execFileSync("git", ["rev-parse", "HEAD"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  }).trim();
  if (!values["dead-only"]) {
    const started = performance.now();
    const pairs = sameGamePairs().map(({ game, a, b }) => run(game, a, b));
    writeFileSync(
      values.out,
      JSON.stringify({ commit, bounds: DIVERGE_BOUNDS, pairs }, null, 2) + "\n",
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${pairs.length} pairs in ${seconds} s; written to ${values.out}`);
  }
  const started = performance.now();
  const dead = checkAll((c, s) => {
    const list = deadOptions(c).map((o) => o.key);
    console.log(
      `${c.game}/${c.ruleset}: ${c.positions} positions; dead: ${list.join(", ") || "none"}; ${s.toFixed(2)} s`,
    );
  });
  writeFileSync(values["dead-out"], JSON.stringify({ commit, ...dead }, null, 2) + "\n");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${dead.rulesets.length} rulesets checked in ${seconds} s; written to ${values["dead-out"]}`,
  );
}
