import type { Player } from "./player.ts";
import type { Provenance } from "./provenance.ts";

/** The state of a game: still going, won (by whom and why) or drawn (why). */
export type Status =
  | { readonly kind: "ongoing" }
  | {
      readonly kind: "win";
      readonly winner: Player;
      /** A short code such as `captured-all`, `blocked`, `three-in-a-row`. */
      readonly reason: string;
      readonly provenance?: Provenance;
    }
  | { readonly kind: "draw"; readonly reason: string; readonly provenance?: Provenance };

export const ONGOING: Status = { kind: "ongoing" };
