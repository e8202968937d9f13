/**
 * A game page as a reader meets it at 1280 x 900 (issue 33): the board under the lead is the
 * simulator, playable in place: the first click on a piece, without scrolling past the first two
 * screens, selects it (the DOM contract: the point gets `is-selected`, the message names it);
 * the readings with their sources begin within those two screens; "On this page" lists the
 * simulator, the comparisons and the studies. And "Change the rules" reads on a phone: cards, no
 * sideways scroll of the page or of the panel; on a wide screen the board stays in view while
 * the reader goes through the rules.
 */
import { describe, expect, it } from "vitest";
import { url } from "../../src/site/routes.ts";
import { openSite } from "../support/site.ts";
import { PHONE } from "./crawl-plan.ts";
import { sim } from "./simulator-page.ts";

const site = await openSite();
const { server } = site;
const DESKTOP = { width: 1280, height: 900 };
const TWO_SCREENS = 2 * DESKTOP.height;

describe("the game page's board", () => {
  it("selects a piece at the first click on /games/fanorona/, within the first two screens", async () => {
    const ctx = await site.context({ viewport: DESKTOP });
    const page = await ctx.newPage();
    await page.goto(`${server.origin}${url.game("fanorona")}`, { waitUntil: "load" });
    // The board is near the viewport from the start, so the simulator starts unasked.
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    const movable = sim(page).locator("[data-board] [data-point].is-movable").first();
    const point = await movable.getAttribute("data-point");
    expect(point).not.toBeNull();
    const box = await movable.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top + scrollY, bottom: r.bottom + scrollY };
    });
    expect(box.bottom).toBeLessThanOrEqual(TWO_SCREENS);
    await movable.click();
    expect(await movable.getAttribute("class")).toContain("is-selected");
    expect(await sim(page).locator("[data-message]").innerText()).toContain(point!);
    expect(await page.evaluate(() => scrollY)).toBeLessThanOrEqual(DESKTOP.height);
    await ctx.close();
  });

  it("begins the readings within two screens and lists every section in 'On this page'", async () => {
    const ctx = await site.context({ viewport: DESKTOP });
    const page = await ctx.newPage();
    await page.goto(`${server.origin}${url.game("fanorona")}`, { waitUntil: "load" });
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    const top = await page.evaluate(
      () => document.getElementById("rulesets")!.getBoundingClientRect().top + scrollY,
    );
    expect(top).toBeLessThan(TWO_SCREENS);
    const listed = await page
      .locator("nav.toc a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll("article h2[id]")].map((h) => `#${h.id}`),
    );
    expect(new Set(listed)).toEqual(new Set(sections));
    for (const id of ["#simulator-fanorona", "#compare-with", "#studies"])
      expect(listed).toContain(id);
    await ctx.close();
  });
});

describe("Change the rules", () => {
  it("draws a card per rule at 390 px, control first, with nothing scrolling sideways", async () => {
    const ctx = await site.context({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.goto(`${server.origin}${url.game("fanorona")}`, { waitUntil: "load" });
    await sim(page).scrollIntoViewIfNeeded();
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    await sim(page).locator("[data-control=rules] > summary").click();
    await page.waitForSelector('game-simulator [data-control="option"]');
    const widths = await page.evaluate(() => {
      const panel = document.querySelector<HTMLElement>("game-simulator [data-rules]")!;
      const table = panel.querySelector<HTMLElement>(".sim-rules-table")!;
      return {
        page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
        panel: [panel.scrollWidth, panel.clientWidth],
        table: [table.scrollWidth, table.clientWidth],
      };
    });
    for (const [name, [scroll, client]] of Object.entries(widths))
      expect(scroll, name).toBeLessThanOrEqual(client!);
    // Each card: its name, then the control, then the sources' lines.
    const order = await sim(page)
      .locator("tr[data-option-row]")
      .first()
      .evaluate((tr) =>
        [...tr.children].map((c) => (c.querySelector("[data-control]") ? "control" : c.tagName)),
      );
    expect(order.slice(0, 2)).toEqual(["TH", "control"]);
    expect(order.length).toBeGreaterThan(2);
    await ctx.close();
  });

  it("keeps the board in view at 1280 px while the reader scrolls through the rules", async () => {
    const ctx = await site.context({ viewport: DESKTOP });
    const page = await ctx.newPage();
    await page.goto(`${server.origin}${url.game("fanorona")}`, { waitUntil: "load" });
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    await sim(page).locator("[data-control=rules] > summary").click();
    const last = sim(page).locator("tr[data-option-row]").last();
    await last.scrollIntoViewIfNeeded();
    const board = await sim(page)
      .locator("[data-board] svg")
      .evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    expect(board.top).toBeGreaterThanOrEqual(0);
    expect(board.bottom).toBeLessThanOrEqual(DESKTOP.height);
    await ctx.close();
  });
});
