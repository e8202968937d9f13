// Fanoron-telo benchmarks: random playouts per second from the empty board on the fast path and
// through the generic interface, against Ludii 1.3.13's figure for its Fanorona Telo; the time
// to solve the game by retrograde analysis and the solved value of the start. One JSON line.
//
//   node bench/telo.ts [--seconds 5] [--ruleset murray-1951]
import { parseArgs } from "node:util";
import { benchGame, machineInfo } from "../src/cli/bench.ts";
import { loadGame } from "../src/content/ruleset-files.ts";
import { createRng, randomPlayout } from "../src/engine/index.ts";
import { solveTelo, type TeloGame } from "../src/engine/telo/index.ts";

/** Random playouts per second of Ludii 1.3.13 on Fanorona Telo, the reference given for this project. */
const LUDII_PLAYOUTS_PER_SECOND = 33_057;

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    ruleset: { type: "string", default: "murray-1951" },
  },
});
const seconds = Number(values.seconds);
if (!(seconds > 0)) {
  process.stderr.write(
    `telo bench: --seconds must be a positive number, got "${values.seconds}"\n`,
  );
  process.exit(1);
}
const loaded = loadGame("fanorona-telo", values.ruleset);
if (!loaded.ok) {
  process.stderr.write(`telo bench: ${loaded.error}\n`);
  process.exit(1);
}
const game = loaded.value as TeloGame;

const fast = benchGame(game, seconds);

// The generic interface (turns/playTurn/status), without the family's fast path.
const start = game.setup();
const rng = createRng(2);
let playouts = 0;
const t0 = performance.now();
while (performance.now() - t0 < seconds * 500) {
  randomPlayout(game, start, rng, 10_000);
  playouts++;
}
const genericPerSecond = Math.round(playouts / ((performance.now() - t0) / 1000));

const s0 = performance.now();
const solution = solveTelo(game);
const solveMs = performance.now() - s0;
const v = solution.value(game.setup());

console.log(
  JSON.stringify({
    bench: "telo",
    ...fast,
    genericPlayoutsPerSecond: genericPerSecond,
    ludiiPlayoutsPerSecond: LUDII_PLAYOUTS_PER_SECOND,
    timesLudii: Number((fast.playoutsPerSecond / LUDII_PLAYOUTS_PER_SECOND).toFixed(1)),
    solveMs: Math.round(solveMs),
    solvedPositions: solution.counts,
    startValue:
      v.kind === "draw"
        ? "draw"
        : `${game.players[0]} ${v.kind === "win" ? "wins" : "loses"} in ${v.plies} plies`,
    ...machineInfo(),
  }),
);
