/**
 * The only interview code a page loads up front: it defines `<record-interview>` and loads the
 * interview (interview.ts: keeping the answers, what they yield) on use: when the reader first
 * touches the form, or at once when the device keeps an interview of this game to restore.
 * The questions themselves are on the page without it (view.ts). DOM contract: docs/record.md.
 */
const KEY = "record.interviews";

class RecordInterview extends HTMLElement {
  #started = false;

  connectedCallback(): void {
    const start = () => this.#start();
    for (const e of ["focusin", "pointerdown", "input"])
      this.addEventListener(e, start, { once: true });
    let kept: boolean;
    try {
      kept = (localStorage.getItem(KEY) ?? "").includes(`"game":"${this.dataset.game ?? ""}"`);
    } catch {
      kept = false;
    }
    if (kept || location.hash.startsWith("#i=")) start();
  }

  #start(): void {
    if (this.#started) return;
    this.#started = true;
    this.setAttribute("data-loading", "");
    import("./interview.ts")
      .then((m) => m.mount(this))
      .catch((e: unknown) => {
        const region = this.querySelector("[data-message]");
        const error = e instanceof Error ? e.message : String(e);
        if (region !== null)
          region.textContent = (this.dataset.couldNotStart ?? "{error}").replace("{error}", error);
      })
      .finally(() => this.removeAttribute("data-loading"));
  }
}

if (customElements.get("record-interview") === undefined)
  customElements.define("record-interview", RecordInterview);
