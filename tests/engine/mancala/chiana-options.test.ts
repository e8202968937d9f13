import { describe, expect, it } from "vitest";
import { playOrThrow } from "../../../src/engine/core/play.ts";
import { createRng } from "../../../src/engine/core/rng.ts";
import type { MancalaGame } from "../../../src/engine/mancala/game.ts";
import type { MancalaState, MancalaTurn } from "../../../src/engine/mancala/types.ts";
import { load, refusal, type GameId } from "./helpers.ts";

/*
 * Compulsory capture in the Chiana games (issue 21): a reading no source takes, playable with
 * --option compulsory-capture=true. Positions are found by seeded random play under the rulesets'
 * own values, and the rule is checked by computing which turns capture, independently of the
 * kernel's own test.
 */

/** Player `q`'s counters on the board: its side's holes, or (Kunja) the holes it owns. */
function counters(game: MancalaGame, s: MancalaState, q: number): number {
  const { geo, layout } = game.rules;
  let sum = 0;
  for (let h = 0; h < s.board.length; h++)
    if (layout.owners ? s.owner[h] === q + 1 : geo.side[h] === q) sum += s.board[h]!;
  return sum;
}

/** Whether a turn takes any of the opponent's counters: fewer of them on the board after it. */
function captures(game: MancalaGame, s: MancalaState, t: MancalaTurn): boolean {
  const q = s.toMove === 0 ? 1 : 0;
  return counters(game, playOrThrow(game, s, t), q) < counters(game, s, q);
}

/** Positions of seeded random games under the ruleset's own values (the option off). */
function* positions(game: MancalaGame, seeds: number, plies: number): Generator<MancalaState> {
  for (let seed = 0; seed < seeds; seed++) {
    const rng = createRng(seed);
    let s = game.setup();
    for (let ply = 0; ply < plies && game.status(s).kind === "ongoing"; ply++) {
      yield s;
      const turns = game.turns(s);
      s = playOrThrow(game, s, turns[rng.int(turns.length)]!);
    }
  }
}

const text = (game: MancalaGame, s: MancalaState, turns: readonly MancalaTurn[]): string[] =>
  turns.map((t) => game.formatTurn(s, t));

describe.each<[GameId, string, Record<string, unknown>]>([
  ["chiana-wa-bwalo", "sanderson-1913", {}],
  ["chiana-wa-bwalo", "dlp", {}],
  ["chiana-wa-kunja", "sanderson-1913", { holes: 5, "lone-counter": "one-or-two" }],
])("compulsory-capture, %s/%s %j", (id, ruleset, o) => {
  const free = load(id, ruleset, o);
  const forced = load(id, ruleset, { ...o, "compulsory-capture": true });

  it("leaves exactly the capturing turns where one exists, every turn where none does", () => {
    let choices = 0;
    let refused = 0;
    for (const s of positions(free, 40, 300)) {
      const all = free.turns(s);
      const capturing = all.filter((t) => captures(free, s, t));
      const expected = capturing.length > 0 ? capturing : all;
      expect(text(forced, s, forced.turns(s))).toEqual(text(free, s, expected));
      if (capturing.length === 0 || capturing.length === all.length) continue;
      choices++;
      // A turn the rule removes is refused, citing the option at the reader's value.
      if (refused++ < 20) {
        const idle = all.find((t) => !capturing.includes(t))!;
        const why = refusal(forced, forced.formatPosition(s), free.formatTurn(s, idle));
        expect(why.rule).toBe("compulsory-capture");
        expect(why.message).toContain("a capture is compulsory");
        expect(why.provenance?.override).toBe(true);
      }
    }
    // Chiana wa Bwalo offers real choices (review M4), and so does a Chiana wa Kunja lone counter
    // moving one or two holes: the rule had something to decide.
    expect(choices).toBeGreaterThan(0);
  });
});

describe("compulsory-capture in Chiana wa Kunja under the sources' readings", () => {
  it.each(["sanderson-1913", "dlp"])("%s: the one game from the start is the same", (ruleset) => {
    const free = load("chiana-wa-kunja", ruleset);
    const forced = load("chiana-wa-kunja", ruleset, { "compulsory-capture": true });
    let s = free.setup();
    let plies = 0;
    for (; free.status(s).kind === "ongoing"; plies++) {
      const turns = free.turns(s);
      expect(turns).toHaveLength(1);
      expect(forced.turns(s)).toEqual(turns);
      s = playOrThrow(free, s, turns[0]!);
    }
    expect(free.status(s).kind).toBe("win");
    expect(plies).toBeGreaterThan(0);
  });
});
