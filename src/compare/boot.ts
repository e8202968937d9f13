/**
 * The only picker code /compare/ loads up front: it defines `<compare-picker>` and loads the
 * picker itself (which fetches /compare/data.json) when the element nears the viewport, or at
 * once when the address already asks for a comparison (`?r=`).
 */
import { startNearViewport } from "../site/client/start-near-viewport.ts";

class ComparePicker extends HTMLElement {
  connectedCallback(): void {
    const starter = startNearViewport(
      this,
      () => import("./picker.ts").then((m) => m.mount(this)),
      {
        message: "[data-compare-message]",
        what: "The picker",
      },
    );
    if (location.search.length > 1) starter.start();
  }
}

if (customElements.get("compare-picker") === undefined)
  customElements.define("compare-picker", ComparePicker);
