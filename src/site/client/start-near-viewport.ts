/**
 * How the site's interactive elements start: the element is defined up front, and its real code
 * (a dynamic import) loads once, when the element comes within 400 px of the viewport or as soon
 * as the address asks for it. While the code loads the element carries `data-loading`; if it
 * cannot load, the element's message region says so.
 */
export interface Starter {
  /** Starts now, unless already started. */
  readonly start: () => void;
}

export function startNearViewport(
  element: HTMLElement,
  load: () => Promise<unknown>,
  failure: { readonly message: string; readonly what: string },
): Starter {
  let started = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) start();
    },
    { rootMargin: "400px 0px" },
  );
  function start(): void {
    if (started) return;
    started = true;
    observer.disconnect();
    element.setAttribute("data-loading", "");
    load()
      .catch((e: unknown) => {
        const region = element.querySelector(failure.message);
        if (region !== null)
          region.textContent = `${failure.what} could not start: ${e instanceof Error ? e.message : String(e)}`;
      })
      .finally(() => {
        element.removeAttribute("data-loading");
      });
  }
  observer.observe(element);
  return { start };
}
