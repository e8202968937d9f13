import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/engine/index.ts";
import {
  sowingPath,
  turnSowingPath,
  type MancalaState,
  type SowingMove,
  type SowingPlace,
} from "../../../src/engine/mancala/index.ts";
import { GAME_IDS, MAIN, at, load, rulesetFiles } from "./helpers.ts";

/**
 * The sowing path (sowing.ts) against the rules: replayed move by move onto the position before a
 * step it gives exactly the position the engine plays, counters are conserved at every move (the
 * hand included), and drops follow the sowing circuit counter by counter, whole laps included.
 */

/** Counts of every place, keyed as the path names them, read from a position. */
function counts(s: MancalaState): Map<string, number> {
  const m = new Map<string, number>();
  s.board.forEach((c, i) => m.set(`hole:${i}`, c));
  s.store.forEach((c, i) => m.set(`store:${i}`, c));
  s.reserve.forEach((c, i) => m.set(`reserve:${i}`, c));
  return m;
}

const key = (p: SowingPlace): string =>
  p.kind === "hole" ? `hole:${p.hole}` : `${p.kind}:${p.player}`;

const handOf = (s: MancalaState): number => (s.pending === 4 ? s.pendA : 0);
const sum = (m: Map<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0);

/** Applies the path to the counts before the step, checking conservation at every move. */
function replay(before: MancalaState, moves: readonly SowingMove[]) {
  const m = counts(before);
  const total = sum(m) + handOf(before);
  for (const [i, mv] of moves.entries()) {
    for (const c of mv.counts) m.set(key(c.at), c.count);
    expect(sum(m) + mv.hand, `counters conserved at move ${i} (${mv.action})`).toBe(total);
    expect(mv.hand).toBeGreaterThanOrEqual(0);
  }
  return m;
}

describe("the sowing path", () => {
  it.each(rulesetFiles().map((r) => [r.game, r.file.replace(/\.yaml$/, "")] as const))(
    "%s (%s): replays to the engine's position along random games, counters conserved",
    (id, ruleset) => {
      const game = load(id, ruleset);
      let steps = 0;
      for (let k = 0; k < 6; k++) {
        const rng = createRng(100 + k);
        let s = game.setup();
        for (let ply = 0; ply < 60 && game.status(s).kind === "ongoing"; ply++) {
          const options = game.steps(s);
          const step = options[rng.int(options.length)]!;
          const r = sowingPath(game, s, step);
          if (!r.ok) throw new Error(r.error.message);
          const played = game.playStep(s, step);
          if (!played.ok) throw new Error(played.error.message);
          expect(r.value.after).toEqual(played.value);
          const m = replay(s, r.value.moves);
          expect(m).toEqual(counts(played.value));
          expect(r.value.moves.at(-1)?.hand ?? handOf(s)).toBe(handOf(played.value));
          expect(r.value.moves.some((x) => x.action === "settle")).toBe(false);
          s = played.value;
          steps++;
        }
      }
      expect(steps).toBeGreaterThan(60);
    },
  );

  it("msuwa: lifts the hole, then drops one counter a hole round the circuit, relaying", () => {
    const game = load("msuwa", MAIN.msuwa);
    const s = game.setup();
    const geo = game.rules.geo;
    const d = game.options.direction!.value === "anticlockwise" ? 1 : -1;
    const own = geo.own[s.toMove];
    let relays = 0;
    for (const step of game.steps(s)) {
      const r = sowingPath(game, s, step);
      if (!r.ok) throw new Error(r.error.message);
      const moves = r.value.moves;
      expect(moves[0]).toMatchObject({
        action: "lift",
        at: { kind: "hole", hole: step.kind === "hole" ? step.hole : -1 },
      });
      let from = -1;
      for (const mv of moves) {
        if (mv.at.kind !== "hole") continue;
        if (mv.action === "lift") {
          if (from >= 0) relays++;
          from = geo.ownIndex[mv.at.hole]!;
        } else if (mv.action === "drop") {
          from = (from + d + own.length) % own.length;
          expect(mv.at.hole, "each drop is the next hole of the circuit").toBe(own[from]);
          expect(mv.counts).toHaveLength(1);
        }
      }
    }
    expect(relays, "some opening sowings relay").toBeGreaterThan(0);
  });

  it("a hand bigger than the circuit goes round counter by counter, the emptied hole included", () => {
    const game = load("msuwa", MAIN.msuwa);
    const geo = game.rules.geo;
    const m = geo.own[0].length;
    // South's a1 holds a full lap and two more; every other hole of South's is empty, so the
    // last counter ends the sowing without a relay.
    const text = game.formatPosition(game.setup());
    const s0 = at(game, text);
    const board = s0.board.slice();
    const total = board.reduce((a, b) => a + b, 0);
    for (const h of geo.own[0]) board[h] = 0;
    const start = geo.order[0][0]!;
    const northSum = [...geo.own[1]].reduce((a, h) => a + board[h]!, 0);
    board[start] = Math.min(m + 2, total - northSum);
    const s: MancalaState = {
      ...s0,
      board,
      store: new Int32Array([total - northSum - board[start], 0]),
    };
    const r = sowingPath(game, s, { kind: "hole", hole: start });
    if (!r.ok) throw new Error(r.error.message);
    const drops = r.value.moves.filter((x) => x.action === "drop" && x.at.kind === "hole");
    expect(drops.length).toBeGreaterThanOrEqual(m);
    expect(drops.map((x) => (x.at.kind === "hole" ? x.at.hole : -1))).toContain(start);
    const played = game.playStep(s, { kind: "hole", hole: start });
    if (!played.ok) throw new Error(played.error.message);
    expect(replay(s, r.value.moves)).toEqual(counts(played.value));
  });

  it("a whole turn's path is its steps' paths one after the other", () => {
    for (const id of GAME_IDS) {
      const game = load(id, MAIN[id]);
      const s = game.setup();
      const turn = game.turns(s)[0]!;
      const whole = turnSowingPath(game, s, turn);
      if (!whole.ok) throw new Error(whole.error.message);
      const played = game.playTurn(s, turn);
      if (!played.ok) throw new Error(played.error.message);
      expect(whole.value.after).toEqual(played.value);
      expect(replay(s, whole.value.moves)).toEqual(counts(played.value));
    }
  });

  it("refuses an illegal step with the rules' violation", () => {
    const game = load("msuwa", MAIN.msuwa);
    const s = game.setup();
    const north = game.rules.geo.own[1][0]!;
    const r = sowingPath(game, s, { kind: "hole", hole: north });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe("sow-from");
  });
});
