import type { Provenance } from "./provenance.ts";
import type { FamilyId } from "./ruleset.ts";

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

/**
 * Why a text is not a well-formed position, move or turn: one id per meaning, in the way of
 * chessops' `InvalidFen`, so that a page in another language says it in its own words (the words
 * tables, one entry per reason, are outside the engine: src/i18n/tables/<lang>/parse.ts). The
 * values the wording needs are the error's `params`; `message` is the same in English. Listed by
 * the family whose notation gives them, so that a page of one family carries only its words
 * (tests/site/parse-words.test.ts checks that each game gives only its family's).
 */
export const PARSE_REASONS_OF = {
  telo: [
    "telo-no-point",
    "telo-not-a-turn",
    "telo-position-fields",
    "telo-rank-count",
    "telo-rank-too-long",
    "telo-rank-character",
    "telo-rank-short",
    "telo-side",
    "telo-too-many-white",
    "telo-too-many-black",
    "telo-both-rows",
    "telo-mover-has-row",
  ],
  fanorona: [
    "empty-move",
    "path-start",
    "path-destination",
    "path-after",
    "path-no-destination",
    "chain-paika",
    "step-one-move",
    "fanorona-rank-count",
    "fanorona-rank-character",
    "fanorona-rank-width",
    "fanorona-position-fields",
    "fanorona-side",
    "fanorona-field",
    "fanorona-turn-field",
    "fanorona-quiet-field",
    "chain-not-captures",
    "chain-off-line",
    "chain-end-white",
    "chain-end-black",
    "chain-through",
    "chain-over",
  ],
  mancala: [
    "hole-out-of-range",
    "mancala-not-a-step",
    "take-distance",
    "mancala-unexpected",
    "empty-turn",
    // Mancala positions
    "mancala-field-count",
    "mancala-row-count",
    "mancala-middle-row",
    "mancala-hole-count",
    "mancala-hole-not-count",
    "mancala-hole-not-count-owned",
    "mancala-hole-owner-missing",
    "mancala-empty-hole-owner",
    "mancala-side",
    "mancala-no-stores",
    "mancala-stores",
    "mancala-no-reserve",
    "mancala-shared-reserve",
    "mancala-reserve",
    "mancala-turns-played",
    "mancala-counter-total",
    "mancala-pending-hole",
    "mancala-pending-take",
    "mancala-pending-carry",
    "mancala-pending",
    "mancala-no-pending",
    "mancala-no-such-pending",
    "msuwa-take-limit",
    "fifangha-one-reservoir",
    "fifangha-no-take",
    "pending-hole-not-mover",
    "pending-hole-empty",
    "pending-sow-reserve",
    "pending-carry-front",
  ],
} as const satisfies Readonly<Record<FamilyId, readonly string[]>>;

/** A parse reason of any family. */
export type ParseReason = (typeof PARSE_REASONS_OF)[FamilyId][number];

/**
 * Every parse reason of the engine, the families' lists joined, by a call marked pure: a browser
 * bundle that uses neither list drops both (a spread would keep them, as side effects).
 */
const joined = (lists: typeof PARSE_REASONS_OF): readonly ParseReason[] =>
  Object.values(lists).flat();
export const PARSE_REASONS: readonly ParseReason[] = /* @__PURE__ */ joined(PARSE_REASONS_OF);

/** The values a reason's wording names (the offending token, a count expected or found). */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** Why a text does not parse, without the text: a reason, its values and its English. */
export interface ParseProblem {
  readonly reason: ParseReason;
  readonly params: ErrorParams;
  /** The English wording of `reason` filled with `params`. */
  readonly message: string;
}

/** Text that is not a well-formed position, move or option. `input` is the offending text. */
export interface ParseError extends ParseProblem {
  readonly kind: "parse-error";
  readonly input: string;
}

/**
 * Why a ruleset, or a reader's change to it, does not compile: one id per meaning, as for
 * `PARSE_REASONS`. A value refused carries what the option accepts as values (`kind`, `values`,
 * `min`, `max`, `even`, `nullable`) beside its English (`expected`), so that it can be said in
 * other words too.
 */
export const OPTION_REASONS = [
  "no-family",
  "no-game",
  "family-game",
  "wrong-family",
  "wrong-game",
  "missing",
  "bad-value",
  "unknown-option",
  "no-such-override",
  "bad-override",
  "overtake-needs-outer",
  "own-rows-no-overtake",
  "overtake-keeps-counters",
  "own-rows-removes",
] as const;
export type OptionReason = (typeof OPTION_REASONS)[number];

/** A ruleset option that is missing, unknown or has a value the family does not accept. */
export interface OptionError {
  readonly kind: "option-error";
  /** The option key (`options.<key>` in the ruleset file). */
  readonly option: string;
  readonly reason: OptionReason;
  readonly params: ErrorParams;
  /** The English wording of `reason` filled with `params`. */
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

export const parseProblem = (
  reason: ParseReason,
  params: ErrorParams,
  message: string,
): ParseProblem => ({ reason, params, message });

export const parseError = (
  input: string,
  reason: ParseReason,
  params: ErrorParams,
  message: string,
): ParseError => ({ kind: "parse-error", input, reason, params, message });

/** A problem found in `input` (a position's part checked apart from the text), as its error. */
export const parseErrorOf = (input: string, p: ParseProblem): ParseError =>
  parseError(input, p.reason, p.params, p.message);

export const optionError = (
  option: string,
  reason: OptionReason,
  params: ErrorParams,
  message: string,
): OptionError => ({ kind: "option-error", option, reason, params, message });

/** Option errors as one line, the one wording every caller shows: `option "k": message; ...`. */
export const optionErrorsText = (errors: readonly OptionError[]): string =>
  errors.map((e) => `option "${e.option}": ${e.message}`).join("; ");
