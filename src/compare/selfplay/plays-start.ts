/**
 * The start of "How does it play?" in the simulator's "Change the rules" panel: the number of
 * games and the button. Small, in the panel's chunk; the self-play itself (plays.ts, its
 * workers, the charts) loads when the reader presses the button. Its words are the page's
 * (`data-compare-words`), read once the part is in the page: `playsStart` makes the place and
 * `wirePlays` fills it, so the panel that calls both needs no words of its own for it.
 */
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { h, type Element } from "../../site/dom/tree.ts";
import { errorMessage, Failed, failure } from "../../site/failure-words.ts";
import { playsFailed } from "./plays-failed.ts";
import type { PlaysHost } from "./plays.ts";
import { pageWords, say, type CompareWords } from "../words.ts";

/** Games a run plays unless the reader asks for another number. */
export const DEFAULT_GAMES = 200;
/** The most a reader may ask for: the saved run's size, beyond which nothing compares. */
export const MAX_GAMES = 2500;

/** The part's place in the panel, filled by `wirePlays`. */
export const playsStart = (game: string): Element =>
  h("div", { "data-plays": "", "data-game": game, class: "sim-plays" });

/** The part's text and controls, in the page's words. */
function playsBody(w: CompareWords, game: string): Element[] {
  const id = `sim-${game}-plays-games`;
  return [
    h("p", { class: "small" }, say(w, "compare.plays.intro")),
    h(
      "p",
      { class: "sim-buttons" },
      h("label", { for: id }, `${say(w, "compare.plays.games")} `),
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
      h("button", { type: "button", "data-control": "plays" }, say(w, "compare.plays.button")),
    ),
  ];
}

/** Fills the part and runs self-play when the button is pressed, loading its code then. */
export function wirePlays(root: HTMLElement, host: PlaysHost): void {
  replaceChildren(root, ...playsBody(pageWords(root), root.dataset.game ?? host.config.game));
  let part: Promise<{ run(): void }> | undefined;
  root.querySelector('[data-control="plays"]')?.addEventListener("click", () => {
    part ??= import("./plays.ts").then((m) => m.playsPart(root, host));
    part.then(
      (p) => p.run(),
      (e: unknown) => {
        // Its code did not load (offline, a deploy replaced it). The browser keeps a module that
        // failed as failed until the page is reloaded, so each press says so again.
        const failed = playsFailed(
          host.config,
          pageWords(root),
          new Failed(failure("code", errorMessage(e))),
        );
        host.say(failed.text);
        failed.mark(host.controls.message);
      },
    );
  });
}
