import { describe, expect, it } from "vitest";
import type { MancalaGame } from "../../../src/engine/mancala/game.ts";
import type { MancalaState } from "../../../src/engine/mancala/types.ts";
import { walkFirstTurns } from "../../../src/engine/mancala/walk.ts";
import { at, legal, load, play, refusal } from "./helpers.ts";

/*
 * Chiana rule clauses on hand-built positions. Chiana wa Kunja uses the ring of the two back rows:
 * south's a1..an (west to east), then north's back row east to west (d_n..d_1 from south's view).
 * Rows are written north's back row, north's front row, south's front row, south's back row.
 */
const kunja = (o: Record<string, unknown> = {}): MancalaGame =>
  load("chiana-wa-kunja", "sanderson-1913", { holes: 4, ...o });
const kunjaDlp = (o: Record<string, unknown> = {}): MancalaGame =>
  load("chiana-wa-kunja", "dlp", { holes: 4, ...o });
const bwalo = (o: Record<string, unknown> = {}): MancalaGame =>
  load("chiana-wa-bwalo", "sanderson-1913", { holes: 4, ...o });
const bwaloDlp = (o: Record<string, unknown> = {}): MancalaGame =>
  load("chiana-wa-bwalo", "dlp", { holes: 4, ...o });

describe("chiana wa kunja", () => {
  it("starts with four counters in every back-row hole, the front rows unused", () => {
    const g = kunja();
    expect(g.formatPosition(g.setup())).toBe("4n,4n,4n,4n/-/-/4s,4s,4s,4s s - - 0 -");
    expect(load("chiana-wa-kunja", "sanderson-1913").rules.geo.n).toBe(8);
  });

  it("spreads the rearmost hole of the series forward, and nothing else", () => {
    const g = kunja({ holes: 8 });
    expect(legal(g, g.formatPosition(g.setup()))).toEqual(["a1"]);
    expect(play(g, g.formatPosition(g.setup()), "a1")).toBe(
      "4n,4n,4n,4n,4n,4n,4n,4n/-/-/0,5s,5s,5s,5s,4s,4s,4s n - - 1 -",
    );
    const v = refusal(g, g.formatPosition(g.setup()), "a2");
    expect(v.rule).toBe("sow-from");
    expect(v.provenance?.source).toBe("sanderson-1913");
    expect(v.provenance?.quote).toContain("only the last hole of such series can be moved");
    expect(refusal(g, g.formatPosition(g.setup()), "d1").rule).toBe("sow-from");
  });

  it("spreads again when the spread leaves one counter in a new front hole and two behind it", () => {
    // a1 (3) over a series of three ending in a singleton: a2 2, a3 2, a4 1 -> spread a2 again.
    const s = "0,9n,9n,9n/-/-/3s,1s,1s,0 s - - 0 -";
    expect(play(kunja(), s, "a1")).toBe("0,9n,9n,9n/-/-/0,0,3s,2s n - - 1 -");
    expect(play(kunja({ respread: false }), s, "a1")).toBe("0,9n,9n,9n/-/-/0,2s,2s,1s n - - 1 -");
  });

  it("does not spread again for a one-and-two front the spread did not make", () => {
    const g = kunja({ holes: 5 });
    expect(play(g, "11n,11n,11n,0,0/-/-/2s,1s,1s,2s,1s s - - 0 -", "a1")).toBe(
      "11n,11n,11n,0,0/-/-/0,2s,2s,2s,1s n - - 1 -",
    );
  });

  it("overtaking the opponent's series captures every hole sown into, in place", () => {
    // a1 (6): a2, a3, a4, then north's holes d4, d3, d2, which become south's.
    const s = "1n,20n,1n,1n/-/-/6s,1s,1s,1s s - - 0 -";
    expect(play(kunja(), s, "a1")).toBe("1n,21s,2s,2s/-/-/0,2s,2s,2s n - - 1 -");
    // North keeps the hole in front of the captured ones: a single counter, moved two holes.
    expect(legal(kunja(), "1n,21s,2s,2s/-/-/0,2s,2s,2s n - - 1 -")).toEqual(["a4+2"]);
  });

  it("in the DLP's reading puts the captured counters in the hole behind the captor's series", () => {
    const g = kunja();
    const d = kunjaDlp();
    const start = g.formatPosition(g.setup());
    expect(play(g, start, "a1")).toBe("4n,4n,4n,5s/-/-/0,5s,5s,5s n - - 1 -");
    expect(play(d, start, "a1")).toBe("4n,4n,4n,0/-/-/5s,5s,5s,5s n - - 1 -");
  });

  it("adds a lone rearmost counter to the next hole, which is then spread", () => {
    const s = "7n,7n,7n,7n,7n/-/-/1s,3s,1s,0,0 s - - 0 -";
    expect(play(kunja({ holes: 5 }), s, "a1")).toBe("7n,7n,7n,7n,8s/-/-/0,0,2s,1s,1s n - - 1 -");
    expect(play(kunja({ holes: 5, "singleton-rear": false }), s, "a1")).toBe(
      "7n,7n,7n,7n,7n/-/-/0,4s,1s,0,0 n - - 1 -",
    );
  });

  it("moves a player's last counter two holes, stopping in and capturing the first opponent's hole", () => {
    const g = kunja();
    const lone = "8n,8n,8n,7n/-/-/1s,0,0,0 s - - 0 -";
    expect(legal(g, lone)).toEqual(["a1+2"]);
    expect(play(g, lone, "a1+2")).toBe("8n,8n,8n,7n/-/-/0,0,1s,0 n - - 1 -");
    const v = refusal(g, lone, "a1");
    expect(v.rule).toBe("lone-counter");
    expect(v.provenance?.quote).toContain("he may move it two holes each move");
    expect(refusal(g, lone, "a1+1").rule).toBe("lone-counter");
    expect(play(g, "7n,7n,7n,7n/-/-/0,0,1s,3n s - - 0 -", "a3+2")).toBe(
      "7n,7n,7n,7n/-/-/0,0,0,4s n - - 1 -",
    );
    expect(legal(kunja({ "lone-counter": "one-or-two" }), lone)).toEqual(["a1+1", "a1+2"]);
  });

  it("is won by capturing every hole the opponent holds", () => {
    const g = kunja();
    const after = play(g, "0,21n,1n,1n/-/-/6s,1s,1s,1s s - - 0 -", "a1");
    expect(after).toBe("0,22s,2s,2s/-/-/0,2s,2s,2s n - - 1 -");
    expect(g.status(at(g, after))).toMatchObject({
      kind: "win",
      winner: 0,
      reason: "captured-all",
    });
  });
});

/** The shared walk (mancala/walk.ts): the first choice, and how the game ended. */
function forcedLine(g: MancalaGame): { choiceAt: number | null; end: string } {
  const w = walkFirstTurns(g);
  const st = w.status;
  return {
    choiceAt: w.firstChoiceAt,
    end: st.kind === "win" ? `${st.reason}:${st.winner}` : st.reason,
  };
}

describe("chiana wa kunja is a game without choices (the determinism finding)", () => {
  for (const ruleset of ["sanderson-1913", "dlp"])
    it(`${ruleset}: on every board from 3 to 12 holes, whoever starts, every position has one legal turn`, () => {
      for (let holes = 3; holes <= 12; holes++)
        for (const first of ["south", "north"]) {
          const g = load("chiana-wa-kunja", ruleset, { holes, "first-player": first });
          const line = forcedLine(g);
          expect(line.choiceAt, `${holes} holes, ${first} first`).toBeNull();
          expect(["captured-all:0", "captured-all:1", "turn-limit"]).toContain(line.end);
        }
    });

  it("with the lone counter free to move one or two holes, choices arise only for a player down to one counter", () => {
    let choices = 0;
    for (let holes = 3; holes <= 10; holes++) {
      const g = load("chiana-wa-kunja", "sanderson-1913", { holes, "lone-counter": "one-or-two" });
      // Every position reachable from the start (breadth first, positions compared without the turn count).
      const seen = new Set<string>();
      let frontier: MancalaState[] = [g.setup()];
      while (frontier.length > 0 && seen.size < 20_000) {
        const next: MancalaState[] = [];
        for (const s of frontier) {
          const key = g.formatPosition(s).replace(/ \d+ -$/, "");
          if (seen.has(key)) continue;
          seen.add(key);
          const turns = g.turns(s);
          if (turns.length > 1) {
            choices++;
            const mine = Array.from(s.board).reduce(
              (a, c, h) => (s.owner[h] === s.toMove + 1 ? a + c : a),
              0,
            );
            expect(mine).toBe(1);
          }
          for (const t of turns) {
            const r = g.playTurn(s, t);
            if (r.ok) next.push(r.value);
          }
        }
        frontier = next;
      }
    }
    expect(choices).toBeGreaterThan(0);
  });
});

describe("chiana wa bwalo", () => {
  it("starts with four counters in each back-row hole and spreads round the player's own rows", () => {
    const g = bwalo();
    expect(g.formatPosition(g.setup())).toBe("4,4,4,4/0,0,0,0/0,0,0,0/4,4,4,4 s 0:0 - 0 -");
    expect(play(g, g.formatPosition(g.setup()), "a1")).toBe(
      "4,4,4,4/0,0,0,0/0,0,0,1/0,5,5,5 n 0:0 - 1 -",
    );
  });

  it("takes the facing front-row hole off the board for every front-row hole a spread occupies (Sanderson)", () => {
    const s = "4,4,4,4/0,2,3,4/0,0,0,0/0,0,0,3 s 2:2 - 0 -";
    expect(play(bwalo(), s, "a4")).toBe("4,4,4,4/0,0,0,0/0,1,1,1/0,0,0,0 n 11:2 - 1 -");
  });

  it("takes only when the last counter falls into an empty front-row hole (DLP)", () => {
    const s = "4,4,4,4/0,2,3,4/0,0,0,0/0,0,0,3 s 2:2 - 0 -";
    expect(play(bwaloDlp(), s, "a4")).toBe("4,4,4,4/0,0,3,4/0,1,1,1/0,0,0,0 n 4:2 - 1 -");
  });

  it("lets a player whose counters lie in several runs spread the last hole of any of them", () => {
    const g = bwalo();
    expect(legal(g, "4,4,4,4/0,0,0,0/0,0,0,0/2,0,2,0 s 6:6 - 0 -")).toEqual(["a1", "a3"]);
    expect(refusal(g, "4,4,4,4/0,0,0,0/0,0,0,0/2,2,0,0 s 6:6 - 0 -", "a2").message).toContain(
      "not the last hole",
    );
  });

  it("moves a lone counter two holes; landing in the front row it takes the facing hole", () => {
    expect(play(bwalo(), "5,5,5,5/0,0,3,0/0,0,0,0/0,0,0,1 s 4:4 - 0 -", "a4+2")).toBe(
      "5,5,5,5/0,0,0,0/0,0,1,0/0,0,0,0 n 7:4 - 1 -",
    );
  });

  it("wins when the opponent has no counter left", () => {
    const g = bwalo();
    const after = play(g, "0,0,0,0/0,0,3,0/0,0,0,0/0,0,0,1 s 14:14 - 0 -", "a4+2");
    expect(g.status(at(g, after))).toMatchObject({
      kind: "win",
      winner: 0,
      reason: "captured-all",
    });
  });

  it("stops a re-spread that would go round for ever at its first repeated situation", () => {
    // A series 3, 2, 1 keeps its shape as it re-spreads, one hole further each time; with nothing
    // to capture it comes back to the same board after 8 spreads. The move ends with the board
    // as it first was in that cycle: after the first spread.
    const s = "1,1,0,0/0,0,0,0/0,0,0,0/3,2,1,0 s 12:12 - 0 -";
    expect(play(bwalo(), s, "a1")).toBe("1,1,0,0/0,0,0,0/0,0,0,0/0,3,2,1 n 12:12 - 1 -");
    expect(
      play(
        bwalo({ holes: 7 }),
        "1,1,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,0/3,2,1,0,0,0,0 s 24:24 - 0 -",
        "a1",
      ),
    ).toBe("1,1,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,3,2,1,0,0,0 n 24:24 - 1 -");
  });
});

describe("chiana turn limit", () => {
  it("draws a game still undecided after the limit (the 18-hole game of Chiana wa Kunja goes round for ever)", () => {
    const g = load("chiana-wa-kunja", "sanderson-1913", { holes: 18 });
    let s: MancalaState = g.setup();
    const seen = new Map<string, number>();
    let repeat: [number, number] | null = null;
    for (let ply = 0; g.status(s).kind === "ongoing"; ply++) {
      const key = g.formatPosition(s).replace(/ \d+ -$/, "");
      const before = seen.get(key);
      if (before !== undefined && repeat === null) repeat = [before, ply];
      seen.set(key, ply);
      const r = g.playTurn(s, g.turns(s)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect(repeat).not.toBeNull();
    expect(g.status(s)).toMatchObject({ kind: "draw", reason: "turn-limit" });
    expect(s.ply).toBe(1000);
  });
});
