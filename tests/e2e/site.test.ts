/**
 * The built site in a real browser: headless Chromium (playwright-core, the browser chosen by
 * scripts/lib/browser.ts) against dist/ served by a tiny local server (./server.ts, 127.0.0.1,
 * random port, no other network).
 *
 * Like the site suite, this tests dist/ as `npm run build` leaves it; if dist/ is missing,
 * has no Pagefind index or is older than src/, content/ or public/, beforeAll builds it first
 * (tests/site/dist.ts). Expectations come from the content files (loadContent).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import type { ContentDb } from "../../src/content/integrity.ts";
import { url } from "../../src/lib/format.ts";
import { DIST, ensureBuilt, htmlFiles, pathForFile, ROOT } from "../site/dist.ts";
import { launchBrowser } from "../../scripts/lib/browser.ts";
import { serveStatic, type StaticServer } from "./server.ts";

let browser: Browser;
let server: StaticServer;
let db: ContentDb;

beforeAll(async () => {
  ({ db } = loadContent(ROOT));
  await ensureBuilt();
  server = await serveStatic(DIST);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await server.close();
});

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
  /** All result links currently listed, after loading every page of results. */
  async function resultLinks(page: Page): Promise<string[]> {
    const more = page.locator(".pagefind-ui__button");
    while (await more.isVisible()) {
      await more.click();
      await page.waitForTimeout(200);
    }
    return page
      .locator(".pagefind-ui__result-link")
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  }

  async function resultCount(page: Page): Promise<number> {
    const message = page.locator(".pagefind-ui__message");
    await expect.poll(() => message.innerText(), { timeout: 10_000 }).toMatch(/^\d+ results? for/);
    return Number(/^(\d+)/.exec(await message.innerText())?.[1]);
  }

  it("?q=Montgomery finds the Fanorona record, and a region filter narrows the results", async () => {
    const record = db.evidence.find((e) => e.id === "DLP.Evidence.661");
    if (record === undefined) throw new Error("content/evidence/DLP.Evidence.661.yaml is missing");
    const region = db.regions.find((r) => r.id === record.data.regions[0])!;
    const page = await newPage();
    await page.goto(`${server.origin}/search/?q=Montgomery`);
    expect(await page.locator(".pagefind-ui__search-input").inputValue()).toBe("Montgomery");

    const before = await resultCount(page);
    const linksBefore = await resultLinks(page);
    expect(linksBefore).toHaveLength(before);
    expect(linksBefore).toContain(url.evidence(record.id));

    const checkbox = page.locator(
      `input.pagefind-ui__filter-checkbox[name="region"][value="${region.data.name}"]`,
    );
    await checkbox.check();
    await expect.poll(() => resultCount(page), { timeout: 10_000 }).toBeLessThan(before);
    const after = await resultCount(page);
    const linksAfter = await resultLinks(page);
    expect(after).toBeGreaterThan(0);
    expect(linksAfter).toHaveLength(after);
    expect(linksAfter).toContain(url.evidence(record.id));
    for (const link of linksAfter) expect(linksBefore).toContain(link);
    await page.close();
  });
});

describe("every page loads cleanly", () => {
  it("has no console errors, page errors or failed requests on any HTML page in dist", async () => {
    const problems: string[] = [];
    const page = await newPage();
    let current = "";
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`${current}: console error: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`${current}: page error: ${e.message}`));
    page.on("requestfailed", (r) => {
      const reason = r.failure()?.errorText ?? "";
      // ERR_ABORTED is the browser cancelling a request (the favicon, typically) because the
      // test navigated on; a missing file shows up as an HTTP status below instead.
      if (reason !== "net::ERR_ABORTED")
        problems.push(`${current}: request failed: ${r.url()} (${reason})`);
    });
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`${current}: HTTP ${r.status()} for ${r.url()}`);
    });
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(db.evidence.length);
    for (const file of files) {
      current = pathForFile(file);
      // The 404 page is served with status 404 for unknown paths; visit the file itself.
      const path = file === "404.html" ? "/404.html" : current;
      await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
      if (path === "/search/") await page.waitForSelector(".pagefind-ui__search-input");
    }
    await page.close();
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
  });
});
