/**
 * The offline packs and the shell, computed from dist/ after Pagefind has indexed it (build
 * time, Node). A pack is a family in one language. It holds, for the games its engine families
 * play, in that language: the game pages, every
 * ruleset page under them, the evidence, source and study pages those pages link to, the search
 * page, every script chunk and stylesheet those pages load (the simulator, its engine family,
 * its search worker), and the Pagefind files a search over them fetches: the core, the word
 * index and filters (split by word, not by page, so kept whole) and the fragments of the
 * pack's own pages.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "yaml";
import { assetClosure, fileOfUrl, htmlRefs, listFiles, urlOfFile } from "./assets.ts";
import { DEFAULT_LANG, LANG_NAMES, LANGS, type Lang } from "../i18n/languages.ts";
import {
  NOT_STORED_URL,
  PACK_CACHE_PREFIX,
  packId,
  PACKS,
  type PackFile,
  type PackManifest,
  type PackManifestEntry,
} from "./packs.ts";

/** Sections whose pages a game or ruleset page links to and a pack keeps with it. */
const LINKED_SECTIONS = ["/evidence/", "/sources/", "/studies/", "/record/"];

/** A language's address prefix: none for English, `/fr` for French. */
const prefixOf = (lang: Lang): string => (lang === DEFAULT_LANG ? "" : `/${lang}`);

/** Game ids whose rulesets one of `families` plays, read from content/rulesets/<game>/*.yaml. */
export function gamesOfFamilies(contentDir: string, families: readonly string[]): string[] {
  const dir = join(contentDir, "rulesets");
  const games = new Set<string>();
  for (const game of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, game)).filter((f) => f.endsWith(".yaml"))) {
      const path = join(dir, game, file);
      const data = parse(readFileSync(path, "utf8")) as { family?: unknown };
      if (typeof data.family !== "string")
        throw new Error(`${path}: field "family" is missing; the offline packs need it`);
      if (families.includes(data.family)) games.add(game);
    }
  }
  return [...games].sort();
}

/** A file's size and hash, as the manifest lists it. */
export function packFile(dist: string, url: string): PackFile {
  const body = readFileSync(join(dist, fileOfUrl(url)));
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 16);
  return { url, bytes: body.length, hash };
}

/**
 * The pages of a pack in `lang`: that language's game and ruleset pages, its search page, then
 * what they link to in LINKED_SECTIONS in the same language (a French page's links point at
 * French pages; its language switch, which points elsewhere, is left out).
 */
export function packPages(dist: string, games: readonly string[], lang: Lang = "en"): string[] {
  const at = prefixOf(lang);
  const all = new Set(
    listFiles(dist)
      .filter((f) => f.endsWith(".html"))
      .map(urlOfFile),
  );
  const seeds = [...all].filter((u) =>
    games.some((g) => u === `${at}/games/${g}/` || u.startsWith(`${at}/rulesets/${g}/`)),
  );
  if (seeds.length === 0)
    throw new Error(`offline pack (${lang}): no page under ${at}/games/ for ${games.join(", ")}`);
  const pages = new Set([...seeds, `${at}/search/`]);
  for (const page of seeds) {
    for (const ref of htmlRefs(readFileSync(join(dist, fileOfUrl(page)), "utf8"))) {
      if (all.has(ref) && LINKED_SECTIONS.some((s) => ref.startsWith(at + s) && ref !== at + s))
        pages.add(ref);
    }
  }
  return [...pages].sort();
}

/** Page URL → its Pagefind fragment file, read from the fragments (gzip, "pagefind_dcd" + JSON). */
export function fragmentsByPage(dist: string): Map<string, string> {
  const dir = join(dist, "pagefind", "fragment");
  const byPage = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const text = gunzipSync(readFileSync(join(dir, name))).toString("utf8");
    const json = JSON.parse(text.slice(text.indexOf("{"))) as { url: string };
    byPage.set(json.url, `/pagefind/fragment/${name}`);
  }
  return byPage;
}

/**
 * Pagefind's files every search in `lang` fetches whatever it finds: the core and entry, and that
 * language's wasm, meta, word index and filters (Pagefind splits its index by `<html lang>`;
 * pagefind-entry.json names each language's wasm, null for a language without a stemmer, which
 * loads `wasm.unknown`).
 */
export function pagefindCore(dist: string, lang: Lang = "en"): string[] {
  const entry = JSON.parse(readFileSync(join(dist, "pagefind", "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { hash: string; wasm: string | null } | undefined>;
  };
  const own = entry.languages[lang];
  if (own === undefined) throw new Error(`pagefind-entry.json: no index for language "${lang}"`);
  const ofLang = (f: string): boolean => {
    if (/^(index|filter)\//.test(f)) return f.split("/")[1]!.startsWith(`${lang}_`);
    if (f.endsWith(".pf_meta")) return f === `pagefind.${own.hash}.pf_meta`;
    if (f.startsWith("wasm.")) return f === `wasm.${own.wasm ?? "unknown"}.pagefind`;
    return true;
  };
  return listFiles(join(dist, "pagefind"))
    .filter((f) => !f.startsWith("fragment/") && !/-ui\.|highlight|component/.test(f))
    .filter(ofLang)
    .map((f) => `/pagefind/${f}`);
}

/** One pack's manifest entry: a family in one language. */
function packEntry(
  dist: string,
  contentDir: string,
  def: (typeof PACKS)[number],
  lang: Lang,
): PackManifestEntry {
  const games = gamesOfFamilies(contentDir, def.engineFamilies);
  const pages = packPages(dist, games, lang);
  const refs = pages.flatMap((p) => htmlRefs(readFileSync(join(dist, fileOfUrl(p)), "utf8")));
  const fragments = fragmentsByPage(dist);
  const urls = new Set([
    ...pages,
    ...assetClosure(dist, refs),
    ...pagefindCore(dist, lang),
    ...pages.flatMap((p) => fragments.get(p) ?? []),
  ]);
  const files = [...urls].sort().map((u) => packFile(dist, u));
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const title = `${def.title} — ${LANG_NAMES[lang]}`;
  return { id: packId(def.id, lang), title, family: def.id, lang, games, bytes, files };
}

/** The manifest of every pack: each family in each language, family by family. */
export function packManifest(dist: string, contentDir: string): PackManifest {
  return {
    cachePrefix: PACK_CACHE_PREFIX,
    packs: PACKS.flatMap((def) => LANGS.map((lang) => packEntry(dist, contentDir, def, lang))),
  };
}

/**
 * The shell the service worker precaches on install: the offline pages, the icon and manifest,
 * and the stylesheets and scripts that every page loads (with what those load).
 */
export function shellFiles(dist: string): PackFile[] {
  const pages = listFiles(dist).filter((f) => f.endsWith(".html"));
  let common: Set<string> | undefined;
  for (const page of pages) {
    const refs = new Set(htmlRefs(readFileSync(join(dist, page), "utf8")));
    common = common === undefined ? refs : new Set([...common].filter((r) => refs.has(r)));
  }
  const offline = ["/offline/", NOT_STORED_URL];
  const offlineRefs = offline.flatMap((p) =>
    htmlRefs(readFileSync(join(dist, fileOfUrl(p)), "utf8")),
  );
  const assets = assetClosure(dist, [...(common ?? []), ...offlineRefs]);
  const extra = ["/favicon.svg", "/manifest.webmanifest"].filter((u) =>
    existsSync(join(dist, fileOfUrl(u))),
  );
  return [...new Set([...offline, ...assets, ...extra])].sort().map((u) => packFile(dist, u));
}
