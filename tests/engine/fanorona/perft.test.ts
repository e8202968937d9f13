import { describe, expect, it } from "vitest";
import { perft } from "../../../src/engine/core/perft.ts";
import { randomPlayout } from "../../../src/engine/core/playout.ts";
import { createRng } from "../../../src/engine/core/rng.ts";
import type { FanoronaGame, FanoronaState } from "../../../src/engine/fanorona/index.ts";
import { at, fanoronaVariants, fenOf, load } from "./helpers.ts";
import { ICGA_TURN_PERFT } from "./perft-counts.ts";

const fastPerft = (g: FanoronaGame, s: FanoronaState, d: number): number => g.fast!.perft!(s, d);

describe("perft under icga (9x5)", () => {
  const game = load("fanorona", "icga");
  const start = game.setup();

  it("counts 5, 39, 724, 18026, 431830 whole turns at depths 1-5 (fast path)", () => {
    expect([1, 2, 3, 4, 5].map((d) => fastPerft(game, start, d))).toEqual(ICGA_TURN_PERFT);
  });

  it("counts the same turns through the generic interface at depths 1-4", () => {
    expect([1, 2, 3, 4].map((d) => perft(game, start, d, "turns"))).toEqual(
      ICGA_TURN_PERFT.slice(0, 4),
    );
  });

  it("counts 5, 17, 64, 337, 1496, 6884 steps at depths 1-6", () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => perft(game, start, d, "steps"))).toEqual([
      5, 17, 64, 337, 1496, 6884,
    ]);
  });
});

describe("perft under icga on fanoron-dimy (5x5)", () => {
  const game = load("fanoron-dimy", "icga");
  it("starts from BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w", () => {
    expect(game.formatPosition(game.setup())).toBe("BBBBB/BBBBB/BW1BW/WWWWW/WWWWW w");
  });
  it("counts 5, 21, 202, 3469, 34608 whole turns at depths 1-5", () => {
    expect([1, 2, 3, 4, 5].map((d) => fastPerft(game, game.setup(), d))).toEqual([
      5, 21, 202, 3469, 34608,
    ]);
  });
  it("agrees with the generic perft at depths 1-4", () => {
    expect([1, 2, 3, 4].map((d) => perft(game, game.setup(), d))).toEqual([5, 21, 202, 3469]);
  });
});

/** Positions a few random turns into a game, to test away from the set-up. */
function midgame(game: FanoronaGame, seed: number, plies: number): FanoronaState {
  const rng = createRng(seed);
  let s = game.setup();
  for (let i = 0; i < plies && game.status(s).kind === "ongoing"; i++) {
    const turns = game.turns(s);
    const r = game.playTurn(s, turns[rng.int(turns.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

const RULESETS = fanoronaVariants(
  ["vela", "basque", { "vela-form": "kely" }],
  ["vela", "basque", { board: "5x5" }],
  ["fanorona", "icga", { "draw-repetition": 2, "draw-quiet-turns": 4 }],
  // Montgomery's proviso (b) relative to the piece's heading, with and without proviso (a).
  ["fanorona", "montgomery-1896", { "opposite-capture-frame": "heading" }],
  [
    "fanorona",
    "montgomery-1896",
    { "opposite-capture-frame": "heading", "no-immediate-return": false },
  ],
  ["vela", "montgomery-1896", { "opposite-capture-frame": "heading" }],
);

describe("the fast paths agree with the generic interface", () => {
  for (const [g, id, overrides] of RULESETS) {
    const game = load(g, id, overrides);
    const label = `${g}/${id}${Object.keys(overrides).length > 0 ? ` ${JSON.stringify(overrides)}` : ""}`;

    it(`${label}: fast perft equals generic perft from the set-up and from random middle games`, () => {
      const positions = [
        game.setup(),
        ...[1, 2, 3].map((seed) => midgame(game, seed, 6 + 4 * seed)),
      ];
      for (const s of positions)
        for (const d of [1, 2, 3]) expect(fastPerft(game, s, d)).toBe(perft(game, s, d));
    });

    it(`${label}: a fast playout from a seed replays the generic playout exactly`, () => {
      for (let seed = 1; seed <= 12; seed++) {
        const s = seed % 3 === 0 ? midgame(game, seed, 5) : game.setup();
        const fast = game.fast!.playout!(s, createRng(seed), 300);
        const slow = randomPlayout(game, s, createRng(seed), 300);
        expect(fast).toEqual(slow);
      }
    });
  }
});

describe("a chain that ends on its own starting point", () => {
  // c1-d2 (approach e3), d2-d1 (withdrawal from d3), d1-c1 (approach b1): legal when revisiting
  // is allowed. The piece must still be on c1 for the fast path after such a turn.
  const game = load("fanorona", "icga", { "no-revisit": false });
  const s = at(game, fenOf("9x5", ["c1", "a5"], ["e3", "d3", "b1", "i5", "i4"], "w"));

  it("is among the legal turns", () => {
    expect(game.turns(s).some((t) => t.from === t.path.at(-1)!.to && t.captured.length === 3)).toBe(
      true,
    );
  });

  it("leaves fast and generic perft in agreement", () => {
    for (const d of [1, 2, 3, 4]) expect(fastPerft(game, s, d)).toBe(perft(game, s, d));
  });
});
