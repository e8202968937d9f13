/**
 * The only simulator code a page loads up front: it defines `<game-simulator>` and starts the
 * real simulator (a dynamic import of the interface and the game's engine family) when the
 * element comes near the viewport, or at once when the page is opened on a game link.
 */
const isGameLink = (hash: string) =>
  /(^|&)r=/.test(hash) || (hash !== "" && document.getElementById(hash) === null);

class GameSimulator extends HTMLElement {
  private started = false;

  connectedCallback(): void {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) this.start(observer);
      },
      { rootMargin: "400px 0px" },
    );
    const onHash = () => {
      if (isGameLink(location.hash.slice(1))) this.start(observer);
    };
    addEventListener("hashchange", onHash);
    if (isGameLink(location.hash.slice(1))) this.start(observer);
    else observer.observe(this);
  }

  private start(observer: IntersectionObserver): void {
    if (this.started) return;
    this.started = true;
    observer.disconnect();
    this.setAttribute("data-loading", "");
    import("./ui/mount.ts")
      .then((m) => m.mount(this))
      .catch((e: unknown) => {
        const message = this.querySelector("[data-message]");
        if (message !== null)
          message.textContent = `The simulator could not start: ${e instanceof Error ? e.message : String(e)}`;
      })
      .finally(() => {
        this.removeAttribute("data-loading");
      });
  }
}

if (customElements.get("game-simulator") === undefined)
  customElements.define("game-simulator", GameSimulator);
