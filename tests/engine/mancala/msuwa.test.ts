import { describe, expect, it } from "vitest";
import { at, legal, load, play, refusal } from "./helpers.ts";

/*
 * Msuwa rule clauses on hand-built positions, on boards of 4 holes a row (option holes), where
 * south's round is a1 a2 a3 a4 b4 b3 b2 b1 (anticlockwise). Rows are written north's back row,
 * north's front row, south's front row, south's back row, west to east.
 */
const msuwa = load("msuwa", "sanderson-1913", { holes: 4 });
const dlp = load("msuwa", "dlp", { holes: 4 });

describe("msuwa set-up", () => {
  it("puts two counters a hole, none in each player's right-hand front hole and one beside it", () => {
    expect(msuwa.formatPosition(msuwa.setup())).toBe("2,2,2,2/0,1,2,2/2,2,1,0/2,2,2,2 s 0:0 - 0 -");
  });

  it("msuwa wa kunja fills only the back rows", () => {
    const g = load("msuwa-wa-kunja", "sanderson-1913", { holes: 4 });
    expect(g.formatPosition(g.setup())).toBe("2,2,2,2/0,0,0,0/0,0,0,0/2,2,2,2 s 0:0 - 0 -");
  });

  it("uses 16 holes a row by default", () => {
    expect(load("msuwa", "sanderson-1913").rules.geo.n).toBe(16);
  });
});

describe("msuwa sowing", () => {
  it("sows a hole anticlockwise, one counter a hole, ending in an empty hole", () => {
    expect(play(msuwa, "1,1,1,1/1,1,1,1/0,0,0,0/2,0,0,0 s 8:8 - 0 -", "a1")).toBe(
      "1,1,1,1/1,1,1,1/0,0,0,0/0,1,1,0 n 8:8 - 1 -",
    );
  });

  it("sows clockwise when the option says so", () => {
    const g = load("msuwa", "sanderson-1913", { holes: 4, direction: "clockwise" });
    // a1 -> b1, b2: b2 is an empty front-row hole, but north's c2 facing it is empty.
    expect(play(g, "1,1,1,1/1,0,1,1/0,0,0,0/2,0,0,0 s 8:9 - 0 -", "a1")).toBe(
      "1,1,1,1/1,0,1,1/1,1,0,0/0,0,0,0 n 8:9 - 1 -",
    );
  });

  it("relays: a last counter in an occupied hole lifts it and sowing goes on", () => {
    // a1 -> a2, a3 (occupied: relay) -> a4, b4: empty front-row hole facing north's c4 (1) and d4 (1).
    const s = "1,1,1,1/1,1,1,1/0,0,0,0/2,0,1,0 s 8:7 - 0 -";
    expect(play(msuwa, s, "a1xc1xd1")).toBe("0,1,1,0/0,1,1,0/0,0,0,1/0,1,0,1 n 12:7 - 1 -");
  });

  it("without relay a last counter in an occupied hole ends the turn", () => {
    const g = load("msuwa", "sanderson-1913", { holes: 4, relay: false });
    expect(play(g, "1,1,1,1/1,1,1,1/0,0,0,0/2,0,1,0 s 8:7 - 0 -", "a1")).toBe(
      "1,1,1,1/1,1,1,1/0,0,0,0/0,1,2,0 n 8:7 - 1 -",
    );
  });
});

describe("msuwa capture", () => {
  const s = "1,1,1,1/1,1,1,1/0,0,0,0/2,0,1,0 s 8:7 - 0 -";

  it("takes the facing front-row hole, the back-row hole behind it, then two holes of the captor's choice", () => {
    const turns = legal(msuwa, s);
    // Six of north's holes are left after c4 and d4: every pair of them is a turn.
    expect(turns).toHaveLength(15);
    expect(turns.every((t) => /^a1x[cd]\dx[cd]\d$/.test(t))).toBe(true);
    expect(turns).toContain("a1xc2xd3");
    expect(play(msuwa, s, "a1xc2xd3")).toBe("1,1,0,0/1,0,1,0/0,0,0,1/0,1,0,1 n 12:7 - 1 -");
  });

  it("lets the extra holes be chosen step by step, in either order", () => {
    const start = at(msuwa, s);
    const a1 = msuwa.parseStep(start, "a1");
    if (!a1.ok) throw new Error(a1.error.message);
    const mid = msuwa.playStep(start, a1.value);
    if (!mid.ok) throw new Error(mid.error.message);
    expect(msuwa.formatPosition(mid.value)).toBe(
      "1,1,1,0/1,1,1,0/0,0,0,1/0,1,0,1 s 10:7 - 0 take2",
    );
    expect(msuwa.steps(mid.value).map((x) => msuwa.formatStep(mid.value, x))).toEqual([
      "xc1",
      "xc2",
      "xc3",
      "xd1",
      "xd2",
      "xd3",
    ]);
    expect(play(msuwa, s, "a1xd3xc2")).toBe(play(msuwa, s, "a1xc2xd3"));
  });

  it("takes the extra holes after every capture in Sanderson's reading, only after a double one in the DLP's", () => {
    // North's d4, behind the captured c4, is empty.
    const single = "1,1,1,0/1,1,1,1/0,0,0,0/2,0,1,0 s 8:8 - 0 -";
    expect(legal(msuwa, single)).toHaveLength(15);
    expect(legal(dlp, single)).toEqual(["a1"]);
    expect(play(dlp, single, "a1")).toBe("1,1,1,0/1,1,1,0/0,0,0,1/0,1,0,1 n 9:8 - 1 -");
    // With both facing holes full the DLP reading takes the extra holes too.
    expect(legal(dlp, s)).toHaveLength(15);
  });

  it("takes nothing when the facing front-row hole is empty, even with counters behind it", () => {
    expect(play(msuwa, "1,1,1,1/1,1,1,0/0,0,0,0/2,0,1,0 s 8:8 - 0 -", "a1")).toBe(
      "1,1,1,1/1,1,1,0/0,0,0,1/0,1,0,1 n 8:8 - 1 -",
    );
  });

  it("takes only the front hole when capture-outer is off", () => {
    const g = load("msuwa", "sanderson-1913", {
      holes: 4,
      "capture-outer": false,
      "extra-captures": 0,
    });
    expect(play(g, s, "a1")).toBe("1,1,1,1/1,1,1,0/0,0,0,1/0,1,0,1 n 9:7 - 1 -");
  });

  it("an empty back-row hole reached last captures nothing", () => {
    // The sowing ends in south's empty a4: nothing happens though north's holes are full.
    expect(play(msuwa, "1,1,1,1/1,1,1,1/0,0,0,0/0,2,0,0 s 8:8 - 0 -", "a2")).toBe(
      "1,1,1,1/1,1,1,1/0,0,0,0/0,0,1,1 n 8:8 - 1 -",
    );
  });
});

describe("msuwa single counters", () => {
  const singles = "1,1,1,1/1,1,1,1/0,0,0,0/1,1,0,1 s 8:7 - 0 -";

  it("may not be sown while another hole holds more", () => {
    const v = refusal(msuwa, "1,1,1,1/1,1,1,1/0,0,0,0/2,1,0,0 s 8:7 - 0 -", "a2");
    expect(v.rule).toBe("singletons");
    expect(v.provenance?.source).toBe("dlp-database");
    // The DLP's clause is paraphrased (post-1927 text, see tests/content/quoted-share.test.ts).
    expect(v.provenance?.reasoning).toContain("a hole holding one counter may not be sown");
  });

  it("may then be sown only into an empty hole", () => {
    expect(legal(msuwa, singles).map((t) => t.slice(0, 2))).toEqual([
      "a2",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
      "a4",
    ]);
    expect(refusal(msuwa, singles, "a1").rule).toBe("singletons");
  });

  it("are free with the option singletons: free", () => {
    const g = load("msuwa", "sanderson-1913", { holes: 4, singletons: "free" });
    expect(legal(g, singles).some((t) => t.startsWith("a1"))).toBe(true);
  });

  it("a player left with no legal sowing loses", () => {
    const g = msuwa.parsePosition("1,0,0,0/0,0,0,0/1,1,1,1/1,1,1,1 s 9:8 - 0 -");
    if (!g.ok) throw new Error(g.error.message);
    expect(msuwa.status(g.value)).toMatchObject({ kind: "win", winner: 1, reason: "no-move" });
  });
});

describe("msuwa end", () => {
  it("capturing all the opponent's counters wins", () => {
    const after = play(msuwa, "0,0,0,0/0,0,0,1/0,0,0,0/2,0,1,0 s 12:10 - 0 -", "a1");
    expect(after).toBe("0,0,0,0/0,0,0,0/0,0,0,1/0,1,0,1 n 13:10 - 1 -");
    const s = at(msuwa, after);
    expect(msuwa.status(s)).toMatchObject({ kind: "win", winner: 0, reason: "captured-all" });
    expect(msuwa.turns(s)).toEqual([]);
  });

  it("the game is drawn at the turn limit", () => {
    const s = at(msuwa, "1,1,1,1/1,1,1,1/0,0,0,0/2,0,0,0 s 8:8 - 1000 -");
    const st = msuwa.status(s);
    expect(st).toMatchObject({ kind: "draw", reason: "turn-limit" });
    expect(st.kind === "draw" ? st.provenance?.basis : undefined).toBe("default");
    expect(refusal(msuwa, "1,1,1,1/1,1,1,1/0,0,0,0/2,0,0,0 s 8:8 - 1000 -", "a1").rule).toBe(
      "game-over",
    );
  });
});

describe("msuwa sowing is from one's own holes", () => {
  it("refuses the opponent's holes and empty holes, citing the rule", () => {
    const s = "1,1,1,1/1,1,1,1/0,0,0,0/2,0,0,0 s 8:8 - 0 -";
    const theirs = refusal(msuwa, s, "c1");
    expect(theirs.rule).toBe("sow-from");
    expect(theirs.message).toContain("c1 is not one of your holes");
    expect(theirs.provenance?.source).toBe("dlp-database");
    expect(refusal(msuwa, s, "a2").message).toContain("a2 is empty");
    expect(refusal(msuwa, s, "xc1").rule).toBe("sow-from");
  });

  it("an incomplete turn names the decision still to make", () => {
    const v = refusal(msuwa, "1,1,1,1/1,1,1,1/0,0,0,0/2,0,1,0 s 8:7 - 0 -", "a1xc1");
    expect(v.rule).toBe("extra-captures");
    expect(v.message).toContain("incomplete");
  });
});
