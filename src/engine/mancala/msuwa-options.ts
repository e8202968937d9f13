import { baseConfig, circuitDirection, type BaseConfig } from "./kernel.ts";
import {
  bool,
  num,
  FIRST_PLAYER_OPTION,
  NO_MOVE_OPTION,
  SHARED_END_OPTIONS,
  str,
  type CitedOptions,
  type OptionSpec,
} from "./options.ts";

/**
 * Msuwa and Msuwa wa Kunja (Sanderson 1913: 735; DLP.Evidence.1904, 1905): each player sows round
 * its own two rows, relaying while the last counter falls into an occupied hole; a last counter in
 * an empty front-row hole takes the opponent's facing front-row hole, then the back-row hole behind
 * it, then two more holes of the player's choice.
 */
export const MSUWA_OPTIONS = {
  holes: {
    kind: "int",
    min: 4,
    max: 40,
    even: true,
    doc: "holes in each row (the DLP's summary: an even number from 10 to 20; Sanderson: as many as Nsolo)",
  },
  setup: {
    kind: "enum",
    values: ["msuwa", "msuwa-back-row", "msuwa-wa-kunja"],
    doc: "msuwa: two in every hole but each player's right-hand front-row hole (none) and the one left of it (one); msuwa-back-row: the same with the empty hole and its one-counter neighbour at the right-hand end of each player's back row (Sanderson does not name the row of 'the empty right-hand end hole'); msuwa-wa-kunja: two in every back-row hole only",
  },
  "first-player": FIRST_PLAYER_OPTION,
  "sow-from": {
    kind: "enum",
    values: ["own-rows"],
    doc: "a turn sows the whole contents of one hole of the player's own two rows",
  },
  direction: {
    kind: "enum",
    values: ["anticlockwise", "clockwise"],
    doc: "sowing direction round the player's two rows",
  },
  relay: {
    kind: "bool",
    doc: "a last counter falling into an occupied hole lifts that hole and sowing goes on",
  },
  capture: {
    kind: "enum",
    values: ["empty-front", "any-front"],
    doc: "empty-front: a last counter falling into an empty hole of the player's front row takes the opponent's facing front-row hole (the DLP's condition); any-front: Sanderson's 'the hole arrived at' with no emptiness condition, the capture tested before the relay, so a last counter in a front-row hole, empty or not, facing counters takes them and the sowing ends there, while an occupied hole facing an empty one relays",
  },
  "compulsory-capture": {
    kind: "bool",
    doc: "a player who has a sowing that captures must make one (Sanderson and the DLP's summary say nothing either way)",
  },
  "capture-outer": {
    kind: "bool",
    doc: "when the front-row hole is taken, the opponent's back-row hole behind it is taken too",
  },
  "extra-captures": {
    kind: "int",
    min: 0,
    max: 4,
    doc: "how many further holes of the opponent the captor chooses and takes",
  },
  "extra-capture-condition": {
    kind: "enum",
    values: ["front", "front-and-back"],
    doc: "the extra holes are taken after any capture (front) or only when both facing holes held counters (front-and-back)",
  },
  singletons: {
    kind: "enum",
    values: ["restricted", "free"],
    doc: "restricted: a single counter may be sown only when no hole of the player holds more, and only into an empty hole",
  },
  "no-move": NO_MOVE_OPTION,
  ...SHARED_END_OPTIONS,
  win: {
    kind: "enum",
    values: ["capture-all"],
    doc: "the player who captures all the opponent's counters wins",
  },
} as const satisfies Record<string, OptionSpec>;

export type MsuwaOptionKey = keyof typeof MSUWA_OPTIONS;

/** The options of a Msuwa ruleset as the kernel (msuwa.ts) reads them. */
export interface MsuwaConfig extends BaseConfig {
  readonly setup: "msuwa" | "msuwa-back-row" | "msuwa-wa-kunja";
  readonly dir: 1 | -1;
  readonly relay: boolean;
  readonly outer: boolean;
  readonly extra: number;
  readonly extraNeedsBack: boolean;
  readonly restricted: boolean;
  /** `capture: any-front`: an occupied front-row hole facing counters captures instead of relaying. */
  readonly anyFront: boolean;
  readonly compulsory: boolean;
}

export const msuwaConfig = (o: CitedOptions<MsuwaOptionKey>): MsuwaConfig => ({
  ...baseConfig(o),
  setup: str(o, "setup") as MsuwaConfig["setup"],
  dir: circuitDirection(o),
  relay: bool(o, "relay"),
  outer: bool(o, "capture-outer"),
  extra: num(o, "extra-captures"),
  extraNeedsBack: str(o, "extra-capture-condition") === "front-and-back",
  restricted: str(o, "singletons") === "restricted",
  anyFront: str(o, "capture") === "any-front",
  compulsory: bool(o, "compulsory-capture"),
});
