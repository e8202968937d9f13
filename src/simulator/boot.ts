/**
 * The only simulator code a page loads up front: it defines `<game-simulator>` and starts the
 * real simulator (a dynamic import of the interface and the game's engine family) when the
 * element comes near the viewport, or at once when the page is opened on a game link.
 */
import { startNearViewport } from "../site/client/start-near-viewport.ts";

const isGameLink = (hash: string) =>
  /(^|&)r=/.test(hash) || (hash !== "" && document.getElementById(hash) === null);

class GameSimulator extends HTMLElement {
  connectedCallback(): void {
    const starter = startNearViewport(
      this,
      () => import("./ui/from-page.ts").then((m) => m.mount(this)),
      { message: "[data-message]", what: "The simulator" },
    );
    const onHash = () => {
      if (isGameLink(location.hash.slice(1))) starter.start();
    };
    addEventListener("hashchange", onHash);
    onHash();
  }
}

if (customElements.get("game-simulator") === undefined)
  customElements.define("game-simulator", GameSimulator);
