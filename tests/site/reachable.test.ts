/**
 * Every kind of page is reached from where a reader stands (issue 33): the site's page kinds are
 * read from dist/ (a page's kind is its first path segment, the language prefix aside), and each
 * kind must be linked from at least one page of another kind, in the page's header, main text or
 * footer. A capability linked from nowhere but its own pages (the offline packs were) fails here.
 */
import { describe, expect, it } from "vitest";
import { attributeValues, htmlFiles, pathForFile, readDist } from "./dist.ts";

const LANG_PREFIX = /^\/(fr|mg)(?=\/)/;

/** A site path's kind: `/fr/games/x/` → `games`; the home page is `home`. */
function kindOf(path: string): string {
  const bare = path.replace(LANG_PREFIX, "");
  return bare.split("/").filter((s) => s !== "")[0] ?? "home";
}

/** Pages a reader is not meant to reach by a link: the not-found pages (`404.html`, `fr/404/`). */
const NOT_FOUND = /^(?:(?:fr|mg)\/)?404(?:\.html|\/)/;
const pages = htmlFiles().filter((f) => !NOT_FOUND.test(f));
/**
 * Kinds that are framed, not read: the embed pages (/embed/<game>/) are what another site puts
 * in an <iframe>, and the simulator's share controls write that snippet in the browser
 * (src/simulator/share/), so no page links them. Listed here so that a new kind is never exempt
 * by accident.
 */
const FRAMED = new Set(["embed"]);

/** Which kinds each kind's pages link to (site-internal links only). */
function linksByKind(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const file of pages) {
    const from = kindOf(pathForFile(file));
    const targets = out.get(from) ?? new Set<string>();
    for (const href of attributeValues(readDist(file), "href")) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      targets.add(kindOf(href.split(/[?#]/)[0] ?? href));
    }
    out.set(from, targets);
  }
  return out;
}

describe("every kind of page is linked from a page of another kind", () => {
  const links = linksByKind();
  const kinds = [...new Set(pages.map((f) => kindOf(pathForFile(f))))].sort();

  it("finds the site's kinds of page", () => {
    for (const k of ["home", "games", "evidence", "compare", "studies", "offline", "glossary"])
      expect(kinds).toContain(k);
  });

  it.each(kinds.filter((k) => !FRAMED.has(k)))("%s is linked from another kind", (kind) => {
    const from = [...links].filter(([k, to]) => k !== kind && to.has(kind)).map(([k]) => k);
    expect(from, `no page of another kind links a "${kind}" page`).not.toEqual([]);
  });
});
