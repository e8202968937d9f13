import type { OptionError } from "../core/errors.ts";
import { defineOptions, readOptions } from "../core/options.ts";
import type { Cited, Provenance } from "../core/provenance.ts";
import { ok, type Result } from "../core/result.ts";
import type { RulesetSpec } from "../core/ruleset.ts";

export const TELO_MOVEMENTS = ["adjacent", "anywhere"] as const;
export type TeloMovement = (typeof TELO_MOVEMENTS)[number];
export const TELO_WINS = ["three-in-a-row"] as const;
export type TeloWin = (typeof TELO_WINS)[number];
export const TELO_BLOCKED = ["loses", "draw"] as const;
export type TeloBlocked = (typeof TELO_BLOCKED)[number];

/** The options of the telo family, one key per rule (`options.<key>` in a ruleset file). */
export const TELO_OPTIONS = defineOptions({
  diagonals: {
    kind: "bool",
    doc: "the two main diagonals are lines of the board, for moving and for rows",
  },
  pieces: {
    kind: "int",
    min: 3,
    max: 4,
    doc: "pieces per player, placed one a turn on an empty point until a player's pieces are all on the board; only then does that player move",
  },
  movement: {
    kind: "enum",
    values: TELO_MOVEMENTS,
    doc: "a move takes one piece one step along a line to the adjacent empty point, or (anywhere, a variant for comparison) to any empty point",
  },
  win: {
    kind: "enum",
    values: TELO_WINS,
    doc: "a player who gets three pieces on one line wins at once, while placing as well as while moving",
  },
  repetition: {
    kind: "int",
    min: 2,
    doc: "the game is drawn (void) when the same position with the same player to move occurs this many times since the last placement",
  },
  blocked: {
    kind: "enum",
    values: TELO_BLOCKED,
    doc: "what happens to a player with no legal turn",
  },
});

export interface TeloRules {
  readonly diagonals: boolean;
  readonly pieces: 3 | 4;
  readonly movement: TeloMovement;
  readonly win: TeloWin;
  readonly repetition: number;
  readonly blocked: TeloBlocked;
}

export type TeloOptionKey = keyof typeof TELO_OPTIONS;
export const TELO_OPTION_KEYS = Object.keys(TELO_OPTIONS) as TeloOptionKey[];

/** The provenance of each rule, taken from the ruleset's options. */
export type TeloProvenance = Readonly<Record<TeloOptionKey, Provenance>>;

/** Validates a ruleset for fanoron-telo (core `readOptions`) and compiles its rules. */
export function readTeloOptions(
  spec: RulesetSpec,
  overrides: Readonly<Record<string, unknown>> = {},
): Result<
  {
    readonly rules: TeloRules;
    readonly provenance: TeloProvenance;
    readonly options: Readonly<Record<string, Cited<unknown>>>;
  },
  readonly OptionError[]
> {
  const read = readOptions(
    TELO_OPTIONS,
    { family: "telo", game: "fanorona-telo" },
    spec,
    overrides,
  );
  if (!read.ok) return read;
  const o = read.value;
  const provenance = Object.fromEntries(
    TELO_OPTION_KEYS.map((k) => [k, o[k].provenance]),
  ) as Record<TeloOptionKey, Provenance>;
  return ok({
    rules: {
      diagonals: o.diagonals.value,
      pieces: o.pieces.value === 3 ? 3 : 4,
      movement: o.movement.value,
      win: o.win.value,
      repetition: o.repetition.value,
      blocked: o.blocked.value,
    },
    provenance,
    options: o,
  });
}
