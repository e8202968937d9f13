import type { Provenance } from "./provenance.ts";

/**
 * The rules every game has without an option: ids of rule violations that no option key names.
 * A violation of an optional rule is named by the option's key (`optionViolation`).
 */
export const BASE_RULES = [
  "all-pieces-placed",
  "along-a-line",
  "capture-not-named",
  "captured-set",
  "chain-capture-only",
  "chain-piece",
  "empty-point",
  "empty-turn",
  "game-over",
  "illegal",
  "no-chain",
  "no-continuation",
  "no-such-point",
  "not-a-capture",
  "not-adjacent",
  "not-own-piece",
  "occupied",
  "own-piece",
  "paika-is-a-turn",
  "pieces-in-hand",
  "turn-complete",
] as const;
export type BaseRule = (typeof BASE_RULES)[number];

/** A move that the rules forbid. `rule` names the rule; `provenance` the source passage behind it. */
export interface RuleViolation {
  readonly kind: "rule-violation";
  /** A base rule (`BASE_RULES`, e.g. `not-adjacent`) or an option key (`compulsory-capture`). */
  readonly rule: BaseRule | (string & {});
  readonly message: string;
  readonly provenance?: Provenance;
}

/** Text that is not a well-formed position, move or option. `input` is the offending text. */
export interface ParseError {
  readonly kind: "parse-error";
  readonly input: string;
  readonly message: string;
}

/** A ruleset option that is missing, unknown or has a value the family does not accept. */
export interface OptionError {
  readonly kind: "option-error";
  /** The option key (`options.<key>` in the ruleset file). */
  readonly option: string;
  readonly message: string;
}

export const violation = (
  rule: BaseRule,
  message: string,
  provenance?: Provenance,
): RuleViolation => optionViolation(rule, message, provenance);

/** A violation of the rule an option sets, named by the option's key. */
export const optionViolation = (
  option: string,
  message: string,
  provenance?: Provenance,
): RuleViolation =>
  provenance === undefined
    ? { kind: "rule-violation", rule: option, message }
    : { kind: "rule-violation", rule: option, message, provenance };

export const parseError = (input: string, message: string): ParseError => ({
  kind: "parse-error",
  input,
  message,
});

export const optionError = (option: string, message: string): OptionError => ({
  kind: "option-error",
  option,
  message,
});

/** Option errors as one line, the one wording every caller shows: `option "k": message; ...`. */
export const optionErrorsText = (errors: readonly OptionError[]): string =>
  errors.map((e) => `option "${e.option}": ${e.message}`).join("; ");
