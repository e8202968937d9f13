/** Parts of the simulator drawn from the game: step buttons, Telo's solver values, vela's handicap. */
import type { BoardView } from "../board/view.ts";
import { teloValues, type SimGame } from "../engine.ts";
import { h } from "./controls.ts";
import { capital, teloValueText } from "./messages.ts";

const NAMES: Readonly<Record<string, string>> = {
  stop: "Stop the chain here",
  L: "Sow to the left",
  R: "Sow to the right",
};

/** A button for a step chosen off the board (stop, a sowing direction, one of two captures). */
export const choiceButton = (step: string, takes: string): HTMLButtonElement =>
  h("button", { type: "button", "data-step": step }, `${NAMES[step] ?? "Play"} ${step}${takes}`);

/**
 * Vela: whether Black, the winner of the last game, is still barred from capturing, read from
 * the ruleset's release option and the pieces Black has on the board.
 */
export function velaBarred(
  options: Readonly<Record<string, { readonly value: unknown }>>,
  view: BoardView,
): string {
  if (view.kind !== "grid") return "";
  const release = options[view.width === 9 ? "vela-release-9x5" : "vela-release-5x5"]?.value;
  if (typeof release !== "number") return "";
  const black = view.cells.filter((c) => c === "black").length;
  return black > release
    ? `Vela: Black may not capture until he has ${release} pieces left (he has ${black}).`
    : "Vela: Black has been released and captures.";
}

/** Telo: the solver's value of the position and of each legal move, for the player to move. */
export async function teloPanel(g: SimGame, s: unknown): Promise<HTMLElement[]> {
  if (g.status(s).kind !== "ongoing") return [];
  const v = await teloValues(g, s);
  const mover = capital(g.players[g.toMove(s)]);
  return [
    h("p", {}, `Solver: ${mover} ${teloValueText(v.position)}.`),
    h(
      "ul",
      { "aria-label": "Value of each move" },
      ...v.turns.map((t) =>
        h("li", {}, h("code", {}, t.text), `: ${mover} ${teloValueText(t.value)}`),
      ),
    ),
  ];
}
