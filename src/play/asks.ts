/**
 * What a mancala turn waiting for a choice asks, in words (review ux-2026-12-07, problem 2):
 * what its sowing has taken so far and what the player is to choose now, Msuwa's holes to take,
 * Fifangha's way to sow or hole to carry a capture to. Holes are named as the player to move
 * writes them, as the board's labels and the record name them (docs/notation-mancala.md). No DOM.
 */
import { moverPitName, pitPlace } from "../board/names.ts";
import type { PitsView } from "../board/view.ts";
import { playerName, playerWord, say, type Said } from "./messages.ts";

/** The holes the steps let the player choose, as written (`xc12` -> `c12`, `>b1` -> `b1`). */
export const askedHoles = (steps: readonly string[]): string[] => [
  ...new Set(steps.flatMap((t) => /^[x>]?([a-d]\d+)$/.exec(t)?.[1] ?? [])),
];

/** A board id (`north:b5`) named as `mover` writes it (`c12` on 16 holes a row). */
export function moverName(id: string, mover: PitsView["toMove"], holes: number): string {
  const at = pitPlace(id, holes);
  return at === undefined ? id : moverPitName(mover, at.row, at.col, holes);
}

/**
 * The status of a turn waiting for a choice, from the board when the turn began (`start`) and
 * now, the holes it captured from (board ids) and the steps open; undefined when the pending
 * decision is not one of these (the status then counts the choices).
 */
export function mancalaAsk(
  c: Said,
  start: PitsView,
  now: PitsView,
  captured: readonly string[],
  steps: readonly string[],
): string | undefined {
  const pending = now.pending ?? "-";
  const mover = now.toMove;
  const player = playerName(c, mover);
  const options = askedHoles(steps);
  // The holes open are listed when few; the board highlights them in any case.
  const lit =
    options.length > 0 && options.length <= 8
      ? say(c, "simb.ask.litList", { holes: options.join(", ") })
      : say(c, "simb.ask.lit");
  const take = /^take(\d+)$/.exec(pending);
  if (take !== null) {
    const side = mover === "south" ? 0 : 1;
    const n = (now.stores?.[side] ?? 0) - (start.stores?.[side] ?? 0);
    const from = captured.map((id) => moverName(id, mover, now.holes)).join(", ");
    const took = n > 0 && from !== "" ? `${say(c, "simb.ask.took", { player, n, from })} ` : "";
    const k = Number(take[1]);
    const opponent = playerWord(c, mover === "south" ? "north" : "south");
    return `${took}${say(c, k === 1 ? "simb.ask.takeOne" : "simb.ask.take", { k, opponent, lit })}`;
  }
  const way = /^(?:mam|sow):([a-d]\d+)$/.exec(pending);
  if (way !== null) return say(c, "simb.ask.way", { player, hole: way[1]! });
  const carry = /^carry:(\d+):([a-d]\d+)$/.exec(pending);
  if (carry !== null)
    return say(c, "simb.ask.carry", { player, n: Number(carry[1]), from: carry[2]!, lit });
  return undefined;
}
