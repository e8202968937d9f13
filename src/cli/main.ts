import { readFileSync } from "node:fs";
import {
  describeOption,
  fastPerft,
  GAMES,
  mctsSearch,
  perft,
  PERFT_UNITS,
  playOrThrow,
  statusCode,
  type AnyGame,
  type PerftUnit,
  type Provenance,
  type Status,
} from "../engine/index.ts";
import { teloSolution, type TeloGame } from "../engine/telo/index.ts";
import {
  flag,
  integer,
  optionOverrides,
  parseArgs,
  positive,
  required,
  UsageError,
  type FlagSpec,
  type ParsedArgs,
} from "./args.ts";
import { benchGame } from "./bench.ts";
import { cmdDiverge, DivergeError, DIVERGE_FLAGS } from "./diverge.ts";
import { knownGames, loadGameOrThrow, RulesetFileError } from "../content/ruleset-files.ts";
import { checkNotationFile } from "./notation.ts";

/** A failure the user can act on: one line on stderr, exit status 1. */
export class EngineError extends Error {}

/** `--variant` and `--board` are sugar for options of the fanorona family (vela). */
export const OPTION_SUGAR: Readonly<Record<string, string>> = {
  variant: "vela-form",
  board: "board",
};

const GAME_FLAGS: Readonly<Record<string, FlagSpec>> = {
  game: {},
  ruleset: {},
  option: { repeat: true },
  variant: {},
  board: {},
};

const COMMANDS: Readonly<Record<string, Readonly<Record<string, FlagSpec>>>> = {
  perft: { ...GAME_FLAGS, depth: {}, position: {}, unit: {}, "positions-file": {} },
  moves: { ...GAME_FLAGS, position: {} },
  play: { ...GAME_FLAGS, position: {}, moves: {} },
  bench: { ...GAME_FLAGS, seconds: {}, seed: {}, "max-plies": {} },
  ai: { ...GAME_FLAGS, position: {}, moves: {}, ms: {}, iterations: {}, seed: {} },
  solve: { ...GAME_FLAGS, position: {} },
  options: { game: {}, ruleset: {} },
  diverge: DIVERGE_FLAGS,
  help: {},
};

export const USAGE = `usage: npm run --silent engine -- <command> --game G --ruleset R [flags]
commands:
  perft  --depth N [--position FEN] [--unit turns|steps] [--positions-file F]
  moves  [--position FEN]
  play   [--position FEN] --moves "t1 t2 ..."
  bench  --seconds S [--seed N] [--max-plies N]
  ai     [--position FEN] [--moves "t1 ..."] [--ms N | --iterations N] [--seed N]
  solve  [--position FEN]                  (fanorona-telo: perfect-play value)
  options --game G [--ruleset R]          (each option's values and meaning; R's values)
  diverge --game G --rulesets A,B [--max-depth N] [--position FEN] [--max-lines N]
                                           (first line after which A and B differ)
  check-notation <file>                    (every move of a notation file, by the engine)
  help
game flags: --option key=value (repeatable), --variant be|kely, --board 9x5|5x5
see docs/cli.md`;

/** Overrides from `--option k=v` (values read as YAML scalars: 4, true, null, be) and the sugar flags. */
export function overrides(args: ParsedArgs): Record<string, unknown> {
  const out = optionOverrides(args.flags.get("option") ?? []);
  for (const [sugar, key] of Object.entries(OPTION_SUGAR)) {
    const v = flag(args, sugar);
    if (v !== undefined) {
      if (key in out && out[key] !== v)
        throw new UsageError(`--${sugar} ${v} contradicts --option ${key}=${String(out[key])}`);
      out[key] = v;
    }
  }
  return out;
}

const gameOf = (args: ParsedArgs): AnyGame =>
  loadGameOrThrow(required(args, "game"), required(args, "ruleset"), overrides(args));

function positionOf(game: AnyGame, text: string | undefined): unknown {
  if (text === undefined) return game.setup();
  const p = game.parsePosition(text);
  if (!p.ok) throw new EngineError(`bad position "${text}": ${p.error.message}`);
  return p.value;
}

/** "source evidence, locator" and the basis when it is not `stated` (stated-elsewhere, inferred, default). */
export const formatProvenance = (p: Provenance): string =>
  `${p.source}${p.evidence === undefined ? "" : ` ${p.evidence}`}, ${p.locator}${p.basis === "stated" ? "" : `, ${p.basis}`}`;

export function formatStatus(game: AnyGame, st: Status): string {
  if (st.kind === "ongoing") return "ongoing";
  return `${statusCode(st, game.players)} (${st.reason}${st.provenance === undefined ? "" : `; ${formatProvenance(st.provenance)}`})`;
}

function cmdPerft(args: ParsedArgs, out: (line: string) => void): void {
  const game = gameOf(args);
  const depth = integer(args, "depth", 0, 64);
  const unitText = flag(args, "unit") ?? "turns";
  if (!(PERFT_UNITS as readonly string[]).includes(unitText))
    throw new UsageError(`--unit must be one of ${PERFT_UNITS.join(", ")}, got "${unitText}"`);
  const unit = unitText as PerftUnit;
  const count = (s: unknown, d: number): number =>
    unit === "turns" ? fastPerft(game, s, d) : perft(game, s, d, unit);
  const file = flag(args, "positions-file");
  if (file !== undefined) {
    if (flag(args, "position") !== undefined)
      throw new UsageError("give --position or --positions-file, not both");
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (e) {
      throw new EngineError(
        `cannot read --positions-file ${file}: ${(e as NodeJS.ErrnoException).code ?? "error"}`,
      );
    }
    const lines = text.split(/\r?\n/);
    if (lines.at(-1) === "") lines.pop();
    const states = lines.map((line, i): unknown => {
      const p = game.parsePosition(line);
      if (!p.ok)
        throw new EngineError(`${file} line ${i + 1}: bad position "${line}": ${p.error.message}`);
      return p.value;
    });
    for (const s of states) out(String(count(s, depth)));
    return;
  }
  const s = positionOf(game, flag(args, "position"));
  for (let d = 1; d <= depth; d++) out(`${d} ${count(s, d)}`);
}

function cmdMoves(args: ParsedArgs, out: (line: string) => void): void {
  const game = gameOf(args);
  const s = positionOf(game, flag(args, "position"));
  for (const t of game.turns(s) as readonly unknown[]) out(game.formatTurn(s, t));
}

function cmdPlay(args: ParsedArgs, out: (line: string) => void): void {
  const game = gameOf(args);
  const s = playMoves(game, positionOf(game, flag(args, "position")), required(args, "moves"), out);
  out(formatStatus(game, game.status(s)));
}

/** Plays `moves` (turns, space-separated) from `s`; each one said to `out`. */
function playMoves(
  game: AnyGame,
  from: unknown,
  moves: string,
  out: (line: string) => void = () => undefined,
): unknown {
  let s = from;
  const texts = moves.split(/\s+/).filter((m) => m !== "");
  texts.forEach((text, i) => {
    const where = `turn ${i + 1} "${text}"`;
    const turn = game.parseTurn(s, text);
    if (!turn.ok) {
      // A text the turn parser refuses may still be one step: let the step rules say why it is illegal.
      const step = game.parseStep(s, text);
      const tried = step.ok ? game.playStep(s, step.value) : undefined;
      if (tried !== undefined && !tried.ok)
        throw new EngineError(`${where} is illegal: ${describeViolation(tried.error)}`);
      throw new EngineError(`${where} is not a turn here: ${turn.error.message}`);
    }
    const next = game.playTurn(s, turn.value);
    if (!next.ok) throw new EngineError(`${where} is illegal: ${describeViolation(next.error)}`);
    out(`${i + 1}. ${game.formatTurn(s, turn.value)} ${game.formatPosition(next.value)}`);
    s = next.value;
  });
  return s;
}

const describeViolation = (v: { rule: string; message: string; provenance?: Provenance }): string =>
  `rule ${v.rule}: ${v.message}${v.provenance === undefined ? "" : ` (${formatProvenance(v.provenance)})`}`;

function cmdBench(args: ParsedArgs, out: (line: string) => void): void {
  const game = gameOf(args);
  const seconds = positive(args, "seconds");
  const seed = integer(args, "seed", 0, 2 ** 32 - 1, 1);
  const maxPlies = integer(args, "max-plies", 1, 1e9, 10_000);
  out(JSON.stringify(benchGame(game, seconds, seed, maxPlies)));
}

function cmdAi(args: ParsedArgs, out: (line: string) => void): void {
  const game = gameOf(args);
  const s = playMoves(game, positionOf(game, flag(args, "position")), flag(args, "moves") ?? "");
  if (game.status(s).kind !== "ongoing")
    throw new EngineError(`the game is over: ${formatStatus(game, game.status(s))}`);
  const iterations = flag(args, "iterations");
  const budget =
    iterations !== undefined
      ? { iterations: integer(args, "iterations", 1, 1e9) }
      : { timeMs: positive(args, "ms", 1000) };
  const r = mctsSearch(game, s, { ...budget, seed: integer(args, "seed", 0, 2 ** 32 - 1, 1) });
  out(game.formatTurn(s, r.turn));
  // The line and the score are what the simulator's "Best move here" shows (src/play/engine.ts).
  const line: string[] = [];
  r.line.reduce((at: unknown, t) => {
    line.push(game.formatTurn(at, t));
    return playOrThrow(game, at, t) as unknown;
  }, s);
  const best = r.children.find((c) => c.turn === r.turn);
  out(
    JSON.stringify({
      iterations: r.iterations,
      ms: Math.round(r.elapsedMs),
      line,
      ...(best === undefined ? {} : { score: Number(best.mean.toFixed(3)) }),
      ...(r.proven === undefined ? {} : { proven: r.proven }),
      ...(r.provenPlies === undefined ? {} : { provenPlies: r.provenPlies }),
    }),
  );
}

function cmdSolve(args: ParsedArgs, out: (line: string) => void): void {
  const game = gameOf(args);
  if (game.ruleset.family !== "telo")
    throw new EngineError(
      `no perfect-play solver for game "${game.id}" (only the telo family has one)`,
    );
  const telo = game as TeloGame;
  const s = positionOf(game, flag(args, "position")) as ReturnType<TeloGame["setup"]>;
  const solution = teloSolution(telo);
  const v = solution.value(s);
  const mover = game.players[s.toMove];
  out(
    v.kind === "draw"
      ? "draw"
      : `${mover} ${v.kind === "win" ? "wins" : "loses"} in ${v.plies} plies`,
  );
  const best = solution.optimalTurns(s).map((t) => game.formatTurn(s, t));
  if (best.length > 0) out(`optimal: ${best.join(" ")}`);
}

function cmdOptions(args: ParsedArgs, out: (line: string) => void): void {
  const id = required(args, "game");
  const entry = GAMES[id];
  if (entry === undefined)
    throw new EngineError(`unknown game "${id}"; known: ${knownGames().join(", ")}`);
  const rulesetId = flag(args, "ruleset");
  const game = rulesetId === undefined ? undefined : gameOf(args);
  for (const [key, spec] of Object.entries(entry.options)) {
    const cited = game?.options[key];
    const value = cited === undefined ? "" : ` = ${JSON.stringify(cited.value)}`;
    const source = cited === undefined ? "" : ` [${formatProvenance(cited.provenance)}]`;
    out(`${key}${value} (${describeOption(spec)}): ${spec.doc}${source}`);
  }
}

/** `check-notation <file>`: the one command with a file, not flags (docs/notation-files.md). */
function checkNotationCommand(
  rest: readonly string[],
  out: (line: string) => void,
  errOut: (line: string) => void,
): number {
  if (rest.length !== 1 || rest[0]!.startsWith("--"))
    throw new UsageError("check-notation takes one file: check-notation <file>");
  const r = checkNotationFile(rest[0]!);
  if (r.ok) out(r.line);
  else errOut(`engine: ${r.line}`);
  return r.ok ? 0 : 1;
}

/** Runs the CLI; returns the exit status. Output and errors go through the given writers. */
export function main(
  argv: readonly string[],
  out: (line: string) => void,
  errOut: (line: string) => void,
): number {
  try {
    const first = argv[0];
    if (first === "check-notation") return checkNotationCommand(argv.slice(1), out, errOut);
    const args = parseArgs(first === "--help" || first === "-h" ? ["help"] : argv, COMMANDS);
    const run = {
      perft: cmdPerft,
      moves: cmdMoves,
      play: cmdPlay,
      bench: cmdBench,
      ai: cmdAi,
      solve: cmdSolve,
      options: cmdOptions,
      diverge: (a: ParsedArgs, o: (line: string) => void) => {
        cmdDiverge(a, o, formatStatus);
      },
    }[args.command as "perft"] as ((a: ParsedArgs, o: (line: string) => void) => void) | undefined;
    if (run === undefined) {
      out(USAGE);
      return 0;
    }
    run(args, out);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      errOut(`engine: ${e.message} (see: engine help)`);
      return 2;
    }
    if (e instanceof EngineError || e instanceof DivergeError || e instanceof RulesetFileError) {
      errOut(`engine: ${e.message}`);
      return 1;
    }
    errOut(`engine: internal error: ${e instanceof Error ? e.message : String(e)}`);
    return 70;
  }
}
