import type { OptionSpec } from "../core/options.ts";

export {
  bool,
  num,
  readOptions,
  str,
  type CitedOptions,
  type OptionSpec,
  type OptionValue,
} from "../core/options.ts";

/** Who moves first: every four-row game has the option (kernel.ts `baseConfig` reads it). */
export const FIRST_PLAYER_OPTION = {
  kind: "enum",
  values: ["south", "north"],
  doc: "who makes the first move",
} as const satisfies OptionSpec;

/** The `no-move` rule of the games in which a player can be left without a move. */
export const NO_MOVE_OPTION = {
  kind: "enum",
  values: ["loses"],
  doc: "a player who cannot move",
} as const satisfies OptionSpec;

/** End-of-game options every four-row game shares (relay.ts enforces the first). */
export const SHARED_END_OPTIONS = {
  "endless-sowing": {
    kind: "enum",
    values: ["end-turn"],
    doc: "a relay or re-spreading that would never end stops at its first repeated situation, or at its 100,000th relay lift, and the turn ends (relay.ts)",
  },
  "turn-limit": {
    kind: "int",
    min: 1,
    max: 1_000_000,
    doc: "the game is drawn when this many turns have been played without a result",
  },
} as const satisfies Record<string, OptionSpec>;
