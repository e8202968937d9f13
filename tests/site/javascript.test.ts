/**
 * JavaScript only where something is interactive, over the built pages (dist/): which pages run a
 * script, and how much each loads before the reader asks for anything.
 *
 * Every page of the site frame (src/site/BaseLayout.astro) carries one script more: the offline
 * worker's registration (src/site/client/register-offline.ts), which Astro inlines. It is checked on its own
 * here (one inline module script, deferred by being a module, within REGISTRATION_BUDGET bytes,
 * waiting for the page's `load`, importing nothing) and then set aside, so that a page that reads
 * without interaction is held to carrying that script and nothing else.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DIST } from "../../scripts/lib/build.ts";
import { TABLES } from "../../src/i18n/t.ts";
import { attributeValues, fileForPath, htmlFiles, readDist } from "./dist.ts";

/**
 * Bytes (uncompressed) the inlined registration may take on every page. It is about 350 today:
 * the registration (about 190) and the message that hands the worker what the first page loaded
 * before the worker controlled it (issue 35: one visit is enough to read that page offline).
 * 400 leaves room for a clearer message, not for a third feature.
 */
const REGISTRATION_BUDGET = 400;

/** The inline module scripts of a page that register the offline worker, as their bodies. */
const registrations = (html: string): string[] =>
  [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.includes("serviceWorker"));

/** The inline module scripts of a page that build its correction form's links (suggest.ts). */
const suggestions = (html: string): string[] =>
  [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.includes("[data-suggest]"));

/** The page without its registration script (nor its correction form's, checked on its own). */
const unregistered = (html: string): string =>
  html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (whole, body: string) =>
    body.includes("serviceWorker") || body.includes("[data-suggest]") ? "" : whole,
  );

/** Bytes of a built module gzipped, with the modules it imports statically. */
const moduleGzip = (src: string, seen = new Set<string>()): number => {
  if (seen.has(src)) return 0;
  seen.add(src);
  const code = readFileSync(join(DIST, src), "utf8");
  const imports = [...code.matchAll(/\bimport\s*(?:[^("'`]*?from\s*)?["']([^"']+)["']/g)].map(
    (m) => new URL(m[1]!, `http://site${src}`).pathname,
  );
  return gzipSync(code, { level: 9 }).length + imports.reduce((n, i) => n + moduleGzip(i, seen), 0);
};

/** A <script> that runs: data blocks (JSON-LD, the simulator's JSON) never do. */
const runs = (html: string) =>
  /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")/i.test(html) ||
  /rel="modulepreload"/i.test(html);

/** The script tags of a page other than data blocks and the registration. */
const scriptTags = (html: string): string[] =>
  (unregistered(html).match(/<script\b[^>]*>/gi) ?? []).filter(
    (t) => !/type="application\/(?:ld\+)?json"/.test(t),
  );

/** The pages whose list a reader filters: the glossary and names as typed, the genealogy by game. */
const FILTERED = ["glossary/index.html", "names/index.html", "sources/genealogy/index.html"];

/** Pages of the site frame (header, navigation, footer); embeds and redirect pages are not. */
const framed = htmlFiles().filter((f) => readDist(f).includes('class="site-header"'));

describe("the offline worker's registration", () => {
  it(`is on every page of the site frame once: inline, a module, at most ${REGISTRATION_BUDGET} B, after load, importing nothing`, () => {
    expect(framed.length).toBeGreaterThan(100);
    const bodies = new Set<string>();
    for (const f of framed) {
      const found = registrations(readDist(f));
      expect(found, f).toHaveLength(1);
      bodies.add(found[0]!);
    }
    // One script, hence one CSP hash, for the whole site.
    expect(bodies.size).toBe(1);
    const [body] = [...bodies] as [string];
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(REGISTRATION_BUDGET);
    expect(body).toMatch(/addEventListener\(["'`]load["'`]/);
    expect(body).toMatch(/\.register\(["'`]\/sw\.js["'`]\)/);
    expect(body).not.toMatch(/\bimport\b/);
    expect(existsSync(join(DIST, "sw.js"))).toBe(true);
  });

  it("is not on an embed page: a frame inside another site registers no worker", () => {
    const embeds = htmlFiles().filter((f) => /^(?:(?:fr|mg)\/)?embed\//.test(f));
    expect(embeds.length).toBeGreaterThan(0);
    for (const f of embeds) expect(registrations(readDist(f)), f).toEqual([]);
  });
});

describe("JavaScript only where something is interactive", () => {
  it("only /search/, /compare/ (its picker), /offline/ (its packs and the not-stored page's pack), /contribute/ (its form), the glossary and names (their filter), the genealogy (its filter by game), the pages with a simulator, a lesson, a field interview (and the list of those kept) or a correction form and the embeds run a script besides the registration", () => {
    const interactive = new Set([
      "search/index.html",
      "compare/index.html",
      "offline/index.html",
      "offline/not-stored/index.html",
      "contribute/index.html",
      ...FILTERED,
    ]);
    // A French or Malagasy page (fr/..., mg/...) is held to its English page's rule.
    const english = (f: string) => f.replace(/^(fr|mg)\//, "");
    const offenders = htmlFiles()
      .filter((f) => !interactive.has(english(f)) && !english(f).startsWith("embed/"))
      .filter((f) => !readDist(f).includes("<game-simulator"))
      .filter((f) => !readDist(f).includes("<study-lesson"))
      .filter((f) => !readDist(f).includes("<record-interview"))
      .filter((f) => !readDist(f).includes("data-kept-interviews"))
      .filter((f) => runs(unregistered(readDist(f))));
    expect(offenders).toEqual([]);
  });

  it("a page with a correction form builds its links with one inline script of at most 1 KB", () => {
    const withForm = htmlFiles().filter((f) => readDist(f).includes("data-suggest"));
    expect(withForm.length).toBeGreaterThan(100);
    for (const f of withForm) {
      const found = suggestions(readDist(f));
      expect(found, f).toHaveLength(1);
      expect(Buffer.byteLength(found[0]!), f).toBeLessThanOrEqual(1024);
    }
  });

  it.each([
    ["/compare/", "compare/index.html", "<compare-picker"],
    ["/contribute/", "contribute/index.html", "<contribute-form"],
  ])(
    "%s loads at most 2 KB (gzip) of script before its element nears the viewport",
    (_, file, tag) => {
      const html = readDist(file);
      expect(html).toContain(tag);
      expect(/rel="modulepreload"/i.test(html)).toBe(false);
      const tags = scriptTags(html);
      expect(tags).toHaveLength(1);
      const src = /\bsrc="([^"]+)"/.exec(tags[0]!)?.[1];
      expect(src).toMatch(/^\/_astro\/.+\.js$/);
      expect(moduleGzip(src!)).toBeLessThanOrEqual(2 * 1024);
    },
  );

  it.each(FILTERED)(
    "%s carries one script, its filter, inline, of at most 1 KB (gzip), and shows the filter only through it",
    (file) => {
      const html = readDist(file);
      // Astro inlines a module this small: no request, and the page's CSP hashes it.
      expect(scriptTags(html)).toEqual(['<script type="module">']);
      const bodies = [
        ...unregistered(html).matchAll(/<script type="module">([\s\S]*?)<\/script>/g),
      ];
      expect(bodies).toHaveLength(1);
      const body = bodies[0]![1]!;
      expect(body).not.toMatch(/\bimport\b/);
      expect(gzipSync(body, { level: 9 }).length).toBeLessThanOrEqual(1024);
      // Without script the control stays hidden: no field that does nothing.
      expect(html).toMatch(/<p [^>]*data-(?:glossary-find|stemma-filter)[^>]*hidden/);
    },
  );

  it("/offline/ loads one script, its list of packs, of at most 3 KB (gzip)", () => {
    const tags = scriptTags(readDist("offline/index.html"));
    expect(tags).toHaveLength(1);
    const src = /\bsrc="([^"]+)"/.exec(tags[0]!)?.[1];
    expect(src).toMatch(/^\/_astro\/.+\.js$/);
    expect(moduleGzip(src!)).toBeLessThanOrEqual(3 * 1024);
  });

  it("a simulator page's scripts are its JSON data and at most 3 KB (gzip) of JavaScript before it starts", () => {
    const withSimulator = htmlFiles().filter((f) => readDist(f).includes("<game-simulator"));
    expect(withSimulator.length).toBeGreaterThan(0);
    for (const f of withSimulator) {
      const html = readDist(f);
      expect(/rel="modulepreload"/i.test(html), f).toBe(false);
      let bytes = 0;
      for (const tag of scriptTags(html)) {
        const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
        expect(src, `${f}: ${tag}`).toMatch(/^\/_astro\/.+\.js$/);
        expect(tag, f).toContain('type="module"');
        bytes += moduleGzip(src!);
      }
      expect(bytes, f).toBeLessThanOrEqual(3 * 1024);
    }
  });

  it("a study page loads at most 3 KB (gzip) of JavaScript before its lesson nears the viewport", () => {
    const withLesson = htmlFiles().filter((f) => readDist(f).includes("<study-lesson"));
    expect(withLesson.length).toBeGreaterThan(0);
    for (const f of withLesson) {
      const srcs = scriptTags(readDist(f)).map((t) => /\bsrc="([^"]+)"/.exec(t)?.[1]);
      for (const src of srcs) expect(src, f).toMatch(/^\/_astro\/.+\.js$/);
      const bytes = srcs.reduce((n, src) => n + moduleGzip(src!), 0);
      expect(bytes, f).toBeLessThanOrEqual(3 * 1024);
    }
  });

  it("no built module carries Vite's preload helper, which only ever called the import here", () => {
    // Its signatures: the error event it re-dispatches and the link relation it adds
    // (src/simulator/vite/worker-chunk.ts replaces it by a call of the import).
    const chunks = readdirSync(join(DIST, "_astro")).filter((f) => f.endsWith(".js"));
    expect(chunks.length).toBeGreaterThan(0);
    const withHelper = chunks.filter((f) =>
      /vite:preloadError|modulepreload/.test(readFileSync(join(DIST, "_astro", f), "utf8")),
    );
    expect(withHelper).toEqual([]);
  });

  it("no built module carries the string tables: a script takes its words from its page", () => {
    // The French of every string no script is handed (`simb.` strings reach the browser in the
    // page's config): one of them in a chunk means a module the browser loads imported a table.
    const french = Object.entries(TABLES.fr)
      .filter(([k, e]) => !k.startsWith("simb.") && e.text.length >= 30)
      .map(([, e]) => e.text);
    expect(french.length).toBeGreaterThan(100);
    const chunks = readdirSync(join(DIST, "_astro")).filter((f) => f.endsWith(".js"));
    const carrying = chunks.filter((f) => {
      const code = readFileSync(join(DIST, "_astro", f), "utf8");
      return french.some((text) => code.includes(text));
    });
    expect(carrying).toEqual([]);
  });

  it("/search/ loads its one script, and the Pagefind index it queries was built", () => {
    const scripts = attributeValues(readDist("search/index.html"), "src");
    expect(scripts).toHaveLength(1);
    for (const src of scripts) expect(fileForPath(src), src).toBeDefined();
    expect(existsSync(join(DIST, "pagefind", "pagefind.js"))).toBe(true);
  });
});
