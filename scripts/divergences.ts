// The first divergence of every pair of rulesets of one game (src/compare/divergence/compute.ts),
// from the standard start within each family's bound, plus the hand-built positions of
// src/compare/divergence/positions.ts; then the dead-option check of every ruleset
// (src/compare/divergence/dead.ts): each option switched alone over the ruleset's sample of
// positions. The build computes both by itself when missing or stale (derived data, decision
// 0026); this script refreshes their committed seed, src/compare/divergence/divergences.json and
// dead-options.json, each value with its key, through the same cache: only what is missing or
// stale is computed, unless --fresh. Prints what it computed and how long it took.
//
//   npm run divergences [-- --fresh]                      (every value computed again)
//   npm run divergences [-- --only fanorona/basque,icga]   (one pair, printed, nothing written)
//   npm run divergences -- --dead-only                     (only the dead-option check)
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { computePair } from "../src/compare/divergence/compute.ts";
import type { StoredPair } from "../src/compare/divergence/model.ts";
import { deadOptions } from "../src/compare/divergence/dead-model.ts";
import { deriveDeadOptions, deriveDivergences } from "../src/compare/divergence/saved.ts";
import { REPO_ROOT } from "../src/content/ruleset-files.ts";
import { loadContent } from "../src/content/load-files.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    "dead-only": { type: "boolean", default: false },
    fresh: { type: "boolean", default: false },
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

const write = (path: string, data: object, keys: Record<string, string>) =>
  writeFileSync(path, JSON.stringify({ ...data, keys }, null, 2) + "\n");

if (values.only !== undefined) {
  const m = /^([a-z0-9-]+)\/([a-z0-9-]+),([a-z0-9-]+)$/.exec(values.only);
  if (m === null) {
    console.error(`divergences: --only needs game/A,B, got "${values.only}"`);
    process.exit(2);
  }
  const started = performance.now();
  const p = computePair(m[1]!, m[2]!, m[3]!);
  const s = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`${p.game} ${p.a},${p.b}: ${summary(p)}; ${s} s`);
} else {
  const { db, problems } = loadContent(REPO_ROOT);
  if (problems.length > 0) {
    console.error(`divergences: the content has problems:\n${problems.join("\n")}`);
    process.exit(1);
  }
  const options = { root: REPO_ROOT, fresh: values.fresh };
  if (!values["dead-only"]) {
    const started = performance.now();
    const { data, keys } = deriveDivergences(db, options);
    for (const p of data.pairs) console.log(`${p.game} ${p.a},${p.b}: ${summary(p)}`);
    write(values.out, data, keys);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${data.pairs.length} pairs in ${seconds} s; written to ${values.out}`);
  }
  const started = performance.now();
  const { data, keys } = deriveDeadOptions(db, options);
  for (const c of data.rulesets)
    console.log(
      `${c.game}/${c.ruleset}: ${c.positions} positions; dead: ${
        deadOptions(c)
          .map((o) => o.key)
          .join(", ") || "none"
      }`,
    );
  write(values["dead-out"], data, keys);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${data.rulesets.length} rulesets checked in ${seconds} s; written to ${values["dead-out"]}`,
  );
}
