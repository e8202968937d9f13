import type { OptionError } from "../core/errors.ts";
import {
  defineOptions,
  readOptions,
  type OptionSpecs,
  type TypedOptions,
} from "../core/options.ts";
import type { Player } from "../core/player.ts";
import type { Cited, Provenance } from "../core/provenance.ts";
import { ok, type Result } from "../core/result.ts";
import type { RulesetSpec } from "../core/ruleset.ts";
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
export const OPPOSITE_FRAMES = ["board", "heading"] as const;
export type OppositeFrame = (typeof OPPOSITE_FRAMES)[number];
export const BLOCKED_OUTCOMES = ["loses", "draw"] as const;
export type BlockedOutcome = (typeof BLOCKED_OUTCOMES)[number];
export const VELA_FORMS = ["be", "kely"] as const;
export type VelaForm = (typeof VELA_FORMS)[number];
export const VELA_LOSER_STUCK = ["loser-wins", "play-on"] as const;
export type VelaLoserStuck = (typeof VELA_LOSER_STUCK)[number];

/** The options every game of the family reads (`options.<key>` in a ruleset file). */
export const RIATRA_OPTIONS = defineOptions({
  starts: {
    kind: "enum",
    values: STARTERS,
    doc: "who makes the first turn (in vela the loser of the previous game always plays White, the winner Black)",
  },
  "capture-choice": {
    kind: "enum",
    values: CAPTURE_CHOICES,
    doc: "when one step captures both by approach and by withdrawal, the player chooses one, or the named kind takes precedence",
  },
  "compulsory-capture": {
    kind: "bool",
    doc: "a turn must begin with a capture when one is available; when false a non-capturing move (paika) may be played instead",
  },
  continuation: {
    kind: "enum",
    values: CONTINUATIONS,
    doc: "after a capture the same piece may, or must, go on capturing while a legal capture step remains",
  },
  "no-same-direction": {
    kind: "bool",
    doc: "two consecutive steps of a chain may not go in the same direction",
  },
  "no-revisit": {
    kind: "bool",
    doc: "a chain may not return to any point the piece occupied in the turn, the starting point included: that is, to any point it has left during the turn (Montgomery's proviso (a) read as any point left during the run)",
  },
  "no-immediate-return": {
    kind: "bool",
    doc: "a chain may not go straight back to the point it has just left (Montgomery's proviso (a) read as the point just left)",
  },
  "no-same-line": {
    kind: "bool",
    doc: "each step of a chain must be along a board line not yet used in the turn",
  },
  "no-opposite-capture": {
    kind: "bool",
    doc: 'a capture may not take pieces lying opposite to those of the capture just made (Montgomery\'s "at both ends"), "opposite" as option opposite-capture-frame reads it',
  },
  "opposite-capture-frame": {
    kind: "enum",
    values: OPPOSITE_FRAMES,
    doc: 'how no-opposite-capture reads "opposite": board, the pieces taken lie in the board direction opposite to those the capture just before took; heading, relative to the way the piece moves in each step, an approach takes pieces in front of it and a withdrawal pieces behind it, so a withdrawal may not follow an approach, nor an approach a withdrawal (right and left never arise: every capture lies on the line of its step); it decides nothing while no-opposite-capture is off',
  },
  "opening-single-capture": {
    kind: "enum",
    values: OPENING_LIMITS,
    doc: "which turns are limited to one capture step: none, the first turn of the game, or each player's first turn",
  },
  blocked: {
    kind: "enum",
    values: BLOCKED_OUTCOMES,
    doc: "what happens to a player who has pieces but no legal turn",
  },
  "draw-quiet-turns": {
    kind: "int",
    min: 1,
    nullable: true,
    doc: "the game is drawn after this many consecutive turns without capture (null: never)",
  },
  "draw-repetition": {
    kind: "int",
    min: 2,
    nullable: true,
    doc: "the game is drawn when a position (board and player to move) occurs this many times since the last capture, within one game record (null: never)",
  },
  "draw-neither-can-capture": {
    kind: "bool",
    doc: 'the game is drawn when neither side can capture and no move of the player to move would give either side a capture (a one-move reading of "neither side can capture any more")',
  },
});

/** The options of vela only, on top of the riatra ones. */
export const VELA_ONLY_OPTIONS = defineOptions({
  board: { kind: "enum", values: BOARD_SIZES, doc: "the board vela is played on" },
  "vela-form": {
    kind: "enum",
    values: VELA_FORMS,
    doc: "vela be starts from the normal set-up; vela kely removes the winner's back row (rank 5)",
  },
  "vela-release-9x5": {
    kind: "int",
    min: 1,
    doc: "on the 9x5 board the winner (Black) may not capture while he has more pieces than this; at this number normal play resumes for both",
  },
  "vela-release-5x5": {
    kind: "int",
    min: 1,
    doc: "on the 5x5 board the winner (Black) may not capture while he has more pieces than this; at this number normal play resumes for both",
  },
  "vela-loser-single-capture": {
    kind: "bool",
    doc: "before the release the loser (White) captures one piece a turn, the enemy piece nearest to his own on the line captured",
  },
  "vela-loser-cannot-capture": {
    kind: "enum",
    values: VELA_LOSER_STUCK,
    doc: "what happens when, before the release, the loser has no capture: he wins the vela, or plays a non-capturing move",
  },
  "vela-winner-must-offer": {
    kind: "bool",
    doc: "before the release the winner must make a move after which the loser can capture, when such a move exists",
  },
});

export const VELA_OPTIONS = defineOptions({ ...RIATRA_OPTIONS, ...VELA_ONLY_OPTIONS });

/** Each game's option declarations: fanorona is 9x5 and fanoron-dimy 5x5; vela names its board. */
export const FANORONA_FAMILY_OPTIONS: Readonly<Record<FanoronaGameId, OptionSpecs>> = {
  fanorona: RIATRA_OPTIONS,
  "fanoron-dimy": RIATRA_OPTIONS,
  vela: VELA_OPTIONS,
};

export const RIATRA_OPTION_KEYS = Object.keys(RIATRA_OPTIONS) as (keyof typeof RIATRA_OPTIONS)[];
export const VELA_OPTION_KEYS = Object.keys(
  VELA_ONLY_OPTIONS,
) as (keyof typeof VELA_ONLY_OPTIONS)[];
export const FANORONA_OPTION_KEYS = Object.keys(VELA_OPTIONS) as FanoronaOptionKey[];
export type FanoronaOptionKey = keyof typeof VELA_OPTIONS;

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
  readonly oppositeFrame: OppositeFrame;
  readonly openingSingleCapture: OpeningLimit;
  readonly blocked: BlockedOutcome;
  readonly drawQuietTurns: number | null;
  readonly drawRepetition: number | null;
  readonly drawNeitherCanCapture: boolean;
  readonly vela: VelaRules | null;
}

/** Provenance of each option in force (absent keys belong to the other game kind). */
export type FanoronaProvenance = Readonly<Partial<Record<FanoronaOptionKey, Provenance>>>;

/**
 * Validates a ruleset for a game of the family (core `readOptions`: game, family, every option by
 * key, overrides) and compiles the values into the rules the move generator reads.
 */
export function readFanoronaOptions(
  game: FanoronaGameId,
  spec: RulesetSpec,
  overrides: Readonly<Record<string, unknown>> = {},
): Result<
  { readonly rules: FanoronaRules; readonly options: Readonly<Record<string, Cited<unknown>>> },
  readonly OptionError[]
> {
  const owner = { family: "fanorona", game } as const;
  if (game !== "vela") {
    const read = readOptions(RIATRA_OPTIONS, owner, spec, overrides);
    if (!read.ok) return read;
    const board = game === "fanorona" ? "9x5" : "5x5";
    return ok({ rules: riatraRules(read.value, board, null), options: read.value });
  }
  const read = readOptions(VELA_OPTIONS, owner, spec, overrides);
  if (!read.ok) return read;
  const o = read.value;
  const board = o.board.value;
  const vela: VelaRules = {
    form: o["vela-form"].value,
    release: board === "9x5" ? o["vela-release-9x5"].value : o["vela-release-5x5"].value,
    loserSingleCapture: o["vela-loser-single-capture"].value,
    loserCannotCapture: o["vela-loser-cannot-capture"].value,
    winnerMustOffer: o["vela-winner-must-offer"].value,
  };
  return ok({ rules: riatraRules(o, board, vela), options: o });
}

function riatraRules(
  o: TypedOptions<typeof RIATRA_OPTIONS>,
  board: BoardSize,
  vela: VelaRules | null,
): FanoronaRules {
  return {
    board,
    starts: o.starts.value === "white" ? 0 : 1,
    captureChoice: o["capture-choice"].value,
    compulsoryCapture: o["compulsory-capture"].value,
    continuation: o.continuation.value,
    noSameDirection: o["no-same-direction"].value,
    noRevisit: o["no-revisit"].value,
    noImmediateReturn: o["no-immediate-return"].value,
    noSameLine: o["no-same-line"].value,
    noOppositeCapture: o["no-opposite-capture"].value,
    oppositeFrame: o["opposite-capture-frame"].value,
    openingSingleCapture: o["opening-single-capture"].value,
    blocked: o.blocked.value,
    drawQuietTurns: o["draw-quiet-turns"].value,
    drawRepetition: o["draw-repetition"].value,
    drawNeitherCanCapture: o["draw-neither-can-capture"].value,
    vela,
  };
}
