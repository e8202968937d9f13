/**
 * Registers the service worker (dist/sw.js, built by src/offline/build.ts) on every page of the
 * built site, so that what a reader reads is kept for reading offline. Small enough for Astro to
 * inline (no request of its own; tests/site/site.test.ts holds it to a byte budget), and it waits
 * for the page's `load`: the worker and the shell it precaches never compete with a first view.
 * Not in `astro dev`: there is no sw.js there, and a worker would serve stale modules.
 */
if (import.meta.env.PROD && "serviceWorker" in navigator)
  addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch((e: unknown) => {
      console.warn("Offline reading is off: the worker did not register.", e);
    });
  });
