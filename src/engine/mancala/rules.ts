import { optionViolation, type ParseProblem, type RuleViolation } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import type { Cited } from "../core/provenance.ts";
import type { Rng } from "../core/rng.ts";
import { ONGOING, type Status, type StatusReason } from "../core/status.ts";
import type { ChianaOptionKey } from "./chiana-options.ts";
import type { FifanghaOptionKey } from "./fifangha-options.ts";
import type { Geometry } from "./geometry.ts";
import type { MsuwaOptionKey } from "./msuwa-options.ts";
import type { CitedOptions, OptionValue } from "./options.ts";
import type { MancalaState, MancalaStep, MancalaTurn, Pos } from "./types.ts";

/**
 * The rules the family's violations and results cite. Each is named by the option key that
 * carries it (declared in a game's `*_OPTIONS`), so a misspelt or undeclared rule id fails type
 * checking; `breach` and the status helpers also require the key to be one of the game's own.
 */
export const MANCALA_RULES = [
  "after-reserve",
  "camou",
  "capture-target",
  "compulsory-capture",
  "direction",
  "extra-capture-condition",
  "extra-captures",
  "extra-captures-declinable",
  "lone-counter",
  "mamoueatsrha",
  "no-move",
  "opening",
  "placement",
  "singletons",
  "sow-from",
  "turn-limit",
  "win",
] as const satisfies readonly (ChianaOptionKey | MsuwaOptionKey | FifanghaOptionKey)[];
export type MancalaRule = (typeof MANCALA_RULES)[number];

/** How a game of the family uses the shared position format. */
export interface Layout {
  /** Chiana wa Kunja: holes carry their owner (`4s`, `3n`); only the back rows are used. */
  readonly owners: boolean;
  /** Counters leave the board into the captor's store (`-` in the position when they never do). */
  readonly store: boolean;
  readonly reserve: "none" | "per-player" | "shared";
}

/** One game of the family under one ruleset: what the Game wrapper (game.ts) needs. */
export interface Rules {
  readonly id: string;
  readonly geo: Geometry;
  readonly options: Readonly<Record<string, Cited<OptionValue>>>;
  readonly layout: Layout;
  /** Counters in the game: on the board + in the stores + in reserve + in hand. */
  readonly total: number;
  setup(): Pos;
  status(pos: MancalaState): Status;
  /** Legal whole turns from a position where nothing is pending, in the family's canonical order. */
  turns(pos: MancalaState): MancalaTurn[];
  /**
   * The distinct first steps of `turns(pos)`, in their order, listed without the turns: a kernel
   * whose turns multiply (Msuwa's extra holes: 7,725 turns from 16 starting holes) gives it so that
   * the steps offered and a step's legality do not cost a listing of every turn. Optional; the
   * generic path (`firstStepsOfTurns` in game.ts) is the reference the tests hold it to.
   */
  firstSteps?(pos: MancalaState): MancalaStep[];
  /** Legal steps while a decision is pending inside a turn. */
  pendingSteps(pos: MancalaState): MancalaStep[];
  /** Plays a step known to be legal, in place. */
  apply(pos: Pos, step: MancalaStep): void;
  /** The option that governs the decision pending in `pos` (for an incomplete turn). */
  pendingRule(pos: MancalaState): MancalaRule;
  /**
   * The option that closed a turn begun by `first` from `start` before `step` could be played
   * (Msuwa's extra holes: none owed under this reading's condition, or fewer than written), or
   * undefined when no option did. Optional: without it such a step is refused by the base rule
   * `turn-complete`, which names no source; with it the refusal cites the option in force.
   */
  completedRule?(
    start: MancalaState,
    first: MancalaStep,
    step: MancalaStep,
  ): RuleViolation | undefined;
  /** The rule an illegal step breaks. */
  diagnose(pos: MancalaState, step: MancalaStep): RuleViolation;
  /**
   * Random playout in place, drawing exactly as `randomPlayout` in core/playout.ts does over
   * `turns()` (same turns, same order, one `rng.int(count)` per turn), so both agree game for game.
   * `onTurn` (tests) sees the position after every turn.
   */
  playout(
    pos: Pos,
    rng: Rng,
    maxPlies: number,
    onTurn?: (pos: Pos) => void,
  ): { plies: number; status: Status };
  /** Game-specific checks of a parsed position: the problem (a reason and its English), or null. */
  check(pos: MancalaState): ParseProblem | null;
}

/** A rule violation citing the option that carries the rule (`readOptions` guarantees every declared option is present). */
export function breach<K extends string>(
  options: CitedOptions<K>,
  rule: NoInfer<K> & MancalaRule,
  message: string,
): RuleViolation {
  return optionViolation(rule, message, options[rule].provenance);
}

export function winStatus<K extends string>(
  options: CitedOptions<K>,
  winner: Player,
  reason: StatusReason,
  rule: NoInfer<K> & MancalaRule,
): Status {
  return { kind: "win", winner, reason, provenance: options[rule].provenance };
}

export function drawStatus<K extends string>(
  options: CitedOptions<K>,
  reason: StatusReason,
  rule: NoInfer<K> & MancalaRule,
): Status {
  return { kind: "draw", reason, provenance: options[rule].provenance };
}

/** The win of the player whose opponent has no counters left (`mine`, `theirs`: each side's). */
export function capturedAll(
  options: CitedOptions<"win">,
  p: Player,
  mine: number,
  theirs: number,
): Status | null {
  if (mine === 0) return winStatus(options, p === 0 ? 1 : 0, "captured-all", "win");
  if (theirs === 0) return winStatus(options, p, "captured-all", "win");
  return null;
}

/** The draw once `turn-limit` turns have been played, else ongoing. */
export function turnLimitStatus(
  options: CitedOptions<"turn-limit">,
  pos: MancalaState,
  limit: number,
): Status {
  return pos.ply >= limit ? drawStatus(options, "turn-limit", "turn-limit") : ONGOING;
}

/** Binomial coefficient for the small numbers of the family (k <= 4, n <= 80). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/**
 * The `rank`-th k-subset (lexicographic order of index tuples i1 < i2 < ... < ik) of 0..m-1,
 * written into `out`. The generic path lists subsets in the same order.
 */
export function unrankSubset(m: number, k: number, rank: number, out: Int32Array): void {
  let r = rank;
  let start = 0;
  for (let j = 0; j < k; j++) {
    for (let i = start; i < m; i++) {
      const c = choose(m - i - 1, k - j - 1);
      if (r < c) {
        out[j] = i;
        start = i + 1;
        break;
      }
      r -= c;
    }
  }
}

/** All k-subsets of 0..m-1 in lexicographic order. */
export function subsets(m: number, k: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const rec = (start: number): void => {
    if (cur.length === k) {
      out.push(cur.slice());
      return;
    }
    for (let i = start; i < m; i++) {
      cur.push(i);
      rec(i + 1);
      cur.pop();
    }
  };
  rec(0);
  return out;
}

/**
 * The sizes of the sets of extra holes a capture owing `k` allows: `k` alone, or (the captor may
 * stop, Msuwa's `extra-captures-declinable`) `k` down to 0, in the order turns are listed.
 */
export const takeSizes = (k: number, declinable: boolean): number[] =>
  declinable ? Array.from({ length: k + 1 }, (_, i) => k - i) : [k];

/** How many sets of extra holes, among `m` holding counters, a capture owing `k` allows. */
export const takeChoices = (m: number, k: number, declinable: boolean): number =>
  takeSizes(k, declinable).reduce((t, j) => t + choose(m, j), 0);

/** The `rank`-th of those sets (sizes in `takeSizes` order) written into `out`; its size. */
export function unrankTakes(
  m: number,
  k: number,
  declinable: boolean,
  rank: number,
  out: Int32Array,
): number {
  let r = rank;
  for (const j of takeSizes(k, declinable)) {
    const c = choose(m, j);
    if (r < c) {
      unrankSubset(m, j, r, out);
      return j;
    }
    r -= c;
  }
  throw new Error(`extra holes: rank ${String(rank)} is past the ${String(m)}-hole sets`);
}
