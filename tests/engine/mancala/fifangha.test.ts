import { describe, expect, it } from "vitest";
import type { MancalaGame } from "../../../src/engine/mancala/game.ts";
import { at, legal, load, play, refusal } from "./helpers.ts";

/*
 * Fifangha rule clauses on hand-built positions. From each player's own view its front row is
 * b1 (first Chibou), b2 (second Chibou), b3-b6 (middle cells), b7, b8 (second and first Chibou);
 * its back row a1-a8. Rows are written north's back row, north's front row, south's front row,
 * south's back row, west to east (south's b1 is the west end of row 3, north's b1 the east end of
 * row 2).
 */
const fif = (o: Record<string, unknown> = {}): MancalaGame => load("fifangha", "flacourt-1658", o);
const START = "0,0,0,0,0,0,0,0/0,1,1,1,1,1,1,0/0,1,1,1,1,1,1,0/0,0,0,0,0,0,0,0 s - 26:26 0 -";

describe("fifangha set-up and opening", () => {
  it("puts one bassi in each of the twelve middle cells, the rest in each player's reserve", () => {
    expect(fif().formatPosition(fif().setup())).toBe(START);
    expect(fif({ reserve: "shared" }).formatPosition(fif({ reserve: "shared" }).setup())).toBe(
      START.replace("26:26", "52"),
    );
  });

  it("opens with a bassi in one of the four middle cells, capturing the facing one into a first Chibou", () => {
    expect(legal(fif(), START)).toEqual([
      "b3>b1",
      "b3>b8",
      "b4>b1",
      "b4>b8",
      "b5>b1",
      "b5>b8",
      "b6>b1",
      "b6>b8",
    ]);
    expect(play(fif(), START, "b4>b8")).toBe(
      "0,0,0,0,0,0,0,0/0,1,1,0,1,1,1,0/0,1,1,2,1,1,1,1/0,0,0,0,0,0,0,0 n - 25:26 1 -",
    );
    const v = refusal(fif(), START, "b2>b1");
    expect(v.rule).toBe("opening");
    expect(v.provenance?.lang).toBe("fr");
    expect(v.provenance?.quote).toContain("cases de milieu des deux seconds chibou");
    expect(v.provenance?.translation).toContain("between two second Chibou");
    expect(legal(fif({ opening: "any" }), START)).toHaveLength(12);
  });

  it("lets the second player answer from its second Chibou or middle cells, wherever a capture is possible", () => {
    const after = "0,0,0,0,0,0,0,0/0,1,1,0,1,1,1,0/0,1,1,2,1,1,1,1/0,0,0,0,0,0,0,0 n - 25:26 1 -";
    // North's b5 faces south's b4 and was emptied; its first Chibou are empty.
    expect(legal(fif(), after).map((t) => t.slice(0, 2))).toEqual([
      "b2",
      "b2",
      "b3",
      "b3",
      "b4",
      "b4",
      "b6",
      "b6",
      "b7",
      "b7",
    ]);
  });

  it("carries a capture to the nearest first Chibou only, with capture-target nearest", () => {
    expect(legal(fif({ "capture-target": "nearest-first-chibou" }), START)).toEqual([
      "b3>b1",
      "b4>b1",
      "b5>b8",
      "b6>b8",
    ]);
  });
});

describe("fifangha Chibou capture", () => {
  const after = "0,0,0,0,0,0,0,0/0,1,1,0,1,1,1,0/0,1,1,2,1,1,1,1/0,0,0,0,0,0,0,0 n - 25:26 1 -";

  it("sows the two first Chibou inwards when the facing one holds bassi, capturing again at the end", () => {
    // North b7 captures south's b2 into its b1, which faces south's b8 (1): both are sown from
    // north's b1 inwards (b2, b3); the last faces south's b6 (1), carried to north's b1.
    expect(play(fif(), after, "b7>b1")).toBe(
      "0,0,0,0,0,0,0,0/0,2,1,0,1,2,2,1/0,0,1,2,1,0,1,0/0,0,0,0,0,0,0,0 s - 25:25 2 -",
    );
  });

  it("leaves the capture in the Chibou when the facing Chibou is empty", () => {
    expect(play(fif(), after, "b7>b8")).toBe(
      "0,0,0,0,0,0,0,0/1,2,1,0,1,1,1,0/0,0,1,2,1,1,1,1/0,0,0,0,0,0,0,0 s - 25:25 2 -",
    );
  });

  it("never sows the Chibou with chibou-capture none (the DLP's reading)", () => {
    expect(play(fif({ "chibou-capture": "none" }), after, "b7>b1")).toBe(
      "0,0,0,0,0,0,0,0/0,2,1,0,1,1,1,1/0,0,1,2,1,1,1,1/0,0,0,0,0,0,0,0 s - 25:25 2 -",
    );
  });

  it("always sows the receiving Chibou with chibou-capture always", () => {
    expect(play(fif({ "chibou-capture": "always" }), after, "b7>b8")).toBe(
      "0,0,0,0,0,0,0,0/0,3,1,0,1,1,1,0/0,0,1,2,1,1,1,1/0,0,0,0,0,0,0,0 s - 25:25 2 -",
    );
  });
});

describe("fifangha obligations", () => {
  it("never puts a bassi into an empty hole", () => {
    const v = refusal(fif(), START, "b1>b8");
    expect(v.rule).toBe("placement");
    expect(v.provenance?.quote).toContain("une case où il n'y a rien");
  });

  it("must capture when it can", () => {
    const s = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,1,0,0,0,0,1,0/0,0,0,0,0,0,0,0 s - 30:30 2 -";
    expect(legal(fif(), s)).toEqual(["b7>b1", "b7>b8"]);
    const v = refusal(fif(), s, "b2L");
    expect(v.rule).toBe("compulsory-capture");
    expect(v.provenance?.quote).toContain("on est obligé de prendre");
    expect(legal(fif({ "compulsory-capture": false }), s)).toEqual([
      "b7>b1",
      "b7>b8",
      "b2L",
      "b2R",
    ]);
  });
});

describe("fifangha mamoueatsrha", () => {
  const s = "0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,1,0,0,0,0,1,0/0,0,0,0,0,0,0,0 s - 30:30 2 -";

  it("is made when no capture is possible: a bassi into an occupied hole, sown left or right", () => {
    expect(legal(fif(), s)).toEqual(["b2L", "b2R", "b7L", "b7R"]);
    expect(play(fif(), s, "b7L")).toBe(
      "0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,1,0,0,1,1,0,0/0,0,0,0,0,0,0,0 n - 29:30 3 -",
    );
  });

  it("carries on past the first Chibou into the back row", () => {
    expect(play(fif(), s, "b7R")).toBe(
      "0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,1,0,0,0,0,0,1/0,0,0,0,0,0,0,1 n - 29:30 3 -",
    );
  });

  it("relays while the last bassi falls into an occupied hole, until mandre", () => {
    const r = "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/0,1,0,1,0,0,1,0/0,0,0,0,0,0,0,0 s - 30:29 2 -";
    expect(play(fif(), r, "b2R")).toBe(
      "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/0,0,1,0,1,1,1,0/0,0,0,0,0,0,0,0 n - 29:29 3 -",
    );
  });

  it("asks for the direction as a step of its own", () => {
    const g = fif();
    const st = at(g, s);
    const step = g.parseStep(st, "b7");
    if (!step.ok) throw new Error(step.error.message);
    const mid = g.playStep(st, step.value);
    if (!mid.ok) throw new Error(mid.error.message);
    expect(g.formatPosition(mid.value)).toBe(
      "0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,1,0,0,0,0,2,0/0,0,0,0,0,0,0,0 s - 29:30 2 mam:b7",
    );
    expect(g.steps(mid.value).map((x) => g.formatStep(mid.value, x))).toEqual(["L", "R"]);
    const v = refusal(g, s, "b7");
    expect(v.rule).toBe("direction");
  });

  it("may be limited to the front row", () => {
    const back = "0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,1,0,0,0,0,0,0/1,0,0,0,0,0,0,0 s - 30:30 2 -";
    expect(legal(fif(), back)).toEqual(["a1L", "a1R", "b2L", "b2R"]);
    expect(legal(fif({ mamoueatsrha: "front-row" }), back)).toEqual(["b2L", "b2R"]);
  });
});

describe("fifangha end", () => {
  it("a player whose side is empty has lost (camou)", () => {
    const g = fif();
    const after = play(
      g,
      "0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,0,0,0,0,0,1,0/0,0,0,0,0,0,0,0 s - 31:30 2 -",
      "b7>b8",
    );
    expect(after).toBe(
      "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,2/0,0,0,0,0,0,0,0 n - 30:30 3 -",
    );
    expect(g.status(at(g, after))).toMatchObject({ kind: "win", winner: 0, reason: "camou" });
  });

  it("with camou front-row, an empty front row loses even with bassi behind it", () => {
    const s = "1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/0,0,0,0,0,0,0,0 n - 31:31 3 -";
    expect(fif().status(at(fif(), s)).kind).toBe("ongoing");
    expect(fif({ camou: "front-row" }).status(at(fif({ camou: "front-row" }), s))).toMatchObject({
      kind: "win",
      winner: 0,
      reason: "camou",
    });
  });
});

describe("fifangha after the reserve", () => {
  const s = "6,6,6,6,6,6,6,6/0,0,0,3,0,0,0,0/0,0,1,1,0,0,0,0/0,0,0,0,0,0,0,1 s - 0:10 60 -";

  it("sows a hole; a first lap ending in an occupied front-row hole facing bassi captures, compulsorily", () => {
    expect(legal(fif(), s)).toEqual(["b3R>b1", "b3R>b8"]);
    expect(play(fif(), s, "b3R>b1")).toBe(
      "6,6,6,6,6,6,6,6/0,0,0,0,0,0,0,0/3,0,0,2,0,0,0,0/0,0,0,0,0,0,0,1 n - 0:10 61 -",
    );
    expect(refusal(fif(), s, "b4R").rule).toBe("compulsory-capture");
  });

  it("ends the game, the larger side winning, with after-reserve count", () => {
    const g = fif({ "after-reserve": "count" });
    expect(g.status(at(g, s))).toMatchObject({
      kind: "win",
      winner: 1,
      reason: "reserve-exhausted",
    });
  });
});

describe("fifangha reserves and other ends", () => {
  it("draws every bassi from the one reservoir when it is shared", () => {
    const g = fif({ reserve: "shared" });
    expect(play(g, START.replace("26:26", "52"), "b4>b8")).toBe(
      "0,0,0,0,0,0,0,0/0,1,1,0,1,1,1,0/0,1,1,2,1,1,1,1/0,0,0,0,0,0,0,0 n - 51 1 -",
    );
  });

  it("a player left without a legal turn loses (mamoueatsrha limited to an empty front row)", () => {
    const g = fif({ mamoueatsrha: "front-row" });
    const s = at(
      g,
      "0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0 s - 31:30 2 -",
    );
    expect(g.status(s)).toMatchObject({ kind: "win", winner: 1, reason: "no-move" });
  });

  it("is drawn at the turn limit", () => {
    const s = at(fif(), START.replace(" 0 -", " 2000 -"));
    expect(fif().status(s)).toMatchObject({ kind: "draw", reason: "turn-limit" });
  });
});
