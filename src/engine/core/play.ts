import type { Game } from "./game.ts";

/**
 * Plays a turn the game itself generated. A refusal can only be a bug in the family (its
 * generator and its rules disagree), so it is thrown, not returned.
 */
export function playOrThrow<S, T>(
  game: Pick<Game<S, unknown, T>, "playTurn">,
  state: S,
  turn: T,
): S {
  const next = game.playTurn(state, turn);
  if (!next.ok) throw new Error(`generated turn refused: ${next.error.message}`);
  return next.value;
}

/** `playOrThrow` for a step the game generated. */
export function playStepOrThrow<S, St>(
  game: Pick<Game<S, St, unknown>, "playStep">,
  state: S,
  step: St,
): S {
  const next = game.playStep(state, step);
  if (!next.ok) throw new Error(`generated step refused: ${next.error.message}`);
  return next.value;
}
