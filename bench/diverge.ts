// First divergence of every pair of Fanorona rulesets to depth 6 from the start, through the
// engine's `searchDivergence` (the family's fast search where it has one: for the fanorona family,
// src/engine/fanorona/diverge-fast.ts), with the time each takes; then,
// for the worst case, a reading against itself (no divergence: every line to the depth is
// compared), and the generic search on one pair at a smaller depth for comparison; those two use
// `--ruleset`, by default the game's first ruleset (in file-name order), named in their lines. Prints one JSON line each,
// with the machine and its load average.
//
//   node bench/diverge.ts [--depth 6] [--game fanorona] [--ruleset ID] [--self-depth 5]
//                         [--generic-depth 4]
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sameGamePairs } from "../src/compare/divergence/compute.ts";
import { knownRulesets, loadGameOrThrow } from "../src/content/ruleset-files.ts";
import { firstDivergence, searchDivergence, type AnyGame } from "../src/engine/index.ts";

const { values } = parseArgs({
  options: {
    depth: { type: "string", default: "6" },
    game: { type: "string", default: "fanorona" },
    ruleset: { type: "string" },
    "self-depth": { type: "string", default: "5" },
    "generic-depth": { type: "string", default: "4" },
  },
});
const depth = Number(values.depth);
const machine = { cpu: cpus()[0]?.model ?? "?", cores: cpus().length, node: process.version };

const game = (ruleset: string): AnyGame => loadGameOrThrow(values.game, ruleset);

function timed<T>(f: () => T): [T, number] {
  const t = performance.now();
  const r = f();
  return [r, Number(((performance.now() - t) / 1000).toFixed(3))];
}

const found = (r: ReturnType<typeof firstDivergence>) =>
  r.kind === "diverge" ? { after: r.line.length } : { none: r.depth, lines: r.lines };

for (const p of sameGamePairs().filter((q) => q.game === values.game)) {
  const [r, seconds] = timed(() => searchDivergence(game(p.a), game(p.b), { maxDepth: depth }));
  const load = loadavg()[0]!.toFixed(2);
  console.log(
    JSON.stringify({ pair: `${p.a},${p.b}`, depth, ...found(r), seconds, load, ...machine }),
  );
}

const firstId = values.ruleset ?? knownRulesets(values.game)[0];
if (firstId === undefined) throw new Error(`game ${values.game} has no ruleset`);
console.log(`worst case and fast against generic: ${values.game} ruleset ${firstId}`);
const first = game(firstId);
const selfDepth = Number(values["self-depth"]);
const [self, selfSeconds] = timed(() => searchDivergence(first, first, { maxDepth: selfDepth }));
console.log(
  JSON.stringify({
    pair: `${firstId},${firstId} (worst case: no divergence)`,
    ruleset: firstId,
    depth: selfDepth,
    ...found(self),
    seconds: selfSeconds,
    load: loadavg()[0]!.toFixed(2),
  }),
);

const gd = Number(values["generic-depth"]);
const [fast, fastSeconds] = timed(() => searchDivergence(first, first, { maxDepth: gd }));
const [generic, genericSeconds] = timed(() => firstDivergence(first, first, { maxDepth: gd }));
console.log(
  JSON.stringify({
    pair: `${firstId},${firstId} fast against generic`,
    ruleset: firstId,
    depth: gd,
    same: JSON.stringify(fast) === JSON.stringify(generic),
    fastSeconds,
    genericSeconds,
    load: loadavg()[0]!.toFixed(2),
  }),
);
