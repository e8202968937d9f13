import { loadGameOrThrow } from "../../../src/content/ruleset-files.ts";
import { playLineOrThrow } from "../../../src/engine/core/index.ts";
import type { TeloGame, TeloState } from "../../../src/engine/telo/index.ts";

/** A telo game compiled from its ruleset file, with optional option overrides. */
export const telo = (ruleset = "murray-1951", overrides: Record<string, unknown> = {}): TeloGame =>
  loadGameOrThrow("fanorona-telo", ruleset, overrides) as TeloGame;

export function position(game: TeloGame, text: string): TeloState {
  const p = game.parsePosition(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** Plays turns given in notation; throws on any problem (tests of legal sequences only). */
export const playAll = (game: TeloGame, start: TeloState, moves: string): TeloState =>
  playLineOrThrow(
    game,
    start,
    moves.split(/\s+/).filter((m) => m !== ""),
  );

/** Every position reachable from the empty board (ignoring the repetition history), by key. */
export function reachable(game: TeloGame): Map<string, TeloState> {
  const seen = new Map<string, TeloState>();
  const fresh = (s: TeloState): TeloState => ({
    ...s,
    history: [s.history[s.history.length - 1]!],
  });
  const queue = [game.setup()];
  seen.set(game.formatPosition(queue[0]!), queue[0]!);
  while (queue.length > 0) {
    const s = queue.pop()!;
    for (const t of game.turns(s)) {
      const next = game.playTurn(s, t);
      if (!next.ok) throw new Error(next.error.message);
      const key = game.formatPosition(next.value);
      if (!seen.has(key)) {
        const n = fresh(next.value);
        seen.set(key, n);
        queue.push(n);
      }
    }
  }
  return seen;
}
