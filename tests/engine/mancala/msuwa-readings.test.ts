import { describe, expect, it } from "vitest";
import { perft } from "../../../src/engine/index.ts";
import { choose } from "../../../src/engine/mancala/rules.ts";
import { at, legal, load, play, refusal } from "./helpers.ts";

/*
 * The two Msuwa readings issue 36 made playable (fidelity reviews 2026-11-24 M5 and L7): the
 * captor stopping short of the extra holes (extra-captures-declinable, the step x-) and one empty
 * end hole on the whole board (end-hole). Boards of 4 holes a row, as in msuwa.test.ts: south's
 * round is a1 a2 a3 a4 b4 b3 b2 b1; rows north's back, north's front, south's front, south's back.
 */
const msuwa = load("msuwa", "sanderson-1913", { holes: 4 });
const declining = load("msuwa", "sanderson-1913", { holes: 4, "extra-captures-declinable": true });
// a1 ends in b4 and takes c4 and d4: two extra holes are owed among north's six left.
const s = "1,1,1,1/1,1,1,1/0,0,0,0/2,0,1,0 s 8:7 - 0 -";

describe("msuwa extra captures declinable", () => {
  it("off (every source's reading): the captor takes every extra hole owed, and x- is refused", () => {
    expect(legal(msuwa, s).some((t) => t.includes("x-"))).toBe(false);
    expect(refusal(msuwa, s, "a1xc2x-").rule).toBe("extra-captures-declinable");
  });

  it("on: the captor may take two, one or none of the holes, the turn ended by x-", () => {
    const turns = legal(declining, s);
    // Six holes left: every pair, every single hole then x-, and x- at once.
    expect(turns).toHaveLength(choose(6, 2) + choose(6, 1) + choose(6, 0));
    expect(turns).toContain("a1xc2xd3");
    expect(turns).toContain("a1xc2x-");
    expect(turns).toContain("a1x-");
    // Stopping leaves north its holes and hands the turn over.
    expect(play(declining, s, "a1x-")).toBe("1,1,1,0/1,1,1,0/0,0,0,1/0,1,0,1 n 10:7 - 1 -");
    expect(play(declining, s, "a1xc2x-")).toBe("1,1,1,0/1,0,1,0/0,0,0,1/0,1,0,1 n 11:7 - 1 -");
  });

  it("on: the stop is one of the decisions offered while holes are owed", () => {
    const start = at(declining, s);
    const a1 = declining.parseStep(start, "a1");
    if (!a1.ok) throw new Error(a1.error.message);
    const mid = declining.playStep(start, a1.value);
    if (!mid.ok) throw new Error(mid.error.message);
    expect(declining.steps(mid.value).map((x) => declining.formatStep(mid.value, x))).toContain(
      "x-",
    );
  });

  it("on: perft counts the turns the listing gives; the turns added all stop short", () => {
    const start = at(declining, s);
    expect(perft(declining, start, 1)).toBe(legal(declining, s).length);
    const full = load("msuwa", "sanderson-1913", { "extra-captures-declinable": true });
    const base = load("msuwa", "sanderson-1913");
    const text = (g: typeof base) => g.turns(g.setup()).map((t) => g.formatTurn(g.setup(), t));
    const withStop = text(full);
    const without = text(base);
    expect(withStop.filter((t) => !t.endsWith("x-")).sort()).toEqual([...without].sort());
    expect(withStop.length).toBeGreaterThan(without.length);
  });
});

describe("msuwa end hole", () => {
  const front = (g: ReturnType<typeof load>) => g.formatPosition(g.setup()).split(" ")[0]!;

  it("each-player (every source's reading): each front row has its empty end hole", () => {
    expect(front(msuwa)).toBe("2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2");
  });

  it("first-player or second-player: one empty end hole on the whole board", () => {
    const first = load("msuwa", "sanderson-1913", { holes: 4, "end-hole": "first-player" });
    const second = load("msuwa", "sanderson-1913", { holes: 4, "end-hole": "second-player" });
    // South moves first: its front row (third) has the gap under first-player, north's under second.
    expect(front(first)).toBe("2,2,2,2/2,2,2,2/2,2,1,0/2,2,2,2");
    expect(front(second)).toBe("2,2,2,2/0,1,2,2/2,2,2,2/2,2,2,2");
    const northFirst = load("msuwa", "sanderson-1913", {
      holes: 4,
      "end-hole": "first-player",
      "first-player": "north",
    });
    expect(front(northFirst)).toBe(front(second));
  });

  it("decides nothing in Msuwa wa Kunja", () => {
    const kunja = load("msuwa-wa-kunja", "sanderson-1913", { holes: 4 });
    const one = load("msuwa-wa-kunja", "sanderson-1913", { holes: 4, "end-hole": "first-player" });
    expect(front(one)).toBe(front(kunja));
  });
});
