import type { AnyGame } from "./game.ts";
import type { Rng } from "./rng.ts";
import type { Status } from "./status.ts";

export interface PlayoutResult {
  /** Turns played. */
  readonly plies: number;
  /** Final status; `ongoing` when the ply limit stopped the game. */
  readonly status: Status;
}

/** Uniformly random turns until the game ends or `maxPlies` turns, through the generic interface. */
export function randomPlayout(
  game: AnyGame,
  state: unknown,
  rng: Rng,
  maxPlies: number,
): PlayoutResult {
  let s = state;
  for (let plies = 0; plies < maxPlies; plies++) {
    const status = game.status(s);
    if (status.kind !== "ongoing") return { plies, status };
    const turns: readonly unknown[] = game.turns(s);
    if (turns.length === 0)
      throw new Error("ongoing game with no legal turn: the family's status() is wrong");
    const next = game.playTurn(s, turns[rng.int(turns.length)]);
    if (!next.ok) throw new Error(`generated turn refused: ${next.error.message}`);
    s = next.value;
  }
  return { plies: maxPlies, status: game.status(s) };
}

/** Random playout through the family's fast path when it has one. */
export function fastPlayout(
  game: AnyGame,
  state: unknown,
  rng: Rng,
  maxPlies: number,
): PlayoutResult {
  return game.fast?.playout
    ? game.fast.playout(state, rng, maxPlies)
    : randomPlayout(game, state, rng, maxPlies);
}
