import type { Provenance } from "./provenance.ts";

/** A move that the rules forbid. `rule` names the rule; `provenance` the source passage behind it. */
export interface RuleViolation {
  readonly kind: "rule-violation";
  /** Option key or base-rule id, e.g. `compulsory-capture`, `not-adjacent`. */
  readonly rule: string;
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

export const violation = (rule: string, message: string, provenance?: Provenance): RuleViolation =>
  provenance === undefined
    ? { kind: "rule-violation", rule, message }
    : { kind: "rule-violation", rule, message, provenance };

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
