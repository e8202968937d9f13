import { describe, expect, it } from "vitest";
import { opponent } from "../../../src/engine/core/player.ts";
import type { TeloGame, TeloState } from "../../../src/engine/telo/index.ts";
import {
  INDICES,
  perfectTurn,
  teloSolution,
  type TeloValue,
} from "../../../src/engine/telo/solver.ts";
import { reachable, telo } from "./helpers.ts";

const fresh = (s: TeloState): TeloState => ({ ...s, history: [s.history[s.history.length - 1]!] });

function successors(game: TeloGame, s: TeloState): TeloState[] {
  return game.turns(s).map((t) => {
    const n = game.playTurn(s, t);
    if (!n.ok) throw new Error(n.error.message);
    return fresh(n.value);
  });
}

/**
 * An independent solution of the positions reachable from the empty board, through the generic
 * interface only (turns, playTurn, status) and position text as keys: the value within a
 * horizon of n plies, for n = 0, 1, 2 ... until nothing changes for many rounds.
 */
function forwardValues(game: TeloGame): Map<string, TeloValue> {
  const states = [...reachable(game).values()];
  const key = (s: TeloState) => game.formatPosition(s);
  const succ = new Map(states.map((s) => [key(s), successors(game, s).map(key)]));
  const value = new Map<string, TeloValue>();
  for (const s of states) {
    const st = game.status(s);
    if (st.kind === "win")
      value.set(
        key(s),
        st.winner === s.toMove ? { kind: "win", plies: 0 } : { kind: "loss", plies: 0 },
      );
    else if (st.kind === "draw") value.set(key(s), { kind: "draw" });
  }
  let quiet = 0;
  for (let n = 1; quiet < 5; n++) {
    const decided: [string, TeloValue][] = [];
    for (const s of states) {
      const k = key(s);
      if (value.has(k)) continue;
      const vs = succ.get(k)!.map((x) => value.get(x));
      if (vs.some((v) => v?.kind === "loss" && v.plies === n - 1))
        decided.push([k, { kind: "win", plies: n }]);
      else {
        const wins = vs.flatMap((v) => (v?.kind === "win" ? [v.plies] : []));
        if (wins.length === vs.length && wins.includes(n - 1))
          decided.push([k, { kind: "loss", plies: n }]);
      }
    }
    for (const [k, v] of decided) value.set(k, v);
    quiet = decided.length === 0 ? quiet + 1 : 0;
  }
  for (const s of states) if (!value.has(key(s))) value.set(key(s), { kind: "draw" });
  return value;
}

const configurations: [string, TeloGame][] = [
  ["murray-1951", telo("murray-1951")],
  ["basque", telo("basque")],
  ["no diagonals", telo("murray-1951", { diagonals: false })],
  ["four pieces", telo("murray-1951", { pieces: 4 })],
  ["four pieces, blocked draws", telo("murray-1951", { pieces: 4, blocked: "draw" })],
];

describe.each(configurations)("fanorona-telo solver (%s)", (_name, game) => {
  const solution = teloSolution(game);

  it("satisfies the minimax equations at every valid position of the table", () => {
    let checked = 0;
    for (let i = 0; i < INDICES; i++) {
      const s = solution.stateAt(i);
      if (s === undefined) continue;
      checked++;
      const v = solution.valueAt(i)!;
      const st = game.status(s);
      if (st.kind !== "ongoing") {
        expect(v).toEqual(
          st.kind === "draw"
            ? { kind: "draw" }
            : { kind: st.winner === s.toMove ? "win" : "loss", plies: 0 },
        );
        continue;
      }
      const next = successors(game, s).map((n) => solution.value(n));
      const lossPlies = next.flatMap((n) => (n.kind === "loss" ? [n.plies] : []));
      if (v.kind === "win") expect(v.plies).toBe(Math.min(...lossPlies) + 1);
      else if (v.kind === "loss") {
        expect(next.every((n) => n.kind === "win")).toBe(true);
        expect(v.plies).toBe(Math.max(...next.map((n) => (n.kind === "win" ? n.plies : -1))) + 1);
      } else {
        expect(lossPlies).toEqual([]);
        expect(next.some((n) => n.kind === "draw")).toBe(true);
      }
    }
    expect(checked).toBe(solution.counts.valid);
  });

  it("agrees with an independent horizon-by-horizon solution over the generic interface", () => {
    const forward = forwardValues(game);
    for (const [text, v] of forward) {
      const p = game.parsePosition(text);
      expect(p.ok).toBe(true);
      if (p.ok) expect(solution.value(p.value), text).toEqual(v);
    }
  });

  it("plays the starting value out: perfect play reaches it in exactly its number of plies against every reply", () => {
    const start = game.setup();
    const v = solution.value(start);
    if (v.kind === "draw") {
      // Neither side can force a win: perfect play by one side never loses against any reply
      // over the longest decisive distance in the table, for either side in turn.
      for (const perfect of [0, 1] as const) {
        const explore = (s: TeloState, depth: number): void => {
          const st = game.status(s);
          expect(st.kind === "win" && st.winner !== perfect).toBe(false);
          if (st.kind !== "ongoing" || depth === 0) return;
          if (s.toMove === perfect) {
            const n = game.playTurn(s, perfectTurn(game, s)!);
            if (n.ok) explore(n.value, depth - 1);
          } else for (const n of successors(game, s)) explore(n, depth - 1);
        };
        explore(start, 8);
      }
      return;
    }
    const winner = v.kind === "win" ? start.toMove : opponent(start.toMove);
    const lengths: number[] = [];
    const explore = (s: TeloState, ply: number): void => {
      const st = game.status(s);
      if (st.kind !== "ongoing") {
        expect(st).toMatchObject({ kind: "win", winner });
        lengths.push(ply);
        return;
      }
      if (s.toMove === winner) {
        const turn = perfectTurn(game, s)!;
        const n = game.playTurn(s, turn);
        if (!n.ok) throw new Error(n.error.message);
        explore(n.value, ply + 1);
      } else
        for (const t of game.turns(s)) {
          const n = game.playTurn(s, t);
          if (!n.ok) throw new Error(n.error.message);
          explore(n.value, ply + 1);
        }
    };
    explore(start, 0);
    expect(Math.max(...lengths)).toBe(v.plies);
    expect(lengths.length).toBeGreaterThan(1);
  });
});

describe("fanorona-telo solved value", () => {
  it("is the same for both rulesets, which differ only in their citations", () => {
    const a = teloSolution(telo("murray-1951"));
    const b = teloSolution(telo("basque"));
    expect(b.counts).toEqual(a.counts);
    expect(b.value(telo("basque").setup())).toEqual(a.value(telo("murray-1951").setup()));
  });
  it("offers the optimal turns of a won position that all win in one ply less", () => {
    const game = telo();
    const solution = teloSolution(game);
    const s = game.setup();
    const v = solution.value(s);
    for (const t of solution.optimalTurns(s)) {
      const n = game.playTurn(s, t);
      expect(n.ok && solution.value(n.value)).toEqual(
        v.kind === "win"
          ? { kind: "loss", plies: v.plies - 1 }
          : v.kind === "loss"
            ? { kind: "win", plies: v.plies - 1 }
            : v,
      );
    }
  });
});
