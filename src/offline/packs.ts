/**
 * The game families a reader can keep offline, and the shape of the pack manifest the build
 * writes (dist/offline/packs.json) and the browser reads. A pack is named by the engine families
 * of its rulesets: the Fanorona family (the fanorona engine plays Fanorona, Fanoron-dimy and Vela;
 * the telo engine plays Fanorona-telo) and the four-row mancala games the mancala engine plays.
 */

/** A family a reader can keep offline. */
export interface PackDefinition {
  /** Permanent id: names the pack's cache (`offline-pack-<id>`). */
  readonly id: string;
  /** What the reader sees. */
  readonly title: string;
  /** Engine families (rulesets' `family`) whose games the pack holds. */
  readonly engineFamilies: readonly string[];
}

export const PACKS: readonly PackDefinition[] = [
  { id: "fanorona", title: "Fanorona family", engineFamilies: ["fanorona", "telo"] },
  { id: "four-row-mancala", title: "Four-row mancala", engineFamilies: ["mancala"] },
];

/**
 * A family's pack in one language: its pages under that language's prefix (`/fr/games/…`) and
 * the search index of that language. The English pack keeps the family's id (the cache of a pack
 * kept before there were languages stays valid); the others add the language (`fanorona-fr`).
 */
export const packId = (family: string, lang: string): string =>
  lang === "en" ? family : `${family}-${lang}`;

/**
 * The order /offline/ lists the packs in on a page in `pageLang`: that language's packs first,
 * then the others in manifest order, so every language stays available.
 */
export function packsFor<T extends { readonly lang: string }>(
  packs: readonly T[],
  pageLang: string,
): T[] {
  return [...packs.filter((p) => p.lang === pageLang), ...packs.filter((p) => p.lang !== pageLang)];
}

/** One file of a pack, as the manifest lists it. */
export interface PackFile {
  /** Site-relative URL, as the browser requests it (pages end in `/`). */
  readonly url: string;
  /** Size in bytes as served (uncompressed). */
  readonly bytes: number;
  /** Content hash (SHA-256, first 16 hex digits): an update re-fetches only files whose hash changed. */
  readonly hash: string;
}

/** A pack in the manifest. */
export interface PackManifestEntry {
  /** `packId(family, lang)`: names the pack's cache. */
  readonly id: string;
  /** The family's title, with the language's name in itself ("Fanorona family — Français"). */
  readonly title: string;
  /** The family's id in PACKS, the same in every language. */
  readonly family: string;
  /** The language of the pack's pages and search index (`en`, `fr`, `mg`). */
  readonly lang: string;
  /** Game ids the pack holds, for the reader. */
  readonly games: readonly string[];
  /** Sum of the files' bytes: what a first download costs. */
  readonly bytes: number;
  readonly files: readonly PackFile[];
}

/** dist/offline/packs.json. */
export interface PackManifest {
  /** Name of the cache a pack is kept in. */
  readonly cachePrefix: string;
  readonly packs: readonly PackManifestEntry[];
}

/** Where the build writes the manifest and the browser reads it. */
export const PACK_MANIFEST_URL = "/offline/packs.json";
/**
 * Header that marks a pack download's requests. The worker lets them through to the network: a
 * pack is filled with the files as served now (the worker's visited copies may be older than the
 * manifest's hashes), and each file is stored once, in the pack, not also among the visited.
 */
export const PACK_FETCH_HEADER = "x-offline-pack";
/** Caches of kept packs are named with this prefix and the pack id. */
export const PACK_CACHE_PREFIX = "offline-pack-";
/** The runtime cache of what a reader visited. */
export const RUNTIME_CACHE = "site-visited";
/** The page shown for a page that is not stored, offline (precached). */
export const NOT_STORED_URL = "/offline/not-stored/";
