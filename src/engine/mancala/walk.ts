import { playOrThrow } from "../core/play.ts";
import type { Status } from "../core/status.ts";
import type { MancalaGame } from "./game.ts";
import type { MancalaState } from "./types.ts";

/** How a game went when every turn was the first legal one (see `walkFirstTurns`). */
export interface FirstTurnWalk {
  /** Board size (holes a row). */
  readonly holes: number;
  /** Turns played to the end. */
  readonly plies: number;
  /** Positions in which a turn was played. */
  readonly positions: number;
  /** Of those, positions offering more than one turn. */
  readonly withChoice: number;
  /** Ply of the first position that offered a choice; null when none did. */
  readonly firstChoiceAt: number | null;
  /** Most turns offered by one position. */
  readonly maxTurns: number;
  /** How the game ended. */
  readonly status: Exclude<Status, { kind: "ongoing" }>;
  /** The first position met again: at which ply, and the ply it was first seen. */
  readonly repeat: { readonly ply: number; readonly of: number } | null;
}

const key = (s: MancalaState): string =>
  `${s.toMove}|${s.pending}|${s.board.join(",")}|${s.owner.join(",")}|${s.store.join(",")}`;

/**
 * Plays a game from the start taking the first legal turn wherever there is more than one: the
 * Chiana wa Kunja determinism walk that the findings, the bench and the tests share. Every game
 * of the family ends (the turn limit), so the walk does.
 */
export function walkFirstTurns(game: MancalaGame): FirstTurnWalk {
  let s = game.setup();
  const seen = new Map<string, number>();
  let repeat: FirstTurnWalk["repeat"] = null;
  let positions = 0;
  let withChoice = 0;
  let firstChoiceAt: number | null = null;
  let maxTurns = 0;
  for (let ply = 0; ; ply++) {
    const k = key(s);
    const before = seen.get(k);
    if (before === undefined) seen.set(k, ply);
    else repeat ??= { ply, of: before };
    const status = game.status(s);
    if (status.kind !== "ongoing")
      return {
        holes: game.rules.geo.n,
        plies: ply,
        positions,
        withChoice,
        firstChoiceAt,
        maxTurns,
        status,
        repeat,
      };
    const turns = game.turns(s);
    const first = turns[0];
    if (first === undefined) throw new Error(`no legal turn in an ongoing game at ply ${ply}`);
    positions++;
    if (turns.length > 1) {
      withChoice++;
      firstChoiceAt ??= ply;
    }
    maxTurns = Math.max(maxTurns, turns.length);
    s = playOrThrow(game, s, first);
  }
}
