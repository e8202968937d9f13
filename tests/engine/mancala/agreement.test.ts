import { describe, expect, it } from "vitest";
import { playOrThrow } from "../../../src/engine/core/play.ts";
import { randomPlayout } from "../../../src/engine/core/playout.ts";
import { createRng } from "../../../src/engine/core/rng.ts";
import { firstStepsOfTurns, type MancalaGame } from "../../../src/engine/mancala/game.ts";
import { countAll } from "../../../src/engine/mancala/notation.ts";
import { clonePos, samePos, type MancalaState } from "../../../src/engine/mancala/types.ts";
import { load, type GameId } from "./helpers.ts";

/**
 * The fast playout (typed arrays, no allocation of turns) must play exactly the games the generic
 * interface plays: the same turns from the same seeds, position after position. Along the way the
 * generic games check the notation round trips and that turns and steps agree.
 */
type Variant = readonly [GameId, string, Readonly<Record<string, unknown>>, number];
const VARIANTS: readonly Variant[] = [
  ["chiana-wa-kunja", "sanderson-1913", {}, 20],
  ["chiana-wa-kunja", "dlp", {}, 20],
  ["chiana-wa-kunja", "sanderson-1913", { "lone-counter": "one-or-two", holes: 5 }, 60],
  ["chiana-wa-kunja", "dlp", { "lone-counter": "one-or-two", holes: 7 }, 60],
  ["chiana-wa-bwalo", "sanderson-1913", {}, 200],
  ["chiana-wa-bwalo", "dlp", { holes: 5, "lone-counter": "one-or-two", "turn-limit": 300 }, 60],
  [
    "chiana-wa-bwalo",
    "dlp",
    { direction: "clockwise", "singleton-rear": false, "turn-limit": 300 },
    30,
  ],
  // Compulsory capture (issue 21): the fast playout filters the moves as the listing does.
  ["chiana-wa-bwalo", "sanderson-1913", { "compulsory-capture": true }, 100],
  ["chiana-wa-bwalo", "dlp", { holes: 6, "compulsory-capture": true, "turn-limit": 300 }, 60],
  [
    "chiana-wa-kunja",
    "sanderson-1913",
    { "lone-counter": "one-or-two", holes: 5, "compulsory-capture": true },
    60,
  ],
  ["msuwa", "sanderson-1913", {}, 20],
  ["msuwa", "dlp", { holes: 6 }, 40],
  ["msuwa", "sanderson-1913", { holes: 6, singletons: "free", "extra-captures": 3 }, 40],
  [
    "msuwa",
    "sanderson-1913",
    { holes: 8, direction: "clockwise", relay: false, "extra-captures": 1 },
    40,
  ],
  // The readings Sanderson's words leave open (issue 21): the fast path must play them too.
  ["msuwa", "sanderson-1913", { holes: 6, "compulsory-capture": true }, 40],
  ["msuwa", "dlp", { holes: 8, capture: "any-front", "compulsory-capture": true }, 40],
  ["msuwa", "sanderson-1913", { holes: 6, capture: "any-front", setup: "msuwa-back-row" }, 40],
  ["msuwa-wa-kunja", "sanderson-1913", {}, 20],
  ["msuwa-wa-kunja", "sanderson-1913", { holes: 8, "compulsory-capture": true }, 30],
  ["msuwa-wa-kunja", "sanderson-1913", { holes: 8 }, 100],
  ["msuwa-wa-kunja", "dlp", { holes: 10, "capture-outer": false }, 30],
  ["fifangha", "flacourt-1658", {}, 150],
  ["fifangha", "flacourt-1658", { reserve: "shared", "chibou-capture": "always" }, 30],
  ["fifangha", "flacourt-1658", { "chibou-capture": "when-opposite-occupied" }, 30],
  [
    "fifangha",
    "flacourt-1658",
    { "capture-target": "nearest-first-chibou", mamoueatsrha: "front-row", camou: "front-row" },
    30,
  ],
  ["fifangha", "flacourt-1658", { "after-reserve": "count", "chibou-capture": "none" }, 30],
  ["fifangha", "flacourt-1658", { "compulsory-capture": false, opening: "any", counters: 40 }, 20],
];

/** A game through the generic interface, checking notation and steps on the way. */
function genericGame(game: MancalaGame, seed: number, maxPlies: number): string[] {
  const rng = createRng(seed);
  let s: MancalaState = game.setup();
  const seen: string[] = [];
  for (let ply = 0; ply < maxPlies; ply++) {
    if (game.status(s).kind !== "ongoing") break;
    const text = game.formatPosition(s);
    const back = game.parsePosition(text);
    if (!back.ok) throw new Error(`position does not parse back: ${text}: ${back.error.message}`);
    expect(samePos(back.value, s), text).toBe(true);
    const turns = game.turns(s);
    const turn = turns[rng.int(turns.length)]!;
    const written = game.formatTurn(s, turn);
    const parsed = game.parseTurn(s, written);
    if (!parsed.ok) throw new Error(`turn ${written} does not parse back: ${parsed.error.message}`);
    expect(parsed.value).toEqual(turn);
    const next = game.playTurn(s, parsed.value);
    if (!next.ok) throw new Error(`generated turn ${written} refused: ${next.error.message}`);
    expect(countAll(next.value)).toBe(game.rules.total);
    if (ply % 7 === 0) {
      // The same turn step by step, each step among the offered steps.
      let cur: MancalaState = s;
      for (const step of turn) {
        expect(game.steps(cur)).toContainEqual(step);
        const r = game.playStep(cur, step);
        if (!r.ok) throw new Error(`step refused: ${r.error.message}`);
        cur = r.value;
        expect(countAll(cur)).toBe(game.rules.total);
      }
      expect(samePos(cur, next.value)).toBe(true);
      // The first steps offered are exactly the first steps of the turns.
      const firsts = game.steps(s);
      for (const t of turns) expect(firsts).toContainEqual(t[0]);
      for (const f of firsts)
        expect(turns.some((t) => JSON.stringify(t[0]) === JSON.stringify(f))).toBe(true);
    }
    s = next.value;
    seen.push(game.formatPosition(s));
  }
  return seen;
}

describe("fast playouts agree with the generic interface", () => {
  for (const [id, ruleset, overrides, games] of VARIANTS) {
    it(`${id}/${ruleset} ${JSON.stringify(overrides)}: ${games} seeded games, turn by turn`, () => {
      const game = load(id, ruleset, overrides);
      const limit = Number(game.options["turn-limit"]!.value);
      for (let seed = 0; seed < games; seed++) {
        const fastSeen: string[] = [];
        const fast = game.rules.playout(game.setup(), createRng(seed), limit + 1, (p) =>
          fastSeen.push(game.formatPosition(p)),
        );
        const genericSeen = genericGame(game, seed, limit + 1);
        expect(fastSeen, `seed ${seed}`).toEqual(genericSeen);
        const core = randomPlayout(game, game.setup(), createRng(seed), limit + 1);
        expect(core).toEqual(fast);
        expect(game.fast?.playout?.(game.setup(), createRng(seed), limit + 1)).toEqual(fast);
      }
    });
  }
});

/**
 * The two shortcuts the Game wrapper takes instead of listing every turn: a kernel's `firstSteps`
 * (held to the distinct first steps of its turns, order included) and `playTurn` checking a turn
 * step by step (held to every listed turn being accepted, with the position its steps give).
 */
describe("shortcuts agree with the listing of turns", () => {
  for (const [id, ruleset, overrides, games] of VARIANTS) {
    it(`${id}/${ruleset} ${JSON.stringify(overrides)}: first steps and every turn along seeded games`, () => {
      const game = load(id, ruleset, overrides);
      const rules = game.rules;
      let checked = 0;
      for (let seed = 0; seed < Math.ceil(games / 4); seed++) {
        const rng = createRng(seed);
        let s: MancalaState = game.setup();
        for (let ply = 0; game.status(s).kind === "ongoing" && ply < 200; ply++) {
          const turns = game.turns(s);
          if (rules.firstSteps !== undefined) {
            expect(rules.firstSteps(s)).toEqual(firstStepsOfTurns(rules, s));
            checked++;
          }
          expect(game.steps(s)).toEqual(firstStepsOfTurns(rules, s));
          if (ply % 5 === 0)
            for (const t of turns) {
              const direct = clonePos(s);
              for (const step of t) rules.apply(direct, step);
              const played = game.playTurn(s, t);
              if (!played.ok) throw new Error(`listed turn refused: ${played.error.message}`);
              expect(samePos(played.value, direct)).toBe(true);
            }
          s = playOrThrow(game, s, turns[rng.int(turns.length)]!);
        }
      }
      // The fast path was exercised where the kernel has one.
      if (id.startsWith("msuwa")) expect(checked).toBeGreaterThan(0);
    });
  }
});
