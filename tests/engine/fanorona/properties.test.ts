import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/engine/core/rng.ts";
import {
  pointName,
  type FanoronaGame,
  type FanoronaState,
  type FanoronaTurn,
} from "../../../src/engine/fanorona/index.ts";
import { setPoints } from "../../../src/engine/fanorona/state.ts";
import { fanoronaVariants, load } from "./helpers.ts";

const RULESETS = fanoronaVariants(
  ["vela", "basque", { "vela-form": "kely", board: "5x5" }],
  ["fanorona", "icga", { "compulsory-capture": false, "capture-choice": "approach" }],
  ["fanorona", "montgomery-1896", { "opposite-capture-frame": "heading" }],
);
const GAMES: readonly FanoronaGame[] = RULESETS.map(([g, id, o]) => load(g, id, o));

const whites = (s: FanoronaState) => setPoints(s.white0, s.white1);
const blacks = (s: FanoronaState) => setPoints(s.black0, s.black1);
const outcome = (from: number, to: number, captured: readonly number[]) =>
  `${from}-${to}:${[...captured].sort((a, b) => a - b).join(",")}`;

/** The positions of a random game: turn starts, up to `plies` turns. */
function randomGame(game: FanoronaGame, seed: number, plies: number): FanoronaState[] {
  const rng = createRng(seed);
  const out = [game.setup()];
  let s = out[0]!;
  for (let i = 0; i < plies && game.status(s).kind === "ongoing"; i++) {
    const turns = game.turns(s);
    const r = game.playTurn(s, turns[rng.int(turns.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    out.push(s);
  }
  return out;
}

/**
 * The pieces a turn must capture, recomputed from board coordinates alone (not the engine's
 * tables): each step along a marked line (diagonals only from points with x + y even); an
 * approach takes the unbroken enemy run beyond the destination, a withdrawal the run behind the
 * starting point; the vela loser before the release takes the first piece only.
 */
function expectedCaptures(
  game: FanoronaGame,
  s: FanoronaState,
  t: FanoronaTurn,
): number[] | string {
  const w = game.geometry.width;
  const me = new Set(s.toMove === 0 ? whites(s) : blacks(s));
  const enemy = new Set(s.toMove === 0 ? blacks(s) : whites(s));
  const onBoard = (x: number, y: number) => x >= 0 && x < w && y >= 0 && y < 5;
  const nearestOnly =
    game.rules.vela?.loserSingleCapture === true && s.toMove === 0 && game.inHandicap(s);
  const taken: number[] = [];
  let p = s.chain?.at ?? t.from;
  for (const step of t.path) {
    const [x, y, tx, ty] = [p % w, Math.floor(p / w), step.to % w, Math.floor(step.to / w)];
    const [dx, dy] = [tx - x, ty - y];
    if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || (dx === 0 && dy === 0)) return "not adjacent";
    if (dx !== 0 && dy !== 0 && (x + y) % 2 !== 0) return "diagonal from a point without diagonals";
    if (!me.has(p) || me.has(step.to) || enemy.has(step.to)) return "bad occupancy";
    if (step.kind !== "paika") {
      const [sx, sy, ux, uy] =
        step.kind === "approach" ? [tx + dx, ty + dy, dx, dy] : [x - dx, y - dy, -dx, -dy];
      let [cx, cy] = [sx, sy];
      let n = 0;
      while (onBoard(cx, cy) && enemy.has(cy * w + cx)) {
        enemy.delete(cy * w + cx);
        taken.push(cy * w + cx);
        n++;
        if (nearestOnly) break;
        cx += ux;
        cy += uy;
      }
      if (n === 0) return `step to ${pointName(game.geometry, step.to)} captures nothing`;
    }
    me.delete(p);
    me.add(step.to);
    p = step.to;
  }
  return taken.sort((a, b) => a - b);
}

/** Every outcome reachable by sequences of steps that complete the current turn. */
function stepOutcomes(game: FanoronaGame, s: FanoronaState): Set<string> {
  const mover = s.toMove;
  const enemyBefore = mover === 0 ? blacks(s) : whites(s);
  const out = new Set<string>();
  const walk = (cur: FanoronaState, from: number, at: number) => {
    for (const step of game.steps(cur)) {
      const r = game.playStep(cur, step);
      if (!r.ok) throw new Error(`listed step refused: ${r.error.rule} ${r.error.message}`);
      const next = r.value;
      const to = step.kind === "stop" ? at : step.to;
      const start = cur.chain === null && step.kind !== "stop" ? step.from : from;
      if (next.toMove === mover && next.chain !== null) walk(next, start, to);
      else {
        const after = new Set(mover === 0 ? blacks(next) : whites(next));
        out.add(
          outcome(
            start,
            to,
            enemyBefore.filter((p) => !after.has(p)),
          ),
        );
      }
    }
  };
  walk(s, s.chain?.at ?? -1, s.chain?.at ?? -1);
  return out;
}

const arb = fc.record({
  game: fc.integer({ min: 0, max: GAMES.length - 1 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
});
const PARAMS = { numRuns: 60 };

describe("properties of random games, over every ruleset", () => {
  it("material never increases; only the opponent of the mover loses pieces, as many as captured", () => {
    fc.assert(
      fc.property(arb, ({ game: gi, seed }) => {
        const game = GAMES[gi]!;
        const states = randomGame(game, seed, 60);
        for (let i = 1; i < states.length; i++) {
          const [a, b] = [states[i - 1]!, states[i]!];
          const [moverA, otherA] = a.toMove === 0 ? [whites(a), blacks(a)] : [blacks(a), whites(a)];
          const [moverB, otherB] = a.toMove === 0 ? [whites(b), blacks(b)] : [blacks(b), whites(b)];
          expect(moverB.length).toBe(moverA.length);
          expect(otherB.length).toBeLessThanOrEqual(otherA.length);
        }
      }),
      PARAMS,
    );
  });

  it("every captured piece lies in the line of an approach or withdrawal of the turn", () => {
    fc.assert(
      fc.property(arb, ({ game: gi, seed }) => {
        const game = GAMES[gi]!;
        for (const s of randomGame(game, seed, 40))
          for (const t of game.turns(s)) {
            expect(expectedCaptures(game, s, t)).toEqual([...t.captured]);
            const r = game.playTurn(s, t);
            if (!r.ok) throw new Error(r.error.message);
            const after = new Set(s.toMove === 0 ? blacks(r.value) : whites(r.value));
            const lost = (s.toMove === 0 ? blacks(s) : whites(s)).filter((p) => !after.has(p));
            expect(lost).toEqual([...t.captured]);
          }
      }),
      { numRuns: 25 },
    );
  });

  it("every turn played by steps is in the legal list, and the step outcomes are exactly the legal turns", () => {
    fc.assert(
      fc.property(arb, ({ game: gi, seed }) => {
        const game = GAMES[gi]!;
        for (const s of randomGame(game, seed, 40)) {
          if (game.status(s).kind !== "ongoing") {
            expect(game.steps(s)).toEqual([]);
            continue;
          }
          const turns = game.turns(s);
          const listed = turns.map((t) => outcome(t.from, t.path.at(-1)!.to, t.captured));
          expect(new Set(listed).size).toBe(listed.length);
          expect(stepOutcomes(game, s)).toEqual(new Set(listed));
        }
      }),
      { numRuns: 25 },
    );
  });

  it("position lines round-trip, at turn starts and in the middle of chains", () => {
    fc.assert(
      fc.property(arb, ({ game: gi, seed }) => {
        const game = GAMES[gi]!;
        const rng = createRng(seed);
        let s = game.setup();
        for (let i = 0; i < 80 && game.status(s).kind === "ongoing"; i++) {
          const line = game.formatPosition(s);
          const back = game.parsePosition(line);
          if (!back.ok) throw new Error(`${line}: ${back.error.message}`);
          expect(game.formatPosition(back.value)).toBe(line);
          // Fields the ruleset does not use are not written, and read back as their defaults.
          expect({ ...back.value, seen: null }).toEqual({
            ...s,
            seen: null,
            quiet: line.includes("quiet=") ? s.quiet : 0,
            turnNumber: line.includes("turn=") ? s.turnNumber : back.value.turnNumber,
          });
          expect(game.steps(back.value)).toEqual(game.steps(s));
          const steps = game.steps(s);
          const r = game.playStep(s, steps[rng.int(steps.length)]!);
          if (!r.ok) throw new Error(r.error.message);
          s = r.value;
        }
      }),
      PARAMS,
    );
  });

  it("turns print and parse back to the same turn", () => {
    fc.assert(
      fc.property(arb, ({ game: gi, seed }) => {
        const game = GAMES[gi]!;
        for (const s of randomGame(game, seed, 30))
          for (const t of game.turns(s)) {
            const r = game.parseTurn(s, game.formatTurn(s, t));
            if (!r.ok) throw new Error(r.error.message);
            expect(r.value).toEqual(t);
          }
      }),
      { numRuns: 30 },
    );
  });
});
