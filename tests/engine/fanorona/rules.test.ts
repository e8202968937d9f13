import { describe, expect, it } from "vitest";
import type { Cited } from "../../../src/engine/core/provenance.ts";
import { compileFanoronaGame } from "../../../src/engine/fanorona/index.ts";
import { at, fenOf, load, loadRuleset, names, play, refusal, turnTexts } from "./helpers.ts";

/** icga with every chain restriction off; each test switches on the one it checks. */
const FREE = {
  "no-same-direction": false,
  "no-revisit": false,
  "no-immediate-return": false,
  "no-same-line": false,
  "no-opposite-capture": false,
} as const;
type ChainOption = keyof typeof FREE;

/**
 * Hand-built chains, each written as a whole turn for White, and the chain options that forbid
 * it (the last step breaks them). Positions are given by their pieces.
 */
const CHAINS: readonly {
  readonly what: string;
  readonly white: readonly string[];
  readonly black: readonly string[];
  readonly turn: string;
  readonly forbidden: readonly ChainOption[];
}[] = [
  {
    what: "two steps east in a row (withdrawal from b1, then approach to f1)",
    white: ["c1"],
    black: ["b1", "f1"],
    turn: "c1d1We1A",
    forbidden: ["no-same-direction", "no-same-line", "no-opposite-capture"],
  },
  {
    what: "straight back to the point just left",
    white: ["d1"],
    black: ["f1", "c1"],
    turn: "d1e1Ad1A",
    forbidden: ["no-revisit", "no-immediate-return", "no-same-line", "no-opposite-capture"],
  },
  {
    what: "back to the starting point after three steps (NE, S, W)",
    white: ["c1"],
    black: ["e3", "d3", "b1"],
    turn: "c1d2Ad1Wc1A",
    forbidden: ["no-revisit"],
  },
  {
    what: "a second step along rank 1 (E, N, SE, E)",
    white: ["c1"],
    black: ["b1", "d3", "c3", "g1"],
    turn: "c1d1Wd2Ae1Wf1A",
    forbidden: ["no-same-line"],
  },
];

describe("chain restrictions, one option at a time", () => {
  for (const c of CHAINS) {
    const fen = fenOf("9x5", c.white, c.black, "w");
    // A turn is listed once per outcome (from, to, captured), by the first path found, so
    // legality is checked by playing the path rather than by looking it up in the list.
    it(`${c.what}: ${c.turn} is legal with no restriction`, () => {
      const g = load("fanorona", "icga", FREE);
      expect(() => play(g, at(g, fen), c.turn)).not.toThrow();
    });
    for (const option of Object.keys(FREE) as ChainOption[]) {
      const forbids = c.forbidden.includes(option);
      it(`${c.what}: ${option} ${forbids ? "forbids" : "allows"} ${c.turn}`, () => {
        const g = load("fanorona", "icga", { ...FREE, [option]: true });
        const s = at(g, fen);
        if (!forbids) {
          expect(() => play(g, s, c.turn)).not.toThrow();
          return;
        }
        expect(turnTexts(g, s)).not.toContain(c.turn);
        const v = refusal(g, s, c.turn);
        expect(v.rule).toBe(option);
        expect(v.provenance).toEqual(g.options[option]!.provenance);
      });
    }
  }

  it("reports the rule with the ruleset's own provenance (icga forbids two steps east)", () => {
    const g = load("fanorona", "icga");
    const v = refusal(g, at(g, fenOf("9x5", ["c1"], ["b1", "f1"], "w")), "c1d1We1A");
    expect(v.rule).toBe("no-same-direction");
    expect(v.provenance).toEqual(
      loadRuleset("fanorona", "icga").options["no-same-direction"]!.provenance,
    );
  });

  it("forbids Montgomery's 'eating at both ends' but lets his piece run on in one direction", () => {
    const g = load("fanorona", "montgomery-1896");
    const v = refusal(g, at(g, fenOf("9x5", ["c1"], ["b1", "f1"], "w")), "c1d1We1A");
    expect(v.rule).toBe("no-opposite-capture");
    // After c1-d1 (approaching e1) the piece may run on: d1-d2 approaches d3.
    const s = at(g, fenOf("9x5", ["c1"], ["e1", "d3"], "w"));
    expect(turnTexts(g, s)).toEqual(["c1d1A", "c1d1Ad2A"]);
  });
});

describe("capture choice", () => {
  // d3-e3 approaches f3 and withdraws from c3.
  const fen = fenOf("9x5", ["d3"], ["c3", "f3"], "w");

  it("choose: both captures are turns of their own", () => {
    const g = load("fanorona", "icga");
    const s = at(g, fen);
    expect(turnTexts(g, s)).toEqual(["d3e3A", "d3e3W"]);
    expect(names(g, g.turns(s)[0]!.captured)).toEqual(["f3"]);
    expect(names(g, g.turns(s)[1]!.captured)).toEqual(["c3"]);
  });

  it("approach or withdrawal precedence leaves one, and refuses the other by name", () => {
    const a = load("fanorona", "icga", { "capture-choice": "approach" });
    expect(turnTexts(a, at(a, fen))).toEqual(["d3e3A"]);
    expect(refusal(a, at(a, fen), "d3e3W").rule).toBe("capture-choice");
    const w = load("fanorona", "icga", { "capture-choice": "withdrawal" });
    expect(turnTexts(w, at(w, fen))).toEqual(["d3e3W"]);
    expect(refusal(w, at(w, fen), "d3e3A").rule).toBe("capture-choice");
  });
});

describe("compulsory capture", () => {
  const fen = fenOf("9x5", ["d3"], ["c3", "f3"], "w");

  it("refuses a plain move while a capture exists, citing the ruleset", () => {
    const g = load("fanorona", "walker-2011");
    const v = refusal(g, at(g, fen), "d3d4");
    expect(v.rule).toBe("compulsory-capture");
    expect(v.provenance?.source).toBe("walker-2011");
    expect(v.provenance?.locator).toBe("rule 8");
  });

  it("allows plain moves when capture is optional, but a capturing move must say A or W", () => {
    const g = load("fanorona", "icga", { "compulsory-capture": false });
    const s = at(g, fen);
    expect(turnTexts(g, s)).toEqual(["d3d2", "d3d4", "d3e3A", "d3e3W"]);
    expect(refusal(g, s, "d3e3").rule).toBe("capture-not-named");
  });
});

describe("continuation", () => {
  // c1-d1 approaches e1; from d1, d1-d2 approaches d3.
  const fen = fenOf("9x5", ["c1"], ["e1", "d3"], "w");

  it("optional: the piece may stop after any capture", () => {
    const g = load("fanorona", "icga");
    const s = at(g, fen);
    expect(turnTexts(g, s)).toEqual(["c1d1A", "c1d1Ad2A"]);
    const mid = g.playStep(s, { kind: "approach", from: 2, to: 3 }); // c1-d1
    if (!mid.ok) throw new Error(mid.error.message);
    expect(g.steps(mid.value).map((x) => g.formatStep(mid.value, x))).toEqual(["d1d2A", "stop"]);
  });

  it("compulsory: the piece must go on while it can, and stopping is refused by name", () => {
    const g = load("fanorona", "walker-2011");
    const s = at(g, fen);
    expect(turnTexts(g, s)).toEqual(["c1d1Ad2A"]);
    const v = refusal(g, s, "c1d1A");
    expect(v.rule).toBe("continuation");
    expect(v.provenance?.locator).toBe("rule 9");
    const mid = g.playStep(s, { kind: "approach", from: 2, to: 3 }); // c1-d1
    if (!mid.ok) throw new Error(mid.error.message);
    expect(g.steps(mid.value).map((x) => g.formatStep(mid.value, x))).toEqual(["d1d2A"]);
    const stop = g.playStep(mid.value, { kind: "stop" });
    expect(stop.ok ? "accepted" : stop.error.rule).toBe("continuation");
  });

  it("a chain that cannot go on ends by itself", () => {
    const g = load("fanorona", "icga");
    const s = at(g, fenOf("9x5", ["c1"], ["e1"], "w"));
    const r = g.playStep(s, { kind: "approach", from: 2, to: 3 }); // c1-d1
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.chain).toBeNull();
    expect(r.value.toMove).toBe(1);
  });
});

describe("opening limits", () => {
  const fen = (turn: number) => fenOf("9x5", ["c1"], ["e1", "d3"], "w", `turn=${turn}`);

  it("first-turn (Montgomery): only the first turn of the game is a single capture", () => {
    const g = load("fanorona", "montgomery-1896");
    expect(turnTexts(g, at(g, fen(1)))).toEqual(["c1d1A"]);
    expect(refusal(g, at(g, fen(1)), "c1d1Ad2A").rule).toBe("opening-single-capture");
    expect(turnTexts(g, at(g, fen(2)))).toEqual(["c1d1A", "c1d1Ad2A"]);
  });

  it("each-players-first-turn (Walker): the first two turns are single captures", () => {
    const g = load("fanorona", "walker-2011");
    expect(turnTexts(g, at(g, fen(2)))).toEqual(["c1d1A"]);
    expect(turnTexts(g, at(g, fen(3)))).toEqual(["c1d1Ad2A"]);
  });

  it("from the set-up, Montgomery's chain provisos already stop every opening capture; the DLP reading lets fohy go on", () => {
    const openings = ["d2e3A", "d3e3A", "d3e3W", "e2e3A", "f2e3A"];
    const montgomery = load("fanorona", "montgomery-1896");
    expect(turnTexts(montgomery, montgomery.setup())).toEqual(openings);
    const unlimited = load("fanorona", "montgomery-1896", { "opening-single-capture": "none" });
    expect(turnTexts(unlimited, unlimited.setup())).toEqual(openings);
    // DLP: d3-e3 takes f3 by approach, then straight back e3-d3 takes c3 by approach.
    const dlp = load("fanorona", "dlp");
    expect(turnTexts(dlp, dlp.setup())).toEqual([...openings, "d3e3Ad3A"].sort());
  });

  it("Walker limits Black's first reply from the set-up; icga does not", () => {
    const walker = load("fanorona", "walker-2011");
    const icga = load("fanorona", "icga");
    let longest = 0;
    for (const opening of ["d2e3A", "e2e3A", "f2e3A", "d3e3A", "d3e3W"]) {
      const w = play(walker, walker.setup(), opening);
      for (const t of walker.turns(w)) expect(t.path).toHaveLength(1);
      const i = play(icga, icga.setup(), opening);
      for (const t of icga.turns(i)) longest = Math.max(longest, t.path.length);
    }
    expect(longest).toBeGreaterThan(1);
  });
});

describe("who starts", () => {
  it("starts with White by default and with Black when the option says so", () => {
    const w = load("fanorona", "icga");
    expect(w.toMove(w.setup())).toBe(0);
    const b = load("fanorona", "icga", { starts: "black" });
    expect(b.formatPosition(b.setup())).toMatch(/ b$/);
    expect(turnTexts(b, b.setup())).toEqual(["d4e3A", "e4e3A", "f3e3A", "f3e3W", "f4e3A"]);
  });
});

describe("end of the game", () => {
  it("capturing the last piece wins", () => {
    const g = load("fanorona", "icga");
    const s = play(g, at(g, fenOf("9x5", ["c1"], ["e1"], "w")), "c1d1A");
    expect(g.status(s)).toEqual({ kind: "win", winner: 0, reason: "captured-all" });
    expect(g.turns(s)).toEqual([]);
    const v = refusal(g, s, "e1e2");
    expect(v.rule).toBe("game-over");
  });

  it("a player left without a move loses (blocked: loses) or draws (blocked: draw)", () => {
    const fen = fenOf("9x5", ["a1"], ["a2", "b1", "b2"], "w");
    const loses = load("fanorona", "basque");
    expect(loses.status(at(loses, fen))).toEqual({
      kind: "win",
      winner: 1,
      reason: "blocked",
      provenance: loses.options.blocked!.provenance,
    });
    const draws = load("fanorona", "icga", { blocked: "draw" });
    expect(draws.status(at(draws, fen))).toMatchObject({ kind: "draw", reason: "blocked" });
  });
});

describe("draws", () => {
  const far = fenOf("9x5", ["a1"], ["i5"], "w");

  it("draw-quiet-turns: drawn after N turns without capture", () => {
    const g = load("fanorona", "icga", { "draw-quiet-turns": 3 });
    const s = at(g, `${far} quiet=1`);
    const two = play(g, s, "a1a2");
    expect(g.status(two).kind).toBe("ongoing");
    expect(g.formatPosition(two)).toMatch(/quiet=2$/);
    const three = play(g, two, "i5i4");
    expect(g.status(three)).toMatchObject({ kind: "draw", reason: "no-capture" });
  });

  it("a capture resets the quiet count", () => {
    const g = load("fanorona", "icga", { "draw-quiet-turns": 3 });
    const s = play(g, at(g, `${fenOf("9x5", ["c1"], ["e1", "i5"], "w")} quiet=2`), "c1d1A");
    expect(s.quiet).toBe(0);
  });

  it("draw-repetition: drawn when a position occurs for the Nth time", () => {
    const g = load("fanorona", "icga", { "draw-repetition": 3 });
    let s = at(g, far);
    const cycle = ["a1a2", "i5i4", "a2a1", "i4i5"];
    for (const m of [...cycle, ...cycle.slice(0, 3)]) {
      s = play(g, s, m);
      expect(g.status(s).kind).toBe("ongoing");
    }
    s = play(g, s, "i4i5");
    expect(g.status(s)).toMatchObject({ kind: "draw", reason: "repetition" });
  });

  it("draw-neither-can-capture (Basque): drawn when no capture exists or can be offered in one move", () => {
    const g = load("fanorona", "basque");
    expect(g.status(at(g, far))).toEqual({
      kind: "draw",
      reason: "neither-can-capture",
      provenance: g.options["draw-neither-can-capture"]!.provenance,
    });
    // a1-a2 would let Black capture by a4-a3: not drawn.
    expect(g.status(at(g, fenOf("9x5", ["a1"], ["a4"], "w"))).kind).toBe("ongoing");
    // Without the option the far position goes on.
    const icga = load("fanorona", "icga");
    expect(icga.status(at(icga, far)).kind).toBe("ongoing");
  });
});

describe("illegal moves name the rule they break", () => {
  const g = load("fanorona", "icga");
  const s = g.setup();
  const CASES: readonly [string, string][] = [
    ["e4e3A", "own-piece"],
    ["d3e4", "along-a-line"],
    ["d2d3", "empty-point"],
    ["e2e3W", "not-a-capture"],
  ];
  for (const [text, rule] of CASES)
    it(`${text} from the set-up breaks ${rule}`, () => {
      expect(refusal(g, s, text).rule).toBe(rule);
    });

  it("a step in a chain must be a capture by the moving piece; stop needs a chain", () => {
    const mid = at(g, fenOf("9x5", ["d1", "a1"], ["d3"], "w", "chain=c1d1A"));
    const other = g.playStep(mid, { kind: "approach", from: 0, to: 9 }); // a1-a2
    expect(other.ok ? "" : other.error.rule).toBe("chain-piece");
    const paika = g.playStep(mid, { kind: "paika", from: 3, to: 12 }); // d1-d2
    expect(paika.ok ? "" : paika.error.rule).toBe("chain-capture-only");
    const stop = g.playStep(s, { kind: "stop" });
    expect(stop.ok ? "" : stop.error.rule).toBe("no-chain");
  });

  it("a turn claiming the wrong captured set is refused", () => {
    const t = g.turns(s)[0]!;
    const r = g.playTurn(s, { ...t, captured: [] });
    expect(r.ok ? "" : r.error.rule).toBe("captured-set");
  });
});

describe("compiling rulesets", () => {
  const spec = loadRuleset("fanorona", "icga");
  const errorsOf = (
    game: "fanorona" | "vela",
    options: Readonly<Record<string, Cited<unknown>>>,
    overrides = {},
  ) => {
    const r = compileFanoronaGame(game, { ...spec, game, options }, overrides);
    return r.ok ? [] : r.error.map((e) => e.option);
  };
  const cited = (value: unknown): Cited<unknown> => ({
    value,
    provenance: spec.options.starts!.provenance,
  });

  it("names a missing, an unknown and a malformed option", () => {
    const rest = Object.fromEntries(Object.entries(spec.options).filter(([k]) => k !== "starts"));
    expect(errorsOf("fanorona", rest)).toEqual(["starts"]);
    expect(errorsOf("fanorona", { ...spec.options, "flying-kings": cited(true) })).toEqual([
      "flying-kings",
    ]);
    expect(errorsOf("fanorona", { ...spec.options, continuation: cited("sometimes") })).toEqual([
      "continuation",
    ]);
    expect(errorsOf("fanorona", { ...spec.options, "draw-repetition": cited(1) })).toEqual([
      "draw-repetition",
    ]);
  });

  it("keeps vela options to the vela game, and requires them there", () => {
    expect(errorsOf("fanorona", { ...spec.options, "vela-form": cited("be") })).toEqual([
      "vela-form",
    ]);
    expect(errorsOf("vela", spec.options)).toContain("vela-release-9x5");
  });

  it("applies overrides (typed or as command-line strings) and refuses unknown ones", () => {
    const r = compileFanoronaGame("fanorona", spec, {
      continuation: "compulsory",
      "draw-quiet-turns": "40",
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.rules.continuation).toBe("compulsory");
    expect(r.value.rules.drawQuietTurns).toBe(40);
    expect(r.value.options.continuation!.provenance.basis).toBe("default");
    expect(errorsOf("fanorona", spec.options, { nonsense: 1 })).toEqual(["nonsense"]);
  });

  it("refuses a ruleset written for another game", () => {
    const r = compileFanoronaGame("fanoron-dimy", spec);
    expect(r.ok ? [] : r.error.map((e) => e.option)).toEqual(["game"]);
  });
});
