import { describe, expect, it } from "vitest";
import { perft } from "../../../src/engine/core/perft.ts";
import { randomPlayout } from "../../../src/engine/core/playout.ts";
import { createRng } from "../../../src/engine/core/rng.ts";
import { parsePoint, pointName, POINT_COUNT } from "../../../src/engine/telo/board.ts";
import type { TeloGame, TeloState, TeloTurn } from "../../../src/engine/telo/index.ts";
import { playAll, position, reachable, telo } from "./helpers.ts";

const murray = telo("murray-1951");
const names = (mask: number): string[] =>
  Array.from({ length: POINT_COUNT }, (_, p) => p)
    .filter((p) => (mask >> p) & 1)
    .map(pointName);
const reachOf = (game: TeloGame, point: string): string[] =>
  names(game.geometry.reach[parsePoint(point)!]!);
const turnsText = (game: TeloGame, s: TeloState): string[] =>
  game.turns(s).map((t) => game.formatTurn(s, t));

function refused(game: TeloGame, s: TeloState, text: string) {
  const t = game.parseTurn(s, text);
  if (!t.ok) throw new Error(t.error.message);
  const r = game.playTurn(s, t.value);
  if (r.ok) throw new Error(`${text} was accepted`);
  return r.error;
}

/** A position reached by `plies` random turns from the start (with its history). */
function randomPosition(game: TeloGame, seed: number, plies: number): TeloState {
  const rng = createRng(seed);
  let s = game.setup();
  for (let i = 0; i < plies && game.status(s).kind === "ongoing"; i++) {
    const turns = game.turns(s);
    const next = game.playTurn(s, turns[rng.int(turns.length)]!);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

describe("fanorona-telo board", () => {
  it("joins b2 to all eight other points", () => {
    expect(reachOf(murray, "b2")).toEqual(["a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"]);
  });
  it("joins a corner to its two edge neighbours and to b2 along the diagonal", () => {
    expect(reachOf(murray, "a1")).toEqual(["b1", "a2", "b2"]);
    expect(reachOf(murray, "c3")).toEqual(
      ["b2", "c2", "b3"].sort((a, b) => parsePoint(a)! - parsePoint(b)!),
    );
  });
  it("joins a side midpoint only to its two corners and b2 (no short diagonals)", () => {
    expect(reachOf(murray, "b1")).toEqual(["a1", "c1", "b2"]);
    expect(reachOf(murray, "a2")).toEqual(["a1", "b2", "a3"]);
  });
  it("has eight lines of three: three rows, three columns and the two main diagonals", () => {
    const lines = murray.geometry.lines.map((l) => names(l).join(" "));
    expect(lines).toEqual([
      "a1 b1 c1",
      "a2 b2 c2",
      "a3 b3 c3",
      "a1 a2 a3",
      "b1 b2 b3",
      "c1 c2 c3",
      "a1 b2 c3",
      "c1 b2 a3",
    ]);
  });
  it("has no diagonals when the option turns them off", () => {
    const plain = telo("murray-1951", { diagonals: false });
    expect(reachOf(plain, "a1")).toEqual(["b1", "a2"]);
    expect(reachOf(plain, "b2")).toEqual(["b1", "a2", "c2", "b3"]);
    expect(plain.geometry.lines).toHaveLength(6);
  });
});

describe("fanorona-telo placement", () => {
  it("starts from the empty board with white to place, and alternates", () => {
    const s0 = murray.setup();
    expect(murray.formatPosition(s0)).toBe(".../.../... w");
    const s1 = playAll(murray, s0, "@b2");
    expect(murray.formatPosition(s1)).toBe(".../.W./... b");
    const s2 = playAll(murray, s1, "@a1");
    expect(murray.formatPosition(s2)).toBe(".../.W./B.. w");
  });
  it("offers every empty point, and only placements, while the player has pieces in hand", () => {
    const s = position(murray, ".../.W./B.. w");
    expect(turnsText(murray, s)).toEqual(["@b1", "@c1", "@a2", "@c2", "@a3", "@b3", "@c3"]);
  });
  it("refuses a placement on an occupied point, citing the placement rule", () => {
    const e = refused(murray, position(murray, ".../.W./... b"), "@b2");
    expect(e.rule).toBe("occupied");
    expect(e.provenance).toEqual(murray.options["pieces"]!.provenance);
  });
  it("refuses a move while the player still has pieces in hand", () => {
    const e = refused(murray, position(murray, ".../.W./B.. w"), "b2c3");
    expect(e.rule).toBe("pieces-in-hand");
    expect(e.provenance).toEqual(murray.options["pieces"]!.provenance);
  });
  it("moves only once all of a player's pieces are placed, even if the opponent still has some in hand", () => {
    const s = position(murray, "W.B/.../W.W b");
    expect(murray.status(s).kind).toBe("ongoing");
    expect(turnsText(murray, s).every((t) => t.startsWith("@"))).toBe(true);
    const sw = position(murray, "W.B/.B./W.W w");
    expect(turnsText(murray, sw).some((t) => t.startsWith("@"))).toBe(false);
  });
  it("refuses a placement once all pieces are on the board", () => {
    const e = refused(murray, position(murray, ".WB/B.W/WB. w"), "@b2");
    expect(e.rule).toBe("all-pieces-placed");
  });
  it("gives four pieces each when the pieces option says 4", () => {
    const four = telo("murray-1951", { pieces: 4 });
    expect(turnsText(four, position(four, ".WB/B.W/WB. w"))).toHaveLength(3);
  });
});

describe("fanorona-telo movement", () => {
  it("offers exactly the steps of own pieces to adjacent empty points", () => {
    const s = position(murray, ".WB/B.W/WB. w");
    const expected: string[] = [];
    for (const from of ["a1", "c2", "b3"])
      for (const to of reachOf(murray, from))
        if (["c1", "b2", "a3"].includes(to)) expected.push(`${from}${to}`);
    expect(turnsText(murray, s).sort()).toEqual(expected.sort());
  });
  it("refuses moving an opponent's piece or from an empty point", () => {
    const s = position(murray, ".WB/B.W/WB. w");
    expect(refused(murray, s, "b1c1").rule).toBe("not-own-piece");
    expect(refused(murray, s, "b2c1").rule).toBe("not-own-piece");
  });
  it("refuses a move to an occupied point", () => {
    expect(refused(murray, position(murray, ".WB/B.W/WB. w"), "a1b1").rule).toBe("occupied");
  });
  it("refuses a jump or any move of more than one step, citing the movement rule", () => {
    const s = position(murray, ".WB/BBW/W.. w");
    const jump = refused(murray, s, "a1c1"); // over the empty b1
    expect(jump.rule).toBe("not-adjacent");
    expect(jump.provenance).toEqual(murray.options["movement"]!.provenance);
    expect(refused(murray, s, "c2a3").rule).toBe("not-adjacent");
  });
  it("refuses the short diagonal a2-b1, which is not a line", () => {
    const s = position(murray, "BWB/W.B/..W w");
    expect(refused(murray, s, "a2b1").rule).toBe("not-adjacent");
    expect(turnsText(murray, s)).toContain("a2a1");
  });
  it("lets pieces go to any empty point under movement: anywhere", () => {
    const any = telo("murray-1951", { movement: "anywhere" });
    const s = position(any, ".WB/B.W/W.B w");
    expect(turnsText(any, s)).toHaveLength(9); // 3 pieces x 3 empty points
    expect(playAll(any, s, "a1b1")).toBeDefined();
  });
});

describe("fanorona-telo three in a row", () => {
  it("wins with exactly the eight lines and no other three points", () => {
    for (let m = 0; m < 1 << POINT_COUNT; m++) {
      if (names(m).length !== 3) continue;
      const board = [2, 1, 0]
        .map((r) => [0, 1, 2].map((f) => ((m >> (3 * r + f)) & 1 ? "W" : ".")).join(""))
        .join("/");
      const s = position(murray, `${board} b`);
      const isLine = murray.geometry.lines.includes(m);
      expect(murray.status(s).kind, names(m).join(" ")).toBe(isLine ? "win" : "ongoing");
    }
  });
  it("wins during the placement, citing the winning rule", () => {
    const s = playAll(murray, murray.setup(), "@a1 @a2 @b1 @b2 @c1");
    const st = murray.status(s);
    expect(st).toMatchObject({ kind: "win", winner: 0, reason: "three-in-a-row" });
    expect(st.kind === "win" && st.provenance).toEqual(murray.options["win"]!.provenance);
  });
  it("wins by a move, along a diagonal too", () => {
    const s = playAll(murray, position(murray, "BB./.WW/W.B w"), "c2c3");
    expect(murray.status(s)).toMatchObject({ kind: "win", winner: 0, reason: "three-in-a-row" });
  });
  it("does not count a diagonal as a row on a board without diagonals", () => {
    const plain = telo("murray-1951", { diagonals: false });
    expect(plain.status(position(plain, "..W/.W./W.. b")).kind).toBe("ongoing");
    expect(murray.status(position(murray, "..W/.W./W.. b")).kind).toBe("win");
  });
  it("ends the game: no turns, and any turn is refused as game-over", () => {
    const s = playAll(murray, murray.setup(), "@a1 @a2 @b1 @b2 @c1");
    expect(murray.turns(s)).toEqual([]);
    expect(refused(murray, s, "@c3").rule).toBe("game-over");
  });
});

describe("fanorona-telo draws and blocking", () => {
  const shuffle = "b3a3 b1c1 a3b3 c1b1";
  const start = ".WB/B.W/WB. w";
  it("draws at the third occurrence of a position with the same player to move", () => {
    const once = playAll(murray, position(murray, start), shuffle);
    expect(murray.status(once).kind).toBe("ongoing");
    const seven = playAll(murray, once, "b3a3 b1c1 a3b3");
    expect(murray.status(seven).kind).toBe("ongoing");
    const twice = playAll(murray, seven, "c1b1");
    expect(murray.status(twice)).toMatchObject({ kind: "draw", reason: "repetition" });
    expect(refused(murray, twice, "b3a3").rule).toBe("game-over");
  });
  it("counts occurrences as the repetition option says", () => {
    const four = telo("murray-1951", { repetition: 4 });
    const s = playAll(four, position(four, start), `${shuffle} ${shuffle}`);
    expect(four.status(s).kind).toBe("ongoing");
    expect(four.status(playAll(four, s, shuffle)).kind).toBe("draw");
  });
  it("forgets positions before a placement, which can never return", () => {
    const s = playAll(murray, position(murray, ".WB/B.W/WB. w"), "b3a3");
    expect(s.history).toHaveLength(2);
    expect(playAll(murray, position(murray, "W../B../.B. w"), "@c2").history).toHaveLength(1);
  });
  it("makes a blocked player lose, or draw, as the blocked option says", () => {
    const four = telo("murray-1951", { pieces: 4 });
    const s = position(four, "WWB/BBW/.BW w");
    expect(four.turns(s)).toEqual([]);
    expect(four.status(s)).toMatchObject({ kind: "win", winner: 1, reason: "blocked" });
    const drawn = telo("murray-1951", { pieces: 4, blocked: "draw" });
    expect(drawn.status(position(drawn, "WWB/BBW/.BW w"))).toMatchObject({
      kind: "draw",
      reason: "blocked",
    });
  });
  it("never leaves a player without a turn in a game from the empty board unless a row is already made", () => {
    const all = [...reachable(murray).values()];
    expect(all.length).toBeGreaterThan(1000);
    const blockedWithoutRow = all.filter(
      (s) =>
        murray.geometry.hasRow[s.white] === 0 &&
        murray.geometry.hasRow[s.black] === 0 &&
        !murray.hasLegalTurn(s),
    );
    expect(blockedWithoutRow.map((s) => murray.formatPosition(s))).toEqual([]);
  });
});

describe("fanorona-telo perft", () => {
  it("counts 9, 72, 504, 3024, 15120 turns from the empty board (9x8x7x6x5: no row before ply 5)", () => {
    const s0 = murray.setup();
    const generic = [1, 2, 3, 4, 5].map((d) => perft(murray, s0, d));
    const fast = [1, 2, 3, 4, 5].map((d) => murray.fast!.perft!(s0, d));
    expect(generic).toEqual([9, 72, 504, 3024, 15120]);
    expect(fast).toEqual(generic);
  });
  it("agrees between the fast path and the generic interface, repetition included", () => {
    const cases: TeloState[] = [
      playAll(murray, position(murray, ".WB/B.W/WB. w"), "b3a3 b1c1 a3b3 c1b1"),
    ];
    for (let seed = 0; seed < 60; seed++) cases.push(randomPosition(murray, seed, 5 + (seed % 20)));
    for (const s of cases)
      for (const d of [1, 2, 3, 4, 5])
        expect(murray.fast!.perft!(s, d), `${murray.formatPosition(s)} depth ${d}`).toBe(
          perft(murray, s, d),
        );
  });
  it("reaches a repetition draw inside perft (the shuffled position loses leaves at depth 5)", () => {
    const s = playAll(murray, position(murray, ".WB/B.W/WB. w"), "b3a3 b1c1 a3b3 c1b1");
    const fresh = position(murray, ".WB/B.W/WB. w");
    expect(perft(murray, s, 5)).toBeLessThan(perft(murray, fresh, 5));
    expect(murray.fast!.perft!(s, 5)).toBe(perft(murray, s, 5));
  });
});

describe("fanorona-telo playouts", () => {
  it("plays the same game on the fast path as through the generic interface, seed for seed", () => {
    for (const game of [
      murray,
      telo("basque"),
      telo("murray-1951", { pieces: 4, diagonals: false }),
    ]) {
      const starts = [game.setup(), ...[3, 6, 9, 14].map((n) => randomPosition(game, n, n))];
      for (const s of starts)
        for (let seed = 0; seed < 150; seed++)
          for (const maxPlies of [0, 3, 1000]) {
            const a = randomPlayout(game, s, createRng(seed), maxPlies);
            const b = game.fast!.playout!(s, createRng(seed), maxPlies);
            expect(b).toEqual(a);
          }
    }
  });
});

describe("fanorona-telo notation", () => {
  it("formats and parses every legal turn back to itself", () => {
    for (let seed = 0; seed < 40; seed++) {
      const s = randomPosition(murray, seed, seed % 12);
      for (const t of murray.turns(s)) {
        const back = murray.parseTurn(s, murray.formatTurn(s, t));
        expect(back).toEqual({ ok: true, value: t });
      }
    }
  });
  it("accepts a bare point, capitals and a hyphen", () => {
    const s = murray.setup();
    const parse = (text: string): TeloTurn | string => {
      const r = murray.parseTurn(s, text);
      return r.ok ? r.value : r.error.message;
    };
    expect(parse("b2")).toEqual({ kind: "place", to: 4 });
    expect(parse("@B2")).toEqual({ kind: "place", to: 4 });
    expect(parse("a1-b2")).toEqual({ kind: "move", from: 0, to: 4 });
    expect(parse("A1B2")).toEqual({ kind: "move", from: 0, to: 4 });
  });
  it("refuses malformed turns with a parse error naming the text", () => {
    for (const text of ["d4", "@a4", "a1a", "", "a1b2c3", "@"]) {
      const r = murray.parseTurn(murray.setup(), text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ kind: "parse-error", input: text });
    }
  });
});

describe("fanorona-telo positions", () => {
  it("formats and parses every reachable position back to itself", () => {
    for (const [text, s] of reachable(murray)) {
      const p = murray.parsePosition(text);
      expect(p.ok && murray.formatPosition(p.value)).toBe(text);
      expect(p.ok && [p.value.white, p.value.black, p.value.toMove]).toEqual([
        s.white,
        s.black,
        s.toMove,
      ]);
    }
  });
  it("reads digits as runs of empty points", () => {
    expect(murray.formatPosition(position(murray, "3/1W1/3 b"))).toBe(".../.W./... b");
  });
  it.each([
    [".../... w", "3 ranks"],
    ["..../.../... w", "more than 3 points"],
    ["../.../... w", "has 2 points"],
    ["..X/.../... w", 'unexpected "X"'],
    [".../.../... x", "must be w or b"],
    [".../.../...", "the board and the player to move"],
    ["WW./WW./... b", "white has 4 pieces"],
    ["WWW/BBB/... w", "both players"],
    ["WWW/B../B.. w", "already has three in a row"],
  ])("refuses %s", (text, message) => {
    const r = murray.parsePosition(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });
});
