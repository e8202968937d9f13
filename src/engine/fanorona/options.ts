import { optionError, type OptionError } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import type { Cited, Provenance } from "../core/provenance.ts";
import { err, ok, type Result } from "../core/result.ts";
import { BOARD_SIZES, type BoardSize } from "./geometry.ts";

/** The fanorona-family games, by game id. */
export const FANORONA_GAME_IDS = ["fanorona", "fanoron-dimy", "vela"] as const;
export type FanoronaGameId = (typeof FANORONA_GAME_IDS)[number];

export const STARTERS = ["white", "black"] as const;
export const CAPTURE_CHOICES = ["choose", "approach", "withdrawal"] as const;
export type CaptureChoice = (typeof CAPTURE_CHOICES)[number];
export const CONTINUATIONS = ["optional", "compulsory"] as const;
export type Continuation = (typeof CONTINUATIONS)[number];
export const OPENING_LIMITS = ["none", "first-turn", "each-players-first-turn"] as const;
export type OpeningLimit = (typeof OPENING_LIMITS)[number];
export const BLOCKED_OUTCOMES = ["loses", "draw"] as const;
export type BlockedOutcome = (typeof BLOCKED_OUTCOMES)[number];
export const VELA_FORMS = ["be", "kely"] as const;
export type VelaForm = (typeof VELA_FORMS)[number];
export const VELA_LOSER_STUCK = ["loser-wins", "play-on"] as const;
export type VelaLoserStuck = (typeof VELA_LOSER_STUCK)[number];

/**
 * The options of the fanorona family (`options.<key>` in a ruleset file). Every game needs the
 * riatra keys; `board` is needed by vela only (fanorona is 9x5, fanoron-dimy 5x5); the `vela-*`
 * keys belong to vela only.
 *
 * - `board` (`9x5` | `5x5`): the board vela is played on.
 * - `starts` (`white` | `black`): who makes the first turn. In vela the loser of the previous game
 *   always plays White, the winner Black.
 * - `capture-choice` (`choose` | `approach` | `withdrawal`): when one step captures both by approach
 *   and by withdrawal, the player chooses one, or the named kind takes precedence.
 * - `compulsory-capture` (boolean): a turn must begin with a capture when one is available. When
 *   false, a non-capturing move (paika) may be played instead.
 * - `continuation` (`optional` | `compulsory`): after a capture the same piece may, or must, go on
 *   capturing while a legal capture step remains.
 * - `no-same-direction` (boolean): two consecutive steps of a chain may not go in the same direction.
 * - `no-revisit` (boolean): a chain may not return to any point the piece occupied in the turn,
 *   the starting point included.
 * - `no-immediate-return` (boolean): a chain may not go straight back to the point it has just left.
 * - `no-same-line` (boolean): each step of a chain must be along a board line not yet used in the turn.
 * - `no-opposite-capture` (boolean): a capture may not take pieces lying in the direction opposite
 *   to those of the capture just made (Montgomery's "at both ends").
 * - `opening-single-capture` (`none` | `first-turn` | `each-players-first-turn`): turns limited to
 *   one capture step: none, the first turn of the game, or each player's first turn.
 * - `blocked` (`loses` | `draw`): what happens to a player who has pieces but no legal turn.
 * - `draw-quiet-turns` (null | integer >= 1): draw after this many consecutive turns without capture.
 * - `draw-repetition` (null | integer >= 2): draw when a position (board and player to move) occurs
 *   this many times; counted from the last capture, within one game record.
 * - `draw-neither-can-capture` (boolean): draw when neither side can capture in the position and no
 *   move of the player to move would give either side a capture (a one-move reading of "neither side
 *   can capture any more").
 * - `vela-form` (`be` | `kely`): vela be starts from the normal set-up; vela kely removes the winner's
 *   back row (rank 5).
 * - `vela-release-9x5`, `vela-release-5x5` (integer >= 1): the winner (Black) may not capture while he
 *   has more pieces than this; at this number normal play resumes for both.
 * - `vela-loser-single-capture` (boolean): before the release the loser (White) captures one piece a
 *   turn, the enemy piece nearest to his own on the line captured.
 * - `vela-loser-cannot-capture` (`loser-wins` | `play-on`): what happens when, before the release,
 *   the loser has no capture: he wins the vela, or plays a non-capturing move.
 * - `vela-winner-must-offer` (boolean): before the release, the winner must make a move after which
 *   the loser can capture, when such a move exists.
 */
export const RIATRA_OPTION_KEYS = [
  "starts",
  "capture-choice",
  "compulsory-capture",
  "continuation",
  "no-same-direction",
  "no-revisit",
  "no-immediate-return",
  "no-same-line",
  "no-opposite-capture",
  "opening-single-capture",
  "blocked",
  "draw-quiet-turns",
  "draw-repetition",
  "draw-neither-can-capture",
] as const;
export const VELA_OPTION_KEYS = [
  "board",
  "vela-form",
  "vela-release-9x5",
  "vela-release-5x5",
  "vela-loser-single-capture",
  "vela-loser-cannot-capture",
  "vela-winner-must-offer",
] as const;
export const FANORONA_OPTION_KEYS = [...RIATRA_OPTION_KEYS, ...VELA_OPTION_KEYS] as const;
export type FanoronaOptionKey = (typeof FANORONA_OPTION_KEYS)[number];

export interface VelaRules {
  readonly form: VelaForm;
  /** Black (the previous winner) may not capture while he has more pieces than this. */
  readonly release: number;
  readonly loserSingleCapture: boolean;
  readonly loserCannotCapture: VelaLoserStuck;
  readonly winnerMustOffer: boolean;
}

/** The compiled rules the move generator reads. */
export interface FanoronaRules {
  readonly board: BoardSize;
  readonly starts: Player;
  readonly captureChoice: CaptureChoice;
  readonly compulsoryCapture: boolean;
  readonly continuation: Continuation;
  readonly noSameDirection: boolean;
  readonly noRevisit: boolean;
  readonly noImmediateReturn: boolean;
  readonly noSameLine: boolean;
  readonly noOppositeCapture: boolean;
  readonly openingSingleCapture: OpeningLimit;
  readonly blocked: BlockedOutcome;
  readonly drawQuietTurns: number | null;
  readonly drawRepetition: number | null;
  readonly drawNeitherCanCapture: boolean;
  readonly vela: VelaRules | null;
}

/** Provenance of each option in force (absent keys belong to the other game kind). */
export type FanoronaProvenance = Readonly<Partial<Record<FanoronaOptionKey, Provenance>>>;

const isKey = (k: string): k is FanoronaOptionKey =>
  (FANORONA_OPTION_KEYS as readonly string[]).includes(k);

/** The provenance recorded for a value given through `overrides` rather than by a ruleset. */
export const overrideProvenance = (key: string, previous: unknown): Provenance => ({
  source: "override",
  locator: `option ${key}`,
  basis: "default",
  reasoning: `set by the caller, replacing the ruleset's value ${JSON.stringify(previous)}`,
});

/** Accepts the strings a command line produces ("true", "5", "null") for typed values. */
function coerce(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  if (value === "null") return null;
  if (/^-?\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Validates an options map for a game of the family and compiles it. Every problem is reported,
 * named by its option key.
 */
export function readFanoronaOptions(
  game: FanoronaGameId,
  options: Readonly<Record<string, Cited<unknown>>>,
  overrides: Readonly<Record<string, unknown>> = {},
): Result<
  { readonly rules: FanoronaRules; readonly options: Readonly<Record<string, Cited<unknown>>> },
  readonly OptionError[]
> {
  const errors: OptionError[] = [];
  const needed: readonly FanoronaOptionKey[] =
    game === "vela" ? FANORONA_OPTION_KEYS : RIATRA_OPTION_KEYS;
  const merged: Record<string, Cited<unknown>> = {};
  for (const [key, cited] of Object.entries(options)) {
    if (!isKey(key)) {
      errors.push(
        optionError(key, `unknown option for the fanorona family; known: ${needed.join(", ")}`),
      );
      continue;
    }
    if (!needed.includes(key)) {
      errors.push(optionError(key, `${key} applies to the vela game only, not to ${game}`));
      continue;
    }
    merged[key] = cited;
  }
  for (const [key, value] of Object.entries(overrides)) {
    if (!isKey(key) || !needed.includes(key)) {
      errors.push(optionError(key, `cannot override ${key}: not an option of ${game}`));
      continue;
    }
    merged[key] = { value, provenance: overrideProvenance(key, merged[key]?.value ?? null) };
  }
  for (const key of needed)
    if (merged[key] === undefined)
      errors.push(optionError(key, `missing (${game} needs every option: ${needed.join(", ")})`));
  if (errors.length > 0) return err(errors);

  const raw = (k: FanoronaOptionKey): unknown => coerce(merged[k]!.value);
  const oneOf = <T extends string>(k: FanoronaOptionKey, allowed: readonly T[]): T => {
    const v = raw(k);
    if (typeof v === "string" && (allowed as readonly string[]).includes(v)) return v as T;
    errors.push(optionError(k, `must be one of ${allowed.join(", ")}; got ${JSON.stringify(v)}`));
    return allowed[0]!;
  };
  const bool = (k: FanoronaOptionKey): boolean => {
    const v = raw(k);
    if (typeof v === "boolean") return v;
    errors.push(optionError(k, `must be true or false; got ${JSON.stringify(v)}`));
    return false;
  };
  const int = (k: FanoronaOptionKey, min: number, nullable: boolean): number | null => {
    const v = raw(k);
    if (v === null && nullable) return null;
    if (typeof v === "number" && Number.isInteger(v) && v >= min) return v;
    errors.push(
      optionError(
        k,
        `must be an integer of at least ${min}${nullable ? " or null" : ""}; got ${JSON.stringify(v)}`,
      ),
    );
    return null;
  };

  const board: BoardSize =
    game === "fanorona" ? "9x5" : game === "fanoron-dimy" ? "5x5" : oneOf("board", BOARD_SIZES);
  let vela: VelaRules | null = null;
  if (game === "vela") {
    const form = oneOf("vela-form", VELA_FORMS);
    const release9 = int("vela-release-9x5", 1, false) ?? 5;
    const release5 = int("vela-release-5x5", 1, false) ?? 3;
    vela = {
      form,
      release: board === "9x5" ? release9 : release5,
      loserSingleCapture: bool("vela-loser-single-capture"),
      loserCannotCapture: oneOf("vela-loser-cannot-capture", VELA_LOSER_STUCK),
      winnerMustOffer: bool("vela-winner-must-offer"),
    };
  }
  const rules: FanoronaRules = {
    board,
    starts: oneOf("starts", STARTERS) === "white" ? 0 : 1,
    captureChoice: oneOf("capture-choice", CAPTURE_CHOICES),
    compulsoryCapture: bool("compulsory-capture"),
    continuation: oneOf("continuation", CONTINUATIONS),
    noSameDirection: bool("no-same-direction"),
    noRevisit: bool("no-revisit"),
    noImmediateReturn: bool("no-immediate-return"),
    noSameLine: bool("no-same-line"),
    noOppositeCapture: bool("no-opposite-capture"),
    openingSingleCapture: oneOf("opening-single-capture", OPENING_LIMITS),
    blocked: oneOf("blocked", BLOCKED_OUTCOMES),
    drawQuietTurns: int("draw-quiet-turns", 1, true),
    drawRepetition: int("draw-repetition", 2, true),
    drawNeitherCanCapture: bool("draw-neither-can-capture"),
    vela,
  };
  if (errors.length > 0) return err(errors);
  const typed: Record<string, Cited<unknown>> = {};
  for (const key of needed) typed[key] = { value: raw(key), provenance: merged[key]!.provenance };
  return ok({ rules, options: typed });
}
