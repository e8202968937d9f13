/**
 * Registers the service worker (dist/sw.js, built by src/offline/build.ts) on every page of the
 * built site, so that what a reader reads is kept for reading offline. Not in `astro dev`: there
 * is no sw.js there, and a worker would serve stale modules.
 */
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  void navigator.serviceWorker.register("/sw.js").catch((e: unknown) => {
    console.warn("The offline worker could not be registered:", e);
  });
}
