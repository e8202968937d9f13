/**
 * The computer's levels as rated by play: the shape of `levels.json` (written by
 * `npm run levels`, scripts/levels/run.ts), which games it measures, the ratings a simulator
 * page labels its levels with, and the table docs/levels.md shows. Build time and scripts only:
 * the browser receives a page's ratings in its config.
 */
import type { PairResult } from "./rating-fit.ts";
import saved from "./levels.json" with { type: "json" };

/** The games the round-robin measures, each under one reading (one per family, and Chiana too). */
export const LEVELS_FILE_GAMES = [
  { game: "fanorona", ruleset: "icga" },
  { game: "fanorona-telo", ruleset: "murray-1951" },
  { game: "msuwa", ruleset: "sanderson-1913" },
  { game: "chiana-wa-kunja", ruleset: "sanderson-1913" },
] as const;

/** One game's round-robin. */
export interface LevelsGame {
  readonly game: string;
  readonly ruleset: string;
  /** Player ids: `random`, `greedy`, then the levels (`level-1` ... , `perfect`). */
  readonly players: readonly string[];
  readonly results: readonly PairResult[];
  /** Elo-scale ratings, random = 0 (src/simulator/rating-fit.ts). */
  readonly ratings: Readonly<Record<string, number>>;
  readonly meanTurns: number;
  /** Games stopped at the turn limit (scored as draws). */
  readonly turnLimited: number;
  readonly seconds: number;
  /** This game's run: its settings and the machine's load average (1, 5, 15 min) around it. */
  readonly settings: LevelsFile["settings"];
  readonly loadAverage: LevelsFile["loadAverage"];
}

export interface LevelsFile {
  readonly settings: { readonly games: number; readonly seed: number; readonly maxTurns: number };
  readonly commit: string;
  readonly date: string;
  readonly machine: { readonly cpu: string; readonly cores: number; readonly node: string };
  readonly loadAverage: { readonly start: readonly number[]; readonly end: readonly number[] };
  readonly seconds: number;
  readonly games: readonly LevelsGame[];
}

// The file is written by the script, in this shape; tests/site/levels-lib.test.ts checks it.
export const LEVELS_DATA = saved as unknown as LevelsFile;

/**
 * The ratings of the computer's levels on `game`'s page, or undefined when it was not measured,
 * or when the round-robin could not tell its players apart (every rating equal: Chiana wa Kunja
 * on its default board has one game only, so every pair shares the points, docs/levels.md).
 */
export function levelRatings(
  game: string,
  data: LevelsFile = LEVELS_DATA,
): Record<string, number> | undefined {
  const g = data.games.find((x) => x.game === game);
  if (g === undefined) return undefined;
  if (new Set(Object.values(g.ratings)).size <= 1) return undefined;
  return Object.fromEntries(
    Object.entries(g.ratings).filter(([id]) => id.startsWith("level-") || id === "perfect"),
  );
}

/** A player's score over its games in a round-robin (wins plus half the draws), and its games. */
function scoreOf(g: LevelsGame, id: string): { score: number; games: number } {
  let score = 0;
  let games = 0;
  for (const r of g.results) {
    const n = r.aWins + r.bWins + r.draws;
    if (r.a === id) [score, games] = [score + r.aWins + r.draws / 2, games + n];
    if (r.b === id) [score, games] = [score + r.bWins + r.draws / 2, games + n];
  }
  return { score, games };
}

/** The figures of docs/levels.md as Markdown, from the data file (never typed by hand). */
export function levelsTable(data: LevelsFile): string {
  if (data.games.length === 0) return "No run is recorded yet: every level is shown unrated.\n";
  const lines = [
    `Last run ${data.date} at commit ${data.commit}, on ${data.machine.cpu} (${data.machine.cores} ` +
      `cores), Node ${data.machine.node}, shared with other work: each game's own settings and ` +
      `load average are given below it. A game stopped at the turn limit counts as a draw.`,
    "",
  ];
  for (const g of data.games) {
    lines.push(
      `### ${g.game} (${g.ruleset})`,
      "",
      `${g.results.length} pairs, ${g.settings.games} games a pair (seed ${g.settings.seed}, at ` +
        `most ${g.settings.maxTurns} turns), mean ${g.meanTurns} turns a game, ${g.turnLimited} ` +
        `stopped at the turn limit; ${g.seconds} s, load average ${g.loadAverage.start.join(" ")} ` +
        `before and ${g.loadAverage.end.join(" ")} after.`,
      "",
      "| player | rating | score |",
      "| --- | ---: | ---: |",
    );
    for (const id of g.players) {
      const s = scoreOf(g, id);
      lines.push(`| ${id} | ${g.ratings[id] ?? "?"} | ${s.score}/${s.games} |`);
    }
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}
