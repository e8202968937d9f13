import { GAMES, type AnyGame } from "../engine/index.ts";
import type { FanoronaState } from "../engine/fanorona/index.ts";
import { turnSowingPath, type MancalaGame, type MancalaState } from "../engine/mancala/index.ts";

/*
 * Whether a turn captures, for a study step's claim "this turn captures" (./step-claims.ts). The
 * engine has no family-neutral notion of a capture, so each family's is read from what the
 * engine gives: the four-row sowing's own `capture` moves and, in Chiana wa Kunja, a hole of the
 * opponent's series that becomes the mover's; in the Fanorona family, fewer opponent pieces.
 * Fanoron-telo has no capture.
 */

/** Set bits of a 32-bit word. */
function bits(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}

/** Pieces of `player` (0 White, 1 Black) on a Fanorona-family board. */
const pieces = (s: FanoronaState, player: number): number =>
  player === 0 ? bits(s.white0) + bits(s.white1) : bits(s.black0) + bits(s.black1);

/** Whether the Chiana wa Kunja turn turned a hole of the opponent's series into the mover's. */
function holesTaken(before: MancalaState, after: MancalaState): boolean {
  const mover = before.toMove + 1;
  const opponent = 3 - mover;
  return Array.from(before.owner).some((o, h) => o === opponent && after.owner[h] === mover);
}

/**
 * Whether turn `text`, played from `before` to `after` under `game`, takes anything of the
 * opponent's. Undefined for a game whose family the check does not know.
 */
export function turnCaptures(
  game: AnyGame,
  before: unknown,
  after: unknown,
  text: string,
): boolean | undefined {
  const family = GAMES[game.ruleset.game]?.family;
  if (family === "telo") return false;
  if (family === "fanorona") {
    const mover = game.toMove(before);
    const b = before as FanoronaState;
    const a = after as FanoronaState;
    return pieces(a, 1 - mover) < pieces(b, 1 - mover);
  }
  if (family !== "mancala") return undefined;
  const g = game as MancalaGame;
  const s = before as MancalaState;
  if (holesTaken(s, after as MancalaState)) return true;
  const turn = g.parseTurn(s, text);
  if (!turn.ok) return undefined;
  const path = turnSowingPath(g, s, turn.value);
  return path.ok && path.value.moves.some((m) => m.action === "capture");
}
