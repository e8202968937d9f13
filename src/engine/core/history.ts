import type { RuleViolation } from "./errors.ts";
import type { Game } from "./game.ts";
import { err, ok, type Result } from "./result.ts";

/** A game record: the start position and each turn with the position it led to. Immutable. */
export interface History<S, T> {
  readonly start: S;
  readonly entries: readonly { readonly turn: T; readonly after: S }[];
}

export const newHistory = <S, T>(start: S): History<S, T> => ({ start, entries: [] });

export const current = <S, T>(h: History<S, T>): S => h.entries.at(-1)?.after ?? h.start;

export function push<S, St, T>(
  game: Game<S, St, T>,
  h: History<S, T>,
  turn: T,
): Result<History<S, T>, RuleViolation> {
  const next = game.playTurn(current(h), turn);
  return next.ok
    ? ok({ start: h.start, entries: [...h.entries, { turn, after: next.value }] })
    : err(next.error);
}

/** The history without its last turn; unchanged when there is nothing to undo. */
export const undo = <S, T>(h: History<S, T>): History<S, T> =>
  h.entries.length === 0 ? h : { start: h.start, entries: h.entries.slice(0, -1) };
