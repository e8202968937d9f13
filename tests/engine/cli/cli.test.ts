/**
 * The command line, driven in-process through `main(argv, out, err)`: the same parsing, commands
 * and messages as `node src/cli/engine.ts`, without a Node start-up per call. The last describe
 * block runs the real executable for what only a process shows: exit codes, which stream a line
 * goes to, and a reader that closes the pipe early.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../../src/cli/main.ts";
import {
  knownRulesets,
  loadGameOrThrow,
  readRulesetFile,
  rulesetFiles,
} from "../../../src/content/ruleset-files.ts";
import type { AnyGame } from "../../../src/engine/core/game.ts";
import { describeOption } from "../../../src/engine/core/options.ts";
import { perft } from "../../../src/engine/core/perft.ts";
import { createRng } from "../../../src/engine/core/rng.ts";
import type { Status } from "../../../src/engine/core/status.ts";
import type { MancalaGame } from "../../../src/engine/mancala/game.ts";
import { GAMES } from "../../../src/engine/registry.ts";
import type { TeloGame } from "../../../src/engine/telo/index.ts";
import { teloSolution } from "../../../src/engine/telo/solver.ts";

const ROOT = join(import.meta.dirname, "../../..");
const CLI = join(ROOT, "src/cli/engine.ts");

/** What a run of the command line printed, as src/cli/engine.ts would write it. */
interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The non-empty lines of stdout. */
  readonly lines: readonly string[];
}

const run = (status: number | null, stdout: string, stderr: string): Run => ({
  status,
  stdout,
  stderr,
  lines: stdout.split("\n").filter((l) => l !== ""),
});

/** Runs `engine <args>` in this process. */
function engine(...args: string[]): Run {
  const out: string[] = [];
  const err: string[] = [];
  const status = main(
    args,
    (line) => out.push(`${line}\n`),
    (line) => err.push(`${line}\n`),
  );
  return run(status, out.join(""), err.join(""));
}

/** Runs `node src/cli/engine.ts <args>` as its own process. */
function engineProcess(...args: string[]): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: "utf8" });
  return run(r.status, r.stdout, r.stderr);
}

function game(id: string, ruleset: string, overrides: Record<string, unknown> = {}): AnyGame {
  const g = loadGameOrThrow(id, ruleset, overrides);
  return g;
}

const statusWord = (g: AnyGame, st: Status): string =>
  st.kind === "ongoing" ? "ongoing" : st.kind === "draw" ? "draw" : `${g.players[st.winner]}-wins`;

const telo = (ruleset = "murray-1951") => game("fanorona-telo", ruleset) as TeloGame;
const T = ["--game", "fanorona-telo", "--ruleset", "murray-1951"];

describe("engine perft", () => {
  it.each(["murray-1951", "basque"])(
    "prints depth and count for depths 1..N, as the library counts (%s)",
    (ruleset) => {
      const r = engine("perft", "--game", "fanorona-telo", "--ruleset", ruleset, "--depth", "6");
      expect(r.status).toBe(0);
      const g = telo(ruleset);
      expect(r.lines).toEqual([1, 2, 3, 4, 5, 6].map((d) => `${d} ${perft(g, g.setup(), d)}`));
    },
  );
  it("starts from --position and counts steps with --unit steps", () => {
    const g = telo();
    const fen = ".WB/B.W/WB. w";
    const p = g.parsePosition(fen);
    if (!p.ok) throw new Error(p.error.message);
    const turns = engine("perft", ...T, "--depth", "7", "--position", fen);
    expect(turns.lines).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `${d} ${perft(g, p.value, d)}`));
    const steps = engine("perft", ...T, "--depth", "3", "--position", fen, "--unit", "steps");
    expect(steps.lines).toEqual([1, 2, 3].map((d) => `${d} ${perft(g, p.value, d, "steps")}`));
  });
  it("prints one count per line of --positions-file", () => {
    const g = telo();
    const fens = [".../.../... w", ".WB/B.W/WB. w", "W../.B./... w", "B.W/WW./B.B b"];
    const dir = mkdtempSync(join(tmpdir(), "engine-cli-"));
    const file = join(dir, "positions.txt");
    writeFileSync(file, `${fens.join("\n")}\n`);
    const r = engine("perft", ...T, "--depth", "4", "--positions-file", file);
    expect(r.status).toBe(0);
    expect(r.lines).toEqual(
      fens.map((f) => {
        const p = g.parsePosition(f);
        if (!p.ok) throw new Error(p.error.message);
        return String(perft(g, p.value, 4));
      }),
    );
  });
  it("passes --option overrides to the compiler", () => {
    const g = game("fanorona-telo", "murray-1951", { pieces: 4 });
    const r = engine("perft", ...T, "--depth", "8", "--option", "pieces=4");
    expect(r.lines.at(-1)).toBe(`8 ${perft(g, g.setup(), 8)}`);
    expect(r.lines.at(-1)).not.toBe(engine("perft", ...T, "--depth", "8").lines.at(-1));
  });
  it.each([
    ["compulsory-capture", "true"],
    ["capture", "any-front"],
    ["setup", "msuwa-back-row"],
  ])("accepts Msuwa's open reading --option %s=%s and plays it", (key, value) => {
    const M = ["--game", "msuwa", "--ruleset", "sanderson-1913", "--depth", "1"];
    const g = game("msuwa", "sanderson-1913", { [key]: value });
    const r = engine("perft", ...M, "--option", `${key}=${value}`);
    expect(r.status).toBe(0);
    expect(r.lines.at(-1)).toBe(`1 ${perft(g, g.setup(), 1)}`);
    expect(r.lines.at(-1)).not.toBe(engine("perft", ...M).lines.at(-1));
  });
  it.each(rulesetFiles())(
    "agrees with the library for $game/$id (every ruleset file of every game)",
    ({ game: id, id: ruleset }) => {
      const g = game(id, ruleset);
      // As deep as stays cheap: games with thousands of turns a ply (msuwa) stop at depth 1.
      const counts = [perft(g, g.setup(), 1)];
      while (counts.length < 3 && counts.at(-1)! <= 300)
        counts.push(perft(g, g.setup(), counts.length + 1));
      const r = engine(
        "perft",
        "--game",
        id,
        "--ruleset",
        ruleset,
        "--depth",
        String(counts.length),
      );
      expect(r.lines).toEqual(counts.map((c, i) => `${i + 1} ${c}`));
    },
  );
});

describe("engine option sugar", () => {
  it("maps --board and --variant to the vela options board and vela-form", () => {
    const ruleset = knownRulesets("vela")[0]!;
    for (const [board, variant] of [
      ["9x5", "kely"],
      ["5x5", "be"],
    ] as const) {
      const g = game("vela", ruleset, { board, "vela-form": variant });
      const r = engine(
        "perft",
        "--game",
        "vela",
        "--ruleset",
        ruleset,
        "--depth",
        "2",
        "--board",
        board,
        "--variant",
        variant,
      );
      expect(r.lines).toEqual([1, 2].map((d) => `${d} ${perft(g, g.setup(), d)}`));
      const sugarless = engine(
        "perft",
        "--game",
        "vela",
        "--ruleset",
        ruleset,
        "--depth",
        "2",
        "--option",
        `board=${board}`,
        "--option",
        `vela-form=${variant}`,
      );
      expect(sugarless.lines).toEqual(r.lines);
    }
  });
});

describe("engine moves", () => {
  it("lists the legal turns in the family's notation", () => {
    const g = telo();
    for (const fen of [".../.../... w", ".WB/B.W/WB. w", "BWB/W.B/..W w"]) {
      const p = g.parsePosition(fen);
      if (!p.ok) throw new Error(p.error.message);
      expect(engine("moves", ...T, "--position", fen).lines).toEqual(
        g.turns(p.value).map((t) => g.formatTurn(p.value, t)),
      );
    }
  });
  it("accepts Chiana's --option compulsory-capture=true and lists only the capturing turns", () => {
    const C = ["--game", "chiana-wa-bwalo", "--ruleset", "sanderson-1913"];
    const free = game("chiana-wa-bwalo", "sanderson-1913") as MancalaGame;
    const forced = game("chiana-wa-bwalo", "sanderson-1913", {
      "compulsory-capture": true,
    }) as MancalaGame;
    // The first position of a seeded game where the rule removes a turn.
    const rng = createRng(1);
    let s = free.setup();
    while (forced.turns(s).length === free.turns(s).length) {
      const turns = free.turns(s);
      const next = free.playTurn(s, turns[rng.int(turns.length)]!);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    const fen = free.formatPosition(s);
    const r = engine("moves", ...C, "--position", fen, "--option", "compulsory-capture=true");
    expect(r.status).toBe(0);
    expect(r.lines).toEqual(forced.turns(s).map((t) => forced.formatTurn(s, t)));
    expect(r.lines.length).toBeLessThan(engine("moves", ...C, "--position", fen).lines.length);
  });
  it("prints nothing for a finished game", () => {
    const r = engine("moves", ...T, "--position", "WWW/BB./... b");
    expect(r.status).toBe(0);
    expect(r.lines).toEqual([]);
  });
});

describe("engine play", () => {
  it("prints the position after each turn and the final status with its reason", () => {
    const r = engine("play", ...T, "--moves", "@a1 @a2 @b1 @b2 @c1");
    expect(r.status).toBe(0);
    const g = telo();
    let s = g.setup();
    const expected: string[] = [];
    "@a1 @a2 @b1 @b2 @c1".split(" ").forEach((m, i) => {
      const t = g.parseTurn(s, m);
      if (!t.ok) throw new Error(t.error.message);
      const n = g.playTurn(s, t.value);
      if (!n.ok) throw new Error(n.error.message);
      s = n.value;
      expected.push(`${i + 1}. ${m} ${g.formatPosition(s)}`);
    });
    expect(r.lines.slice(0, 5)).toEqual(expected);
    expect(r.lines[5]).toMatch(
      /^white-wins \(three-in-a-row; dlp-database DLP\.Evidence\.1667, Rules, stated-elsewhere\)$/,
    );
  });
  it("reports ongoing, and a repetition draw", () => {
    expect(engine("play", ...T, "--moves", "@b2").lines.at(-1)).toBe("ongoing");
    const shuffle = "b3a3 b1c1 a3b3 c1b1";
    const r = engine(
      "play",
      ...T,
      "--position",
      ".WB/B.W/WB. w",
      "--moves",
      `${shuffle} ${shuffle}`,
    );
    expect(r.lines.at(-1)).toMatch(
      /^draw \(repetition; dlp-database DLP\.Evidence\.1667, Rules, default\)$/,
    );
  });
  it("accepts other spellings of a turn and prints the canonical one", () => {
    const r = engine("play", ...T, "--position", ".WB/B.W/WB. w", "--moves", "B3-A3");
    expect(r.lines[0]).toBe("1. b3a3 W.B/B.W/WB. b");
  });
  it("stops at the first illegal turn, naming it, its number, the rule and the source", () => {
    const r = engine(
      "play",
      "--game",
      "fanorona-telo",
      "--ruleset",
      "basque",
      "--moves",
      "@b2 @a1 @c3 @b2 @a3",
    );
    expect(r.status).toBe(1);
    expect(r.lines).toHaveLength(3);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain('turn 4 "@b2" is illegal: rule occupied');
    // The refusal cites the passage of the `pieces` option, as the ruleset file gives it.
    const file = readRulesetFile("fanorona-telo", "basque");
    if (!file.ok) throw new Error(file.error);
    const cited = file.value.options["pieces"]?.provenance;
    expect(cited).toBeDefined();
    expect(r.stderr).toContain(`${cited!.source} ${cited!.evidence ?? ""}, ${cited!.locator}`);
    const jump = engine("play", ...T, "--position", ".WB/BBW/W.. w", "--moves", "a1c1");
    expect(jump.stderr).toContain('turn 1 "a1c1" is illegal: rule not-adjacent');
  });
});

describe("engine play, every game", () => {
  it.each(rulesetFiles().map((f, i) => ({ ...f, seed: i + 1 })))(
    "replays a random game of $game/$id, position for position, to the library's status",
    ({ game: id, id: ruleset, seed }) => {
      const g = game(id, ruleset);
      const rng = createRng(seed);
      let s: unknown = g.setup();
      const moves: string[] = [];
      const positions: string[] = [];
      for (let i = 0; i < 40 && g.status(s).kind === "ongoing"; i++) {
        const turns: readonly unknown[] = g.turns(s);
        const t = turns[rng.int(turns.length)];
        moves.push(g.formatTurn(s, t));
        const n = g.playTurn(s, t);
        if (!n.ok) throw new Error(n.error.message);
        s = n.value;
        positions.push(`${i + 1}. ${moves.at(-1)!} ${g.formatPosition(s)}`);
      }
      const r = engine("play", "--game", id, "--ruleset", ruleset, "--moves", moves.join(" "));
      expect(r.stderr).toBe("");
      expect(r.lines.slice(0, -1)).toEqual(positions);
      expect(r.lines.at(-1)!.split(" ")[0]).toBe(statusWord(g, g.status(s)));
    },
  );
  it("has ruleset files for every game the engine plays", () => {
    for (const id of Object.keys(GAMES)) expect(knownRulesets(id), id).not.toEqual([]);
  });
});

describe("engine options", () => {
  it.each(Object.keys(GAMES))("lists every option of %s with its values and meaning", (id) => {
    const r = engine("options", "--game", id);
    expect(r.status).toBe(0);
    const specs = Object.entries(GAMES[id]!.options);
    expect(r.lines).toHaveLength(specs.length);
    specs.forEach(([key, spec], i) => {
      expect(r.lines[i]).toBe(`${key} (${describeOption(spec)}): ${spec.doc}`);
    });
  });
  it("adds a ruleset's values and citations with --ruleset", () => {
    const g = telo();
    const r = engine("options", ...T);
    expect(r.lines).toHaveLength(Object.keys(g.options).length);
    for (const [i, [key, cited]] of Object.entries(g.options).entries())
      expect(r.lines[i]).toContain(`${key} = ${JSON.stringify(cited.value)} (`);
  });
});

describe("engine bench, ai and solve", () => {
  it("bench prints one JSON line with playouts and plies per second", () => {
    const r = engine("bench", ...T, "--seconds", "0.3");
    expect(r.status).toBe(0);
    expect(r.lines).toHaveLength(1);
    const j = JSON.parse(r.lines[0]!) as Record<string, unknown>;
    expect(j["playoutsPerSecond"]).toBeGreaterThan(0);
    expect(j["pliesPerSecond"]).toBeGreaterThan(j["playoutsPerSecond"] as number);
    expect(j).toMatchObject({ game: "fanorona-telo", ruleset: "murray-1951", unfinished: 0 });
  });
  it("ai answers with a legal turn", () => {
    const g = telo();
    const fen = ".WB/B.W/WB. w";
    const p = g.parsePosition(fen);
    if (!p.ok) throw new Error(p.error.message);
    const r = engine("ai", ...T, "--position", fen, "--iterations", "200");
    expect(g.turns(p.value).map((t) => g.formatTurn(p.value, t))).toContain(r.lines[0]);
  });
  it("solve prints the solver's value of the start and its optimal turns", () => {
    const g = telo();
    const v = teloSolution(g).value(g.setup());
    const r = engine("solve", ...T);
    expect(r.lines[0]).toBe(
      v.kind === "draw"
        ? "draw"
        : `white ${v.kind === "win" ? "wins" : "loses"} in ${v.plies} plies`,
    );
    expect(r.lines[1]).toBe(
      `optimal: ${teloSolution(g)
        .optimalTurns(g.setup())
        .map((t) => g.formatTurn(g.setup(), t))
        .join(" ")}`,
    );
  });
});

describe("engine errors", () => {
  it.each([
    [
      ["perft", "--game", "chess", "--ruleset", "x", "--depth", "1"],
      'unknown game "chess"; known: ',
    ],
    [
      ["perft", "--game", "fanorona-telo", "--ruleset", "nope", "--depth", "1"],
      "known: basque, murray-1951",
    ],
    [["perft", ...T, "--depth", "1", "--colour", "red"], "unknown flag --colour"],
    [["perft", ...T, "--depth"], "missing value for --depth"],
    [["perft", ...T], "perft needs --depth"],
    [["perft", ...T, "--depth", "two"], "--depth must be an integer"],
    [["moves", ...T, "--position", "WWW/... w"], 'bad position "WWW/... w"'],
    [["moves", ...T, "--position", "..X/.../... w"], 'unexpected "X"'],
    [["play", ...T, "--moves", "@b2 @b2"], 'turn 2 "@b2" is illegal: rule occupied'],
    [["play", ...T, "--moves", "@b2 zz"], 'turn 2 "zz" is not a turn here'],
    [["moves", ...T, "--option", "pieces=9"], 'option "pieces": must be 3 or 4'],
    [["moves", ...T, "--option", "pieces"], "--option needs key=value"],
    [
      ["moves", "--game", "msuwa", "--ruleset", "dlp", "--option", "capture=occupied"],
      'option "capture": must be one of "empty-front", "any-front"; got "occupied"',
    ],
    [
      ["moves", "--game", "msuwa", "--ruleset", "dlp", "--option", "compulsory-capture=yes"],
      'option "compulsory-capture": must be true or false; got "yes"',
    ],
    [
      [
        "moves",
        "--game",
        "chiana-wa-bwalo",
        "--ruleset",
        "dlp",
        "--option",
        "compulsory-capture=maybe",
      ],
      'option "compulsory-capture": must be true or false; got "maybe"',
    ],
    [
      ["moves", "--game", "fifangha", "--ruleset", "flacourt-1658", "--option", "chibou=a"],
      'cannot override: no option "chibou" for fifangha',
    ],
    [["moves", ...T, "--board", "5x5"], 'option "board"'],
    [["bench", ...T, "--seconds", "-1"], "--seconds must be a positive number"],
    [["solve", "--game", "fanorona-telo"], "solve needs --ruleset"],
    [["frobnicate"], 'unknown command "frobnicate"'],
    [
      ["perft", ...T, "--depth", "1", "--positions-file", "/no/such/file"],
      "cannot read --positions-file",
    ],
    [["moves", ...T, "stray"], 'unexpected argument "stray"'],
  ])("%j fails with one line naming the problem", (args, message) => {
    const r = engine(...args);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
  it("names the line of a malformed position in --positions-file", () => {
    const dir = mkdtempSync(join(tmpdir(), "engine-cli-"));
    const file = join(dir, "positions.txt");
    writeFileSync(file, ".../.../... w\nnonsense\n");
    const r = engine("perft", ...T, "--depth", "1", "--positions-file", file);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("line 2");
  });
});

describe("engine as a process", () => {
  it("exits 2 for a usage mistake and 1 for the rest, with one line on stderr and none on stdout", () => {
    for (const [args, status] of [
      [["perft", ...T, "--depth", "two"], 2],
      [["perft", "--game", "chess", "--ruleset", "x", "--depth", "1"], 1],
    ] as const) {
      const r = engineProcess(...args);
      expect(r, args.join(" ")).toEqual(engine(...args));
      expect(r.status).toBe(status);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/^engine: [^\n]+\n$/);
    }
  });

  it("stops quietly with status 0 when its reader closes the pipe early (`| head -1`)", async () => {
    // Enough output to fill the pipe many times over: one count per line of a long file.
    const dir = mkdtempSync(join(tmpdir(), "engine-cli-"));
    const file = join(dir, "positions.txt");
    const fen = ".WB/B.W/WB. w";
    writeFileSync(file, `${fen}\n`.repeat(200_000));
    const child = spawn(
      process.execPath,
      [CLI, "perft", ...T, "--depth", "1", "--positions-file", file],
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    let first = "";
    child.stdout.once("data", (d: Buffer) => {
      first = d.toString().split("\n")[0] ?? "";
      child.stdout.destroy();
    });
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    rmSync(dir, { recursive: true, force: true });
    const g = telo();
    const p = g.parsePosition(fen);
    if (!p.ok) throw new Error(p.error.message);
    expect(first).toBe(String(perft(g, p.value, 1)));
    expect(stderr).toBe("");
    expect(status).toBe(0);
  });
});
