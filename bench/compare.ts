// Old against new: the fast paths of this tree and of another checkout of the project (a commit
// extracted with `git archive <commit> src content | tar -x -C DIR`, with DIR/node_modules linked
// to this tree's), run alternately in one process, in CPU time (`process.cpuUsage`), so that a
// shared, loaded machine slows both alike. Each round runs every task on both trees, the order
// swapped every round; it prints each task's new/old ratio per round and the median. Every task
// returns a count (perft leaves, plies played) that must be the same in both trees, so both play
// the same games.
//
//   node bench/compare.ts --old DIR [--rounds 7] [--scale 1]
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { AnyGame, Rng } from "../src/engine/index.ts";

const { values } = parseArgs({
  options: {
    old: { type: "string" },
    rounds: { type: "string", default: "7" },
    scale: { type: "string", default: "1" },
  },
});
if (values.old === undefined) {
  process.stderr.write("compare: --old DIR is required (see the comment at the top)\n");
  process.exit(2);
}
const rounds = Number(values.rounds);
const scale = Number(values.scale);

interface Tree {
  readonly name: string;
  readonly load: (game: string, ruleset: string) => AnyGame;
  readonly rng: (seed: number) => Rng;
}

/** The tree's own ruleset loader (src/content since the loader moved there, src/cli before). */
async function tree(name: string, root: string): Promise<Tree> {
  const at = (path: string): string => pathToFileURL(join(root, path)).href;
  const loader = existsSync(join(root, "src/content/ruleset-files.ts"))
    ? "src/content/ruleset-files.ts"
    : "src/cli/load.ts";
  const { loadGame } = (await import(at(loader))) as {
    loadGame: (
      g: string,
      r: string,
      o: object,
      root: string,
    ) => { ok: true; value: AnyGame } | { ok: false; error: string };
  };
  const { createRng } = (await import(at("src/engine/core/rng.ts"))) as {
    createRng: (seed: number) => Rng;
  };
  return {
    name,
    rng: createRng,
    load: (game, ruleset) => {
      const r = loadGame(game, ruleset, {}, root);
      if (!r.ok) throw new Error(`${name}: ${r.error}`);
      return r.value;
    },
  };
}

interface Task {
  readonly name: string;
  /** Compiles the game on one tree (not timed); the run returns the task's count. */
  readonly prepare: (t: Tree) => () => number;
}

const perftTask = (game: string, ruleset: string, depth: number): Task => ({
  name: `${game}/${ruleset} fast perft ${depth}`,
  prepare: (t) => {
    const g = t.load(game, ruleset);
    return () => g.fast!.perft!(g.setup(), depth);
  },
});

const playoutTask = (game: string, ruleset: string, games: number): Task => ({
  name: `${game}/${ruleset} fast playouts x${games}`,
  prepare: (t) => {
    const g = t.load(game, ruleset);
    const start: unknown = g.setup();
    return () => {
      const rng = t.rng(1);
      let plies = 0;
      for (let i = 0; i < games; i++) plies += g.fast!.playout!(start, rng, 1000).plies;
      return plies;
    };
  },
});

const TASKS: readonly Task[] = [
  perftTask("fanorona", "icga", 5),
  playoutTask("fanorona", "icga", Math.round(3000 * scale)),
  playoutTask("fanoron-dimy", "icga", Math.round(8000 * scale)),
  playoutTask("fanorona-telo", "murray-1951", Math.round(50000 * scale)),
  playoutTask("chiana-wa-kunja", "sanderson-1913", Math.round(8000 * scale)),
];

function cpuMs(f: () => number): { ms: number; count: number } {
  const before = process.cpuUsage();
  const count = f();
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, count };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const here = await tree("new", resolve(import.meta.dirname, ".."));
const old = await tree("old", resolve(values.old));
const runs = new Map(
  TASKS.map((task) => [task, new Map([old, here].map((t) => [t, task.prepare(t)]))]),
);
const ratios = new Map<string, number[]>(TASKS.map((t) => [t.name, []]));
// Round -1 warms both trees' code up and is not counted.
for (let round = -1; round < rounds; round++) {
  for (const task of TASKS) {
    const order = round % 2 === 0 ? [old, here] : [here, old];
    const [a, b] = order.map((t) => ({ t, ...cpuMs(runs.get(task)!.get(t)!) }));
    if (a!.count !== b!.count)
      throw new Error(`${task.name}: counts differ (${a!.count} and ${b!.count})`);
    const o = a!.t === old ? a! : b!;
    const n = a!.t === old ? b! : a!;
    if (round < 0) continue;
    ratios.get(task.name)!.push(n.ms / o.ms);
    process.stdout.write(
      `${JSON.stringify({ round, task: task.name, count: n.count, oldMs: Math.round(o.ms), newMs: Math.round(n.ms), ratio: +(n.ms / o.ms).toFixed(3) })}\n`,
    );
  }
}
for (const [task, rs] of ratios)
  process.stdout.write(
    `${JSON.stringify({ task, medianRatio: +median(rs).toFixed(3), ratios: rs.map((r) => +r.toFixed(3)) })}\n`,
  );
