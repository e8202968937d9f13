import type { OptionError, ParseError, RuleViolation } from "./errors.ts";
import type { Player } from "./player.ts";
import type { Cited } from "./provenance.ts";
import type { Result } from "./result.ts";
import type { RulesetSpec } from "./ruleset.ts";
import type { Rng } from "./rng.ts";
import type { Status } from "./status.ts";

/**
 * One game under one ruleset: the interface every family implements (after boardgame.io:
 * setup, moves, end condition). States, steps and turns are immutable values.
 *
 * A *step* is one decision (a capture step, stopping a chain, sowing a hole); a *turn* is a
 * whole move of one player, made of one or more steps. Perft, the AI and the CLI use turns;
 * the simulator offers steps.
 */
export interface Game<S, Step, Turn> {
  readonly id: string;
  readonly ruleset: RulesetSpec;
  /** Display names of player 0 and player 1 (`white`/`black`, `south`/`north` ...). */
  readonly players: readonly [string, string];
  /** Option values in force, each with its provenance. */
  readonly options: Readonly<Record<string, Cited<unknown>>>;

  setup(): S;
  toMove(state: S): Player;
  status(state: S): Status;

  steps(state: S): readonly Step[];
  playStep(state: S, step: Step): Result<S, RuleViolation>;
  parseStep(state: S, text: string): Result<Step, ParseError>;
  formatStep(state: S, step: Step): string;

  /** Legal whole turns; for Fanorona one per distinct (from, to, captured set). */
  turns(state: S): readonly Turn[];
  playTurn(state: S, turn: Turn): Result<S, RuleViolation>;
  parseTurn(state: S, text: string): Result<Turn, ParseError>;
  formatTurn(state: S, turn: Turn): string;

  parsePosition(text: string): Result<S, ParseError>;
  formatPosition(state: S): string;

  /** Optional fast paths living inside the family; they must agree with the generic ones. */
  readonly fast?: FastPaths<S>;
}

export interface FastPaths<S> {
  /** Leaf count in turns at `depth`. */
  perft?(state: S, depth: number): number;
  /** Random playout until the game ends or `maxPlies` turns; returns turns played and the final status. */
  playout?(
    state: S,
    rng: Rng,
    maxPlies: number,
  ): { readonly plies: number; readonly status: Status };
}

/** A game whose type parameters are erased: what registries, the CLI and the generic tools hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any>;

/** Builds a game from a ruleset; `overrides` replace option values (CLI `--option k=v`). */
export type CompileGame = (
  spec: RulesetSpec,
  overrides?: Readonly<Record<string, unknown>>,
) => Result<AnyGame, readonly OptionError[]>;
