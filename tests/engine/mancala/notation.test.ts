import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/engine/core/rng.ts";
import { mancalaGames } from "../../../src/engine/mancala/index.ts";
import type { MancalaState } from "../../../src/engine/mancala/types.ts";
import { at, load, spec } from "./helpers.ts";

describe("pits are named from the mover's own view", () => {
  it("gives both players the same names in a symmetrical position", () => {
    const g = load("msuwa", "sanderson-1913", { holes: 4 });
    const south = at(g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 s 0:0 - 0 -");
    const north = at(g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 n 0:0 - 0 -");
    expect(
      g
        .turns(south)
        .map((t) => g.formatTurn(south, t))
        .map((t) => t.slice(0, 2)),
    ).toEqual(
      g
        .turns(north)
        .map((t) => g.formatTurn(north, t))
        .map((t) => t.slice(0, 2)),
    );
    // South's a1 is the west end of row 4, north's a1 the east end of row 1.
    const a1s = g.parseStep(south, "a1");
    const a1n = g.parseStep(north, "a1");
    expect(a1s.ok && a1s.value).toEqual({ kind: "hole", hole: 12 });
    expect(a1n.ok && a1n.value).toEqual({ kind: "hole", hole: 3 });
  });
});

describe("steps and turns round-trip through the notation", () => {
  it("for every step offered in positions of random games of every game", () => {
    for (const id of Object.keys(mancalaGames)) {
      const ruleset = id === "fifangha" ? "flacourt-1658" : "sanderson-1913";
      const g = load(id as "msuwa", ruleset, id === "fifangha" ? {} : { holes: 6 });
      const rng = createRng(3);
      let s: MancalaState = g.setup();
      for (let ply = 0; ply < 120 && g.status(s).kind === "ongoing"; ply++) {
        let cur = s;
        // Walk one turn step by step, checking each offered step.
        while (cur.toMove === s.toMove && cur.ply === s.ply) {
          const steps = g.steps(cur);
          for (const step of steps) {
            const text = g.formatStep(cur, step);
            const back = g.parseStep(cur, text);
            expect(back.ok && back.value, `${id} ${text}`).toEqual(step);
          }
          const r = g.playStep(cur, steps[rng.int(steps.length)]!);
          if (!r.ok) throw new Error(r.error.message);
          cur = r.value;
        }
        s = cur;
      }
    }
  });
});

describe("malformed positions are ParseErrors naming the bad part", () => {
  const g = load("msuwa", "sanderson-1913", { holes: 4 });
  const k = load("chiana-wa-kunja", "sanderson-1913", { holes: 4 });
  const f = load("fifangha", "flacourt-1658");
  const cases: [typeof g, string, string][] = [
    [g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 s 0:0 -", "expected 6 fields"],
    [g, "2,2,2,2/0,1,2,2/2,2,1,0 s 0:0 - 0 -", "expected 4 rows"],
    [g, "2,2,2,2/0,1,2/2,2,1,0/2,2,2,2 s 0:0 - 0 -", 'row 2 "0,1,2"'],
    [g, "2,2,2,2/0,1,x,2/2,2,1,0/2,2,2,2 s 0:0 - 0 -", 'hole "x"'],
    [g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 w 0:0 - 0 -", 'side to move "w"'],
    [g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 s 0-0 - 0 -", 'stores "0-0"'],
    [g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 s 0:0 9 0 -", 'reserve "9"'],
    [g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 s 0:0 - x -", 'turns played "x"'],
    [g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 s 0:0 - 0 maybe", 'pending "maybe"'],
    [g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 s 0:1 - 0 -", "holds 27 counters"],
    [g, "2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 s 0:0 - 0 take7", "take7"],
    [k, "4n,4n,4n,4n/0,0,0,0/-/4s,4s,4s,4s s - - 0 -", 'row 2 "0,0,0,0"'],
    [k, "4n,4n,4n,4/-/-/4s,4s,4s,4s s - - 0 -", 'hole "4"'],
    [k, "4n,4n,4n,0n/-/-/4s,4s,4s,8s s - - 0 -", 'hole "0n"'],
    [
      f,
      "0,0,0,0,0,0,0,0/0,1,1,1,1,1,1,0/0,1,1,1,1,1,1,0/0,0,0,0,0,0,0,0 s - 26 0 -",
      'reserve "26"',
    ],
    [
      f,
      "0,0,0,0,0,0,0,0/0,1,1,1,1,1,1,0/0,1,1,1,1,1,1,0/0,0,0,0,0,0,0,0 s - 26:26 0 mam:b9",
      "out of range",
    ],
  ];
  for (const [game, text, part] of cases)
    it(`${text} -> mentions ${part}`, () => {
      const r = game.parsePosition(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.kind).toBe("parse-error");
        expect(r.error.input).toBe(text);
        expect(r.error.message).toContain(part);
      }
    });
});

describe("malformed moves are ParseErrors naming the bad part", () => {
  const g = load("fifangha", "flacourt-1658");
  const s = g.setup();
  const cases: [string, string][] = [
    ["b9>b1", '"b9"'],
    ["q3", '"q3"'],
    ["b3>b1!", '"!"'],
    ["", "empty turn"],
    ["b3>z1", '">z1"'],
    ["xb3+2", "no distance"],
  ];
  for (const [text, part] of cases)
    it(`"${text}" -> mentions ${part}`, () => {
      const r = g.parseTurn(s, text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(part);
    });

  it("a single step must be one token", () => {
    const r = g.parseStep(s, "b3>b1");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('"b3>b1" is not a step');
  });
});

describe("options are validated, errors naming the option", () => {
  const compile = mancalaGames.msuwa!;
  const base = spec("msuwa", "sanderson-1913");

  it("refuses a missing option", () => {
    const rest = Object.fromEntries(Object.entries(base.options).filter(([k]) => k !== "holes"));
    const r = compile({ ...base, options: rest });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.option)).toEqual(["holes"]);
  });

  it("refuses an unknown option and a bad value", () => {
    const r = compile({
      ...base,
      options: {
        ...base.options,
        colour: { value: "red", provenance: base.options.holes!.provenance },
        holes: { value: 15, provenance: base.options.holes!.provenance },
      },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.option).sort()).toEqual(["colour", "holes"]);
  });

  it("accepts command-line overrides as text and records them in the provenance", () => {
    const r = compile(base, { holes: "12", relay: "false" });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.options.holes?.value).toBe(12);
      expect(r.value.options.relay?.value).toBe(false);
      expect(r.value.options.holes?.provenance.basis).toBe("default");
      expect(r.value.options.holes?.provenance.reasoning).toContain("override");
    }
    const bad = compile(base, { holes: "many", wings: 2 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.map((e) => e.option).sort()).toEqual(["holes", "wings"]);
  });

  it("refuses a ruleset of another game or family", () => {
    const r = mancalaGames["msuwa-wa-kunja"]!(base);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.option)).toContain("game");
  });

  it("refuses Chiana options that contradict the circuit", () => {
    const r = mancalaGames["chiana-wa-bwalo"]!(spec("chiana-wa-bwalo", "sanderson-1913"), {
      capture: "overtake",
      captured: "in-place",
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.option).sort()).toEqual(["capture", "captured"]);
  });
});
