import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/engine/core/rng.ts";
import {
  alphaBetaSearch,
  matePlies,
  mctsSearch,
  randomTurn,
  WIN_SCORE,
} from "../../../src/engine/core/search/index.ts";
import type { TeloState, TeloTurn } from "../../../src/engine/telo/index.ts";
import { INDICES, teloSolution } from "../../../src/engine/telo/solver.ts";
import { reachable, telo } from "../telo/helpers.ts";
import { nim } from "./nim.ts";

const game = telo();
const solution = teloSolution(game);
const states = [...reachable(game).values()];
const valueAfter = (s: TeloState, t: TeloTurn) => {
  const n = game.playTurn(s, t);
  if (!n.ok) throw new Error(n.error.message);
  return solution.value(n.value);
};
/** Every `step`-th reachable position matching `pred`, deterministic. */
const sample = (pred: (s: TeloState) => boolean, count: number): TeloState[] => {
  const all = states.filter((s) => game.status(s).kind === "ongoing" && pred(s));
  const step = Math.max(1, Math.floor(all.length / count));
  return all.filter((_, i) => i % step === 0).slice(0, count);
};

describe("MCTS on fanorona-telo", () => {
  it("takes an immediate win and proves it", () => {
    const cases = sample(
      (s) =>
        solution.value(s).kind === "win" && (solution.value(s) as { plies: number }).plies === 1,
      40,
    );
    expect(cases.length).toBe(40);
    for (const s of cases) {
      const r = mctsSearch(game, s, { iterations: 300, seed: 7 });
      const after = game.playTurn(s, r.turn!);
      expect(after.ok && game.status(after.value), game.formatPosition(s)).toMatchObject({
        kind: "win",
        winner: s.toMove,
      });
      expect(r.proven).toBe("win");
      expect(r.provenPlies).toBe(1);
    }
  });
  it("blocks an immediate threat when a block exists", () => {
    const threatened = (s: TeloState) =>
      solution.value(s).kind !== "loss" &&
      game.turns(s).some((t) => {
        const v = valueAfter(s, t);
        return v.kind === "win" && v.plies === 1;
      });
    const cases = sample(threatened, 40);
    expect(cases.length).toBe(40);
    for (const s of cases) {
      const r = mctsSearch(game, s, { iterations: 1000, seed: 3 });
      const v = valueAfter(s, r.turn!);
      expect(v.kind === "win" && v.plies === 1, game.formatPosition(s)).toBe(false);
    }
  });
  it("proves the start position with the value and length the retrograde solver gives", () => {
    const s0 = game.setup();
    const r = mctsSearch(game, s0, { iterations: 40_000, seed: 1 });
    const v = solution.value(s0);
    expect(r.proven).toBe(v.kind);
    if (v.kind !== "draw") expect(r.provenPlies).toBe(v.plies);
    expect(solution.optimalTurns(s0)).toContainEqual(r.turn);
  });
  it("reports per-turn statistics in the order of game.turns", () => {
    const s0 = game.setup();
    const r = mctsSearch(game, s0, { iterations: 500, seed: 2 });
    expect(r.children.map((c) => c.turn)).toEqual(game.turns(s0));
    expect(r.children.reduce((n, c) => n + c.visits, 0)).toBe(r.iterations);
  });
  it("is deterministic for a seed and an iteration budget", () => {
    const s = states[123]!;
    const a = mctsSearch(game, s, { iterations: 400, seed: 11 });
    const b = mctsSearch(game, s, { iterations: 400, seed: 11 });
    expect(b.children).toEqual(a.children);
    expect(b.turn).toEqual(a.turn);
  });
  it("stops when the time budget is spent", () => {
    let t = 0;
    const clock = () => t++;
    const r = mctsSearch(game, game.setup(), { timeMs: 100, clock, seed: 1 });
    // One clock read per iteration after the start: about 100 iterations, certainly not 1000.
    expect(r.iterations).toBeGreaterThan(50);
    expect(r.iterations).toBeLessThan(150);
  });
  it("returns no turn when the game is over, and a legal turn on a zero budget", () => {
    const over = game.parsePosition("WWW/BB./... b");
    expect(over.ok && mctsSearch(game, over.value).turn).toBeUndefined();
    const r = mctsSearch(game, game.setup(), { iterations: 0 });
    expect(r.iterations).toBe(0);
    expect(game.turns(game.setup())).toContainEqual(r.turn);
  });
  it("against random play, wins nearly always and never walks into a loss within 3 plies that it could avoid", () => {
    const rng = createRng(5);
    let aiWins = 0;
    const games = 30;
    for (let g = 0; g < games; g++) {
      const ai = (g % 2) as 0 | 1;
      let s = game.setup();
      while (game.status(s).kind === "ongoing") {
        let turn: TeloTurn;
        if (s.toMove === ai) {
          turn = mctsSearch(game, s, { iterations: 300, seed: g }).turn!;
          const before = solution.value(s);
          const after = valueAfter(s, turn);
          if (before.kind === "win" && before.plies === 1)
            expect(after).toEqual({ kind: "loss", plies: 0 });
          if (before.kind !== "loss")
            expect(after.kind === "win" && after.plies <= 3, game.formatPosition(s)).toBe(false);
        } else turn = randomTurn(game, s, rng) as TeloTurn;
        const n = game.playTurn(s, turn);
        if (!n.ok) throw new Error(n.error.message);
        s = n.value;
      }
      const st = game.status(s);
      if (st.kind === "win" && st.winner === ai) aiWins++;
    }
    expect(aiWins).toBeGreaterThanOrEqual(27);
  });
});

describe("MCTS and alpha-beta on a test game (one-pile Nim, take 1-3)", () => {
  it("MCTS's principal line is a game of perfect Nim: each turn leaves a multiple of 4", () => {
    const r = mctsSearch(nim(11), { pile: 11, toMove: 0 }, { iterations: 4000, seed: 3 });
    expect(r.line[0]).toBe(r.turn);
    expect(r.line.length).toBeGreaterThanOrEqual(3);
    let pile = 11;
    r.line.forEach((take, i) => {
      pile -= take;
      // The winner (even plies) leaves a multiple of 4; the loser's turns are any.
      if (i % 2 === 0) expect(pile % 4, `after ply ${i + 1}`).toBe(0);
    });
    expect(pile).toBeGreaterThanOrEqual(0);
  });
  it("MCTS takes pile mod 4 from every winning pile up to 15", () => {
    for (let pile = 1; pile <= 15; pile++) {
      if (pile % 4 === 0) continue;
      const g = nim(pile);
      const r = mctsSearch(g, g.setup(), { iterations: 3000, seed: pile });
      expect(r.turn, `pile ${pile}`).toBe(pile % 4);
    }
  });
  it("alpha-beta takes pile mod 4 and scores the win in the right number of plies", () => {
    for (let pile = 1; pile <= 15; pile++) {
      const g = nim(pile);
      const r = alphaBetaSearch(g, g.setup(), { maxDepth: 20 });
      if (pile % 4 === 0) {
        expect(r.score).toBeLessThan(-WIN_SCORE / 2);
        continue;
      }
      expect(r.turn, `pile ${pile}`).toBe(pile % 4);
      // The winner takes the last stone on the turn 2 * floor(pile / 4) + 1 from now.
      expect(matePlies(r.score)).toBe(2 * Math.floor(pile / 4) + 1);
    }
  });
});

describe("alpha-beta on fanorona-telo", () => {
  it("agrees with the retrograde solver on every decided position up to 5 plies", () => {
    let checked = 0;
    for (let i = 0; i < INDICES; i += 7) {
      const s = solution.stateAt(i);
      if (s === undefined || game.status(s).kind !== "ongoing") continue;
      const v = solution.value(s);
      const r = alphaBetaSearch(game, s, { maxDepth: 5 });
      if (v.kind === "draw" || v.plies > 5) {
        expect(matePlies(r.score)).toBeUndefined();
        continue;
      }
      checked++;
      expect(r.score, game.formatPosition(s)).toBe(
        v.kind === "win" ? WIN_SCORE - v.plies : -(WIN_SCORE - v.plies),
      );
      if (v.kind === "win") expect(solution.optimalTurns(s)).toContainEqual(r.turn);
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe("search code", () => {
  it("imports no Node module, so it runs in a browser or a worker", () => {
    const dir = join(import.meta.dirname, "../../../src/engine/core/search");
    for (const f of readdirSync(dir)) {
      const text = readFileSync(join(dir, f), "utf8");
      expect(text, f).not.toMatch(/from "node:|require\(|process\./);
    }
  });
});
