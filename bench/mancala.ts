// Four-row mancala benchmarks and the Chiana wa Kunja determinism measurement. Prints JSON lines:
// - for each game (its main ruleset, and the DLP readings): uniformly random playouts from the
//   start through the fast path for --seconds, against Ludii 1.3.13's figure on this kind of
//   machine (and ten times it, the project's aim); plus the generic interface for comparison;
// - Chiana wa Kunja: the forced game on boards of 3 to 20 holes, either player starting, under
//   both readings (how long, who wins, whether any position ever offers a choice); with the lone
//   counter free to move one or two holes, the positions that offer a choice, over every position
//   reachable from the start and over 10,000 random games.
//
//   node bench/mancala.ts [--seconds 5] [--game msuwa ...] [--no-generic] [--no-kunja]
import { parseArgs } from "node:util";
import { benchGame, machineInfo } from "../src/cli/bench.ts";
import { loadGame } from "../src/content/ruleset-files.ts";
import { createRng, randomPlayout } from "../src/engine/index.ts";
import {
  walkFirstTurns,
  type MancalaGame,
  type MancalaState,
} from "../src/engine/mancala/index.ts";

/** Ludii 1.3.13 random playouts per second on this kind of machine (the project's reference). */
const LUDII: Readonly<Record<string, number | null>> = {
  msuwa: 898,
  "msuwa-wa-kunja": 1397,
  "chiana-wa-kunja": 800,
  "chiana-wa-bwalo": 249,
  fifangha: null,
};
const RULESETS: Readonly<Record<string, readonly string[]>> = {
  "chiana-wa-kunja": ["sanderson-1913", "dlp"],
  "chiana-wa-bwalo": ["sanderson-1913", "dlp"],
  msuwa: ["sanderson-1913", "dlp"],
  "msuwa-wa-kunja": ["sanderson-1913", "dlp"],
  fifangha: ["flacourt-1658"],
};

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    game: { type: "string", multiple: true },
    generic: { type: "boolean", default: true },
    kunja: { type: "boolean", default: true },
  },
  allowNegative: true,
});
const fail = (message: string): never => {
  process.stderr.write(`mancala bench: ${message}\n`);
  process.exit(1);
};
const seconds = /^\d+(\.\d+)?$/.test(values.seconds)
  ? Number(values.seconds)
  : fail(`--seconds must be a number, got "${values.seconds}"`);
const machine = machineInfo();

function load(game: string, ruleset: string, overrides: Record<string, unknown> = {}): MancalaGame {
  const r = loadGame(game, ruleset, overrides);
  return r.ok ? (r.value as MancalaGame) : fail(r.error);
}

// ---------------------------------------------------------------------------------------------
// Playouts

for (const game of Object.keys(RULESETS)) {
  if (values.game !== undefined && !values.game.includes(game)) continue;
  for (const ruleset of RULESETS[game] ?? []) {
    const g = load(game, ruleset);
    const main = ruleset === RULESETS[game]?.[0];
    const fast = benchGame(g, main ? seconds : seconds / 5);
    let genericPerSecond: number | null = null;
    if (values.generic && main) {
      const start = g.setup();
      const rng = createRng(2);
      let n = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < seconds * 200) {
        randomPlayout(g, start, rng, 10_000);
        n++;
      }
      genericPerSecond = Math.round(n / ((performance.now() - t0) / 1000));
    }
    const ludii = LUDII[game] ?? null;
    console.log(
      JSON.stringify({
        bench: "playouts",
        ...fast,
        holes: g.rules.geo.n,
        turnLimit: g.options["turn-limit"]?.value,
        genericPlayoutsPerSecond: genericPerSecond,
        ludiiPlayoutsPerSecond: ludii,
        timesLudii: ludii === null ? null : Number((fast.playoutsPerSecond / ludii).toFixed(1)),
        aimMet: ludii === null ? null : fast.playoutsPerSecond >= 10 * ludii,
        ...machine,
      }),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Chiana wa Kunja: is the game determined?

interface Line {
  readonly plies: number;
  /** Ply at which a position first offered more than one turn, or null. */
  readonly choiceAt: number | null;
  readonly result: string;
}

/** The shared walk (engine mancala/walk.ts), reported up to its first choice. */
function forcedLine(g: MancalaGame): Line {
  const w = walkFirstTurns(g);
  if (w.firstChoiceAt !== null)
    return { plies: w.firstChoiceAt, choiceAt: w.firstChoiceAt, result: "choice" };
  const st = w.status;
  return {
    plies: w.plies,
    choiceAt: null,
    result: st.kind === "win" ? `${st.winner === 0 ? "south" : "north"} (${st.reason})` : st.reason,
  };
}

/** Positions reachable from the start (the turn count left out), and those offering a choice. */
function reachable(g: MancalaGame, cap: number): { positions: number; withChoice: number } {
  const seen = new Set<string>();
  let frontier: MancalaState[] = [g.setup()];
  let withChoice = 0;
  while (frontier.length > 0 && seen.size < cap) {
    const next: MancalaState[] = [];
    for (const s of frontier) {
      const key = g.formatPosition(s).replace(/ \d+ -$/, "");
      if (seen.has(key)) continue;
      seen.add(key);
      if (g.status(s).kind !== "ongoing") continue;
      const turns = g.turns(s);
      if (turns.length > 1) withChoice++;
      for (const t of turns) {
        const r = g.playTurn(s, t);
        if (r.ok) next.push(r.value);
      }
    }
    frontier = next;
  }
  return { positions: seen.size, withChoice };
}

/** The result of best play from `s` ("south", "north" or "draw"), by exhaustive search. */
function solve(g: MancalaGame, s: MancalaState, memo: Map<string, string>): string {
  const key = g.formatPosition(s);
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const st = g.status(s);
  let v: string;
  if (st.kind === "win") v = st.winner === 0 ? "south" : "north";
  else if (st.kind === "draw") v = "draw";
  else {
    const me = s.toMove === 0 ? "south" : "north";
    const results = g.turns(s).map((t) => {
      const r = g.playTurn(s, t);
      return r.ok ? solve(g, r.value, memo) : fail(r.error.message);
    });
    v = results.includes(me) ? me : results.includes("draw") ? "draw" : (results[0] ?? "draw");
  }
  memo.set(key, v);
  return v;
}

if (values.kunja && (values.game === undefined || values.game.includes("chiana-wa-kunja"))) {
  for (const ruleset of ["sanderson-1913", "dlp"]) {
    const lines: Record<string, Line & { holes: number; first: string }> = {};
    let anyChoice = false;
    for (let holes = 3; holes <= 20; holes++)
      for (const first of ["south", "north"]) {
        const line = forcedLine(load("chiana-wa-kunja", ruleset, { holes, "first-player": first }));
        if (line.choiceAt !== null) anyChoice = true;
        lines[`${holes}/${first}`] = { ...line, holes, first };
      }
    console.log(
      JSON.stringify({
        bench: "chiana-wa-kunja-forced",
        ruleset,
        anyPositionWithChoice: anyChoice,
        games: Object.values(lines)
          .filter((l) => l.first === "south")
          .map((l) => ({ holes: l.holes, plies: l.plies, result: l.result })),
        northFirstMirrors: Object.values(lines)
          .filter((l) => l.first === "south")
          .every((l) => {
            const n = lines[`${l.holes}/north`]!;
            const swap = l.result
              .replace("south", "X")
              .replace("north", "south")
              .replace("X", "north");
            return n.plies === l.plies && n.result === swap;
          }),
      }),
    );

    // The lone counter free to move one or two holes: which positions offer a choice, on every
    // board size, and does the choice change the result (minimax over the reachable games)?
    const sizes: Record<string, unknown>[] = [];
    for (let holes = 3; holes <= 20; holes++) {
      const g = load("chiana-wa-kunja", ruleset, { holes, "lone-counter": "one-or-two" });
      const all = reachable(g, 200_000);
      const entry: Record<string, unknown> = { holes, ...all };
      if (all.withChoice > 0) {
        entry.value = solve(g, g.setup(), new Map());
        let visited = 0;
        let withChoice = 0;
        for (let seed = 0; seed < 1000; seed++)
          g.rules.playout(g.setup(), createRng(seed), 1_000_000, (p) => {
            visited++;
            if (g.status(p).kind === "ongoing" && g.turns(p).length > 1) withChoice++;
          });
        entry.randomGames = { games: 1000, positions: visited, withChoice };
      }
      sizes.push(entry);
    }
    console.log(JSON.stringify({ bench: "chiana-wa-kunja-lone-one-or-two", ruleset, sizes }));
  }
}
