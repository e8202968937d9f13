import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/engine/core/rng.ts";
import { countAll } from "../../../src/engine/mancala/notation.ts";
import { PENDING, type Pos } from "../../../src/engine/mancala/types.ts";
import { GAME_IDS, MAIN, load, type GameId } from "./helpers.ts";

/**
 * Property tests over 10,000 seeded random games per game (fast path, which the agreement tests
 * tie to the generic path): the counters are conserved after every turn, no count goes negative,
 * and every game ends, by a rule of the game or by its documented turn limit.
 */
const GAMES = 10_000;

/** The documented reasons a game of each family member can end for. */
const REASONS: Readonly<Record<GameId, readonly string[]>> = {
  "chiana-wa-kunja": ["captured-all", "turn-limit"],
  "chiana-wa-bwalo": ["captured-all", "turn-limit"],
  msuwa: ["captured-all", "no-move", "turn-limit"],
  "msuwa-wa-kunja": ["captured-all", "no-move", "turn-limit"],
  fifangha: ["camou", "no-move", "turn-limit"],
};

describe.each(GAME_IDS)("%s: 10,000 random games", (id) => {
  it("conserve counters on every turn and all end by a documented rule", () => {
    const game = load(id, MAIN[id]);
    const rules = game.rules;
    const limit = Number(game.options["turn-limit"]!.value);
    const kunja = rules.layout.owners;
    const reasons = new Map<string, number>();
    let turns = 0;
    const found: { problem: string | null } = { problem: null };
    const check = (pos: Pos): void => {
      turns++;
      if (found.problem !== null) return;
      if (countAll(pos) !== rules.total)
        found.problem = `counter total ${countAll(pos)} != ${rules.total} at ${game.formatPosition(pos)}`;
      else if (pos.pending !== PENDING.none) found.problem = "a turn ended with a decision pending";
      else if (
        pos.board.some((c) => c < 0) ||
        pos.store.some((c) => c < 0) ||
        pos.reserve.some((c) => c < 0)
      )
        found.problem = `negative count at ${game.formatPosition(pos)}`;
      else if (kunja)
        for (let h = 0; h < pos.board.length; h++)
          if ((pos.owner[h] !== 0) !== pos.board[h]! > 0)
            found.problem = `owner and count disagree at hole ${h}: ${game.formatPosition(pos)}`;
    };
    for (let seed = 0; seed < GAMES; seed++) {
      const r = rules.playout(game.setup(), createRng(seed), limit + 1, check);
      if (found.problem !== null) break;
      expect(r.status.kind, `seed ${seed}`).not.toBe("ongoing");
      const reason = r.status.kind === "ongoing" ? "ongoing" : r.status.reason;
      if (reason === "turn-limit") expect(r.plies).toBe(limit);
      else expect(r.plies).toBeLessThan(limit + 1);
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    expect(found.problem).toBeNull();
    for (const reason of reasons.keys()) expect(REASONS[id]).toContain(reason);
    expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(GAMES);
    expect(turns).toBeGreaterThan(GAMES);
  });
});
