import { describe, expect, it } from "vitest";
import {
  basqueMoveToNames,
  basqueToName,
  basqueToPoint,
  geometry,
  nameToBasque,
  parsePoint,
  pointName,
  pointToBasque,
} from "../../../src/engine/fanorona/index.ts";
import type { FanoronaState } from "../../../src/engine/fanorona/index.ts";
import { at, fenOf, load, names, play, turnTexts } from "./helpers.ts";

describe("points and the Basque 1-45 numbering", () => {
  const geo = geometry("9x5");

  it("names points a1..i5 with a1 in White's left corner and i5 in Black's right corner", () => {
    expect(pointName(geo, 0)).toBe("a1");
    expect(pointName(geo, 8)).toBe("i1");
    expect(pointName(geo, 22)).toBe("e3");
    expect(pointName(geo, 44)).toBe("i5");
    expect(parsePoint(geo, "j1")).toBeUndefined();
    expect(parsePoint(geo, "a6")).toBeUndefined();
    expect(parsePoint(geometry("5x5"), "f1")).toBeUndefined();
  });

  it("numbers row by row from Black's side: 1-9 is rank 5, 23 is e3, 45 is i1", () => {
    expect(basqueToName(1)).toBe("a5");
    expect(basqueToName(9)).toBe("i5");
    expect(basqueToName(10)).toBe("a4");
    expect(basqueToName(23)).toBe("e3");
    expect(basqueToName(37)).toBe("a1");
    expect(basqueToName(45)).toBe("i1");
    expect(basqueToName(0)).toBeUndefined();
    expect(basqueToName(46)).toBeUndefined();
    expect(nameToBasque("e3")).toBe(23);
    expect(basqueMoveToNames("22-23")).toBe("d3e3");
    for (let p = 0; p < 45; p++) expect(basqueToPoint(geo, pointToBasque(geo, p))).toBe(p);
  });

  it("names the Basque point classes by their diagonals: the eight laka and the lakabe have diagonals", () => {
    // Laka (eight ways): 11, 13, 15, 17, 29, 31, 33, 35; lakabe: 23; laka vila (no diagonals):
    // 12, 14, 16, 20, 22, 24, 26, 30, 32, 34.
    for (const n of [11, 13, 15, 17, 23, 29, 31, 33, 35])
      expect(geo.diagonal[basqueToPoint(geo, n)!], `point ${n}`).toBe(1);
    for (const n of [12, 14, 16, 20, 22, 24, 26, 30, 32, 34])
      expect(geo.diagonal[basqueToPoint(geo, n)!], `point ${n}`).toBe(0);
    // Corners (1, 9, 37, 45) can be reached three ways; 3, 5, 7, 39, 41, 43 five ways.
    const ways = (n: number) => {
      const p = basqueToPoint(geo, n)!;
      return [...Array(8).keys()].filter((d) => geo.neighbour[p * 8 + d]! >= 0).length;
    };
    expect([1, 9, 37, 45].map(ways)).toEqual([3, 3, 3, 3]);
    expect([3, 5, 7, 39, 41, 43].map(ways)).toEqual([5, 5, 5, 5, 5, 5]);
    expect([2, 4, 10, 18].map(ways)).toEqual([3, 3, 3, 3]);
  });
});

describe("the five openings of the Basque article", () => {
  // Riatra rule 5: the first player moves a piece into the central point, capturing, in one of
  // five ways: forward (vakiloha), diagonally from the right (havanana), diagonally from the left
  // (havia), from the side by approach (fohy) and from the side by withdrawal (kobaka). "Right"
  // and "left" are taken as White sees the board (rank 1 nearest): f2 is to the right of e3.
  const game = load("fanorona", "basque");
  const s = game.setup();
  const OPENINGS = {
    vakiloha: { move: "e2e3A", basque: "32-23", captured: ["e4", "e5"] },
    havanana: { move: "f2e3A", basque: "33-23", captured: ["d4", "c5"] },
    havia: { move: "d2e3A", basque: "31-23", captured: ["f4", "g5"] },
    fohy: { move: "d3e3A", basque: "22-23", captured: ["f3"] },
    kobaka: { move: "d3e3W", basque: "22-23", captured: ["c3"] },
  } as const;

  it("are exactly the five legal first turns", () => {
    expect(turnTexts(game, s)).toEqual(
      Object.values(OPENINGS)
        .map((o) => o.move)
        .sort(),
    );
  });

  for (const [name, o] of Object.entries(OPENINGS))
    it(`${name} is ${o.move} (Basque ${o.basque}) and captures ${o.captured.join(" ")}`, () => {
      expect(basqueMoveToNames(o.basque)! + o.move.slice(4)).toBe(o.move);
      const t = game.parseTurn(s, o.move);
      if (!t.ok) throw new Error(t.error.message);
      expect(names(game, t.value.captured).sort()).toEqual([...o.captured].sort());
      expect(game.turns(s)).toContainEqual(t.value);
    });
});

describe("position lines", () => {
  const game = load("fanorona", "icga");

  it("writes the 9x5 set-up as BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w", () => {
    expect(game.formatPosition(game.setup())).toBe(
      "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w",
    );
  });

  it("reads back what it writes, including a chain in progress", () => {
    // Breadth-first over steps from the set-up until a chain is in progress (none of the five
    // opening steps can go on, so the first chains appear in Black's reply).
    let frontier = [game.setup()];
    let mid: FanoronaState | undefined;
    while (mid === undefined && frontier.length > 0) {
      const next: FanoronaState[] = [];
      for (const s of frontier)
        for (const st of game.steps(s)) {
          const r = game.playStep(s, st);
          if (!r.ok) throw new Error(r.error.message);
          if (r.value.chain !== null) mid ??= r.value;
          next.push(r.value);
        }
      frontier = next;
    }
    if (mid === undefined) throw new Error("no chain reached");
    const line = game.formatPosition(mid);
    expect(line).toMatch(/ [wb] chain=[a-i][1-5][a-i][1-5][AW]$/);
    const back = at(game, line);
    // icga has no opening limit, so the line carries no turn number and it reads back unknown.
    expect(back).toEqual({ ...mid, turnNumber: null });
    expect(game.formatPosition(back)).toBe(line);
    expect(game.steps(back)).toEqual(game.steps(mid));
  });

  it("writes quiet= and turn= only when the ruleset needs them", () => {
    const walker = load("fanorona", "walker-2011");
    expect(walker.formatPosition(walker.setup())).toBe(
      "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w turn=1",
    );
    const quiet = load("fanorona", "icga", { "draw-quiet-turns": 50 });
    expect(quiet.formatPosition(quiet.setup())).toMatch(/ w quiet=0$/);
  });

  it("infers turn 1 for the set-up given without a turn number, and no opening limit elsewhere", () => {
    const walker = load("fanorona", "walker-2011");
    expect(at(walker, "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w").turnNumber).toBe(1);
    expect(at(walker, fenOf("9x5", ["c1"], ["e1"], "w")).turnNumber).toBeNull();
  });

  const BAD: readonly [string, string][] = [
    ["BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW w", "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW"],
    ["BBBBBBBBB/BBBBBBBBB/BWBW1BXBW/WWWWWWWWW/WWWWWWWWW w", "BWBW1BXBW"],
    ["BBBBBBBBB/BBBBBBBBB/BWBW2BWBW/WWWWWWWWW/WWWWWWWWW w", "BWBW2BWBW"],
    ["BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW x", "x"],
    ["BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w moves=3", "moves=3"],
    ["BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w quiet=-1", "quiet=-1"],
    ["BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w chain=e2e3", "e2e3"],
    ["BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w chain=z9e3A", "z9"],
  ];
  for (const [text, part] of BAD)
    it(`refuses "${text}" with a parse error naming ${part}`, () => {
      const r = game.parsePosition(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.kind).toBe("parse-error");
        expect(r.error.input).toBe(part);
      }
    });

  it("refuses a chain field that does not match the board", () => {
    const r = game.parsePosition("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w chain=d2e3A");
    expect(r.ok).toBe(false);
  });
});

describe("move text", () => {
  const game = load("fanorona", "icga");
  const s = game.setup();

  it("writes paika as from-to, captures with A or W, chains with each next destination", () => {
    const chainGame = load("fanorona", "icga");
    const p = at(chainGame, fenOf("9x5", ["c1"], ["e1", "d3"], "w"));
    expect(turnTexts(chainGame, p)).toEqual(["c1d1A", "c1d1Ad2A"]);
    const quiet = at(game, fenOf("9x5", ["a1"], ["i5"], "w"));
    expect(turnTexts(game, quiet)).toEqual(["a1a2", "a1b1", "a1b2"]);
  });

  const BAD: readonly [string, string][] = [
    ["", ""],
    ["e3", "e3"],
    ["k2e3A", "k2"],
    ["d2e3X", "X"],
    ["d2e3Ae4", "e4"],
    ["d2-e3", "-"],
  ];
  for (const [text, part] of BAD)
    it(`refuses move text "${text}" with a parse error naming "${part}"`, () => {
      const r = game.parseTurn(s, text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.input).toBe(part);
    });

  it("parses a step in full or, in a chain, by destination alone; and stop", () => {
    const mid = at(game, fenOf("9x5", ["d1"], ["d3"], "w", "chain=c1d1A"));
    const full = game.parseStep(mid, "d1d2A");
    const short = game.parseStep(mid, "d2A");
    expect(full).toEqual(short);
    expect(game.parseStep(mid, "stop")).toEqual({ ok: true, value: { kind: "stop" } });
    const after = play(game, mid, "d2A");
    expect(game.formatPosition(after)).toBe(fenOf("9x5", ["d2"], [], "b"));
  });
});
