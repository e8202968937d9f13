// Fanorona-family benchmarks. Prints JSON lines:
// - random playouts from the start under a ruleset (default fanorona/icga) through the fast path,
//   with a ply cap: playouts and plies per second, how many playouts the cap stopped;
// - the same through the generic interface (turns/playTurn/status), for comparison;
// - perft in whole turns to depth 6 from the start (9204447 under icga) on the fast path;
// - a short playout figure for every other ruleset of the family.
// Ludii's own figure for Fanorona is about 900 random playouts per second.
//
//   node bench/fanorona.ts [--seconds 5] [--cap 1000] [--depth 6] [--game fanorona] [--ruleset icga]
import { cpus, arch, platform } from "node:os";
import { parseArgs } from "node:util";
import { knownRulesets, readRulesetFile } from "../src/content/ruleset-files.ts";
import { toSpec } from "../src/content/rulesets.ts";
import { createRng, randomPlayout, type Status } from "../src/engine/index.ts";
import {
  compileFanoronaGame,
  FANORONA_GAME_IDS,
  type FanoronaGame,
  type FanoronaGameId,
} from "../src/engine/fanorona/index.ts";

const LUDII_PLAYOUTS_PER_SECOND = 900;

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    cap: { type: "string", default: "1000" },
    depth: { type: "string", default: "6" },
    game: { type: "string", default: "fanorona" },
    ruleset: { type: "string", default: "icga" },
    others: { type: "boolean", default: true },
  },
  allowNegative: true,
});

const fail = (message: string): never => {
  process.stderr.write(`fanorona bench: ${message}\n`);
  process.exit(1);
};
const num = (name: string, text: string): number =>
  /^\d+(\.\d+)?$/.test(text) ? Number(text) : fail(`--${name} must be a number, got "${text}"`);
const seconds = num("seconds", values.seconds);
const cap = num("cap", values.cap);
const depth = num("depth", values.depth);
const isGame = (g: string): g is FanoronaGameId =>
  (FANORONA_GAME_IDS as readonly string[]).includes(g);

const machine = {
  cpu: cpus()[0]?.model ?? "unknown",
  node: process.version,
  os: `${platform()}-${arch()}`,
};

function compile(game: FanoronaGameId, id: string, overrides = {}): FanoronaGame {
  const data = readRulesetFile(game, id);
  if (!data.ok) return fail(data.error);
  const r = compileFanoronaGame(game, toSpec(data.value), overrides);
  return r.ok ? r.value : fail(`${game}/${id}: ${JSON.stringify(r.error)}`);
}

const outcomeKey = (s: Status): string =>
  s.kind === "ongoing"
    ? "cap"
    : s.kind === "draw"
      ? `draw:${s.reason}`
      : `${s.winner === 0 ? "white" : "black"}:${s.reason}`;

/** Playouts for `secs` seconds after a short warm-up, fast path or generic interface. */
function playouts(game: FanoronaGame, secs: number, fast: boolean) {
  const start = game.setup();
  const rng = createRng(1);
  const run = (): { plies: number; status: Status } =>
    fast ? game.fast!.playout!(start, rng, cap) : randomPlayout(game, start, rng, cap);
  const warm = performance.now() + Math.min(1000, secs * 100);
  while (performance.now() < warm) run();
  let n = 0;
  let plies = 0;
  const outcomes: Record<string, number> = {};
  const t0 = performance.now();
  const end = t0 + secs * 1000;
  let now = t0;
  while (now < end) {
    const r = run();
    n++;
    plies += r.plies;
    const k = outcomeKey(r.status);
    outcomes[k] = (outcomes[k] ?? 0) + 1;
    now = performance.now();
  }
  const elapsed = (now - t0) / 1000;
  return {
    seconds: Number(elapsed.toFixed(3)),
    playouts: n,
    playoutsPerSecond: Math.round(n / elapsed),
    pliesPerSecond: Math.round(plies / elapsed),
    meanPlies: Number((plies / n).toFixed(2)),
    plyCap: cap,
    endedByCap: outcomes.cap ?? 0,
    outcomes,
  };
}

const mainGame = isGame(values.game) ? values.game : fail(`unknown game "${values.game}"`);
const game = compile(mainGame, values.ruleset);
const label = { game: mainGame, ruleset: values.ruleset };

const fast = playouts(game, seconds, true);
console.log(
  JSON.stringify({
    bench: "playouts",
    path: "fast",
    ...label,
    ...fast,
    vsLudii: Number((fast.playoutsPerSecond / LUDII_PLAYOUTS_PER_SECOND).toFixed(1)),
    ...machine,
  }),
);
console.log(
  JSON.stringify({
    bench: "playouts",
    path: "generic",
    ...label,
    ...playouts(game, Math.max(1, seconds / 2), false),
    ...machine,
  }),
);

for (let d = 1; d <= depth; d++) {
  const t0 = performance.now();
  const count = game.fast!.perft!(game.setup(), d);
  const secs = (performance.now() - t0) / 1000;
  if (d === depth || d >= 5)
    console.log(
      JSON.stringify({
        bench: "perft",
        unit: "turns",
        ...label,
        depth: d,
        count,
        seconds: Number(secs.toFixed(3)),
        nodesPerSecond: Math.round(count / secs),
        ...machine,
      }),
    );
}

if (values.others)
  for (const g of FANORONA_GAME_IDS)
    for (const id of knownRulesets(g)) {
      const variants: readonly Record<string, string>[] =
        g === "vela"
          ? [
              { "vela-form": "be", board: "9x5" },
              { "vela-form": "kely", board: "9x5" },
              { "vela-form": "be", board: "5x5" },
              { "vela-form": "kely", board: "5x5" },
            ]
          : [{}];
      for (const v of variants) {
        if (g === mainGame && id === values.ruleset && Object.keys(v).length === 0) continue;
        const r = playouts(compile(g, id, v), Math.max(0.5, seconds / 5), true);
        console.log(
          JSON.stringify({ bench: "playouts", path: "fast", game: g, ruleset: id, ...v, ...r }),
        );
      }
    }
