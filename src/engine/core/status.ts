import type { Player } from "./player.ts";
import type { Provenance } from "./provenance.ts";

/** Why a game ended, across every family (the site words each one: lib/findings.ts). */
export const STATUS_REASONS = [
  "captured-all",
  "blocked",
  "no-move",
  "three-in-a-row",
  "camou",
  "reserve-exhausted",
  "vela-loser-cannot-capture",
  "no-capture",
  "repetition",
  "neither-can-capture",
  "turn-limit",
  "proven",
] as const;
export type StatusReason = (typeof STATUS_REASONS)[number];

/** The state of a game: still going, won (by whom and why) or drawn (why). */
export type Status =
  | { readonly kind: "ongoing" }
  | {
      readonly kind: "win";
      readonly winner: Player;
      readonly reason: StatusReason;
      readonly provenance?: Provenance;
    }
  | { readonly kind: "draw"; readonly reason: StatusReason; readonly provenance?: Provenance };

export const ONGOING: Status = { kind: "ongoing" };

/**
 * A status as one word, the form the CLI prints and the simulator's `data-status` carries:
 * `ongoing`, `draw` or `<player>-wins` with the game's name for the winner (`white-wins`).
 */
export function statusCode(s: Status, players: readonly [string, string]): string {
  if (s.kind === "ongoing") return "ongoing";
  if (s.kind === "draw") return "draw";
  return `${players[s.winner]}-wins`;
}
