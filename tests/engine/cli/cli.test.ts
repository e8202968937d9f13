import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { knownRulesets, loadGame } from "../../../src/cli/load.ts";
import type { AnyGame } from "../../../src/engine/core/game.ts";
import { perft } from "../../../src/engine/core/perft.ts";
import { createRng } from "../../../src/engine/core/rng.ts";
import type { Status } from "../../../src/engine/core/status.ts";
import { GAMES } from "../../../src/engine/registry.ts";
import type { TeloGame } from "../../../src/engine/telo/index.ts";
import { teloSolution } from "../../../src/engine/telo/solver.ts";

const ROOT = join(import.meta.dirname, "../../..");
const CLI = join(ROOT, "src/cli/engine.ts");

function engine(...args: string[]): {
  status: number | null;
  stdout: string;
  stderr: string;
  lines: string[];
} {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: "utf8" });
  return {
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    lines: r.stdout.split("\n").filter((l) => l !== ""),
  };
}

function game(id: string, ruleset: string, overrides: Record<string, unknown> = {}): AnyGame {
  const g = loadGame(id, ruleset, overrides);
  if (!g.ok) throw new Error(g.error);
  return g.value;
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
  it("agrees with the library for every game and ruleset the engine and the content both have", () => {
    let checked = 0;
    for (const id of Object.keys(GAMES))
      for (const ruleset of knownRulesets(id)) {
        const g = loadGame(id, ruleset);
        if (!g.ok) continue; // a ruleset another helper is still writing
        // As deep as stays cheap: games with thousands of turns a ply (msuwa) stop at depth 1.
        const counts = [perft(g.value, g.value.setup(), 1)];
        while (counts.length < 3 && counts.at(-1)! <= 300)
          counts.push(perft(g.value, g.value.setup(), counts.length + 1));
        const r = engine(
          "perft",
          "--game",
          id,
          "--ruleset",
          ruleset,
          "--depth",
          String(counts.length),
        );
        expect(r.lines, `${id}/${ruleset}`).toEqual(counts.map((c, i) => `${i + 1} ${c}`));
        checked++;
      }
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});

describe("engine option sugar", () => {
  it.skipIf(knownRulesets("vela").length === 0)(
    "maps --board and --variant to the vela options board and vela-form",
    () => {
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
    },
  );
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
      /^white-wins \(three-in-a-row; dlp-database DLP\.Evidence\.1667, Rules\)$/,
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
    expect(r.stderr).toContain(
      "basque-fanorona basque-fanoron-telo, Fanoron-telo, Osagaiak eta hasiera, and Arauak, rule 4",
    );
    const jump = engine("play", ...T, "--position", ".WB/BBW/W.. w", "--moves", "a1c1");
    expect(jump.stderr).toContain('turn 1 "a1c1" is illegal: rule not-adjacent');
  });
});

describe("engine play, every game", () => {
  it("replays a random game of every game and ruleset, position for position, to the library's status", () => {
    let checked = 0;
    for (const id of Object.keys(GAMES))
      for (const ruleset of knownRulesets(id)) {
        const loaded = loadGame(id, ruleset);
        if (!loaded.ok) continue;
        const g = loaded.value;
        const rng = createRng(checked + 1);
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
        expect(r.stderr, `${id}/${ruleset}`).toBe("");
        expect(r.lines.slice(0, -1), `${id}/${ruleset}`).toEqual(positions);
        expect(r.lines.at(-1)!.split(" ")[0], `${id}/${ruleset}`).toBe(statusWord(g, g.status(s)));
        checked++;
      }
    expect(checked).toBeGreaterThanOrEqual(2);
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
