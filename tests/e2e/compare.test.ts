/**
 * The compare pages and the picker in headless Chromium (scripts/lib/browser.ts) against dist/
 * as the build leaves it (built first when stale; served once for the run by
 * tests/support/serve-site.ts): the picker and a shared address draw the table, a prebuilt set
 * goes to its page, malformed addresses get a message naming the bad value, picked sets show
 * where their readings part in play and how each plays, as the prebuilt pages do, data is shown
 * as text, axe passes in light and dark, the header row stays in view and nothing scrolls
 * sideways at 390 px. Expectations come from the content, never typed in.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { compareData } from "../../src/compare/build.ts";
import type { CompareData } from "../../src/compare/data.ts";
import { compareQuery } from "../../src/compare/url.ts";
import { pairView, playItLink } from "../../src/compare/divergence/model.ts";
import { DIVERGENCES } from "../support/derived.ts";
import { db } from "../support/content.ts";
import { openSite } from "../support/site.ts";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const site = await openSite();
const { server } = site;
/** A context that refuses every request outside the loopback server. */
const context = site.context;
/** The compare data as the build makes it, from the content (read when the tests are declared). */
const data: CompareData = compareData(db);
/** Page errors and console errors of every page opened here. */
const problems: string[] = [];

async function open(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage();
  page.on("pageerror", (e) => problems.push(`${path}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${path}: ${m.text()}`);
  });
  await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
  return page;
}

/** Waits for the picker to have read the address and drawn what it asks for. */
const ready = (page: Page) =>
  page.waitForSelector("compare-picker[data-ready]", { state: "attached", timeout: 30_000 });

/**
 * Waits for the picker to have drawn the whole comparison, divergences loaded (`data-ready` comes
 * before the drawing, which waits for the divergences).
 */
const drawn = (page: Page) =>
  page.waitForSelector("[data-compare-result][data-drawn]", { state: "attached", timeout: 30_000 });

/** The column headings of the facets table, as text. */
const headings = (page: Page) =>
  page.locator(".compare-table").first().locator("thead th").allInnerTexts();

/** The facets table's body as text, row by row. */
const facetRows = (page: Page) =>
  page.locator(".compare-table").first().locator("tbody tr").allInnerTexts();

const titleOf = (k: string) => data.rulesets[k]!.title;

describe("the picker", () => {
  // Not a prebuilt set: the picker draws it itself.
  const chosen = ["fanorona/icga", "vela/basque"];

  it("draws the chosen rulesets at a shareable address, and that address draws them again", async () => {
    expect(data.prebuilt.some((p) => chosen.every((k) => p.rulesets.includes(k)))).toBe(false);
    const ctx = await context();
    const page = await open(ctx, "/compare/");
    await page.locator("compare-picker").scrollIntoViewIfNeeded();
    await ready(page);
    for (const k of chosen) await page.locator(`input[name="r"][value="${k}"]`).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await page.waitForSelector(".compare-table");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(compareQuery(chosen));
    const heads = await headings(page);
    for (const [i, k] of chosen.entries()) expect(heads[i + 1]).toContain(titleOf(k));
    const rows = await facetRows(page);
    expect(rows).toHaveLength(data.facets.length);

    const shared = await open(ctx, compareQuery(chosen));
    await ready(shared);
    await drawn(shared);
    expect(await headings(shared)).toEqual(heads);
    expect(await facetRows(shared)).toEqual(rows);
    for (const k of chosen)
      expect(await shared.locator(`input[name="r"][value="${k}"]`).isChecked()).toBe(true);
    await ctx.close();
    expect(problems).toEqual([]);
  });

  it("sends a prebuilt set to its own page, which shows the same table as the picker would", async () => {
    const prebuilt = data.prebuilt[0]!;
    const ctx = await context();
    const page = await open(ctx, "/compare/");
    await page.locator("compare-picker").scrollIntoViewIfNeeded();
    await ready(page);
    for (const k of prebuilt.rulesets) await page.locator(`input[name="r"][value="${k}"]`).check();
    await Promise.all([
      page.waitForURL(`${server.origin}${prebuilt.url}`),
      page.getByRole("button", { name: "Compare" }).click(),
    ]);
    // The prebuilt page folds the engine's settings behind a switch the picker does not have:
    // shown, the two tables read the same.
    await page.locator("[data-engine-switch]").check();
    const staticRows = await facetRows(page);
    const picked = await open(ctx, compareQuery(prebuilt.rulesets));
    await ready(picked);
    await drawn(picked);
    expect(await facetRows(picked)).toEqual(staticRows);
    expect(await picked.locator(`a[href="${prebuilt.url}"]`).count()).toBeGreaterThan(0);
    await ctx.close();
    expect(problems).toEqual([]);
  });

  const malformed: [string, string][] = [
    ["?r=fanorona/icga,fanorona/no-such", "fanorona/no-such"],
    ["?r=fanorona/icga", "fanorona/icga"],
    ["?r=fanorona/icga,fanorona/icga", "fanorona/icga"],
    ["?r=%3Cimg%20src%3Dx%3E,fanorona/icga", "<img src=x>"],
    ["?r=fanorona/icga,vela/basque&junk=%00%FF", "junk"],
    ["?%E0%A4%A", ""],
  ];
  it("refuses malformed addresses with a message naming the bad value, never a broken page", async () => {
    const ctx = await context();
    for (const [search, bad] of malformed) {
      const page = await open(ctx, `/compare/${search}`);
      await ready(page);
      const message = page.locator("[data-compare-message][data-error]");
      await message.waitFor();
      const text = await message.innerText();
      expect(text, search).toMatch(/cannot be shown/);
      expect(text, search).toContain(bad);
      expect(await page.locator(".compare-table").count(), search).toBe(0);
      expect(await page.locator("main img").count(), search).toBe(0);
      await page.close();
    }
    await ctx.close();
    expect(problems).toEqual([]);
  });

  it("shows every value from the data as text: markup in it never becomes an element", async () => {
    // ctx.route cannot see what the offline worker answers: it is blocked here.
    const ctx = await context({ serviceWorkers: "block" });
    const evil = `<img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script>`;
    const tainted = JSON.parse(JSON.stringify(data)) as {
      rulesets: Record<string, { title: string; facets: Record<string, unknown> }>;
    };
    const target = tainted.rulesets["fanorona/icga"]!;
    target.title = evil;
    for (const f of Object.keys(target.facets))
      target.facets[f] = { kind: "not-stated", reason: evil };
    await ctx.route(`${server.origin}/compare/data.json`, (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify(tainted) }),
    );
    const page = await open(ctx, compareQuery(["fanorona/icga", "vela/basque"]));
    await ready(page);
    await page.waitForSelector(".compare-table");
    // The page's own module (from /_astro/) sits in <main> since it moved inside the body.
    expect(await page.locator('main img, main script:not([src^="/_astro/"])').count()).toBe(0);
    expect(await page.title()).not.toContain("pwned");
    expect(await page.locator(".compare-table").first().innerText()).toContain(evil);
    await ctx.close();
  });
});

describe("the picker's divergences and self-play charts", () => {
  // Two Fanorona readings that are not a prebuilt set and part after a line of turns.
  const pair = DIVERGENCES.pairs
    .filter((p) => p.game === "fanorona")
    .map((p) => pairView(p.game, p.a, p.b, DIVERGENCES)!)
    .find(
      (v) =>
        v.shown !== null &&
        v.shown.where === "start" &&
        v.shown.line.length > 0 &&
        !data.prebuilt.some(
          (p) =>
            p.rulesets.length === 2 &&
            p.rulesets.includes(`fanorona/${v.a}`) &&
            p.rulesets.includes(`fanorona/${v.b}`),
        ),
    )!;

  it("a picked pair of Fanorona readings shows where they part, with its line, board and play-it links, and the charts", async () => {
    expect(pair).toBeDefined();
    const ctx = await context();
    const page = await open(ctx, "/compare/");
    await page.locator("compare-picker").scrollIntoViewIfNeeded();
    await ready(page);
    for (const id of [pair.a, pair.b])
      await page.locator(`input[name="r"][value="fanorona/${id}"]`).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await drawn(page);
    // Columns, and so the pair's sides, follow the form's order.
    const keys = new URL(page.url()).searchParams.get("r")!.split(",");
    const [a, b] = keys.map((k) => k.slice("fanorona/".length)) as [string, string];
    const d = pairView("fanorona", a, b, DIVERGENCES)!.shown!;
    const section = page.locator("section.compare-divergence");
    expect(await section.locator("h2").innerText()).toBe("Where they first diverge in play");
    expect(await section.locator("h3").allInnerTexts()).toEqual([
      `${titleOf(keys[0]!)} and ${titleOf(keys[1]!)}`,
    ]);
    expect(await section.locator("code.divergence-line").first().innerText()).toBe(
      d.line.join(" "),
    );
    expect(await section.locator(".sim-board svg[role=img]").count()).toBe(1);
    // Each one-sided turn shown with the rule refusing it.
    const turns = await section.locator(".divergence-turns").first().innerText();
    const first = [...d.onlyA, ...d.onlyB][0]!;
    expect(turns + (await section.innerText())).toContain(first.turn);
    for (const id of [a, b]) {
      const href = playItLink("fanorona", id, d);
      expect(await section.locator(`a[href="${href}"]`).count(), href).toBe(1);
    }
    // The play-it link opens the simulator on that reading's page, at the line.
    await Promise.all([
      page.waitForURL((u) => u.pathname === `/rulesets/fanorona/${a}/`),
      section.locator(`a[href="${playItLink("fanorona", a, d)}"]`).click(),
    ]);
    await page.locator("game-simulator").scrollIntoViewIfNeeded();
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    await page.waitForFunction(
      (want) =>
        document.querySelector<HTMLInputElement>("game-simulator [data-control=position]")
          ?.value === want,
      d.position,
      { timeout: 30_000 },
    );

    const charts = await open(ctx, compareQuery(keys));
    await drawn(charts);
    const play = charts.locator("section.compare-play");
    expect(await play.locator("svg.pm-svg").count()).toBe(5);
    for (const desc of await play.locator("svg.pm-svg desc").allTextContents())
      for (const k of keys) expect(desc).toContain(titleOf(k));
    await ctx.close();
    expect(problems).toEqual([]);
  });

  it("a picked set across games shows the charts and says a divergence needs one game", async () => {
    const keys = ["fanorona/icga", "vela/basque"];
    const ctx = await context();
    const page = await open(ctx, compareQuery(keys));
    await drawn(page);
    const section = page.locator("section.compare-divergence");
    expect(await section.innerText()).toContain("different games");
    expect(await section.locator(".divergence").count()).toBe(0);
    const play = page.locator("section.compare-play");
    expect(await play.locator("svg.pm-svg").count()).toBe(5);
    expect(await play.locator("table tbody tr").count()).toBeGreaterThanOrEqual(keys.length);
    await ctx.close();
    expect(problems).toEqual([]);
  });

  it("draws both sections of a prebuilt set exactly as its own page does", async () => {
    const ctx = await context();
    for (const p of data.prebuilt.slice(0, 3)) {
      const built = await open(ctx, p.url);
      const picked = await open(ctx, compareQuery(p.rulesets));
      await drawn(picked);
      for (const sel of ["section.compare-divergence", "section.compare-play"]) {
        const html = (pg: Page) => pg.locator(sel).evaluate((e) => e.outerHTML);
        expect(await html(picked), `${p.url} ${sel}`).toBe(await html(built));
      }
      await built.close();
      await picked.close();
    }
    await ctx.close();
    expect(problems).toEqual([]);
  });
});

describe("compare pages as readers meet them", () => {
  const five = data.prebuilt.find((p) => p.rulesets.length === 5)!;

  it("keeps the header row in view while the table scrolls past", async () => {
    const ctx = await context({ viewport: { width: 1280, height: 900 } });
    const page = await open(ctx, five.url);
    const row = page.locator('tr[data-facet="end"]').first();
    await row.scrollIntoViewIfNeeded();
    const head = await page.locator(".compare-table thead th").first().boundingBox();
    const body = await row.boundingBox();
    expect(head).not.toBeNull();
    expect(head!.y).toBeGreaterThanOrEqual(-1);
    expect(head!.y).toBeLessThan(body!.y);
    await ctx.close();
  });

  it("does not scroll sideways at 390 px, static or drawn by the picker, with passages open", async () => {
    const ctx = await context({ viewport: { width: 390, height: 844 } });
    const picked = ["fanorona/icga", "fanorona/walker-2011", "vela/basque", "msuwa/dlp"];
    for (const path of [five.url, compareQuery(picked)]) {
      const page = await open(ctx, path);
      if (path.includes("?")) {
        await ready(page);
        await drawn(page);
      }
      await page.evaluate(() => {
        for (const d of document.querySelectorAll("details")) d.open = true;
      });
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll, path).toBeLessThanOrEqual(client);
      await page.close();
    }
    await ctx.close();
  });

  for (const scheme of ["light", "dark"] as const)
    it(
      `passes axe (WCAG 2.2 AA) in the ${scheme} scheme, static and drawn, passages open`,
      {
        timeout: 300_000,
      },
      async () => {
        // axe is injected by the test: the context bypasses the page's CSP for it.
        const ctx = await context({ colorScheme: scheme, bypassCSP: true });
        const found: string[] = [];
        for (const path of [
          data.prebuilt[0]!.url,
          five.url,
          compareQuery(["fanorona/icga", "vela/basque"]),
          compareQuery(["fanorona/icga", "fanorona/walker-2011"]),
          "/compare/?r=fanorona/nope,vela/basque",
        ]) {
          const page = await open(ctx, path);
          if (path.includes("?")) await ready(page);
          if (path.includes("?") && !path.includes("nope")) await drawn(page);
          await page.evaluate(() => {
            for (const d of document.querySelectorAll<HTMLDetailsElement>("details.compare-cite"))
              d.open = true;
          });
          await page.addScriptTag({ content: axeSource });
          const violations = await page.evaluate(async (tags) => {
            const axe = (
              window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }
            ).axe;
            const r = (await axe.run(document, {
              runOnly: { type: "tag", values: tags },
              resultTypes: ["violations"],
            })) as { violations: { id: string; nodes: { target: unknown }[] }[] };
            return r.violations.map(
              (v) => `${v.id} at ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`,
            );
          }, AXE_TAGS);
          found.push(...violations.map((v) => `${path}: ${v}`));
          await page.close();
        }
        await ctx.close();
        expect(found).toEqual([]);
      },
    );
});
