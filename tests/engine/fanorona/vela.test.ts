import { describe, expect, it } from "vitest";
import {
  basqueMoveToNames,
  basqueToName,
  type FanoronaGame,
  type FanoronaState,
} from "../../../src/engine/fanorona/index.ts";
import { at, fenOf, load, names, play, refusal, turnTexts } from "./helpers.ts";

/**
 * The Basque article's example: "Vela beren lehenengo hamasei mugimenduak" (the first sixteen
 * moves of a vela be). A is the loser (White), who moves first; B the winner. Points are in the
 * article's 1-45 numbering; "24ko fitxa aurrera" is the piece on 24 taken by approach ("forward"),
 * "atzera" by withdrawal ("backward").
 */
const TABLE: readonly (readonly [string, number, "aurrera" | "atzera", string])[] = [
  ["22-23", 24, "aurrera", "21-22"],
  ["23-24", 22, "atzera", "13-21"],
  ["31-23", 15, "aurrera", "7-15"],
  ["23-22", 21, "aurrera", "8-7"],
  ["32-23", 14, "aurrera", "5-13"],
  ["29-21", 13, "aurrera", "3-13"],
  ["21-29", 13, "atzera", "9-8"],
  ["30-21", 12, "aurrera", "8-9"],
  ["22-13", 4, "aurrera", "9-8"],
  ["13-12", 11, "aurrera", "1-11"],
  ["12-13", 11, "atzera", "2-3"],
  ["21-12", 3, "aurrera", "10-1"],
  ["13-14", 15, "aurrera", "7-15"],
  ["23-31", 15, "atzera", "6-7"],
  ["14-15", 16, "aurrera", "7-16"],
  ["15-14", 16, "atzera", "8-9"],
];

function count(s: FanoronaState): { white: number; black: number } {
  const bits = (a: number, b: number) => {
    let n = 0;
    for (const w of [a, b]) for (let x = w; x !== 0; x &= x - 1) n++;
    return n;
  };
  return { white: bits(s.white0, s.white1), black: bits(s.black0, s.black1) };
}

function replay(game: FanoronaGame): FanoronaState {
  let s = game.setup();
  for (const [i, [white, taken, how, black]] of TABLE.entries()) {
    const n = i + 1;
    const text = basqueMoveToNames(white)! + (how === "aurrera" ? "A" : "W");
    const t = game.parseTurn(s, text);
    if (!t.ok) throw new Error(`move ${n}: ${t.error.message}`);
    expect(game.turns(s), `move ${n} ${white} (${text}) is a legal turn`).toContainEqual(t.value);
    expect(names(game, t.value.captured), `move ${n} takes exactly ${taken}`).toEqual([
      basqueToName(taken),
    ]);
    s = play(game, s, text);
    const reply = basqueMoveToNames(black)!;
    const r = game.parseTurn(s, reply);
    if (!r.ok) throw new Error(`move ${n}: ${r.error.message}`);
    expect(r.value.captured, `B's move ${n} ${black} captures nothing`).toEqual([]);
    s = play(game, s, reply);
    expect(game.status(s).kind).toBe("ongoing");
    // The winner's moves always leave the loser a capture, as the article requires of him.
    expect(
      game.turns(s).some((x) => x.captured.length > 0),
      `after B's move ${n} White can capture`,
    ).toBe(true);
  }
  return s;
}

describe("the Basque article's vela be example game", () => {
  it("replays move by move under vela/basque with exactly the captures the table lists", () => {
    const s = replay(load("vela", "basque"));
    expect(count(s)).toEqual({ white: 22, black: 6 });
  });

  it("also replays when the winner is bound to offer a capture (vela-winner-must-offer)", () => {
    expect(count(replay(load("vela", "basque", { "vela-winner-must-offer": true })))).toEqual({
      white: 22,
      black: 6,
    });
  });
});

describe("vela rules", () => {
  it("sets out vela be like the riatra and vela kely without Black's back row; White starts", () => {
    const be = load("vela", "basque");
    expect(be.formatPosition(be.setup())).toBe(
      "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w",
    );
    const kely = load("vela", "basque", { "vela-form": "kely" });
    expect(kely.formatPosition(kely.setup())).toBe("9/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w");
    const small = load("vela", "basque", { board: "5x5", "vela-form": "kely" });
    expect(small.formatPosition(small.setup())).toBe("5/BBBBB/BW1BW/WWWWW/WWWWW w");
  });

  it("lets Montgomery's victor (Black) open the véla", () => {
    const g = load("vela", "montgomery-1896");
    expect(g.toMove(g.setup())).toBe(1);
  });

  it("lets the loser take only the nearest piece, one a turn", () => {
    const g = load("vela", "basque");
    const s = g.setup();
    for (const t of g.turns(s)) {
      expect(t.path).toHaveLength(1);
      expect(t.captured).toHaveLength(1);
    }
    expect(names(g, g.turns(s).find((t) => g.formatTurn(s, t) === "e2e3A")!.captured)).toEqual([
      "e4",
    ]);
    // Under the riatra rules the same move takes the whole line.
    const riatra = load("fanorona", "basque");
    const r = riatra.turns(s).find((t) => riatra.formatTurn(s, t) === "e2e3A")!;
    expect(names(riatra, r.captured).sort()).toEqual(["e4", "e5"]);
  });

  it("bars the winner from capturing until he is down to the release count", () => {
    const g = load("vela", "basque");
    const s = play(g, g.setup(), "d3e3A");
    // c3-d3 approaches White's piece on e3: a capture in the riatra, a plain move here.
    expect(turnTexts(g, s)).toContain("c3d3");
    const v = refusal(g, s, "c3d3A");
    expect(v.rule).toBe("vela-release-9x5");
    expect(v.provenance).toEqual(g.options["vela-release-9x5"]!.provenance);
  });

  it("releases both sides at five Black pieces: then the winner captures and the loser takes whole lines", () => {
    const g = load("vela", "basque");
    // Black has 6 pieces; White takes one (nearest only: b4 of b4-b5) to leave 5.
    const six = at(g, fenOf("9x5", ["b2", "h1"], ["b4", "b5", "e5", "g5", "h3", "i5"], "w"));
    expect(g.inHandicap(six)).toBe(true);
    expect(turnTexts(g, six)).toContain("b2b3A");
    const five = play(g, six, "b2b3A");
    expect(g.inHandicap(five)).toBe(false);
    // Now Black captures: h3-h2 approaches h1.
    expect(turnTexts(g, five)).toContain("h3h2A");
    // And once released, a White approach takes the whole line.
    const line = at(g, fenOf("9x5", ["a1"], ["a3", "a4", "e5", "g5", "i5"], "w"));
    const t = g.turns(line).find((x) => g.formatTurn(line, x) === "a1a2A")!;
    expect(names(g, t.captured)).toEqual(["a3", "a4"]);
  });

  it("gives the vela to a loser left without a capture (Basque), or lets him move on (Walker)", () => {
    const fen = fenOf("9x5", ["a1"], ["e5", "f5", "g5", "h5", "i5", "i4"], "w");
    const basque = load("vela", "basque");
    expect(basque.status(at(basque, fen))).toEqual({
      kind: "win",
      winner: 0,
      reason: "vela-loser-cannot-capture",
      provenance: basque.options["vela-loser-cannot-capture"]!.provenance,
    });
    const walker = load("vela", "walker-2011");
    const s = at(walker, fen);
    expect(walker.status(s).kind).toBe("ongoing");
    expect(turnTexts(walker, s)).toEqual(["a1a2", "a1b1", "a1b2"]);
  });

  it("binds Montgomery's victor to offer a capture while he can", () => {
    const g = load("vela", "montgomery-1896");
    const s = g.setup();
    // e4-e3 would leave White without any move; it offers nothing and is refused.
    expect(turnTexts(g, s)).not.toContain("e4e3");
    for (const t of g.turns(s)) {
      const after = g.playTurn(s, t);
      if (!after.ok) throw new Error(after.error.message);
      expect(g.turns(after.value).some((x) => x.captured.length > 0)).toBe(true);
    }
    const v = refusal(g, s, "e4e3");
    expect(v.rule).toBe("vela-winner-must-offer");
    expect(v.provenance).toEqual(g.options["vela-winner-must-offer"]!.provenance);
    // Without the obligation (Walker), the same move is legal.
    const w = load("vela", "walker-2011", { starts: "black" });
    expect(turnTexts(w, w.setup())).toContain("e4e3");
  });

  it("reports the handicap it applies: the barred side's pieces, the release count and its citation", () => {
    const g = load("vela", "basque");
    const six = at(g, fenOf("9x5", ["b2", "h1"], ["b4", "b5", "e5", "g5", "h3", "i5"], "w"));
    expect(g.velaHandicap(six)).toEqual({
      barred: 1,
      pieces: count(six).black,
      release: g.rules.vela!.release,
      active: g.inHandicap(six),
      option: "vela-release-9x5",
      provenance: g.options["vela-release-9x5"]!.provenance,
    });
    expect(g.velaHandicap(six)!.active).toBe(true);
    const five = play(g, six, "b2b3A");
    expect(g.velaHandicap(five)).toMatchObject({ pieces: count(five).black, active: false });
    const small = load("vela", "basque", { board: "5x5" });
    const s = at(small, fenOf("5x5", ["a1"], ["c5", "d5", "e5", "e4"], "w"));
    expect(small.velaHandicap(s)).toMatchObject({
      option: "vela-release-5x5",
      release: small.rules.vela!.release,
      active: small.inHandicap(s),
    });
    const plain = load("fanorona", "icga");
    expect(plain.velaHandicap(plain.setup())).toBeNull();
  });

  it("uses the 5x5 release count (3) on the small board", () => {
    const g = load("vela", "basque", { board: "5x5" });
    expect(g.inHandicap(at(g, fenOf("5x5", ["a1"], ["c5", "d5", "e5", "e4"], "w")))).toBe(true);
    expect(g.inHandicap(at(g, fenOf("5x5", ["a1"], ["c5", "d5", "e5"], "w")))).toBe(false);
  });
});
