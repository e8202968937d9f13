/**
 * The only picker code /compare/ loads up front: it defines `<compare-picker>` and loads the
 * picker itself (which fetches /compare/data.json) when the element nears the viewport, or at
 * once when the address already asks for a comparison (`?r=`).
 */
class ComparePicker extends HTMLElement {
  private started = false;

  connectedCallback(): void {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) this.start(observer);
      },
      { rootMargin: "400px 0px" },
    );
    if (location.search.length > 1) this.start(observer);
    else observer.observe(this);
  }

  private start(observer: IntersectionObserver): void {
    if (this.started) return;
    this.started = true;
    observer.disconnect();
    this.setAttribute("data-loading", "");
    import("./picker.ts")
      .then((m) => m.mount(this))
      .catch((e: unknown) => {
        const message = this.querySelector("[data-compare-message]");
        if (message !== null)
          message.textContent = `The picker could not start: ${e instanceof Error ? e.message : String(e)}`;
      })
      .finally(() => {
        this.removeAttribute("data-loading");
      });
  }
}

if (customElements.get("compare-picker") === undefined)
  customElements.define("compare-picker", ComparePicker);
