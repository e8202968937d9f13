/**
 * The embed page's script (src/simulator/embed/EmbedPage.astro): defines `<game-embed>` and
 * starts its player at once, since the board is all the page holds.
 */
class GameEmbed extends HTMLElement {
  connectedCallback(): void {
    this.setAttribute("data-loading", "");
    import("./player.ts")
      .then((m) => m.mountEmbed(this))
      .catch((e: unknown) => {
        const message = this.querySelector("[data-message]");
        if (message !== null)
          message.textContent = `The board could not start: ${e instanceof Error ? e.message : String(e)}.`;
      })
      .finally(() => this.removeAttribute("data-loading"));
  }
}

if (customElements.get("game-embed") === undefined) customElements.define("game-embed", GameEmbed);
