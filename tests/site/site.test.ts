/**
 * The built site (dist/) against the content it is built from.
 *
 * These tests read dist/ as `npm run build` leaves it. If dist/ is missing, has no Pagefind
 * index, or is older than anything under src/, content/ or public/, the suite's global set-up
 * builds it first (tests/support/build-site.ts; a failing build fails the suite with its
 * output). The expected pages come from the content files themselves (loadContent), never from
 * listing dist/.
 */
import { basisWords } from "../../src/site/basis-words.ts";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/engine/index.ts";
import { centuries } from "../../src/schemas/edtf.ts";
import { parseLink } from "../../src/play/link.ts";
import { confidenceBand, uncertaintyLabel } from "../../src/site/words.ts";
import { RULE_BASIS_WORDS } from "../../src/site/basis-words.ts";
import { url } from "../../src/site/routes.ts";
import { yearLabel } from "../../src/site/dates.ts";
import {
  attributeValues,
  decodeEntities,
  fileForPath,
  htmlFiles,
  mainOf,
  pathForFile,
  readDist,
  textOf,
} from "./dist.ts";
import { db, problems } from "../support/content.ts";

const page = (path: string) => {
  const file = fileForPath(path);
  if (file === undefined) throw new Error(`no page for ${path} in dist/`);
  return readDist(file);
};

describe("content", () => {
  it("loads without schema or reference problems", () => {
    expect(problems).toEqual([]);
  });
});

describe("a page for every entry of every collection", () => {
  it("has a page per evidence record, keeping the id's case and dots", () => {
    expect(db.evidence.length).toBeGreaterThan(0);
    const missing = db.evidence.map((e) => url.evidence(e.id)).filter((p) => !fileForPath(p));
    expect(missing).toEqual([]);
  });

  it("has a page per game", () => {
    const missing = db.games.map((g) => url.game(g.id)).filter((p) => !fileForPath(p));
    expect(missing).toEqual([]);
  });

  it("has a page per source", () => {
    const missing = db.sources.map((s) => url.source(s.id)).filter((p) => !fileForPath(p));
    expect(missing).toEqual([]);
  });

  it("has a page per region", () => {
    const missing = db.regions.map((r) => url.region(r.id)).filter((p) => !fileForPath(p));
    expect(missing).toEqual([]);
  });

  it("has a page per ruleset at /rulesets/<game>/<id>/", () => {
    const missing = db.rulesets
      .map((r) => `/rulesets/${r.data.game}/${r.data.id}/`)
      .filter((p) => !fileForPath(p));
    expect(missing).toEqual([]);
  });

  it("has the index pages, timeline, search and data downloads", () => {
    for (const p of [
      "/",
      "/games/",
      "/evidence/",
      "/sources/",
      "/regions/",
      "/rulesets/",
      "/timeline/",
      "/search/",
      "/data/",
      "/data/sources.csl.json",
      "/data/evidence.json",
      "/data/database.json",
      "/data/sources.bib",
      "/data/games.json",
      "/data/regions.json",
      "/data/rulesets.json",
    ])
      expect(fileForPath(p), p).toBeDefined();
  });
});

describe("record pages show their fields", () => {
  it("evidence pages show type, game, source, date, regions, rules with their bases, quotations, confidence", () => {
    for (const { id, data: e } of db.evidence) {
      const html = mainOf(page(url.evidence(id)));
      const text = textOf(html);
      const hrefs = attributeValues(html, "href");
      expect(html, id).toContain("data-pagefind-body");
      expect(text, id).toContain(e.title);
      expect(hrefs, id).toContain(url.game(e.game));
      expect(hrefs, id).toContain(url.source(e.source.id));
      expect(text, id).toContain(e.source.locator);
      expect(text, id).toContain(e.date.edtf);
      expect(text, id).toContain(yearLabel(e.date.earliest));
      expect(text, id).toContain(yearLabel(e.date.latest));
      for (const r of e.regions) expect(hrefs, id).toContain(url.region(r));
      for (const q of e.quotations) {
        expect(text, id).toContain(textOf(q.text));
        expect(html, id).toMatch(new RegExp(`<blockquote[^>]*lang="${q.lang}"`));
        if (q.lang !== "en") {
          expect(text, id).toContain(textOf(q.translation ?? "(missing)"));
          expect(html, id).toContain("quote--pair");
        }
      }
      // Every rule sentence, in order, with the label of its own basis.
      const shown = [
        ...html.matchAll(/<li data-basis="([^"]*)">\s*<a class="basis[^>]*>([^<]*)</g),
      ];
      expect(
        shown.map((m) => m[1]),
        id,
      ).toEqual(e.rules.map((r) => r.basis));
      expect(
        shown.map((m) => m[2]),
        id,
      ).toEqual(e.rules.map((r) => RULE_BASIS_WORDS[r.basis].label));
      expect(text, id).toContain(`${e.confidence} / 100`);
      for (const u of e.uncertainty) expect(text, id).toContain(uncertaintyLabel(u));
      for (const r of e.related) expect(hrefs, id).toContain(url.evidence(r));
      if (e.place?.coordinates)
        expect(text, id).toContain(Math.abs(e.place.coordinates.lat).toFixed(2));
      expect(html, id).toMatch(
        new RegExp(`<section class="simulator-slot" data-simulator data-game="${e.game}"`),
      );
    }
  });

  it("evidence pages carry the Pagefind filters for game, region, source, century, type and confidence", () => {
    for (const { id, data: e } of db.evidence) {
      const filters = attributeValues(page(url.evidence(id)), "data-pagefind-filter");
      const game = db.games.find((g) => g.id === e.game)!.data.name;
      expect(filters, id).toContain(`game:${game}`);
      for (const r of e.regions)
        expect(filters, id).toContain(`region:${db.regions.find((x) => x.id === r)!.data.name}`);
      expect(
        filters.some((f) => f.startsWith("source:")),
        id,
      ).toBe(true);
      expect(filters.filter((f) => f.startsWith("century:")).length, id).toBe(
        centuries(e.date).length,
      );
      expect(
        filters.some((f) => f.startsWith("evidence type:")),
        id,
      ).toBe(true);
      expect(filters, id).toContain(`confidence:${confidenceBand(e.confidence)}`);
    }
  });

  it("game pages list their evidence in date order and, when documented, mark the simulator's place", () => {
    for (const { id, data: g } of db.games) {
      const html = mainOf(page(url.game(id)));
      const text = textOf(html);
      expect(text, id).toContain(g.name);
      const own = db.evidence.filter((e) => e.data.game === id);
      const positions = own.map((e) => ({
        e,
        at: html.indexOf(`href="${url.evidence(e.id)}"`),
      }));
      for (const p of positions) expect(p.at, `${id} lists ${p.e.id}`).toBeGreaterThan(-1);
      const byPage = [...positions].sort((a, b) => a.at - b.at).map((p) => p.e);
      for (let i = 1; i < byPage.length; i++) {
        const prev = byPage[i - 1]!.data.date;
        const cur = byPage[i]!.data.date;
        const key = (d: typeof cur) => d.earliest ?? d.latest ?? Infinity;
        expect(
          key(prev),
          `${id}: ${byPage[i - 1]!.id} before ${byPage[i]!.id}`,
        ).toBeLessThanOrEqual(key(cur));
      }
      for (const r of g.rulesets) expect(html, id).toContain(`href="/rulesets/${id}/${r}/"`);
      if (g.coverage === "documented")
        expect(html, id).toMatch(
          new RegExp(`class="simulator-slot" data-simulator data-game="${id}" data-ruleset`),
        );
      else {
        expect(html, id).not.toContain("data-simulator");
        // Ids in the prose become links, so compare without the spaces tags leave in textOf.
        const bare = (t: string) => t.replace(/\s+/g, "");
        if (g.whatWeHave) expect(bare(text), id).toContain(bare(textOf(g.whatWeHave)));
        if (g.whatWeLack) expect(bare(text), id).toContain(bare(textOf(g.whatWeLack)));
      }
    }
  });

  it("ruleset pages show every option with its meaning, value, source, locator and basis", () => {
    for (const { data: r } of db.rulesets) {
      const where = `${r.game}/${r.id}`;
      const html = mainOf(page(`/rulesets/${r.game}/${r.id}/`));
      for (const [key, option] of Object.entries(r.options)) {
        const start = html.indexOf(`id="option-${key}"`);
        expect(start, `${where} option ${key}`).toBeGreaterThan(-1);
        const block = html.slice(start, html.indexOf("</li>", start));
        const text = textOf(block);
        expect(text, `${where} ${key}`).toContain(key);
        expect(text, `${where} ${key} meaning`).toContain(textOf(GAMES[r.game]!.options[key]!.doc));
        expect(block, `${where} ${key}`).toContain(
          `href="${url.source(option.provenance.source)}"`,
        );
        expect(text, `${where} ${key}`).toContain(option.provenance.locator);
        expect(text, `${where} ${key}`).toContain(basisWords(option.provenance.basis).label);
        if (option.provenance.quote) expect(text).toContain(textOf(option.provenance.quote));
        if (option.provenance.translation)
          expect(text).toContain(textOf(option.provenance.translation));
        if (option.provenance.reasoning)
          expect(text).toContain(textOf(option.provenance.reasoning));
      }
      for (const f of r.facets) expect(html, where).toContain(`id="facet-${f.facet}"`);
    }
  });

  it("source pages link translations both ways and the evidence citing them", () => {
    for (const { id, data: s } of db.sources) {
      const hrefs = attributeValues(mainOf(page(url.source(id))), "href");
      if (s.translationOf) expect(hrefs, id).toContain(url.source(s.translationOf));
      for (const t of db.sources.filter((o) => o.data.translationOf === id))
        expect(hrefs, id).toContain(url.source(t.id));
      for (const e of db.evidence.filter((x) => x.data.source.id === id))
        expect(hrefs, id).toContain(url.evidence(e.id));
    }
  });

  it("region pages link their gazetteers, parent and children", () => {
    for (const { id, data: r } of db.regions) {
      const hrefs = attributeValues(mainOf(page(url.region(id))), "href");
      if (r.wikidata) expect(hrefs, id).toContain(`https://www.wikidata.org/wiki/${r.wikidata}`);
      if (r.geonames !== undefined)
        expect(hrefs, id).toContain(`https://www.geonames.org/${r.geonames}`);
      if (r.parent) expect(hrefs, id).toContain(url.region(r.parent));
      for (const c of db.regions.filter((o) => o.data.parent === id))
        expect(hrefs, id).toContain(url.region(c.id));
      for (const l of r.languages)
        expect(hrefs, id).toContain(`https://glottolog.org/resource/languoid/id/${l.glottolog}`);
    }
  });

  it("the bibliography lists every source", () => {
    const hrefs = attributeValues(mainOf(page("/sources/")), "href");
    for (const s of db.sources) expect(hrefs, s.id).toContain(url.source(s.id));
  });

  it("the timeline links every evidence record once, under the century its date starts in", () => {
    const html = mainOf(page("/timeline/"));
    for (const e of db.evidence) {
      const link = `href="${url.evidence(e.id)}"`;
      expect(html.split(link).length - 1, e.id).toBe(1);
      const first = centuries(e.data.date)[0];
      const section = html.slice(
        html.lastIndexOf("<section", html.indexOf(link)),
        html.indexOf(link),
      );
      expect(section, e.id).toContain(`id="c-${first ?? "undated"}"`);
    }
  });
});

describe("the regions map", () => {
  it("is an inline SVG with a labelled link for every region", () => {
    const html = page("/regions/");
    const svg = /<svg[\s\S]*?<\/svg>/.exec(mainOf(html))?.[0] ?? "";
    expect(svg).toContain("<path");
    for (const r of db.regions) {
      const link = new RegExp(
        `<a href="${url.region(r.id)}"[^>]*>[\\s\\S]*?<text[^>]*>([^<]*)</text>[\\s\\S]*?</a>`,
      ).exec(svg);
      expect(link, `map link for ${r.id}`).not.toBeNull();
      expect(decodeEntities(link?.[1] ?? "").trim()).toBe(r.data.name);
    }
  });
});

describe("links", () => {
  it("every internal link and asset in dist resolves to a file, and every #fragment to an id", () => {
    const broken: string[] = [];
    const idsOf = new Map<string, Set<string>>();
    const ids = (file: string) => {
      let set = idsOf.get(file);
      if (set === undefined) {
        set = new Set(attributeValues(readDist(file), "id"));
        idsOf.set(file, set);
      }
      return set;
    };
    let checked = 0;
    for (const file of htmlFiles()) {
      const html = readDist(file);
      const here = pathForFile(file);
      for (const raw of [...attributeValues(html, "href"), ...attributeValues(html, "src")]) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith("//")) continue;
        const target = new URL(raw, `http://site${here}`);
        const targetFile = fileForPath(target.pathname);
        checked++;
        if (targetFile === undefined) {
          broken.push(`${file}: ${raw}`);
          continue;
        }
        const fragment = decodeURIComponent(target.hash.slice(1));
        // A simulator link (`#r=icga&m=f2e3A`) names a ruleset of the page's simulator.
        const game = parseLink(target.hash.slice(1));
        if (game.ok && fragment.startsWith("r=")) {
          if (!readDist(targetFile).includes(`"id":"${game.value.ruleset}"`))
            broken.push(`${file}: ${raw} (no simulator with ruleset "${game.value.ruleset}")`);
          continue;
        }
        if (fragment !== "" && targetFile.endsWith(".html") && !ids(targetFile).has(fragment))
          broken.push(`${file}: ${raw} (no id "${fragment}")`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });
});

// The downloads in /data/ are checked by tests/site/downloads.test.ts.
