/**
 * The start of "How does it play?" in the simulator's "Change the rules" panel: the number of
 * games and the button. Small, in the panel's chunk; the self-play itself (plays.ts, its
 * workers, the charts) loads when the reader presses the button.
 */
import { h, type Element } from "../../site/dom/tree.ts";
import type { PlaysHost } from "./plays.ts";

/** Games a run plays unless the reader asks for another number. */
export const DEFAULT_GAMES = 200;
/** The most a reader may ask for: the saved run's size, beyond which nothing compares. */
export const MAX_GAMES = 2500;

export function playsStart(game: string): Element {
  const id = `sim-${game}-plays-games`;
  return h(
    "div",
    { "data-plays": "", class: "sim-plays" },
    h(
      "p",
      { class: "small" },
      "Random play of the reading in force, in this browser, with the seeds and the turn cap of the saved figures, drawn beside each source's reading.",
    ),
    h(
      "p",
      { class: "sim-buttons" },
      h("label", { for: id }, "Games "),
      h("input", {
        id,
        type: "number",
        min: "1",
        max: String(MAX_GAMES),
        step: "1",
        value: String(DEFAULT_GAMES),
        "data-control": "plays-games",
      }),
      " ",
      h("button", { type: "button", "data-control": "plays" }, "How does it play?"),
    ),
  );
}

/** Runs self-play when the button is pressed, loading its code the first time. */
export function wirePlays(root: HTMLElement, host: PlaysHost): void {
  let part: Promise<{ run(): void }> | undefined;
  root.querySelector('[data-control="plays"]')?.addEventListener("click", () => {
    part ??= import("./plays.ts").then((m) => m.playsPart(root, host));
    void part.then((p) => p.run());
  });
}
