/**
 * The built site in a real browser: headless Chromium (playwright-core, the browser chosen by
 * scripts/lib/browser.ts) against dist/, served once for the run by a tiny local server
 * (tests/support/serve-site.ts: 127.0.0.1, random port, no other network): navigation by links,
 * the regions map's links, and search. That every page loads cleanly is checked by the one crawl
 * of every page, ./every-page.test.ts.
 *
 * Like the site suite, this tests dist/ as `npm run build` leaves it, built first when stale.
 * Expectations come from the content files (loadContent).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { url } from "../../src/site/routes.ts";
import { dateInWords } from "../../src/site/dates.ts";
import { db } from "../support/content.ts";
import { openSite } from "../support/site.ts";

const { browser, server } = await openSite();

/** Requests the pages tried to make outside the local server (refused). */
const outside: string[] = [];

/** A page that refuses, and records, any request outside the local server. */
async function newPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.route("**/*", (route) => {
    const target = route.request().url();
    if (target.startsWith(server.origin)) return route.continue();
    outside.push(`${page.url()}: ${target}`);
    return route.abort();
  });
  return page;
}

const h1 = (page: Page) => page.locator("main h1").first().innerText();

describe("navigation by links", () => {
  it("home → a game → one of its evidence records → that record's source", async () => {
    const evidence = db.evidence.find((e) => e.id === "DLP.Evidence.661") ?? db.evidence[0];
    if (evidence === undefined) throw new Error("no evidence in content/");
    const game = db.games.find((g) => g.id === evidence.data.game)!;
    const source = db.sources.find((s) => s.id === evidence.data.source.id)!;
    const page = await newPage();
    await page.goto(`${server.origin}/`);

    await page
      .locator(`main a[href="${url.game(game.id)}"]`)
      .first()
      .click();
    await page.waitForURL(`**${url.game(game.id)}`);
    expect(await h1(page)).toBe(game.data.name);

    await page
      .locator(`main a[href="${url.evidence(evidence.id)}"]`)
      .first()
      .click();
    await page.waitForURL(`**${url.evidence(evidence.id)}`);
    expect(await h1(page)).toBe(evidence.data.title);

    await page
      .locator(`main a[href="${url.source(source.id)}"]`)
      .first()
      .click();
    await page.waitForURL(`**${url.source(source.id)}`);
    expect(await h1(page)).toBe(source.data["title-short"]);
    await page.close();
  });

  it("every link on the regions map leads to that region's page", async () => {
    const page = await newPage();
    await page.goto(`${server.origin}/regions/`);
    const hrefs = await page
      .locator("main svg a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.sort()).toEqual(db.regions.map((r) => url.region(r.id)).sort());
    for (const region of db.regions) {
      await page.goto(`${server.origin}/regions/`);
      // Follow the link as a keyboard user would: focus it, press Enter.
      await page.locator(`main svg a[href="${url.region(region.id)}"]`).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${url.region(region.id)}`);
      expect(await h1(page)).toBe(region.data.name);
    }
    // And one with the mouse, on its label.
    const first = db.regions[0]!;
    await page.goto(`${server.origin}/regions/`);
    await page.locator(`main svg a[href="${url.region(first.id)}"] text`).click();
    await page.waitForURL(`**${url.region(first.id)}`);
    await page.close();
  });
});

describe("search", () => {
  /** Unfolds the filters (folded on a phone, open on a wide screen). */
  async function openFilters(page: Page): Promise<void> {
    await page.locator("[data-filters]").evaluate((d) => {
      (d as HTMLDetailsElement).open = true;
    });
  }

  /** The result links once the status line reports a count, after loading every page of them. */
  async function results(page: Page): Promise<{ count: number; links: string[] }> {
    const status = page.locator("[data-status]");
    await expect
      .poll(() => status.innerText(), { timeout: 20_000 })
      .toMatch(/^\d+ results? (for|with)/);
    const count = Number(/^(\d+)/.exec(await status.innerText())?.[1]);
    const more = page.locator("[data-more]");
    const shown = page.locator(".search-result .result-link");
    // "Show more" adds the next page of results; wait for each page before asking again. The
    // count compared and the count waited past are one reading: the first page can arrive between
    // two readings, and then nothing would ever exceed the second.
    for (let before = await shown.count(); before < count; before = await shown.count()) {
      if (await more.isVisible()) await more.click();
      await expect.poll(() => shown.count(), { timeout: 20_000 }).toBeGreaterThan(before);
    }
    const links = await shown.evaluateAll((as) =>
      as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    return { count, links };
  }

  it("?q=Montgomery finds the Fanorona record, and a region filter narrows the results", async () => {
    const record = db.evidence.find((e) => e.id === "DLP.Evidence.661");
    if (record === undefined) throw new Error("content/evidence/DLP.Evidence.661.yaml is missing");
    const region = db.regions.find((r) => r.id === record.data.regions[0])!;
    const page = await newPage();
    await page.goto(`${server.origin}/search/?q=Montgomery`);
    const before = await results(page);
    expect(await page.locator("#search-q").inputValue()).toBe("Montgomery");
    expect(before.links).toHaveLength(before.count);
    expect(before.links).toContain(url.evidence(record.id));

    await openFilters(page);
    const checkbox = page.locator(
      `input[type=checkbox][name="region"][value="${region.data.name}"]`,
    );
    await checkbox.check();
    await expect
      .poll(async () => (await results(page)).count, { timeout: 30_000 })
      .toBeLessThan(before.count);
    const after = await results(page);
    expect(after.count).toBeGreaterThan(0);
    expect(after.links).toHaveLength(after.count);
    expect(after.links).toContain(url.evidence(record.id));
    for (const link of after.links) expect(before.links).toContain(link);
    await page.close();
  });

  it.each(["fr", "mg"] as const)(
    "/%s/search/ searches the pages in its language and reports in it",
    async (lang) => {
      const record = "DLP.Evidence.661";
      const page = await newPage();
      await page.goto(`${server.origin}/${lang}/search/?q=Montgomery`);
      const status = page.locator("[data-status]");
      // The status line in the page's language: the count, then the query in « » (French
      // typography puts a narrow no-break space inside the guillemets; \s matches it).
      await expect
        .poll(() => status.innerText(), { timeout: 20_000 })
        .toMatch(/^(\d+ résultats?|valiny \d+) [^.]*«\sMontgomery\s»/);
      // The status comes first; the results are drawn one by one as their fragments load, so
      // the record is waited for, not read from the first result drawn.
      const paths = () =>
        page
          .locator(".search-result .result-link")
          .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      await expect.poll(paths, { timeout: 20_000 }).toContain(`/${lang}${url.evidence(record)}`);
      const links = await paths();
      expect(links.every((l) => l.startsWith(`/${lang}/`))).toBe(true);
      await page.close();
    },
  );

  it("a filtered search restored from its URL finds the same results with the same filters", async () => {
    const page = await newPage();
    await page.goto(`${server.origin}/search/`);
    await page.locator("#search-q").fill("capture");
    await page.locator("#search-q").press("Enter");
    const unfiltered = await results(page);
    await openFilters(page);
    await page.locator('input[type=checkbox][name="kind"][value="Evidence"]').check();
    await expect
      .poll(async () => (await results(page)).count, { timeout: 30_000 })
      .toBeLessThan(unfiltered.count);
    const filtered = await results(page);
    const shared = page.url();
    expect(new URL(shared).searchParams.getAll("kind")).toEqual(["Evidence"]);
    expect(new URL(shared).searchParams.get("q")).toBe("capture");

    const again = await newPage();
    await again.goto(shared);
    const restored = await results(again);
    expect(restored.links).toEqual(filtered.links);
    expect(await again.locator("#search-q").inputValue()).toBe("capture");
    expect(
      await again.locator('input[type=checkbox][name="kind"][value="Evidence"]').isChecked(),
    ).toBe(true);
    await page.close();
    await again.close();
  });

  it("a concept word finds the sources' other words for it: withdrawal finds Montgomery's retreat", async () => {
    const record = db.evidence.find((e) => e.id === "DLP.Evidence.661")!;
    // Montgomery writes "retreat"; the page must say it searched the synonym too. (The record's
    // own notes now use "withdrawal" as well, so finding it alone no longer proves the synonyms.)
    const page = await newPage();
    await page.goto(`${server.origin}/search/?q=withdrawal`);
    const found = await results(page);
    expect(found.links).toContain(url.evidence(record.id));
    expect(await page.locator("[data-status]").innerText()).toContain("retreat");
    await page.close();
  });

  it("results say each page's kind, and evidence results their date, source and confidence", async () => {
    const record = db.evidence.find((e) => e.id === "DLP.Evidence.661")!;
    const source = db.sources.find((s) => s.id === record.data.source.id)!;
    const page = await newPage();
    await page.goto(`${server.origin}/search/?q=Montgomery&kind=Evidence`);
    await results(page);
    const row = page.locator(".search-result", {
      has: page.locator(`a[href$="${url.evidence(record.id)}"]`),
    });
    const facts = await row.locator(".result-facts").innerText();
    expect(facts).toContain("Evidence");
    expect(facts).toContain(source.data["title-short"]);
    expect(facts).toContain(`${record.data.confidence} / 100`);
    expect(facts).toContain(dateInWords(record.data.date.edtf));
    await page.close();
  });

  it("has one search box, and on a phone the first result is on the first screen", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.origin}/search/?q=Montgomery`);
    await results(page);
    expect(
      await page.locator('main input[type="search"], header input[type="search"]').count(),
    ).toBe(1);
    const top = await page.locator(".search-result").first().boundingBox();
    expect(top).not.toBeNull();
    expect(top!.y + top!.height).toBeLessThan(844);
    await page.close();
  });
});

describe("the pages opened here", () => {
  // Runs last: the tests above open their pages through newPage, which records what they ask of
  // the network beyond the local server.
  it("asked for nothing outside the site", () => {
    expect(outside).toEqual([]);
  });
});
