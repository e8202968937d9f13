/**
 * Registers the service worker (dist/sw.js, built by src/offline/build.ts) on every page of the
 * built site, so that what a reader reads is kept for reading offline. Small enough for Astro to
 * inline (no request of its own; tests/site/javascript.test.ts holds it to a byte budget), and it
 * waits for the page's `load`: the worker and the shell it precaches never compete with a first
 * view. Not in `astro dev`: there is no sw.js there, and a worker would serve stale modules.
 *
 * The page that registers the worker loaded before the worker controlled it, so the worker saw
 * none of its requests. Once the worker is ready, the page sends it its own address and the
 * files it loaded (`performance`'s resource entries) in Workbox's `CACHE_URLS` message, which
 * Workbox's router answers by running each through the worker's routes, storing them: one visit
 * online is enough to read that page offline (Workbox's documented way, workbox-window's
 * "cache URLs loaded before the service worker controlled the page").
 */
if (import.meta.env.PROD && "serviceWorker" in navigator)
  addEventListener("load", () => {
    const sw = navigator.serviceWorker;
    sw.register("/sw.js").catch((e: unknown) => {
      console.warn("Offline reading is off: the worker did not register.", e);
    });
    void sw.ready.then((r) =>
      r.active?.postMessage({
        type: "CACHE_URLS",
        payload: {
          urlsToCache: [
            location.href,
            ...performance.getEntriesByType("resource").map((e) => e.name),
          ],
        },
      }),
    );
  });
