import type { RuleViolation } from "./errors.ts";
import type { AnyGame } from "./game.ts";
import type { OptionSpec, OptionSpecs, OptionValue } from "./options.ts";

/*
 * Every rule that refuses a turn, not only the first the engine tests. A game refuses a turn
 * with one rule violation: the first check that fails, in the family's order. Other rules of the
 * reading may refuse the same turn as well, and a page that names only the first credits it with
 * a refusal that another rule would make anyway (review 2026-11-24, M1: the one-move opening
 * named for d3e3Ad3A under Montgomery, where both of his provisos refuse it too).
 *
 * "Every rule" is defined by lifting, one rule at a time, in the engine's own order:
 *
 * 1. the reading's refusal of the turn is the first rule of the list;
 * 2. when that rule is an option, it is lifted: the option is set to the first of its other
 *    values (`alternatives`) under which the turn is no longer refused by that option, the other
 *    options keeping their values (and the ones lifted before staying lifted);
 * 3. the turn is tried again under the reading so changed: if refused, that refusal is the next
 *    rule of the list, and so on.
 *
 * The list ends when the turn is allowed (`allowedOnceLifted`: every listed rule had to be
 * lifted for the reading to allow it), or at a rule that cannot be lifted: a base rule (not an
 * option: the board's geometry, the end of the game), an option no other value lifts, or a turn
 * the changed reading cannot read. Each rule's violation is the one a reading gave where that
 * rule still had the reading's own value, so its passage is the reading's.
 */

/** Compiles readings again with some options changed: the registry's compiler, seen from core. */
export interface Variants {
  /** The option declarations of `game` (the game's own, not only those of a ruleset). */
  specs(game: AnyGame): OptionSpecs;
  /**
   * `game` compiled again with `overrides` on top of the overrides it was compiled with;
   * undefined when the values are refused.
   */
  compile(game: AnyGame, overrides: Readonly<Record<string, OptionValue>>): AnyGame | undefined;
}

/** Integer ranges up to this many values are tried whole; longer ones at the neighbours only. */
const WHOLE_RANGE = 64;

/**
 * The other values of an option to try, in order: for a boolean the other value ("off" for a
 * rule that is on); for an enumeration each other value in declared order; for an integer "off"
 * (null) where the declaration allows it, then the other values of its range nearest first
 * (the lower first at equal distance; a step of 2 for an even one), every one when the range
 * holds at most 64 values and `whole` is true, else only the two neighbours: an integer rule's
 * effect far from its value is not tried on a long range (nor by the dead-option check, which
 * asks only whether the option matters at all and passes `whole` false).
 */
export function alternatives(spec: OptionSpec, value: unknown, whole = true): OptionValue[] {
  switch (spec.kind) {
    case "bool":
      return [value !== true];
    case "enum":
      return spec.values.filter((v) => v !== value);
    case "int": {
      const out: OptionValue[] = [];
      if (spec.nullable === true && value !== null) out.push(null);
      if (typeof value !== "number") return [...out, spec.min];
      const step = spec.even === true ? 2 : 1;
      const inRange = (v: number): boolean =>
        v >= spec.min && (spec.max === undefined || v <= spec.max);
      const all =
        whole && spec.max !== undefined && (spec.max - spec.min) / step + 1 <= WHOLE_RANGE;
      const reach = all ? Math.max(value - spec.min, (spec.max ?? value) - value) / step : 1;
      for (let k = 1; k <= reach; k++)
        for (const v of [value - k * step, value + k * step]) if (inRange(v)) out.push(v);
      return out;
    }
  }
}

/** A reading's verdict on a turn written in notation: allowed, refused, or unreadable. */
function verdict(game: AnyGame, state: unknown, text: string): RuleViolation | "allowed" | null {
  const parsed = game.parseTurn(state, text);
  if (!parsed.ok) return null;
  const played = game.playTurn(state, parsed.value);
  return played.ok ? "allowed" : played.error;
}

/** Every rule that refuses a turn, as defined above, with whether lifting them all allows it. */
export interface EveryRefusal {
  /** The refusing rules in the order they were met; the first is the reading's own refusal. */
  readonly refusals: readonly RuleViolation[];
  /** Whether the reading, with every listed rule lifted, allows the turn. */
  readonly allowedOnceLifted: boolean;
}

/**
 * Every rule by which `game` refuses the turn written `text` in `state`, given its first refusal
 * `first` (see the definition above). `state` is played under the changed readings as it is:
 * a lifted rule never changes the board or the position's shape, only which turns are allowed.
 */
export function everyRefusal(
  game: AnyGame,
  state: unknown,
  text: string,
  first: RuleViolation,
  variants: Variants,
): EveryRefusal {
  const specs = variants.specs(game);
  const refusals: RuleViolation[] = [first];
  const lifted: Record<string, OptionValue> = {};
  let current = first;
  for (;;) {
    const key = current.rule;
    const spec = specs[key];
    if (spec === undefined || key in lifted) return { refusals, allowedOnceLifted: false };
    let next: RuleViolation | "allowed" | null | undefined;
    for (const value of alternatives(spec, game.options[key]?.value)) {
      const changed = variants.compile(game, { ...lifted, [key]: value });
      if (changed === undefined) continue;
      const v = verdict(changed, state, text);
      if (v !== null && v !== "allowed" && v.rule === key) continue;
      lifted[key] = value;
      next = v;
      break;
    }
    if (next === undefined || next === null) return { refusals, allowedOnceLifted: false };
    if (next === "allowed") return { refusals, allowedOnceLifted: true };
    refusals.push(next);
    current = next;
  }
}
