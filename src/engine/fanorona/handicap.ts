import type { Player } from "../core/player.ts";
import type { Provenance } from "../core/provenance.ts";
import type { FanoronaKernel } from "./kernel.ts";
import type { FanoronaState } from "./state.ts";

/**
 * Vela's handicap in one position, as the rules apply it: the winner of the previous game (Black)
 * may not capture while he has more than `release` pieces. A read-only view of the same count the
 * move generator checks, so a page can say how far the bar still runs without re-deriving it.
 */
export interface VelaHandicap {
  /** The side the handicap bars from capturing: Black (1), the previous game's winner. */
  readonly barred: Player;
  /** Pieces that side has on the board now. */
  readonly pieces: number;
  /** The bar lifts once that side is down to this many pieces. */
  readonly release: number;
  /** Whether the bar holds in this position (`pieces > release`). */
  readonly active: boolean;
  /** The option that sets `release` on this board. */
  readonly option: "vela-release-9x5" | "vela-release-5x5";
  readonly provenance: Provenance | undefined;
}

/** The handicap in `s`; null for a game without one (fanorona, fanoron-dimy). */
export function velaHandicap(k: FanoronaKernel, s: FanoronaState): VelaHandicap | null {
  const vela = k.rules.vela;
  if (vela === null) return null;
  const board = k.board.load(s);
  const option = k.rules.board === "9x5" ? "vela-release-9x5" : "vela-release-5x5";
  return {
    barred: 1,
    pieces: board.count[2]!,
    release: vela.release,
    active: board.inHandicap(),
    option,
    provenance: k.provenance(option),
  };
}
