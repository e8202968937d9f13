import { optionError, type OptionError } from "../core/errors.ts";
import type { Cited, Provenance } from "../core/provenance.ts";
import { err, ok, type Result } from "../core/result.ts";

export const TELO_MOVEMENTS = ["adjacent", "anywhere"] as const;
export type TeloMovement = (typeof TELO_MOVEMENTS)[number];
export const TELO_WINS = ["three-in-a-row"] as const;
export type TeloWin = (typeof TELO_WINS)[number];
export const TELO_BLOCKED = ["loses", "draw"] as const;
export type TeloBlocked = (typeof TELO_BLOCKED)[number];

/**
 * The options of the telo family, one key per rule (`options.<key>` in a ruleset file):
 *
 * - `diagonals` (boolean): the two main diagonals are lines of the board (for moving and for rows).
 * - `pieces` (3 or 4): pieces per player. Players place one piece per turn on an empty point,
 *   alternately, until a player's pieces are all on the board; only then does that player move.
 * - `movement` (`adjacent` | `anywhere`): a move takes one piece one step along a line to the
 *   adjacent empty point, or (`anywhere`, a variant for comparison) to any empty point.
 * - `win` (`three-in-a-row`): a player who gets three pieces on one line wins at once, while
 *   placing as well as while moving.
 * - `repetition` (integer >= 2): the game is drawn (void) when the same position with the same
 *   player to move occurs for this many times since the last placement.
 * - `blocked` (`loses` | `draw`): what happens to a player with no legal turn.
 */
export interface TeloRules {
  readonly diagonals: boolean;
  readonly pieces: 3 | 4;
  readonly movement: TeloMovement;
  readonly win: TeloWin;
  readonly repetition: number;
  readonly blocked: TeloBlocked;
}

export const TELO_OPTION_KEYS = [
  "diagonals",
  "pieces",
  "movement",
  "win",
  "repetition",
  "blocked",
] as const;
export type TeloOptionKey = (typeof TELO_OPTION_KEYS)[number];

/** The provenance of each rule, taken from the ruleset's options. */
export type TeloProvenance = Readonly<Record<TeloOptionKey, Provenance>>;

const isKey = (k: string): k is TeloOptionKey =>
  (TELO_OPTION_KEYS as readonly string[]).includes(k);

function oneOf<T extends string>(
  key: string,
  value: unknown,
  allowed: readonly T[],
  errors: OptionError[],
): T | undefined {
  if (typeof value === "string" && (allowed as readonly string[]).includes(value))
    return value as T;
  errors.push(
    optionError(key, `must be one of ${allowed.join(", ")}; got ${JSON.stringify(value)}`),
  );
  return undefined;
}

/** Validates a ruleset's options map for the telo family; every problem is reported, by option. */
export function readTeloOptions(
  options: Readonly<Record<string, Cited<unknown>>>,
): Result<
  { readonly rules: TeloRules; readonly provenance: TeloProvenance },
  readonly OptionError[]
> {
  const errors: OptionError[] = [];
  for (const key of Object.keys(options))
    if (!isKey(key))
      errors.push(
        optionError(
          key,
          `unknown option for the telo family; known: ${TELO_OPTION_KEYS.join(", ")}`,
        ),
      );
  for (const key of TELO_OPTION_KEYS)
    if (options[key] === undefined)
      errors.push(optionError(key, "missing (the telo family needs every option)"));
  if (errors.length > 0) return err(errors);
  const value = (k: TeloOptionKey): unknown => options[k]!.value;

  const diagonals = value("diagonals");
  if (typeof diagonals !== "boolean")
    errors.push(optionError("diagonals", "must be true or false"));
  const pieces = value("pieces");
  if (pieces !== 3 && pieces !== 4)
    errors.push(optionError("pieces", `must be 3 or 4; got ${JSON.stringify(pieces)}`));
  const movement = oneOf("movement", value("movement"), TELO_MOVEMENTS, errors);
  const win = oneOf("win", value("win"), TELO_WINS, errors);
  const repetition = value("repetition");
  if (typeof repetition !== "number" || !Number.isInteger(repetition) || repetition < 2)
    errors.push(
      optionError(
        "repetition",
        `must be an integer of at least 2; got ${JSON.stringify(repetition)}`,
      ),
    );
  const blocked = oneOf("blocked", value("blocked"), TELO_BLOCKED, errors);
  if (errors.length > 0) return err(errors);

  const provenance = Object.fromEntries(
    TELO_OPTION_KEYS.map((k) => [k, options[k]!.provenance]),
  ) as Record<TeloOptionKey, Provenance>;
  return ok({
    rules: {
      diagonals: diagonals as boolean,
      pieces: pieces as 3 | 4,
      movement: movement!,
      win: win!,
      repetition: repetition as number,
      blocked: blocked!,
    },
    provenance,
  });
}
