/** Parts of the simulator drawn from the game: step buttons, Telo's solver values. */
import { teloValues, type SimGame } from "../engine.ts";
import { teloValueText, type Said } from "./messages.ts";
import { capital } from "../../site/words.ts";
import { h, type Element } from "../../site/dom/tree.ts";

const NAMES: Readonly<Record<string, string>> = {
  stop: "Stop the chain here",
  L: "Sow to the left",
  R: "Sow to the right",
};

/** A button for a step chosen off the board (stop, a sowing direction, one of two captures). */
export const choiceButton = (step: string, takes: string): Element =>
  h("button", { type: "button", "data-step": step }, `${NAMES[step] ?? "Play"} ${step}${takes}`);

/** Telo: the solver's value of the position and of each legal move, for the player to move. */
export async function teloPanel(g: SimGame, s: unknown, c: Said): Promise<Element[]> {
  if (g.status(s).kind !== "ongoing") return [];
  const v = await teloValues(g, s);
  const mover = capital(g.players[g.toMove(s)]);
  return [
    h("p", {}, `Solver: ${mover} ${teloValueText(v.position, c)}.`),
    h(
      "ul",
      { "aria-label": "Value of each move" },
      ...v.turns.map((t) =>
        h("li", {}, h("code", {}, t.text), `: ${mover} ${teloValueText(t.value, c)}`),
      ),
    ),
  ];
}
