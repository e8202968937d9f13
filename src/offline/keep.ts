/**
 * The "keep this game family offline" control of /offline/ (browser). Reads the pack manifest
 * (dist/offline/packs.json, sizes and hashes computed at build time), shows each pack's size
 * before anything is fetched, downloads a kept pack into its own cache with progress, and later
 * updates it by re-fetching only the files whose hash changed (and dropping files no longer in
 * it). What a kept pack holds is recorded in the same cache, under STATE_URL, so the page knows
 * what it has without asking the network.
 */
import { h, type Element } from "../site/dom/tree.ts";
import { replaceChildren } from "../site/dom/to-dom.ts";
import { formatNumber, kilobytes } from "../i18n/numbers.ts";
import {
  PACK_FETCH_HEADER,
  PACK_MANIFEST_URL,
  packsFor,
  RUNTIME_CACHE,
  type PackFile,
  type PackManifest,
  type PackManifestEntry,
} from "./packs.ts";
import { fetchPackFile, sayFailed } from "./failed.ts";

/** Where a kept pack records the files (and hashes) it holds, inside its own cache. */
const STATE_URL = "/offline/kept-state.json";

/**
 * The messages, in the page's language: the page puts its strings (src/i18n/tables/<lang>/
 * offline.ts, keys without their `offline.js.` prefix) in `data-words` and its language in
 * `lang`, so this script carries no table.
 */
type Words = Readonly<Record<string, string>>;
let words: Words = {};
let lang = "en";
// A bare filler rather than src/i18n/fill.ts: the page's script budget is 3 KB (gzip), and the
// page's own strings always carry the placeholders these calls fill. Numbers as the page's
// language writes them (src/i18n/numbers.ts).
const say = (key: string, params: Readonly<Record<string, string | number>> = {}): string =>
  (words[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === "number" ? formatNumber(lang, value) : String(value);
  });
const files = (n: number): string =>
  say(new Intl.PluralRules(lang).select(n) === "one" ? "files.one" : "files.other", { n });
const kb = (bytes: number): string => kilobytes(lang, bytes);

async function keptFiles(cache: Cache): Promise<PackFile[] | undefined> {
  const state = await cache.match(STATE_URL);
  return state ? ((await state.json()) as PackFile[]) : undefined;
}

/** Files of `pack` the cache lacks or holds in another version, and stored files it dropped. */
export function packChanges(
  pack: PackManifestEntry,
  kept: readonly PackFile[],
): { fetch: PackFile[]; drop: string[] } {
  const keptHash = new Map(kept.map((f) => [f.url, f.hash]));
  const urls = new Set(pack.files.map((f) => f.url));
  return {
    fetch: pack.files.filter((f) => keptHash.get(f.url) !== f.hash),
    drop: kept.filter((f) => !urls.has(f.url)).map((f) => f.url),
  };
}

/** Fetches `files` into `cache`, reporting the bytes done; the first failure stops it. */
async function download(
  cache: Cache,
  files: readonly PackFile[],
  progress: (done: number) => void,
): Promise<void> {
  let done = 0;
  for (const file of files) {
    const response = await fetchPackFile(file.url, {
      cache: "no-cache",
      headers: { [PACK_FETCH_HEADER]: "1" },
    });
    await cache.put(file.url, response);
    done += file.bytes;
    progress(done);
  }
}

/** Keeps or updates one pack, drawing progress into `status`. */
async function keep(
  pack: PackManifestEntry,
  cacheName: string,
  status: HTMLElement,
): Promise<void> {
  const cache = await caches.open(cacheName);
  const { fetch: wanted, drop } = packChanges(pack, (await keptFiles(cache)) ?? []);
  const total = wanted.reduce((sum, f) => sum + f.bytes, 0);
  const bar = h("progress", { max: String(total), value: "0" });
  replaceChildren(status, bar, ` ${say("progress", { done: kb(0), total: kb(total) })}`);
  const progress = status.querySelector("progress") as HTMLProgressElement;
  await download(cache, wanted, (done) => {
    progress.value = done;
    status.lastChild!.textContent = ` ${say("progress", { done: kb(done), total: kb(total) })}`;
  });
  await Promise.all(drop.map((url) => cache.delete(url)));
  // The worker answers from the visited copy before the pack's: a visited copy of a file just
  // fetched is older, so it goes, and the pack's answers.
  const visited = await caches.open(RUNTIME_CACHE);
  await Promise.all(wanted.map((f) => visited.delete(f.url, { ignoreSearch: true })));
  await cache.put(STATE_URL, new Response(JSON.stringify(pack.files)));
  replaceChildren(status, say("kept", { size: kb(pack.bytes) }));
}

/** One pack's row: its games and size, what is kept, and the button. */
async function packRow(pack: PackManifestEntry, cacheName: string): Promise<Element> {
  const kept = await keptFiles(await caches.open(cacheName));
  const changes = kept ? packChanges(pack, kept) : undefined;
  const update = changes ? changes.fetch.reduce((s, f) => s + f.bytes, 0) : pack.bytes;
  const state = !kept
    ? say("notKept", { size: kb(pack.bytes) })
    : update === 0 && changes!.drop.length === 0
      ? say("upToDate", { size: kb(pack.bytes) })
      : say("update", { files: files(changes!.fetch.length), size: kb(update) });
  const label = !kept ? say("keep") : say("updateButton");
  return h(
    "li",
    { "data-pack": pack.id },
    // The title in the page's language, composed by the page (its words' `title.<pack id>`).
    h("h2", {}, say(`title.${pack.id}`)),
    h("p", {}, say("games", { games: pack.games.join(", "), files: files(pack.files.length) })),
    h("p", { class: "pack-status", role: "status" }, state),
    (!kept || update > 0 || changes!.drop.length > 0) && h("button", { type: "button" }, label),
    kept && h("button", { type: "button", "data-remove": "" }, say("remove")),
  );
}

class OfflinePacks extends HTMLElement {
  async connectedCallback(): Promise<void> {
    const list = this.querySelector("ul") as HTMLUListElement;
    words = JSON.parse(this.dataset.words ?? "{}") as Words;
    lang = document.documentElement.lang || "en";
    if (!("caches" in window) || !("serviceWorker" in navigator)) {
      replaceChildren(list, h("li", {}, say("cannot")));
      return;
    }
    // The worker answers with the stored copy offline; never read, there is none.
    const manifest = await fetch(PACK_MANIFEST_URL)
      .then((r) => (r.ok ? (r.json() as Promise<PackManifest>) : undefined))
      .catch(() => undefined);
    if (manifest === undefined) {
      replaceChildren(list, h("li", {}, say("unreadable")));
      return;
    }
    const cacheOf = (id: string): string => `${manifest.cachePrefix}${id}`;
    // The page's own language's packs first (/fr/offline/ offers the French ones), then the rest.
    const packs = packsFor(manifest.packs, document.documentElement.lang);
    const draw = async (): Promise<void> =>
      replaceChildren(list, ...(await Promise.all(packs.map((p) => packRow(p, cacheOf(p.id))))));
    list.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest("button");
      const row = button?.closest<HTMLElement>("[data-pack]");
      const pack = manifest.packs.find((p) => p.id === row?.dataset.pack);
      if (!button || !row || !pack) return;
      const status = row.querySelector(".pack-status") as HTMLElement;
      row.querySelectorAll("button").forEach((b) => (b.disabled = true));
      const work = button.hasAttribute("data-remove")
        ? caches.delete(cacheOf(pack.id))
        : keep(pack, cacheOf(pack.id), status);
      work.then(draw, (e: unknown) => sayFailed(status, say, lang, e));
    });
    await draw();
  }
}

customElements.define("offline-packs", OfflinePacks);
