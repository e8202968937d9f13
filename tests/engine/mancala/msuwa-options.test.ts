import { describe, expect, it } from "vitest";
import { playOrThrow } from "../../../src/engine/core/play.ts";
import type { MancalaGame } from "../../../src/engine/mancala/game.ts";
import type { MancalaState } from "../../../src/engine/mancala/types.ts";
import { at, legal, load, play, refusal } from "./helpers.ts";

/*
 * The readings of Sanderson's Msuwa passage that the sources' rulesets do not take (issue 21,
 * review M4/M5): compulsory capture, a capture from "the hole arrived at" whether or not it was
 * empty (capture: any-front), and the empty end hole in the back row (setup: msuwa-back-row).
 * Boards of 4 holes a row are written as in msuwa.test.ts: north's back row, north's front row,
 * south's front row, south's back row, west to east; south's round is a1 a2 a3 a4 b4 b3 b2 b1.
 */

/** Whether a turn takes counters: the mover's store grows. */
function captures(game: MancalaGame, s: MancalaState, text: string): boolean {
  const t = game.parseTurn(s, text);
  if (!t.ok) throw new Error(t.error.message);
  const next = playOrThrow(game, s, t.value);
  return next.store[s.toMove]! > s.store[s.toMove]!;
}

describe("compulsory-capture", () => {
  it("from Msuwa's start, leaves exactly the turns that capture", () => {
    const free = load("msuwa", "sanderson-1913");
    const forced = load("msuwa", "sanderson-1913", { "compulsory-capture": true });
    const start = free.formatPosition(free.setup());
    const s = at(free, start);
    const all = legal(free, start);
    const capturing = all.filter((t) => captures(free, s, t));
    // The start offers a real choice (review M4), and the rule removes every non-capturing turn.
    expect(capturing.length).toBeGreaterThan(0);
    expect(capturing.length).toBeLessThan(all.length);
    expect(legal(forced, start)).toEqual(capturing);
    const idle = all.find((t) => !capturing.includes(t))!;
    const why = refusal(forced, start, idle);
    expect(why.rule).toBe("compulsory-capture");
    expect(why.message).toContain("a capture is compulsory");
    // The rule is the ruleset's option at the reader's value, marked as an override.
    expect(why.provenance?.override).toBe(true);
  });

  it("changes nothing where no sowing captures", () => {
    const free = load("msuwa-wa-kunja", "sanderson-1913", { holes: 4 });
    const forced = load("msuwa-wa-kunja", "sanderson-1913", {
      holes: 4,
      "compulsory-capture": true,
    });
    const start = free.formatPosition(free.setup());
    const s = at(free, start);
    const all = legal(free, start);
    expect(all.some((t) => captures(free, s, t))).toBe(false);
    expect(legal(forced, start)).toEqual(all);
  });

  it("the steps offered are the first steps of the capturing turns", () => {
    const forced = load("msuwa", "sanderson-1913", { "compulsory-capture": true });
    const s = forced.setup();
    const firsts = new Set(forced.turns(s).map((t) => forced.formatStep(s, t[0]!)));
    expect(forced.steps(s).map((x) => forced.formatStep(s, x))).toEqual([...firsts]);
  });
});

describe("capture: any-front", () => {
  const opts = { holes: 4, "extra-captures": 0 };
  const emptyFront = load("msuwa", "sanderson-1913", opts);
  const anyFront = load("msuwa", "sanderson-1913", { ...opts, capture: "any-front" });

  it("an occupied front-row hole facing counters captures instead of relaying", () => {
    // a3 -> a4, b4; b4 held one counter and faces north's front-row hole (1) with its back hole (1).
    const s = "1,1,1,1/1,1,1,1/0,0,0,1/0,0,2,0 s 8:7 - 0 -";
    // empty-front relays b4 (2) -> b3, b2; b2 was empty and takes the facing hole and the one behind.
    expect(play(emptyFront, s, "a3")).toBe("1,0,1,1/1,0,1,1/0,1,1,0/0,0,0,1 n 10:7 - 1 -");
    // any-front: "the hole arrived at" is b4 itself; it takes what faces it, and the sowing ends.
    expect(play(anyFront, s, "a3")).toBe("1,1,1,0/1,1,1,0/0,0,0,2/0,0,0,1 n 10:7 - 1 -");
  });

  it("an occupied front-row hole facing an empty one still relays", () => {
    const s = "1,1,1,1/1,1,1,0/0,0,0,1/0,0,2,0 s 9:7 - 0 -";
    expect(play(anyFront, s, "a3")).toBe(play(emptyFront, s, "a3"));
    expect(play(anyFront, s, "a3")).toBe("1,0,1,1/1,0,1,0/0,1,1,0/0,0,0,1 n 11:7 - 1 -");
  });

  it("changes the legal turns from Msuwa's start", () => {
    const a = load("msuwa", "sanderson-1913");
    const b = load("msuwa", "sanderson-1913", { capture: "any-front" });
    const start = a.formatPosition(a.setup());
    expect(legal(b, start)).not.toEqual(legal(a, start));
  });
});

describe("setup: msuwa-back-row", () => {
  it("puts the empty end hole and its one-counter neighbour at the right of each back row", () => {
    const g = load("msuwa", "sanderson-1913", { holes: 4, setup: "msuwa-back-row" });
    // South's a4 (east) is empty and a3 holds one; north's a4 is at the west end of its row.
    expect(g.formatPosition(g.setup())).toBe("0,1,2,2/2,2,2,2/2,2,2,2/2,2,1,0 s 0:0 - 0 -");
    expect(g.rules.total).toBe(load("msuwa", "sanderson-1913", { holes: 4 }).rules.total);
  });

  it("changes the legal turns from the start", () => {
    const front = load("msuwa", "sanderson-1913");
    const back = load("msuwa", "sanderson-1913", { setup: "msuwa-back-row" });
    const turns = (g: MancalaGame): string[] => {
      const s = g.setup();
      return g.turns(s).map((t) => g.formatTurn(s, t));
    };
    expect(turns(back)).not.toEqual(turns(front));
  });
});

describe("extra holes a reading does not owe", () => {
  // After a1 the DLP's reading (extra holes only when both facing holes held counters) and
  // Sanderson's (after any capture) part: every turn only Sanderson allows takes extra holes
  // after a capture that took nothing from behind. The DLP refuses each by that condition, the
  // option in force, not by the base rule that a complete turn takes no more steps.
  const dlp = load("msuwa", "dlp");
  const sanderson = load("msuwa", "sanderson-1913");
  const s0 = dlp.setup();
  const opening = dlp.parseTurn(s0, "a1");
  if (!opening.ok) throw new Error(opening.error.message);
  const after = dlp.formatPosition(playOrThrow(dlp, s0, opening.value));

  it("cites extra-capture-condition, and lifting it allows the turn", () => {
    const mine = new Set(legal(dlp, after));
    const only = legal(sanderson, after).filter((t) => !mine.has(t));
    expect(only.length).toBeGreaterThan(0);
    const lifted = new Set(
      legal(load("msuwa", "dlp", { "extra-capture-condition": "front" }), after),
    );
    for (const t of only) {
      const why = refusal(dlp, after, t);
      expect(why.rule, t).toBe("extra-capture-condition");
      expect(why.provenance?.source).toBe("dlp-database");
      expect(lifted.has(t), t).toBe(true);
    }
  });

  it("cites extra-captures for one hole too many and for a sowing that took nothing", () => {
    const full = legal(sanderson, after).find((t) => /x.*x/.test(t))!;
    // Any third hole: the turn is complete after two, whichever is named.
    const taken = new Set(full.match(/x[a-d]\d+/g));
    const spare = ["xc1", "xc2", "xc3"].find((x) => !taken.has(x));
    expect(spare).toBeDefined();
    expect(refusal(sanderson, after, `${full}${spare}`).rule).toBe("extra-captures");
    const idle = legal(sanderson, after).find((t) => !t.includes("x"))!;
    expect(refusal(sanderson, after, `${idle}xc1`).rule).toBe("extra-captures");
  });
});
