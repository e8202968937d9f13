/**
 * The reader's ways in (issue 33), walked as a person would, at a phone's width (390x844) and a
 * desktop's (1280x900): from the home page to the Montgomery-Flacourt comparison, a record's
 * quotation on a phone's first two screens, the Imerina filter against the Imerina page, and a
 * misspelt search that suggests the word. Expectations come from the content (the records the
 * region holds, the game's name, the prebuilt comparison's rulesets).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PREBUILT } from "../../src/compare/build.ts";
import { comparePath } from "../../src/compare/url.ts";
import { url } from "../../src/site/routes.ts";
import { db } from "../support/content.ts";
import { openSite } from "../support/site.ts";

const site = await openSite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function open(viewport: { width: number; height: number }, path: string): Promise<Page> {
  const ctx = await site.context({ viewport });
  const page = await ctx.newPage();
  await page.goto(`${site.server.origin}${path}`, { waitUntil: "load" });
  return page;
}

const flagship = PREBUILT.find((p) => p.key === "montgomery-flacourt")!;

describe("home → the Montgomery-Flacourt comparison", () => {
  it.each([PHONE, DESKTOP])("takes one click from the first screen at %o", async (viewport) => {
    const page = await open(viewport, url.home());
    const link = page.locator('[data-way="compare"]');
    const box = await link.boundingBox();
    // On the first screen, without scrolling.
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    await link.click();
    await page.waitForURL(`**${comparePath(flagship.rulesets)}`);
    // The summary opens the page, before the table, at every width.
    const summary = await page.locator("[data-compare-summary]").boundingBox();
    const table = await page.locator(".compare-table").first().boundingBox();
    expect(summary!.y).toBeLessThan(table!.y);
    expect(summary!.y).toBeLessThan(viewport.height);
    await page.context().close();
  });

  it("hides the engine's option identifiers until the reader asks for them", async () => {
    const page = await open(DESKTOP, comparePath(flagship.rulesets));
    const engine = page.locator(".compare-engine").first();
    expect(await engine.isVisible()).toBe(false);
    await page.locator("[data-engine-switch]").check();
    expect(await engine.isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("a record page on a phone", () => {
  const records = ["DLP.Evidence.661", "basque-ranavalona-1895"].filter((id) =>
    db.evidence.some((e) => e.id === id && e.data.quotations.length > 0),
  );
  it.each(records)("shows %s's quotation within the first two screens", async (id) => {
    const page = await open(PHONE, url.evidence(id));
    const quote = await page.locator("blockquote").first().boundingBox();
    expect(quote!.y).toBeLessThan(2 * PHONE.height);
    // The summary comes first: game, source, date, place, confidence.
    const summary = await page.locator("[data-record-summary]").boundingBox();
    expect(summary!.y).toBeLessThan(PHONE.height);
    await page.context().close();
  });
});

/** Every result of the search at `path`, "Show more" pressed until all are shown. */
async function resultPaths(page: Page): Promise<string[]> {
  const status = page.locator("[data-status]");
  await expect
    .poll(() => status.innerText(), { timeout: 20_000 })
    .toMatch(/^\d+ results? (for|with)/);
  const count = Number(/^(\d+)/.exec(await status.innerText())?.[1]);
  const shown = page.locator(".search-result .result-link");
  for (let before = await shown.count(); before < count; before = await shown.count()) {
    const more = page.locator("[data-more]");
    if (await more.isVisible()) await more.click();
    await expect.poll(() => shown.count(), { timeout: 20_000 }).toBeGreaterThan(before);
  }
  return shown.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

describe("the Imerina filter and the Imerina page", () => {
  it("give the same records", async () => {
    const imerina = db.regions.find((r) => r.id === "imerina")!;
    const page = await open(DESKTOP, url.region(imerina.id));
    const onPage = await page
      .locator("main .record-list a[href^='/evidence/']")
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(onPage.length).toBeGreaterThan(0);
    await page.goto(
      `${site.server.origin}${url.search()}?kind=Evidence&region=${encodeURIComponent(imerina.data.name)}`,
    );
    const found = await resultPaths(page);
    expect(new Set(found)).toEqual(new Set(onPage));
    await page.context().close();
  });
});

describe("a search that forgives", () => {
  it('suggests Fanorona for "fanarona", and the suggestion finds it', async () => {
    const fanorona = db.games.find((g) => g.id === "fanorona")!.data.name;
    const page = await open(PHONE, `${url.search()}?q=fanarona`);
    const suggestion = page.locator("[data-did-you-mean] a");
    await suggestion.waitFor({ timeout: 20_000 });
    expect(await suggestion.innerText()).toBe(fanorona);
    await suggestion.click();
    await page.waitForURL(/q=Fanorona/);
    expect((await resultPaths(page)).length).toBeGreaterThan(0);
    await page.context().close();
  });
});
