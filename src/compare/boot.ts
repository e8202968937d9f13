/**
 * The only picker code /compare/ loads up front: it defines `<compare-picker>` and loads the
 * picker itself (which fetches /compare/data.json) when the element nears the viewport, or at
 * once when the address already asks for a comparison (`?r=`). A picker that cannot start says
 * so in the page's language, from its `data-compare-words` (the tables never reach the script).
 */
import { showWithEnglish, startNearViewport } from "../site/client/start-near-viewport.ts";
import { pageWords, say } from "./words.ts";

class ComparePicker extends HTMLElement {
  connectedCallback(): void {
    const load = () =>
      import("./picker.ts")
        .then((m) => m.mount(this))
        .catch((e: unknown) => {
          const region = this.querySelector("[data-compare-message]");
          const error = e instanceof Error ? e.message : String(e);
          const said = say(pageWords(this), "compare.pk.couldNotStart", { error: "{error}" });
          showWithEnglish(region, said, error);
        });
    const starter = startNearViewport(this, load, {
      message: "[data-compare-message]",
      what: "The picker",
    });
    if (location.search.length > 1) starter.start();
  }
}

if (customElements.get("compare-picker") === undefined)
  customElements.define("compare-picker", ComparePicker);
