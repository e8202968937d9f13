/**
 * The embed page's script (src/simulator/embed/EmbedPage.astro): defines `<game-embed>` and
 * starts its player at once, since the board is all the page holds. If the player cannot load,
 * it says so in the page's language from `data-could-not-start` (English where absent), the
 * browser's message in it marked `lang="en"`.
 */
class GameEmbed extends HTMLElement {
  connectedCallback(): void {
    this.setAttribute("data-loading", "");
    import("./player.ts")
      .then((m) => m.mountEmbed(this))
      .catch((e: unknown) => {
        const message = this.querySelector("[data-message]");
        const error = e instanceof Error ? e.message : String(e);
        const said = this.dataset.couldNotStart ?? "The board could not start: {error}.";
        // The browser's message is English, whatever the page's language: marked so. (As
        // start-near-viewport.ts `showWithEnglish`, written here so this script stays alone.)
        const english = document.createElement("span");
        english.lang = "en";
        english.textContent = error;
        const [before, after] = said.split("{error}");
        message?.replaceChildren(before ?? "", english, after ?? "");
      })
      .finally(() => this.removeAttribute("data-loading"));
  }
}

if (customElements.get("game-embed") === undefined) customElements.define("game-embed", GameEmbed);
