/** Parts of the simulator drawn from the game: step buttons, Telo's solver values. */
import { teloValues, type SimGame } from "../../play/engine.ts";
import { playerName, say, teloValueText, type Said } from "../../play/messages.ts";
import { h, type Element } from "../../site/dom/tree.ts";

/** Steps with words of their own (the rest are "Play <step>"). */
const NAMED = ["stop", "L", "R"];

/**
 * A button for a step chosen off the board (stop, a sowing direction, one of two captures).
 * Ending a chain is the contract's `stop` control, with its words alone: "Stop the chain here
 * stop" read as a stammer (review ux-2026-12-07, problem 10).
 */
export const choiceButton = (step: string, takes: string, c: Said): Element =>
  step === "stop"
    ? h(
        "button",
        { type: "button", "data-step": step, "data-control": "stop" },
        say(c, "simb.step.stop"),
      )
    : h(
        "button",
        { type: "button", "data-step": step },
        `${say(c, NAMED.includes(step) ? (`simb.step.${step}` as "simb.step.L") : "simb.step.play")} ${step}${takes}`,
      );

/** Telo: the solver's value of the position and of each legal move, for the player to move. */
export async function teloPanel(g: SimGame, s: unknown, c: Said): Promise<Element[]> {
  if (g.status(s).kind !== "ongoing") return [];
  const v = await teloValues(g, s);
  const player = playerName(c, g.players[g.toMove(s)]);
  return [
    h("p", {}, say(c, "simb.solver", { player, value: teloValueText(v.position, c) })),
    h(
      "ul",
      { "aria-label": say(c, "simb.solverMoves") },
      ...v.turns.map((t) =>
        h(
          "li",
          {},
          h("code", {}, t.text),
          say(c, "simb.solverMove", { player, value: teloValueText(t.value, c) }),
        ),
      ),
    ),
  ];
}
