/**
 * The only lesson code a study page loads up front: it defines `<study-lesson>` and starts the
 * lesson (a dynamic import of `ui.ts` and the game's engine family) when the element comes near
 * the viewport, the house pattern of the simulator (src/site/client/start-near-viewport.ts).
 */
import { startNearViewport } from "../site/client/start-near-viewport.ts";

class StudyLesson extends HTMLElement {
  connectedCallback(): void {
    startNearViewport(this, () => import("./ui.ts").then((m) => m.mount(this)), {
      message: "[data-message]",
      what: "The lesson",
    });
  }
}

if (customElements.get("study-lesson") === undefined)
  customElements.define("study-lesson", StudyLesson);
