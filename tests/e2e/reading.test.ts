/**
 * The first screen as a reader meets it, in headless Chromium against dist/ (served once for the
 * run, tests/support/serve-site.ts): at 1280 px the header holds the search box and the whole
 * navigation on one line, and on a phone every game page shows its board within two screens.
 * Sideways scrolling and axe on every page are checked by the one crawl, ./every-page.test.ts.
 */
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { htmlFiles } from "../site/dist.ts";
import { openSite } from "../support/site.ts";
import { PHONE, visitPath } from "./crawl-plan.ts";

const site = await openSite();
const { server } = site;
const pages = htmlFiles().map(visitPath);
const DESKTOP = { width: 1280, height: 900 };

const context = (
  viewport: { width: number; height: number },
  colorScheme: "light" | "dark",
): Promise<BrowserContext> => site.context({ viewport, colorScheme });

describe("the first screen", () => {
  it("at 1280 px the header has the search box beside the site name and the whole navigation on one line", async () => {
    const ctx = await context(DESKTOP, "light");
    const page = await ctx.newPage();
    const found: string[] = [];
    for (const path of ["/", "/games/fanorona/", "/evidence/", "/search/"]) {
      await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
      const { links, name, search } = await page.evaluate(() => {
        const box = (el: Element | null) => {
          const r = el?.getBoundingClientRect();
          return r === undefined ? undefined : { top: r.top, bottom: r.bottom };
        };
        return {
          links: [...document.querySelectorAll(".site-header nav:not(.lang-switch) a")].map(
            (a) => box(a)?.top ?? 0,
          ),
          name: box(document.querySelector(".site-name")),
          search: box(document.querySelector(".site-header .site-search")),
        };
      });
      if (new Set(links.map(Math.round)).size !== 1)
        found.push(
          `${path}: the navigation wraps onto ${new Set(links.map(Math.round)).size} lines`,
        );
      // The search page has its own box and none in the header.
      if (search !== undefined && name !== undefined)
        if (search.top >= name.bottom || search.bottom <= name.top)
          found.push(`${path}: the search box is not on the site name's line`);
    }
    await ctx.close();
    expect(found).toEqual([]);
  });

  it("on a phone every game page with a board shows it within the first two screens", async () => {
    const ctx = await context(PHONE, "light");
    const page = await ctx.newPage();
    const late: string[] = [];
    let boards = 0;
    for (const path of pages.filter((p) => /^\/games\/[^/]+\/$/.test(p))) {
      await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
      const top = await page.evaluate(
        () => document.querySelector("game-simulator [data-board]")?.getBoundingClientRect().top,
      );
      if (top === undefined) continue;
      boards++;
      if (top > 2 * PHONE.height) late.push(`${path}: board at ${Math.round(top)} px`);
    }
    await ctx.close();
    expect(boards).toBeGreaterThan(5);
    expect(late).toEqual([]);
  });
});
