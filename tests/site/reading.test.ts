/**
 * The built pages as a researcher reads them: plain words, honest labels, dates in words,
 * titled breadcrumbs, one way of counting a region's records, traced sources, a method page and
 * a licence, and search facets that do not mislead. Reads dist/ (built first when stale, see
 * tests/support/build-site.ts); expectations come from the content files and the site's own functions.
 */
import { PROJECT } from "../../src/site/project.ts";
import { describe, expect, it } from "vitest";
import { issuedYear } from "../../src/downloads/bibliography.ts";
import { dateInWords } from "../../src/site/dates.ts";
import { centuryLabel } from "../../src/site/dates.ts";
import { url } from "../../src/site/routes.ts";
import { LICENCES } from "../../src/site/licence.ts";
import { evidenceInRegion } from "../../src/content/queries.ts";
import { dlpGameUrl, evidenceNaming, isDlpRecord } from "../../src/site/trace.ts";
import { scansFor } from "../../src/site/scans.ts";
import { attributeValues, fileForPath, htmlFiles, mainOf, readDist, textOf } from "./dist.ts";
import { db } from "../support/content.ts";
import { englishBlocks, internalWords, spacedJoins, spacedPunctuation } from "./text.ts";
import { langOfPath, localize } from "../../src/i18n/languages.ts";
import { pathForFile } from "./dist.ts";

const page = (path: string) => {
  const file = fileForPath(path);
  if (file === undefined) throw new Error(`no page for ${path} in dist/`);
  return readDist(file);
};

describe("plain words", () => {
  it("no page's text uses internal vocabulary", () => {
    const leaks: string[] = [];
    let checked = 0;
    for (const file of htmlFiles()) {
      for (const block of englishBlocks(readDist(file))) {
        checked++;
        for (const w of internalWords(block)) leaks.push(`${file}: ${w.name}: “${w.context}”`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(leaks).toEqual([]);
  });

  it("no space before , . : ; ) in English text on any page (quotations keep their own)", () => {
    // French sets a space before ; : (tests/site/i18n.test.ts has the French and Malagasy pages).
    const english = htmlFiles().filter((f) => langOfPath(pathForFile(f)) === "en");
    const found = english.flatMap((file) =>
      englishBlocks(readDist(file)).flatMap((b) =>
        spacedPunctuation(b).map((s) => `${file}: ${s}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("no space inside parentheses or before , . in any language, on any page", () => {
    // Every language's text, English passages on a French page included: the joins between the
    // page's words and its marked English are where the stray spaces were ("( Vela be )").
    const files = htmlFiles();
    const found = files.flatMap((file) =>
      englishBlocks(readDist(file), () => true).flatMap((b) =>
        spacedJoins(b).map((s) => `${file}: ${s}`),
      ),
    );
    expect(files.some((f) => langOfPath(pathForFile(f)) === "mg")).toBe(true);
    expect(found).toEqual([]);
  });

  it("no link's text starts or ends with a space (no underlined gaps)", () => {
    const found = htmlFiles().flatMap((file) =>
      [...readDist(file).matchAll(/<a\b(?:[^>"']|"[^"]*")*>\s|\s<\/a>/g)].map(
        (m) => `${file}: ${m[0].slice(0, 60)}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("every page's navigation leads to Evidence and Rulesets, and its footer to the licences", () => {
    // Embed pages (/embed/) are framed on other sites and carry no site chrome by design.
    for (const file of htmlFiles().filter((f) => !/^(?:(?:fr|mg)\/)?embed\//.test(f))) {
      const html = readDist(file);
      // In the page's language: /fr/evidence/ on a French page.
      const lang = langOfPath(pathForFile(file));
      const nav = /<header[\s\S]*?<nav aria-label="[^"]+">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      expect(attributeValues(nav, "href"), file).toEqual(
        expect.arrayContaining([
          localize(lang, url.evidenceIndex()),
          localize(lang, url.rulesets()),
        ]),
      );
      const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
      expect(attributeValues(footer, "href"), file).toEqual(
        expect.arrayContaining([
          LICENCES.data.href,
          LICENCES.code.href,
          localize(lang, url.method()),
        ]),
      );
    }
  });

  it("no page carries a made-up canonical address or an example domain", () => {
    // The project's own addresses are set once (src/site/project.ts; placeholders under .example
    // until it is published): any other example domain is made up.
    for (const file of htmlFiles()) {
      const html = readDist(file);
      expect(html, file).not.toMatch(/example\.(org|com|net)/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (canonical !== undefined) expect(canonical.startsWith(PROJECT.site), file).toBe(true);
    }
  });
});

describe("honest labels", () => {
  it("evidence pages give the date in words, with the EDTF value in a detail after the words", () => {
    for (const { id, data: e } of db.evidence) {
      const html = mainOf(page(url.evidence(id)));
      const m =
        /<span class="date-label">([\s\S]*?)<\/span>\s*<details class="date-code">([\s\S]*?)<\/details>/.exec(
          html,
        );
      expect(m, id).not.toBeNull();
      // The reading line holds the words alone; the code is one click away.
      expect(textOf(m![1]!), id).toBe(dateInWords(e.date.edtf));
      expect(textOf(m![2]!), id).toContain(e.date.edtf);
    }
  });

  it("breadcrumbs name every step by its title, each a link, the last one the page", () => {
    const checks = [
      ...db.evidence.map((e) => ({ path: url.evidence(e.id), title: e.data.title })),
      ...db.rulesets.map((r) => ({ path: url.ruleset(r.id), title: r.data.title })),
      ...db.sources.map((s) => ({ path: url.source(s.id), title: s.data["title-short"] })),
    ];
    for (const { path, title } of checks) {
      const nav = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(page(path))?.[0] ?? "";
      const items = [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1] ?? "");
      expect(items.length, path).toBeGreaterThan(1);
      for (const item of items) expect(item.trim(), path).toMatch(/^<a [^>]*>[^<]*<\/a>$/);
      const last = items.at(-1) ?? "";
      expect(textOf(last), path).toBe(title);
      expect(attributeValues(last, "href"), path).toEqual([path]);
    }
  });

  it("ruleset pages head each option in words, not by its engine key", () => {
    for (const r of db.rulesets) {
      const html = mainOf(page(url.ruleset(r.id)));
      for (const key of Object.keys(r.data.options)) {
        const h3 = new RegExp(`id="option-${key}"[^>]*>\\s*<h3>([\\s\\S]*?)</h3>`).exec(html)?.[1];
        expect(h3, `${r.id} ${key}`).toBeDefined();
        expect(textOf(h3 ?? ""), `${r.id} ${key}`).not.toContain(key);
      }
    }
  });

  it("the home page and /regions/ count each region's records the same way", () => {
    const home = mainOf(page("/"));
    const regions = mainOf(page("/regions/"));
    for (const r of db.regions) {
      const n = evidenceInRegion(db, r.id).length;
      const link = `href="${url.region(r.id)}"`;
      const after = (html: string) =>
        textOf(html.slice(html.lastIndexOf("<a", html.indexOf(link)), html.indexOf(link) + 400));
      if (n > 0)
        expect(after(home), `home: ${r.id}`).toMatch(
          new RegExp(`^${r.data.name.replace(/[()]/g, "\\$&")} ${n} records?`),
        );
      expect(
        after(regions.slice(regions.indexOf('class="region-tree"'))),
        `regions: ${r.id}`,
      ).toMatch(new RegExp(`; ${n} evidence records?\\)`));
    }
  });
});

describe("every source traced", () => {
  it("a record that names another source links to it, and that source's page lists the record", () => {
    let pairs = 0;
    for (const s of db.sources)
      for (const e of evidenceNaming(db, s.id)) {
        pairs++;
        expect(attributeValues(mainOf(page(url.evidence(e.id))), "href"), e.id).toContain(
          url.source(s.id),
        );
        expect(attributeValues(mainOf(page(url.source(s.id))), "href"), s.id).toContain(
          url.evidence(e.id),
        );
      }
    expect(pairs).toBeGreaterThan(0);
  });

  it("records from the DLP database link to the DLP's page for their game", () => {
    const dlp = db.evidence.filter((e) => isDlpRecord(e.id));
    expect(dlp.length).toBeGreaterThan(0);
    for (const e of dlp) {
      const game = db.games.find((g) => g.id === e.data.game)!;
      const hrefs = attributeValues(mainOf(page(url.evidence(e.id))), "href");
      expect(hrefs, e.id).toContain(e.data.dlpUrl ?? dlpGameUrl(game.data));
    }
  });

  it('a quotation whose page a scan shows links to it as "see the page"; an unheld original is said', () => {
    let linked = 0;
    for (const e of db.evidence) {
      const html = mainOf(page(url.evidence(e.id)));
      const scans = db.sources.find((s) => s.id === e.data.source.id)?.data.scans;
      for (const q of e.data.quotations) {
        for (const scan of scansFor(scans, q.locator)) {
          expect(html, e.id).toContain(`href="${scan.url.replace(/&/g, "&amp;")}"`);
          linked++;
        }
        if (q.originalNotHeld !== undefined)
          expect(textOf(html), e.id).toContain("Original not held");
      }
      if (scansFor(scans, e.data.quotations[0]?.locator ?? "").length > 0)
        expect(textOf(html), e.id).toContain("see the page");
    }
    expect(linked).toBeGreaterThan(0);
  });

  it("web addresses in sources are links", () => {
    for (const s of db.sources) {
      const html = mainOf(page(url.source(s.id)));
      const hrefs = attributeValues(html, "href");
      const addresses = [
        s.data.URL,
        ...(s.data.note?.match(/https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:]/g) ?? []),
      ];
      for (const a of addresses) if (a !== undefined) expect(hrefs, s.id).toContain(a);
    }
  });

  it("the bibliography marks the entries that have content on the site", () => {
    const html = mainOf(page("/sources/"));
    for (const s of db.sources) {
      const item = new RegExp(`<li id="${s.id}">([\\s\\S]*?)</li>`).exec(html)?.[1] ?? "";
      const cited =
        db.evidence.some((e) => e.data.source.id === s.id) ||
        db.rulesets.some((r) => r.data.sources.includes(s.id)) ||
        evidenceNaming(db, s.id).length > 0;
      if (cited) expect(textOf(item), s.id).toContain("On this site");
      else expect(textOf(item), s.id).toMatch(/On this site|Bibliography only/);
    }
  });
});

describe("method and licence", () => {
  it("the method page explains each label the pages link it for", () => {
    const html = page(url.method());
    for (const id of ["confidence", "dates", "basis", "ruleset-types", "uncertainty", "notations"])
      expect(attributeValues(html, "id"), id).toContain(id);
  });

  it("/data/ states the licence of the data and of the code", () => {
    const text = textOf(mainOf(page(url.data())));
    expect(text).toContain(LICENCES.data.name);
    expect(text).toContain(LICENCES.code.title);
  });
});

describe("search facets", () => {
  const filters = (path: string) => attributeValues(page(path), "data-pagefind-filter");

  it("a game page does not inherit the centuries or sources of its evidence", () => {
    for (const g of db.games) {
      const f = filters(url.game(g.id));
      expect(
        f.filter((x) => x.startsWith("century:")),
        g.id,
      ).toEqual([]);
      expect(
        f.filter((x) => x.startsWith("source:")),
        g.id,
      ).toEqual([]);
    }
  });

  it("a ruleset carries its game, sources and the centuries of its sources", () => {
    for (const r of db.rulesets) {
      const f = filters(url.ruleset(r.id));
      const game = db.games.find((g) => g.id === r.data.game)!;
      expect(f, r.id).toContain(`game:${game.data.name}`);
      const years = r.data.sources
        .map((s) => issuedYear(db.sources.find((x) => x.id === s)!.data))
        .filter((y): y is number => y !== undefined);
      for (const y of years)
        expect(f, r.id).toContain(`century:${centuryLabel(Math.floor(y / 100) + 1)}`);
    }
  });

  it("every record page gives search results its kind", () => {
    for (const file of htmlFiles()) {
      const html = readDist(file);
      if (!html.includes("data-pagefind-body")) continue;
      expect(
        attributeValues(html, "data-pagefind-meta").some((m) => m.startsWith("kind:")),
        file,
      ).toBe(true);
    }
  });
});
