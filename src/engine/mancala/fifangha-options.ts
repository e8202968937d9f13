import { baseConfig, type BaseConfig } from "./kernel.ts";
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
 * Fifangha, a playable reconstruction of Flacourt's chapter (Histoire de la grande isle
 * Madagascar, 1658/1661, pp. 108-110; DLP.Evidence.2052; English translation by de Voogt &
 * Rougetet). Each player owns two rows of eight: the front row is first Chibou (b1, b8), second
 * Chibou (b2, b7) and four middle cells (b3-b6); the back row is the eight "cases de derrière".
 *
 * A turn while the player has bassi in reserve puts one into one of its occupied holes. If that
 * hole faces an occupied hole of the opponent's front row, the facing bassi are captured and
 * carried to one of the player's first Chibou (capture is compulsory); if that Chibou already held
 * bassi and the opponent's first Chibou facing it holds bassi, they are taken with the player's
 * Chibou and sown inwards, and a last bassi facing an occupied hole captures again. Without a capture the player makes
 * "mamoueatsrha": the hole with the new bassi is lifted and sown to the left or right round the
 * player's two rows, relaying until a bassi falls into an empty hole ("mandre"). A player whose
 * side is empty has lost ("camou"). What happens when the reserve is spent is not in the text
 * (option `after-reserve`). Every option names the sentence it reads; see the ruleset file.
 */
export const FIFANGHA_OPTIONS = {
  holes: {
    kind: "int",
    min: 8,
    max: 8,
    doc: "holes in each row (Flacourt: 32 holes in four rows)",
  },
  counters: {
    kind: "int",
    min: 16,
    max: 200,
    even: true,
    doc: "bassi in the game, half for each player (Flacourt: 64)",
  },
  setup: {
    kind: "enum",
    values: ["twelve-middle-cells"],
    doc: "one bassi in each of the twelve middle cells of the front rows (second Chibou and the four cells between them on each side); the rest in reserve",
  },
  reserve: {
    kind: "enum",
    values: ["per-player", "shared"],
    doc: "per-player: each player plays from its own reservoir (its half of the bassi less the six on the board); shared: both draw from one reservoir",
  },
  "first-player": FIRST_PLAYER_OPTION,
  opening: {
    kind: "enum",
    values: ["middle-cells", "any"],
    doc: "middle-cells: the first player's first bassi goes into one of its four middle cells",
  },
  placement: {
    kind: "enum",
    values: ["occupied-only"],
    doc: "a bassi from the reserve may only be put into a hole that holds bassi",
  },
  "compulsory-capture": { kind: "bool", doc: "a player who can capture must capture" },
  "capture-target": {
    kind: "enum",
    values: ["either-first-chibou", "nearest-first-chibou"],
    doc: "captured bassi go to either of the captor's first Chibou (its choice) or to the one on the capturing hole's half",
  },
  "chibou-capture": {
    kind: "enum",
    values: ["when-both-held", "when-opposite-occupied", "always", "none"],
    doc: "when-both-held: if the receiving first Chibou already held bassi before this capture and the opponent's first Chibou facing it holds bassi, both are emptied and sown inwards from the receiving Chibou; when-opposite-occupied: the same whenever the facing Chibou holds bassi; always: the receiving Chibou (with the facing one) is sown after every capture; none: captures stay in the Chibou",
  },
  "chain-target": {
    kind: "enum",
    values: ["emptied-chibou"],
    doc: "a capture made by the last bassi of that sowing goes to the first Chibou that was emptied",
  },
  mamoueatsrha: {
    kind: "enum",
    values: ["any-occupied", "front-row"],
    doc: "the holes that may receive the bassi of a mamoueatsrha: any occupied hole of the player's two rows, or of its front row only",
  },
  direction: {
    kind: "enum",
    values: ["either"],
    doc: "a mamoueatsrha is sown to the left or to the right, as the player chooses",
  },
  relay: {
    kind: "enum",
    values: ["until-empty"],
    doc: "a last bassi falling into an occupied hole lifts it and sowing goes on, round the player's two rows, until one falls into an empty hole (mandre)",
  },
  camou: {
    kind: "enum",
    values: ["side", "front-row"],
    doc: "a player loses when all the holes of its two rows (side) or of its front row (Chibou and cells) are empty",
  },
  "after-reserve": {
    kind: "enum",
    values: ["sow", "count"],
    doc: "sow: a player without reserve lifts one of its holes and sows it left or right; if the last bassi of that first lap falls into an occupied front-row hole facing an occupied hole it captures, as a bassi from the reserve does, else the sowing relays to mandre as a mamoueatsrha; count: the game ends when the player to move has no reserve, the player with more bassi on its side winning",
  },
  "no-move": NO_MOVE_OPTION,
  ...SHARED_END_OPTIONS,
} as const satisfies Record<string, OptionSpec>;

export type FifanghaOptionKey = keyof typeof FIFANGHA_OPTIONS;

/** The options of a Fifangha ruleset as the kernel (fifangha.ts) reads them. */
export interface FifanghaConfig extends BaseConfig {
  readonly counters: number;
  readonly shared: boolean;
  readonly openingMiddle: boolean;
  readonly compulsory: boolean;
  readonly nearest: boolean;
  readonly chibou: "when-both-held" | "when-opposite-occupied" | "always" | "none";
  readonly mamFront: boolean;
  readonly camouFront: boolean;
  readonly afterSow: boolean;
}

export const fifanghaConfig = (o: CitedOptions<FifanghaOptionKey>): FifanghaConfig => ({
  ...baseConfig(o),
  counters: num(o, "counters"),
  shared: str(o, "reserve") === "shared",
  openingMiddle: str(o, "opening") === "middle-cells",
  compulsory: bool(o, "compulsory-capture"),
  nearest: str(o, "capture-target") === "nearest-first-chibou",
  chibou: str(o, "chibou-capture") as FifanghaConfig["chibou"],
  mamFront: str(o, "mamoueatsrha") === "front-row",
  camouFront: str(o, "camou") === "front-row",
  afterSow: str(o, "after-reserve") === "sow",
});
