import type { FACETS } from "../schemas/ruleset.ts";

type Facet = (typeof FACETS)[number];

/**
 * Which rule facet each engine option decides, by option key (the same key means the same kind
 * of rule in every family). The compare pages show an option beside its facet, and the content
 * tests use it to refuse a facet left unstated while a stated or inferred option decides it.
 */
export const FACET_OF_OPTION: Readonly<Record<string, Facet>> = {
  board: "board",
  holes: "board",
  diagonals: "board",
  pieces: "setup",
  counters: "setup",
  setup: "setup",
  reserve: "setup",
  starts: "who-starts",
  "first-player": "who-starts",
  movement: "movement",
  circuit: "movement",
  direction: "movement",
  "sow-from": "movement",
  placement: "movement",
  opening: "movement",
  mamoueatsrha: "movement",
  "after-reserve": "movement",
  "endless-sowing": "movement",
  "capture-choice": "capture",
  capture: "capture",
  captured: "capture",
  "capture-outer": "capture",
  "extra-captures": "capture",
  "extra-capture-condition": "capture",
  "extra-captures-declinable": "capture",
  "end-hole": "setup",
  "capture-target": "capture",
  "chibou-capture": "capture",
  "compulsory-capture": "obligation",
  continuation: "continuation",
  relay: "continuation",
  respread: "continuation",
  "chain-target": "continuation",
  "no-same-direction": "restrictions",
  "no-revisit": "restrictions",
  "no-immediate-return": "restrictions",
  "no-same-line": "restrictions",
  "no-opposite-capture": "restrictions",
  "opposite-capture-frame": "restrictions",
  "opening-single-capture": "restrictions",
  "singleton-rear": "restrictions",
  "lone-counter": "restrictions",
  singletons: "restrictions",
  blocked: "end",
  win: "end",
  "no-move": "end",
  camou: "end",
  "draw-quiet-turns": "draws",
  "draw-repetition": "draws",
  "draw-neither-can-capture": "draws",
  repetition: "draws",
  "turn-limit": "draws",
  "vela-form": "handicap",
  "vela-release-9x5": "handicap",
  "vela-release-5x5": "handicap",
  "vela-loser-single-capture": "handicap",
  "vela-loser-cannot-capture": "handicap",
  "vela-winner-must-offer": "handicap",
};

/** The facet option `key` decides; undefined for a key not listed (the content tests refuse those). */
export const facetOfOption = (key: string): Facet | undefined => FACET_OF_OPTION[key];
