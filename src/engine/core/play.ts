import type { ParseError, RuleViolation } from "./errors.ts";
import type { Game } from "./game.ts";
import { err, ok, type Result } from "./result.ts";

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

/** The turn of a line that a game refused: where it stands in the line, its text and why. */
export interface RefusedTurn {
  /** Its place in the line, from 0. */
  readonly index: number;
  readonly text: string;
  /** A parse error when the game cannot read the text as a turn there, else the rule it breaks. */
  readonly error: ParseError | RuleViolation;
}

/**
 * Plays a line of turns written in the game's notation from `state`: the position after the
 * last, or the first turn refused. For lines from outside the engine (a link, a saved line, a
 * test), where a refusal is an answer and not a bug.
 */
export function playLine<S, T>(
  game: Pick<Game<S, unknown, T>, "parseTurn" | "playTurn">,
  state: S,
  texts: readonly string[],
): Result<S, RefusedTurn> {
  let s = state;
  for (const [index, text] of texts.entries()) {
    const turn = game.parseTurn(s, text);
    if (!turn.ok) return err({ index, text, error: turn.error });
    const next = game.playTurn(s, turn.value);
    if (!next.ok) return err({ index, text, error: next.error });
    s = next.value;
  }
  return ok(s);
}

/** A refused turn in one line: `turn 2 "b2-c3": rule not-adjacent: …`, or the parse error. */
export const refusedTurnText = (r: RefusedTurn): string =>
  `turn ${r.index + 1} "${r.text}": ` +
  (r.error.kind === "rule-violation" ? `rule ${r.error.rule}: ` : "") +
  r.error.message;

/** `playLine` for a line that must play (a test's, a saved one): a refusal is thrown. */
export function playLineOrThrow<S, T>(
  game: Pick<Game<S, unknown, T>, "parseTurn" | "playTurn">,
  state: S,
  texts: readonly string[],
): S {
  const played = playLine(game, state, texts);
  if (!played.ok) throw new Error(refusedTurnText(played.error));
  return played.value;
}
