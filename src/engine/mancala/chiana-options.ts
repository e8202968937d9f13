import { optionError, type OptionError } from "../core/errors.ts";
import { err, ok, type Result } from "../core/result.ts";
import { baseConfig, circuitDirection, type BaseConfig } from "./kernel.ts";
import {
  bool,
  num,
  FIRST_PLAYER_OPTION,
  SHARED_END_OPTIONS,
  str,
  type CitedOptions,
  type OptionSpec,
} from "./options.ts";

/**
 * Chiana (Sanderson 1913: 734-735; DLP.Evidence.1901, 1902). A player's counters lie in a series of
 * consecutive holes that crawls round the board: each move spreads the rearmost hole of the series
 * forward, one counter a hole.
 *
 * - Chiana wa Kunja (`circuit: outer-rows`): both players' series travel the ring of the two back
 *   rows; overtaking the opponent's series captures the holes sown into. Nothing leaves the board.
 * - Chiana wa Bwalo (`circuit: own-rows`): each player's series travels its own two rows; occupying
 *   front-row holes facing the opponent's counters takes them off the board.
 */
export const CHIANA_OPTIONS = {
  holes: { kind: "int", min: 3, max: 40, doc: "holes in each row (Sanderson: any number)" },
  circuit: {
    kind: "enum",
    values: ["outer-rows", "own-rows"],
    doc: "outer-rows: both series travel the ring of the two back rows (Chiana wa Kunja); own-rows: each player's series travels its own two rows (Chiana wa Bwalo)",
  },
  counters: {
    kind: "int",
    min: 1,
    max: 20,
    doc: "counters put in every hole of each player's back row at the start",
  },
  "first-player": FIRST_PLAYER_OPTION,
  direction: {
    kind: "enum",
    values: ["anticlockwise", "clockwise"],
    doc: "the way the series travel (anticlockwise: left to right along the player's near side)",
  },
  "sow-from": {
    kind: "enum",
    values: ["rear-of-series"],
    doc: "a move spreads the last (rearmost) hole of the player's series, one counter in each following hole",
  },
  respread: {
    kind: "bool",
    doc: "a spread that leaves one counter in the front hole and two in the hole behind it is followed by another spread of the (new) rearmost hole",
  },
  capture: {
    kind: "enum",
    values: ["overtake", "last-empty-front", "newly-occupied-front"],
    doc: "overtake: spreading into the opponent's series captures every hole sown into; last-empty-front: a last counter falling into an empty front-row hole takes the opponent's facing front-row hole; newly-occupied-front: every empty front-row hole the spread occupies takes the facing hole",
  },
  captured: {
    kind: "enum",
    values: ["in-place", "behind-series", "removed"],
    doc: "in-place: captured holes join the captor's series where they are; behind-series: their counters go to the hole behind the captor's series (the hole the spread started from); removed: captured counters leave the board",
  },
  "compulsory-capture": {
    kind: "bool",
    doc: "a player who has a move that captures must make one (Sanderson and the DLP's summaries say nothing either way); in Chiana wa Kunja, where a player has one move (two only for a lone counter under lone-counter one-or-two), it never decides under the sources' readings",
  },
  "singleton-rear": {
    kind: "bool",
    doc: "a lone counter in the rearmost hole of a series of two or more holes is first added to the next hole, which is then spread",
  },
  "lone-counter": {
    kind: "enum",
    values: ["two", "one-or-two", "one"],
    doc: "a player left with a single counter moves it two holes, one or two holes at its choice, or one hole",
  },
  ...SHARED_END_OPTIONS,
  win: {
    kind: "enum",
    values: ["capture-all"],
    doc: "the player who captures all the opponent's counters (Kunja: holes) wins",
  },
} as const satisfies Record<string, OptionSpec>;

export type ChianaOptionKey = keyof typeof CHIANA_OPTIONS;

/** The options of a Chiana ruleset as the kernel (chiana.ts) reads them. */
export interface ChianaConfig extends BaseConfig {
  readonly kunja: boolean;
  readonly counters: number;
  readonly dir: 1 | -1;
  readonly respread: boolean;
  readonly capture: "overtake" | "last-empty-front" | "newly-occupied-front";
  readonly behind: boolean;
  readonly merge: boolean;
  readonly compulsory: boolean;
  readonly lone: readonly (1 | 2)[];
}

/** The configuration, or every option that does not fit the chosen circuit. */
export function chianaConfig(
  o: CitedOptions<ChianaOptionKey>,
): Result<ChianaConfig, OptionError[]> {
  const kunja = str(o, "circuit") === "outer-rows";
  const capture = str(o, "capture") as ChianaConfig["capture"];
  const captured = str(o, "captured");
  const errors: OptionError[] = [];
  if (kunja && capture !== "overtake")
    errors.push(
      optionError(
        "capture",
        "overtake-needs-outer",
        { capture },
        `on the outer ring (circuit: outer-rows) captures are by overtaking; "${capture}" needs own-rows`,
      ),
    );
  if (!kunja && capture === "overtake")
    errors.push(
      optionError(
        "capture",
        "own-rows-no-overtake",
        {},
        "with each player on its own rows (circuit: own-rows) the series never meet: overtaking needs outer-rows",
      ),
    );
  if (kunja && captured === "removed")
    errors.push(
      optionError(
        "captured",
        "overtake-keeps-counters",
        {},
        "captures by overtaking keep the counters on the board: use in-place or behind-series",
      ),
    );
  if (!kunja && captured !== "removed")
    errors.push(
      optionError(
        "captured",
        "own-rows-removes",
        {},
        "front-row captures (circuit: own-rows) take the counters off the board: use removed",
      ),
    );
  if (errors.length > 0) return err(errors);
  const lone = str(o, "lone-counter");
  return ok({
    ...baseConfig(o),
    kunja,
    counters: num(o, "counters"),
    dir: circuitDirection(o),
    respread: bool(o, "respread"),
    capture,
    behind: captured === "behind-series",
    merge: bool(o, "singleton-rear"),
    compulsory: bool(o, "compulsory-capture"),
    lone: lone === "two" ? [2] : lone === "one" ? [1] : [1, 2],
  });
}
