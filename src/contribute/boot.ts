/**
 * The only contribution code the /contribute/ page loads up front: it defines
 * `<contribute-form>` and loads the form (form.ts, with the content schemas and the YAML writer)
 * when the element nears the viewport, the house pattern (src/site/client/start-near-viewport.ts).
 * No other page loads any of it.
 */
import { startNearViewport } from "../site/client/start-near-viewport.ts";

class ContributeForm extends HTMLElement {
  connectedCallback(): void {
    startNearViewport(this, () => import("./form.ts").then((m) => m.mount(this)), {
      message: "[data-message]",
      // The form's name comes from the page (words.ts, at build time): this module stays small.
      what: this.dataset.name ?? "",
    });
  }
}

if (customElements.get("contribute-form") === undefined)
  customElements.define("contribute-form", ContributeForm);
