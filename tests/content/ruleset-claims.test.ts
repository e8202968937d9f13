import { describe, expect, it } from "vitest";
import { createRng } from "../../src/engine/core/rng.ts";
import type { FanoronaGame, FanoronaState } from "../../src/engine/fanorona/index.ts";
import type { FanoronaGameId } from "../../src/engine/fanorona/options.ts";
import type { MancalaGame } from "../../src/engine/mancala/game.ts";
import type { MancalaState } from "../../src/engine/mancala/types.ts";
import { load } from "../engine/fanorona/helpers.ts";
import {
  load as loadMancala,
  spec as mancalaSpec,
  type GameId,
} from "../engine/mancala/helpers.ts";

/**
 * What the rulesets say about one another, checked in play: where a summary or a reasoning says
 * two readings agree or differ, their legal turns are compared on the positions of random games.
 */
type Overrides = Readonly<Record<string, unknown>>;

/** Turn-start positions of `games` random games of each game given, `plies` turns at most. */
function positions(games: readonly FanoronaGame[], count: number, plies: number): FanoronaState[] {
  const out: FanoronaState[] = [];
  for (const [k, game] of games.entries())
    for (let seed = 1; seed <= count; seed++) {
      const rng = createRng(1000 * k + seed);
      let s = game.setup();
      for (let i = 0; i < plies && game.status(s).kind === "ongoing"; i++) {
        out.push(s);
        const turns = game.turns(s);
        const r = game.playTurn(s, turns[rng.int(turns.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
      }
    }
  return out;
}

const turnSet = (g: FanoronaGame, s: FanoronaState): string[] =>
  g
    .turns(s)
    .map((t) => g.formatTurn(s, t))
    .sort();

/** How many positions give different legal turns under a and b. */
function disagreements(a: FanoronaGame, b: FanoronaGame, at: readonly FanoronaState[]): number {
  return at.filter((s) => turnSet(a, s).join(" ") !== turnSet(b, s).join(" ")).length;
}

const SAME_DIRECTION: Overrides = { "no-opposite-capture": false, "no-same-direction": true };

describe("Montgomery's proviso (b) and the DLP's same-direction rule", () => {
  for (const game of ["fanorona", "vela"] as const satisfies readonly FanoronaGameId[]) {
    const montgomery = load(game, "montgomery-1896");
    const others = game === "fanorona" ? [montgomery, load(game, "dlp")] : [montgomery];
    const at = positions(others, 20, 120);

    it(`${game}/montgomery-1896: given no immediate return, (b) allows exactly the turns the same-direction rule allows`, () => {
      const chains = at.filter((s) => montgomery.turns(s).some((t) => t.path.length > 1));
      expect(chains.length).toBeGreaterThan(50);
      expect(disagreements(montgomery, load(game, "montgomery-1896", SAME_DIRECTION), at)).toBe(0);
    });

    it(`${game}/montgomery-1896: without proviso (b) the legal turns change`, () => {
      const withoutB = load(game, "montgomery-1896", { "no-opposite-capture": false });
      expect(disagreements(montgomery, withoutB, at)).toBeGreaterThan(0);
    });
  }
});

describe("fanorona/dlp against fanorona/montgomery-1896", () => {
  const montgomery = load("fanorona", "montgomery-1896");
  const dlp = load("fanorona", "dlp");
  const at = positions([montgomery, dlp], 20, 120);

  it("they differ in play only by Montgomery's no immediate return and his one-move opening", () => {
    const dlpAsMontgomery = load("fanorona", "dlp", {
      "no-immediate-return": true,
      "opening-single-capture": "first-turn",
    });
    expect(disagreements(montgomery, dlpAsMontgomery, at)).toBe(0);
  });

  it("no immediate return matters: without it the legal turns change", () => {
    const dlpWithReturnBan = load("fanorona", "dlp", { "no-immediate-return": true });
    expect(disagreements(dlp, dlpWithReturnBan, at)).toBeGreaterThan(0);
  });
});

/*
 * The mancala DLP readings say in their summaries which single rule separates them from our
 * reading of Sanderson: the options must differ in that rule only, and the difference must show
 * in play (some legal turn of some position of a random game ends differently).
 */
describe("the DLP's mancala readings against Sanderson's", () => {
  // Msuwa's full board is played smaller here: its long relays make every position's turns slow
  // to play out, and the rule in question does not depend on the number of holes.
  const CLAIMS: readonly [GameId, string, Overrides][] = [
    ["chiana-wa-kunja", "captured", {}],
    ["chiana-wa-bwalo", "capture", {}],
    ["msuwa", "extra-capture-condition", { holes: 8 }],
    ["msuwa-wa-kunja", "extra-capture-condition", {}],
  ];
  /** Each legal turn with the position it leads to, in the notation. */
  const outcomes = (g: MancalaGame, s: MancalaState): string[] =>
    g.turns(s).map((t) => {
      const r = g.playTurn(s, t);
      if (!r.ok) throw new Error(r.error.message);
      return `${g.formatTurn(s, t)} ${g.formatPosition(r.value)}`;
    });

  for (const [game, key, board] of CLAIMS)
    it(`${game}: dlp differs from sanderson-1913 in ${key} only, and it shows in play`, () => {
      const a = mancalaSpec(game, "sanderson-1913").options;
      const b = mancalaSpec(game, "dlp").options;
      const differing = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
        (k) => JSON.stringify(a[k]?.value) !== JSON.stringify(b[k]?.value),
      );
      expect(differing).toEqual([key]);
      const sanderson = loadMancala(game, "sanderson-1913", board);
      const dlp = loadMancala(game, "dlp", board);
      let differ = 0;
      for (const g of [sanderson, dlp])
        for (let seed = 1; seed <= 10 && differ === 0; seed++) {
          const rng = createRng(seed);
          let s = g.setup();
          for (let i = 0; i < 200 && differ === 0 && g.status(s).kind === "ongoing"; i++) {
            if (outcomes(sanderson, s).join("|") !== outcomes(dlp, s).join("|")) differ++;
            const turns = g.turns(s);
            const r = g.playTurn(s, turns[rng.int(turns.length)]!);
            if (!r.ok) throw new Error(r.error.message);
            s = r.value;
          }
        }
      expect(differ).toBeGreaterThan(0);
    });
});
