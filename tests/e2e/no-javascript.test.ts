/**
 * Low data by default (issue 23): record, source and ruleset pages read with JavaScript turned
 * off (a Chromium context with javaScriptEnabled false): the title, the summary, every quotation
 * and every citation are there and visible, none waiting for a script, and where the simulator
 * would be, the page says plainly that playing needs JavaScript. The pages are taken from dist/
 * by what they hold (quotations, citations, a simulator), not named by hand.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { htmlFiles, pathForFile, readDist } from "../site/dist.ts";
import { openSite } from "../support/site.ts";

const site = await openSite();
const ctx = await site.context({
  javaScriptEnabled: false,
  viewport: { width: 1000, height: 900 },
});
const files = htmlFiles();
/** The first page of `section` whose HTML holds `marker`. */
const pick = (section: string, marker: string): string => {
  const f = files.find((x) => x.startsWith(`${section}/`) && readDist(x).includes(marker));
  if (f === undefined) throw new Error(`no page of ${section} holds ${marker}`);
  return pathForFile(f);
};

/**
 * Quotations and citations of the page's main content that are not visible, once every closed
 * disclosure (<details>, which opens without a script) is opened; the print-only aside excepted.
 */
async function hidden(page: Page): Promise<string[]> {
  return page.$$eval("main blockquote, main .citation", (els) =>
    els
      .filter((e) => e.closest(".print-only") === null)
      .filter((e) => (e as HTMLElement).offsetParent === null || e.getClientRects().length === 0)
      .map((e) => e.outerHTML.slice(0, 80)),
  );
}

async function open(path: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${site.server.origin}${path}`);
  return page;
}

describe("without JavaScript", () => {
  for (const [what, path, marker] of [
    ["an evidence record with a quotation", pick("evidence", "<blockquote"), "blockquote"],
    ["a source page with a quotation", pick("sources", "<blockquote"), "blockquote"],
    ["a ruleset page with citations", pick("rulesets", 'class="citation"'), ".citation"],
  ] as const)
    it(`${what} reads whole: title, quotations, citations (${path})`, async () => {
      const page = await open(path);
      expect((await page.locator("h1").innerText()).length).toBeGreaterThan(3);
      expect(await page.locator(`main ${marker}`).count()).toBeGreaterThan(0);
      for (const summary of await page.locator("main details:not([open]) > summary").all())
        if (await summary.isVisible()) await summary.click();
      expect(await hidden(page)).toEqual([]);
      await page.close();
    });

  it("a ruleset page's simulator shows the start and says plainly that play needs JavaScript", async () => {
    const page = await open(pick("rulesets", "<game-simulator"));
    expect(await page.locator("game-simulator svg").first().isVisible()).toBe(true);
    // No script ran: the simulator drew none of its controls.
    expect(await page.locator("game-simulator [data-control]").count()).toBe(0);
    const message = page.locator("game-simulator [data-message]");
    expect(await message.isVisible()).toBe(true);
    expect(await message.innerText()).toMatch(/needs JavaScript/);
    await page.close();
  });
});
