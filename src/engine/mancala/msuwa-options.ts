import type { Geometry } from "./geometry.ts";
import { baseConfig, circuitDirection, type BaseConfig } from "./kernel.ts";
import { emptyPos, type Pos } from "./types.ts";
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
  "extra-captures-declinable": {
    kind: "bool",
    doc: "the captor may stop before taking every extra hole it is owed (the step x-, which ends the turn); false: it takes them all",
  },
  "end-hole": {
    kind: "enum",
    values: ["each-player", "first-player", "second-player"],
    doc: "whose side has the empty right-hand end hole and the one-counter hole beside it (setup msuwa or msuwa-back-row): each player's, or one such pair on the whole board (Sanderson's singular 'the empty right-hand end hole'), on the first or on the second player's side; it decides nothing under setup msuwa-wa-kunja",
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
  /** `extra-captures-declinable`: the captor may end its turn before taking every extra hole. */
  readonly declinable: boolean;
  /** `end-hole`: the players whose side has the empty end hole (both, or one of them). */
  readonly endHoleSides: readonly (0 | 1)[];
  readonly restricted: boolean;
  /** `capture: any-front`: an occupied front-row hole facing counters captures instead of relaying. */
  readonly anyFront: boolean;
  readonly compulsory: boolean;
}

/** The players (0 south, 1 north) whose side has the empty end hole under `end-hole`. */
function endHoleSides(value: string, first: 0 | 1): readonly (0 | 1)[] {
  if (value === "each-player") return [0, 1];
  const second: 0 | 1 = first === 0 ? 1 : 0;
  return [value === "first-player" ? first : second];
}

export const msuwaConfig = (o: CitedOptions<MsuwaOptionKey>): MsuwaConfig => ({
  ...baseConfig(o),
  setup: str(o, "setup") as MsuwaConfig["setup"],
  dir: circuitDirection(o),
  relay: bool(o, "relay"),
  outer: bool(o, "capture-outer"),
  extra: num(o, "extra-captures"),
  extraNeedsBack: str(o, "extra-capture-condition") === "front-and-back",
  declinable: bool(o, "extra-captures-declinable"),
  endHoleSides: endHoleSides(str(o, "end-hole"), baseConfig(o).first),
  restricted: str(o, "singletons") === "restricted",
  anyFront: str(o, "capture") === "any-front",
  compulsory: bool(o, "compulsory-capture"),
});

/** The set-up of a Msuwa ruleset (`setup`, `end-hole`): two counters a hole, with the end holes. */
export function msuwaSetup(g: Geometry, cfg: MsuwaConfig): Pos {
  const { n } = cfg;
  const pos = emptyPos(g.size, 0, cfg.first);
  for (const p of [0, 1] as const) {
    const own = g.own[p];
    for (let i = 0; i < 2 * n; i++) {
      const h = own[i]!;
      const front = g.inner[h] === 1;
      pos.board[h] = cfg.setup === "msuwa-wa-kunja" && front ? 0 : 2;
    }
    if (cfg.setup !== "msuwa-wa-kunja" && cfg.endHoleSides.includes(p)) {
      // The player's right-hand end hole is empty, the one to its left holds one: b_n and b_{n-1}
      // (front row), or a_n and a_{n-1} (back row) for msuwa-back-row; on one side only under
      // end-hole first-player or second-player.
      const order = g.order[p];
      const end = cfg.setup === "msuwa" ? 2 * n - 1 : n - 1;
      pos.board[order[end]!] = 0;
      pos.board[order[end - 1]!] = 1;
    }
  }
  return pos;
}
