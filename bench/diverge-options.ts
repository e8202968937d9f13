// The reader's divergence search (issue 21: "a divergence search for a changed Fanorona option
// finds or rules out a divergence within depth 4 in under 5 s"): for each ruleset of the game,
// each option switched alone to each of its other values (the dead-option check's switches,
// `alternatives(spec, value, false)`), the changed reading searched against every source reading
// of the game to depth 4 through `searchDivergence` (the fanorona family's fast search, every
// refusing rule listed), as the simulator's worker does. One JSON line per search with its
// seconds, then a summary line: count, median, slowest (and which), and any over the limit.
//
//   node bench/diverge-options.ts [--game fanorona] [--depth 4] [--limit 5] [--ruleset ID ...]
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { machineInfo } from "../src/cli/bench.ts";
import { knownRulesets, loadGameOrThrow } from "../src/content/ruleset-files.ts";
import { alternatives, GAMES, searchDivergence } from "../src/engine/index.ts";

const { values } = parseArgs({
  options: {
    game: { type: "string", default: "fanorona" },
    depth: { type: "string", default: "4" },
    limit: { type: "string", default: "5" },
    ruleset: { type: "string", multiple: true },
  },
});
const depth = Number(values.depth);
const limit = Number(values.limit);
const specs = GAMES[values.game]?.options ?? {};
const sources = knownRulesets(values.game);
const bases = values.ruleset ?? sources;
const readings = new Map(sources.map((id) => [id, loadGameOrThrow(values.game, id)]));

interface Run {
  readonly changed: string;
  readonly against: string;
  readonly result: string;
  readonly seconds: number;
}
const runs: Run[] = [];
for (const base of bases) {
  const game = readings.get(base)!;
  for (const [key, spec] of Object.entries(specs))
    for (const value of alternatives(spec, game.options[key]?.value, false)) {
      let changed;
      try {
        changed = loadGameOrThrow(values.game, base, { [key]: value });
      } catch {
        continue; // a value this game refuses (vela's options on the fanorona board): no reading
      }
      for (const [against, source] of readings) {
        const t = performance.now();
        const r = searchDivergence(changed, source, { maxDepth: depth });
        const seconds = Number(((performance.now() - t) / 1000).toFixed(3));
        const result =
          r.kind === "diverge" ? `diverge after ${r.line.length}` : `${r.kind} ${r.depth}`;
        const run = {
          changed: `${base} ${key}=${JSON.stringify(value)}`,
          against,
          result,
          seconds,
        };
        runs.push(run);
        console.log(JSON.stringify({ ...run, load: loadavg()[0]!.toFixed(2) }));
      }
    }
}
const sorted = [...runs].sort((x, y) => x.seconds - y.seconds);
const slowest = sorted.at(-1);
console.log(
  JSON.stringify({
    summary: `${values.game}, depth ${depth}`,
    searches: runs.length,
    median: sorted[Math.floor(sorted.length / 2)]?.seconds,
    slowest,
    over: runs.filter((r) => r.seconds > limit),
    load: loadavg()[0]!.toFixed(2),
    ...machineInfo(),
  }),
);
