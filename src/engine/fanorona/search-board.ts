import type { Player } from "../core/player.ts";
import { TurnGenerator } from "./generate.ts";

/** Status codes of `evaluate`. */
export const ONGOING = 0;
export const WIN_CAPTURED_ALL = 1;
export const WIN_BLOCKED = 2;
export const WIN_VELA_LOSER_STUCK = 3;
export const DRAW_BLOCKED = 4;
export const DRAW_QUIET = 5;
export const DRAW_REPETITION = 6;
export const DRAW_NEITHER_CAN_CAPTURE = 7;

/** The generator plus the end-of-game rules: what the kernel and the fast paths search with. */
export class SearchBoard extends TurnGenerator {
  /** Winner of the last decisive `evaluate`. */
  winner: Player = 0;

  /**
   * The status of the loaded position with `side` to move at the start of a turn. Generates the
   * legal turns into [base, top) when it needs them (always when the result is ONGOING).
   * `repeats` is how many times this position has occurred (1 the first time).
   */
  evaluate(
    side: Player,
    turnNumber: number | null,
    quiet: number,
    repeats: number,
    base: number,
    withPaths: boolean,
  ): number {
    const rules = this.rules;
    this.top = base;
    const other: Player = side === 0 ? 1 : 0;
    if (this.count[side + 1] === 0) {
      this.winner = other;
      return WIN_CAPTURED_ALL;
    }
    if (this.count[other + 1] === 0) {
      this.winner = side;
      return WIN_CAPTURED_ALL;
    }
    if (rules.drawQuietTurns !== null && quiet >= rules.drawQuietTurns) return DRAW_QUIET;
    if (rules.drawRepetition !== null && repeats >= rules.drawRepetition) return DRAW_REPETITION;
    const end = this.generate(side, turnNumber, base, withPaths);
    const vela = rules.vela;
    if (
      vela !== null &&
      side === 0 &&
      this.captureTurns === 0 &&
      vela.loserCannotCapture === "loser-wins" &&
      this.inHandicap()
    ) {
      this.winner = 0;
      this.top = base;
      return WIN_VELA_LOSER_STUCK;
    }
    if (end === base) {
      if (rules.blocked === "loses") {
        this.winner = other;
        return WIN_BLOCKED;
      }
      return DRAW_BLOCKED;
    }
    if (rules.drawNeitherCanCapture && this.captureTurns === 0 && !this.hasCapture(other))
      return this.anyLiveMove(side, base, end) ? ONGOING : DRAW_NEITHER_CAN_CAPTURE;
    return ONGOING;
  }

  /** Plays generated turn i of `side` on the board (pieces and sets); returns pieces captured. */
  make(side: Player, i: number): number {
    return this.apply(side, this.tFrom[i]!, this.tTo[i]!, this.tCap0[i]!, this.tCap1[i]!);
  }

  /**
   * Whether one of the non-capturing turns [base, end) gives either side a capture. Leaves `top`
   * at `end` when one does (the turns stay listed), at `base` when none does.
   */
  private anyLiveMove(side: Player, base: number, end: number): boolean {
    const other: Player = side === 0 ? 1 : 0;
    let live = false;
    for (let i = base; i < end && !live; i++) {
      const from = this.tFrom[i]!;
      const to = this.tTo[i]!;
      this.apply(side, from, to, 0, 0);
      live = this.hasCapture(side) || this.hasCapture(other);
      this.unapply(side, from, to, 0, 0);
    }
    this.top = live ? end : base;
    return live;
  }
}
