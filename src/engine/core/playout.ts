import type { Game } from "./game.ts";
import { playOrThrow } from "./play.ts";
import type { Rng } from "./rng.ts";
import type { Status } from "./status.ts";

export interface PlayoutResult {
  /** Turns played. */
  readonly plies: number;
  /** Final status; `ongoing` when the ply limit stopped the game. */
  readonly status: Status;
}

/** Uniformly random turns until the game ends or `maxPlies` turns, through the generic interface. */
export function randomPlayout<S, St, T>(
  game: Game<S, St, T>,
  state: S,
  rng: Rng,
  maxPlies: number,
): PlayoutResult {
  let s = state;
  for (let plies = 0; plies < maxPlies; plies++) {
    const status = game.status(s);
    if (status.kind !== "ongoing") return { plies, status };
    const turns = game.turns(s);
    if (turns.length === 0)
      throw new Error("ongoing game with no legal turn: the family's status() is wrong");
    s = playOrThrow(game, s, turns[rng.int(turns.length)]!);
  }
  return { plies: maxPlies, status: game.status(s) };
}

/** Random playout through the family's fast path when it has one. */
export function fastPlayout<S, St, T>(
  game: Game<S, St, T>,
  state: S,
  rng: Rng,
  maxPlies: number,
): PlayoutResult {
  return game.fast?.playout
    ? game.fast.playout(state, rng, maxPlies)
    : randomPlayout(game, state, rng, maxPlies);
}
