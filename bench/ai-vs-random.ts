// The search AI at a fixed time per move against a uniformly random player, alternating
// colours; prints one JSON line with the score. Done-criterion (fanoron-dimy): the AI wins at
// least 95% of 200 games at 100 ms a move.
//
//   node bench/ai-vs-random.ts [--game fanoron-dimy] [--ruleset R] [--games 200] [--ms 100]
//                              [--iterations N] [--seed 1] [--max-turns 2000] [--option k=v ...]
import { parseArgs } from "node:util";
import { optionOverrides } from "../src/cli/args.ts";
import { machineInfo } from "../src/cli/bench.ts";
import { knownRulesets, loadGame } from "../src/content/ruleset-files.ts";
import { aiVsRandom } from "../src/cli/match.ts";

const { values } = parseArgs({
  options: {
    game: { type: "string", default: "fanoron-dimy" },
    ruleset: { type: "string" },
    games: { type: "string", default: "200" },
    ms: { type: "string", default: "100" },
    iterations: { type: "string" },
    seed: { type: "string", default: "1" },
    "max-turns": { type: "string", default: "2000" },
    option: { type: "string", multiple: true, default: [] },
    quiet: { type: "boolean", default: false },
  },
});

const fail = (message: string): never => {
  process.stderr.write(`ai-vs-random: ${message}\n`);
  process.exit(1);
};

const gameId = values.game;
const ruleset =
  values.ruleset ?? knownRulesets(gameId)[0] ?? fail(`no ruleset for game "${gameId}"`);
let overrides: Record<string, unknown>;
try {
  overrides = optionOverrides(values.option);
} catch (e) {
  overrides = fail((e as Error).message);
}
const loaded = loadGame(gameId, ruleset, overrides);
const game = loaded.ok ? loaded.value : fail(loaded.error);
const int = (name: string, text: string): number =>
  /^\d+$/.test(text) ? Number(text) : fail(`--${name} must be a whole number, got "${text}"`);

const games = int("games", values.games);
const ms = int("ms", values.ms);
const iterations =
  values.iterations === undefined ? undefined : int("iterations", values.iterations);
const started = performance.now();
const result = aiVsRandom(game, {
  games,
  ...(iterations === undefined ? { ms } : { iterations }),
  seed: int("seed", values.seed),
  maxTurns: int("max-turns", values["max-turns"]),
  onGame: (i, ai, outcome, turns, reason) => {
    if (!values.quiet)
      process.stderr.write(
        `game ${i + 1}: AI as ${game.players[ai]}: ${outcome} (${reason}) in ${turns} turns\n`,
      );
  },
});
console.log(
  JSON.stringify({
    bench: "ai-vs-random",
    ...result,
    ...(iterations === undefined ? { msPerMove: ms } : { iterationsPerMove: iterations }),
    passed95: result.winRate >= 0.95,
    wallSeconds: Math.round((performance.now() - started) / 100) / 10,
    ...machineInfo(),
  }),
);
