/**
 * "Where it parts", as the rules panel mounts it: the two buttons that start the reader's
 * searches and the place their results go. Everything else (the worker, the progress bar, the
 * views) is loaded when a button is pressed (panel.ts), so the rules panel stays small.
 *
 * DOM contract (docs/simulator.md, "Where it parts"): `[data-parts]` holds
 * `[data-control="parts"]`, `[data-control="dead-check"]` and, while a search runs,
 * `[data-control="cancel-parts"]` and `progress[data-progress="parts"]`; results go in
 * `[data-parts-result]`, one `[data-parts-for="<ruleset id>"]` per source reading with
 * `data-result="diverge|none|cut"`, or one `[data-option-effect="<key>"]` per option with
 * `data-result="matters|dead|refused"`.
 */
import type { OptionSpecs } from "../../../engine/core/index.ts";
import type { SimConfig, SimRuleset } from "../../../play/config.ts";
import type { Changes } from "../../../reading/changes.ts";
import { replaceChildren } from "../../../site/dom/to-dom.ts";
import { h } from "../../../site/dom/tree.ts";
import { pageWords, say } from "../../words.ts";
import { markEnglish } from "../../../site/failure-words.ts";

/** What the searches read from the simulator, at the moment a button is pressed. */
export interface PartsHost {
  readonly config: SimConfig;
  readonly ruleset: SimRuleset;
  readonly changes: Changes;
  readonly specs: OptionSpecs;
  /** The simulator's status line, where `say` writes. */
  readonly controls: { readonly message: Element };
  say(text: string): void;
}

/** Fills `[data-parts]` with its buttons and starts a search, loaded then, on each press. */
export function mountParts(el: HTMLElement, host: PartsHost): void {
  const w = pageWords(el);
  replaceChildren(
    el,
    h("h3", {}, say(w, "compare.live.heading")),
    h("p", { class: "small" }, say(w, "compare.live.note")),
    h(
      "p",
      { class: "sim-buttons" },
      h("button", { type: "button", "data-control": "parts" }, say(w, "compare.live.parts")),
      h("button", { type: "button", "data-control": "dead-check" }, say(w, "compare.live.dead")),
    ),
    h("div", { "data-parts-run": "" }),
  );
  el.hidden = false;
  const start = (kind: "parts" | "dead") => async () => {
    try {
      const { runParts } = await import("./panel.ts");
      runParts(el, host, kind);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      host.say(say(w, "compare.live.couldNotStart", { error }));
      // The browser's message is English, whatever the page's language: marked so.
      markEnglish(host.controls.message, error);
    }
  };
  el.querySelector('[data-control="parts"]')?.addEventListener(
    "click",
    () => void start("parts")(),
  );
  el.querySelector('[data-control="dead-check"]')?.addEventListener(
    "click",
    () => void start("dead")(),
  );
}
