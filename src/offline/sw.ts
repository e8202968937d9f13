/**
 * The site's service worker, bundled by build.ts into dist/sw.js with its precache list.
 * Workbox does the work: the shell is precached on install (and old versions cleaned up);
 * everything else read online is kept in a runtime cache, and answered from it, or from a kept
 * pack's cache, when the network is cut. A page neither read nor kept answers, offline, with
 * the plain "not stored" page (a navigation fallback: without it a page not precached fails
 * with the browser's own error, the pitfall Workbox's and vite-pwa's docs warn of).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core";
import {
  NOT_STORED_URL,
  PACK_CACHE_PREFIX,
  PACK_FETCH_HEADER,
  PACK_MANIFEST_URL,
  RUNTIME_CACHE,
} from "./packs.ts";

/**
 * The parts of the worker's global scope used here, typed locally: a `/// <reference lib=
 * "webworker" />` would retype every file of the program (window's `addEventListener` with it).
 */
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: "install" | "activate",
    listener: (event: { waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
  __WB_MANIFEST: { url: string; revision: string | null }[];
}
declare const self: WorkerScope;

/** When the runtime cache lacks a file, a kept pack may hold it (packs are written by the page). */
const fromPacks: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (cachedResponse) return cachedResponse;
    for (const name of await caches.keys()) {
      if (!name.startsWith(PACK_CACHE_PREFIX)) continue;
      const hit = await (await caches.open(name)).match(request, { ignoreSearch: true });
      if (hit) return hit;
    }
    return undefined;
  },
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A static site serves the same file whatever the query (?q= on /search/, ?moves= on a game).
const matchOptions = { ignoreSearch: true };
/** Requests the worker answers: same-origin reads, except a pack's download (see packs.ts). */
const ours = (url: URL, request: Request): boolean =>
  request.method === "GET" &&
  url.origin === self.location.origin &&
  !request.headers.has(PACK_FETCH_HEADER);
// Built chunks and Pagefind's index files carry a hash in their names: never stale.
const hashed = (url: URL): boolean =>
  url.pathname.startsWith("/_astro/") ||
  /^\/pagefind\/(index|fragment|filter)\//.test(url.pathname) ||
  /^\/pagefind\/.*\.(pf_meta|pagefind)$/.test(url.pathname);

registerRoute(
  ({ url, request }) => ours(url, request) && hashed(url),
  new CacheFirst({ cacheName: RUNTIME_CACHE, plugins: [fromPacks], matchOptions }),
);
// The pack manifest says what an update costs: read fresh when online, the stored copy offline.
registerRoute(
  ({ url, request }) => ours(url, request) && url.pathname === PACK_MANIFEST_URL,
  new NetworkFirst({ cacheName: RUNTIME_CACHE }),
);
// Pages and data: the stored copy at once, refreshed in the background when online.
registerRoute(
  ({ url, request }) => ours(url, request) && !hashed(url),
  new StaleWhileRevalidate({ cacheName: RUNTIME_CACHE, plugins: [fromPacks], matchOptions }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") {
    const page = await matchPrecache(NOT_STORED_URL);
    if (page) return page;
  }
  return Response.error();
});

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
