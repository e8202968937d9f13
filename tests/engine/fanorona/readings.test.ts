/**
 * The open readings of Montgomery's provisos (review 2026-11-24, M1), played under
 * `fanorona/montgomery-1896`: proviso (b) read in the board's directions (the ruleset's value)
 * or relative to the piece's heading (`opposite-capture-frame=heading`), and proviso (a) read as
 * the point just left (`no-immediate-return`, the ruleset's value) or as any point left during
 * the run (`no-revisit=true`). Positions where the readings part are found by search over
 * seeded random games, and compared by their legal turns.
 */
import { describe, expect, it } from "vitest";
import { createRng, samplePositions } from "../../../src/engine/index.ts";
import type {
  FanoronaGame,
  FanoronaState,
  FanoronaTurn,
} from "../../../src/engine/fanorona/index.ts";
import { load } from "./helpers.ts";

const HEADING = { "opposite-capture-frame": "heading" } as const;

/** Positions of seeded random games (and the first breadth-first ones) under `game`. */
const sampleOf = (game: FanoronaGame): FanoronaState[] =>
  samplePositions(game, {
    breadth: 40,
    games: 6,
    maxTurns: 100,
    rng: (i) => createRng(2026 + i),
  });

/** A turn's outcome: where it starts and ends and what it takes (the same whatever the path). */
const outcome = (t: FanoronaTurn): string =>
  `${t.from}-${t.path.at(-1)!.to}:${t.captured.join(",")}`;

const outcomes = (g: FanoronaGame, s: FanoronaState): Map<string, FanoronaTurn> =>
  new Map(
    g.status(s).kind === "ongoing"
      ? g.turns(s).map((t): [string, FanoronaTurn] => [outcome(t), t])
      : [],
  );

/** Turns only `a` allows at `s`, by outcome. */
const onlyIn = (a: FanoronaGame, b: FanoronaGame, s: FanoronaState): FanoronaTurn[] => {
  const theirs = outcomes(b, s);
  return [...outcomes(a, s)].filter(([k]) => !theirs.has(k)).map(([, t]) => t);
};

/** Whether two captures in a row of the turn's path differ in kind (approach, withdrawal). */
const changesKind = (t: FanoronaTurn): boolean =>
  t.path.some((step, i) => i > 0 && step.kind !== t.path[i - 1]!.kind);

/** Whether the turn's path goes straight back to the point it has just left. */
const returnsAtOnce = (t: FanoronaTurn): boolean => {
  const points = [t.from, ...t.path.map((p) => p.to)];
  return points.some((p, i) => i >= 2 && p === points[i - 2]);
};

/** Whether the turn's path returns to any point it has occupied. */
const revisits = (t: FanoronaTurn): boolean => {
  const points = [t.from, ...t.path.map((p) => p.to)];
  return new Set(points).size < points.length;
};

/** The first rule that refuses `t` (written as `a` lists it) under `g`. */
const refusingRule = (a: FanoronaGame, g: FanoronaGame, s: FanoronaState, t: FanoronaTurn) => {
  const parsed = g.parseTurn(s, a.formatTurn(s, t));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = g.playTurn(s, parsed.value);
  return r.ok ? "allowed" : r.error.rule;
};

describe("proviso (b): in the board's directions, or relative to the piece's heading", () => {
  const board = load("fanorona", "montgomery-1896");
  const heading = load("fanorona", "montgomery-1896", HEADING);
  const positions = [...sampleOf(board), ...sampleOf(heading)];

  it("the two readings part on positions of random games", () => {
    const parting = positions.filter((s) => onlyIn(board, heading, s).length > 0);
    expect(parting.length).toBeGreaterThan(0);
    // Each turn only the board reading allows changes the kind of capture in a row (an approach
    // takes in front, a withdrawal behind), and the heading reading refuses it by proviso (b).
    for (const s of parting)
      for (const t of onlyIn(board, heading, s)) {
        expect(changesKind(t), board.formatTurn(s, t)).toBe(true);
        expect(refusingRule(board, heading, s, t)).toBe("no-opposite-capture");
        // The refusal says which side, as the moving piece sees it.
        const text = heading.parseTurn(s, board.formatTurn(s, t));
        if (!text.ok) throw new Error(text.error.message);
        const r = heading.playTurn(s, text.value);
        expect(r.ok ? "" : r.error.message).toMatch(
          /may not take (behind it right after taking in front of it|in front of it right after taking behind it)/,
        );
        expect(r.ok ? undefined : r.error.provenance?.source).toBe("montgomery-1896");
      }
  });

  it("under the heading reading every legal turn keeps to one kind of capture", () => {
    let chains = 0;
    for (const s of positions)
      for (const t of outcomes(heading, s).values()) {
        if (t.path.length > 1) chains++;
        expect(changesKind(t), heading.formatTurn(s, t)).toBe(false);
      }
    expect(chains).toBeGreaterThan(0);
  });

  it("with proviso (a) as read, the heading reading allows nothing the board reading refuses", () => {
    // Same kind twice with the pieces on opposite sides of the board means going straight back.
    for (const s of positions) expect(onlyIn(heading, board, s)).toEqual([]);
  });

  it("without proviso (a), the heading reading allows going straight back, which (b) on the board refuses", () => {
    const open = { "no-immediate-return": false };
    const b = load("fanorona", "montgomery-1896", open);
    const h = load("fanorona", "montgomery-1896", { ...HEADING, ...open });
    let found = 0;
    for (const s of positions)
      for (const t of onlyIn(h, b, s)) {
        found++;
        expect(returnsAtOnce(t), h.formatTurn(s, t)).toBe(true);
        expect(changesKind(t)).toBe(false);
        expect(refusingRule(h, b, s, t)).toBe("no-opposite-capture");
      }
    expect(found).toBeGreaterThan(0);
  });
});

describe("proviso (a): the point just left, or any point left during the run", () => {
  const justLeft = load("fanorona", "montgomery-1896");
  const anyLeft = load("fanorona", "montgomery-1896", { "no-revisit": true });
  const positions = [...sampleOf(justLeft), ...sampleOf(anyLeft)];

  it("any point left refuses turns that the point just left allows, and allows no other", () => {
    let found = 0;
    for (const s of positions) {
      expect(onlyIn(anyLeft, justLeft, s)).toEqual([]);
      for (const t of onlyIn(justLeft, anyLeft, s)) {
        found++;
        const text = justLeft.formatTurn(s, t);
        // A return to a point left earlier in the run, never the one just left.
        expect(revisits(t), text).toBe(true);
        expect(returnsAtOnce(t), text).toBe(false);
        expect(refusingRule(justLeft, anyLeft, s, t)).toBe("no-revisit");
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
