import { optionViolation, parseError } from "../../../src/engine/core/errors.ts";
import type { Game } from "../../../src/engine/core/game.ts";
import { opponent, type Player } from "../../../src/engine/core/player.ts";
import { err, ok } from "../../../src/engine/core/result.ts";
import type { Status } from "../../../src/engine/core/status.ts";

/**
 * A tiny test game: one pile, each turn takes 1 to `maxTake` stones, whoever takes the last
 * stone wins. Theory: the player to move loses exactly when the pile is a multiple of
 * maxTake + 1, and otherwise wins by taking pile mod (maxTake + 1).
 */
export interface NimState {
  readonly pile: number;
  readonly toMove: Player;
}

export function nim(pile: number, maxTake = 3): Game<NimState, number, number> {
  const turns = (s: NimState): number[] =>
    s.pile === 0 ? [] : Array.from({ length: Math.min(maxTake, s.pile) }, (_, i) => i + 1);
  const status = (s: NimState): Status =>
    s.pile === 0
      ? { kind: "win", winner: opponent(s.toMove), reason: "captured-all" }
      : { kind: "ongoing" };
  const play = (s: NimState, take: number) =>
    turns(s).includes(take)
      ? ok({ pile: s.pile - take, toMove: opponent(s.toMove) })
      : err(optionViolation("max-take", `cannot take ${take} from ${s.pile}`));
  const parse = (_s: NimState, text: string) =>
    /^\d+$/.test(text) ? ok(Number(text)) : err(parseError(text, "empty-turn", {}, "not a number"));
  return {
    id: "nim",
    ruleset: { id: "test", game: "nim", family: "telo", options: {} },
    players: ["first", "second"],
    options: {},
    setup: () => ({ pile, toMove: 0 }),
    toMove: (s) => s.toMove,
    status,
    steps: turns,
    playStep: play,
    parseStep: parse,
    formatStep: (_s, t) => String(t),
    turns,
    playTurn: play,
    parseTurn: parse,
    formatTurn: (_s, t) => String(t),
    parsePosition: (text) => {
      const m = /^(\d+) ([01])$/.exec(text);
      return m === null
        ? err(parseError(text, "telo-position-fields", {}, "pile and player"))
        : ok({ pile: Number(m[1]), toMove: Number(m[2]) as Player });
    },
    formatPosition: (s) => `${s.pile} ${s.toMove}`,
  };
}
