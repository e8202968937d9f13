/**
 * How the site's interactive elements start: the element is defined up front, and its real code
 * (a dynamic import) loads once, when the element comes within 400 px of the viewport or as soon
 * as the address asks for it. While the code loads the element carries `data-loading`; if it
 * cannot load, the element's message region says so: in the page's language where the page gave
 * the sentence in the element's `data-could-not-start` (`{error}` the browser's message, marked
 * `lang="en"`; the tables, src/i18n/tables/<lang>/boot.ts, never reach the script), else in
 * English.
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
        const error = e instanceof Error ? e.message : String(e);
        const said = element.dataset.couldNotStart ?? `${failure.what} could not start: {error}`;
        showWithEnglish(region, said, error);
      })
      .finally(() => {
        element.removeAttribute("data-loading");
      });
  }
  observer.observe(element);
  return { start };
}

/**
 * Shows `sentence` in `region` with its `{error}` filled by `error`, a browser's message: English
 * whatever the page's language, so marked `lang="en"`.
 */
export function showWithEnglish(region: Element | null, sentence: string, error: string): void {
  const english = document.createElement("span");
  english.lang = "en";
  english.textContent = error;
  const [before, after] = sentence.split("{error}");
  region?.replaceChildren(before ?? "", english, after ?? "");
}
