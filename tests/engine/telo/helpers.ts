import { loadGame } from "../../../src/content/ruleset-files.ts";
import type { TeloGame, TeloState } from "../../../src/engine/telo/index.ts";

/** A telo game compiled from its ruleset file, with optional option overrides. */
export function telo(ruleset = "murray-1951", overrides: Record<string, unknown> = {}): TeloGame {
  const g = loadGame("fanorona-telo", ruleset, overrides);
  if (!g.ok) throw new Error(g.error);
  return g.value as TeloGame;
}

export function position(game: TeloGame, text: string): TeloState {
  const p = game.parsePosition(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** Plays turns given in notation; throws on any problem (tests of legal sequences only). */
export function playAll(game: TeloGame, start: TeloState, moves: string): TeloState {
  let s = start;
  for (const text of moves.split(/\s+/).filter((m) => m !== "")) {
    const t = game.parseTurn(s, text);
    if (!t.ok) throw new Error(t.error.message);
    const next = game.playTurn(s, t.value);
    if (!next.ok) throw new Error(`${text}: ${next.error.message}`);
    s = next.value;
  }
  return s;
}

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
