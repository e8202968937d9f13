/**
 * The site with the network cut (issue 23): the service worker installs, a reader keeps the
 * Fanorona family, the network goes, and the family's game and ruleset pages open, the simulator
 * plays with the computer replying from its worker, search finds the family's pages, and a
 * page neither read nor kept says plainly that it is not stored. A French pack kept from
 * /fr/offline/ (listed first there) reads its French ruleset pages and searches in French offline. Chromium treats 127.0.0.1 as a
 * secure context, so the worker runs on the test server.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST } from "../../scripts/lib/build.ts";
import type { PackManifest } from "../../src/offline/packs.ts";
import { openSite } from "../support/site.ts";
import { sim } from "./simulator-page.ts";
import { t, type Key } from "../../src/i18n/t.ts";
import { LANG_NAMES, type Lang } from "../../src/i18n/languages.ts";

const { browser, server } = await openSite();
const manifest = JSON.parse(
  readFileSync(join(DIST, "offline", "packs.json"), "utf8"),
) as PackManifest;
const fanorona = manifest.packs.find((p) => p.id === "fanorona")!;
const rulesetPage = fanorona.files.find((f) => /^\/rulesets\/fanorona\/[^/]+\/$/.test(f.url))!.url;
const fanoronaFr = manifest.packs.find((p) => p.id === "fanorona-fr")!;
const rulesetPageFr = fanoronaFr.files.find((f) =>
  /^\/fr\/rulesets\/fanorona\/[^/]+\/$/.test(f.url),
)!.url;

describe("offline", () => {
  it("a kept family reads, plays and searches with the network cut", async () => {
    // Not the suite's routed context: Playwright's request routing bypasses service workers.
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const outside: string[] = [];
    context.on("request", (r) => {
      if (!r.url().startsWith(server.origin)) outside.push(r.url());
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/offline/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const row = page.locator(`[data-pack="fanorona"]`);
    // The size is shown before anything is downloaded, as the manifest counts it.
    await expect
      .poll(() => row.locator(".pack-status").innerText())
      .toContain(`${(fanorona.bytes / 1024).toFixed(0)} KB`);
    await row.getByRole("button", { name: "Keep offline" }).click();
    await expect
      .poll(() => row.locator(".pack-status").innerText(), { timeout: 60_000 })
      .toContain("Kept on this device");
    const kept = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).length,
      `${manifest.cachePrefix}fanorona`,
    );
    expect(kept).toBe(fanorona.files.length + 1); // and its record of what it holds

    await context.setOffline(true);
    await page.goto(`${server.origin}/games/fanorona/`);
    expect(await page.locator("h1").innerText()).toMatch(/Fanorona/);
    await page.goto(`${server.origin}${rulesetPage}`);
    expect(await page.locator("h1").innerText()).not.toMatch(/not stored/);

    await page.goto(`${server.origin}/games/fanorona/`);
    // The simulator starts when it nears the viewport (src/site/client/start-near-viewport.ts).
    await sim(page).scrollIntoViewIfNeeded();
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    await sim(page).locator("[data-control=side-1]").selectOption("level-3");
    const before = await sim(page).getAttribute("data-to-move");
    await sim(page).locator('[data-point="f2"]').click();
    await sim(page).locator('[data-point="e3"]').click();
    // The computer's reply (from its worker chunk, kept in the pack) gives the move back.
    await page.waitForFunction(
      (side) => document.querySelector("game-simulator")?.getAttribute("data-to-move") === side,
      before,
      { timeout: 30_000 },
    );

    await page.goto(`${server.origin}/search/?q=fanorona`);
    const results = page.locator(".search-result .result-link");
    await results.first().waitFor({ timeout: 30_000 });
    // Results are drawn one by one: wait for one of the pack's pages among them.
    const hrefs = () => results.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    await expect
      .poll(async () => (await hrefs()).some((h) => fanorona.files.some((f) => f.url === h)), {
        timeout: 20_000,
      })
      .toBe(true);

    await page.goto(`${server.origin}/timeline/`);
    expect(await page.locator("h1").innerText()).toBe("This page is not stored on this device");
    expect(outside).toEqual([]);
    await context.close();
  });

  it("a French pack, kept from /fr/offline/, reads and searches in French with the network cut", async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/fr/offline/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The French packs come first on the French page; every language is offered after them.
    const rows = page.locator("[data-pack]");
    await rows.first().waitFor();
    const ids = await rows.evaluateAll((rs) => rs.map((r) => (r as HTMLElement).dataset.pack));
    expect(ids.slice(0, 2)).toEqual(["fanorona-fr", "four-row-mancala-fr"]);
    expect([...ids].sort()).toEqual(manifest.packs.map((p) => p.id).sort());
    const row = page.locator(`[data-pack="fanorona-fr"]`);
    // Every pack's family in the page's language, its language named in itself.
    expect(await rows.locator("h2").allTextContents()).toEqual(
      ids.map((id) => {
        const p = manifest.packs.find((x) => x.id === id)!;
        return t("fr", "packs.title", {
          family: t("fr", `packs.family.${p.family}` as Key),
          language: LANG_NAMES[p.lang as Lang],
        });
      }),
    );
    // Its size as French writes it (src/i18n/numbers.ts): thousands and "ko" after narrow no-break
    // spaces, the kilobytes the English page shows.
    await expect.poll(() => row.locator(".pack-status").innerText()).toMatch(/\u202fko\b/);
    const status = await row.locator(".pack-status").innerText();
    const size = /(\d[\d\u202f]*)\u202fko/.exec(status)?.[1];
    expect(size?.replaceAll("\u202f", ""), status).toBe((fanoronaFr.bytes / 1024).toFixed(0));
    if (fanoronaFr.bytes >= 1024 * 1000) expect(size).toMatch(/^\d+\u202f\d{3}$/);
    // Not by its label: the page's words are being translated elsewhere.
    await row.locator("button:not([data-remove])").click();
    await expect
      .poll(() => row.locator("button[data-remove]").count(), { timeout: 60_000 })
      .toBe(1);
    const kept = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).length,
      `${manifest.cachePrefix}fanorona-fr`,
    );
    expect(kept).toBe(fanoronaFr.files.length + 1);

    await context.setOffline(true);
    await page.goto(`${server.origin}${rulesetPageFr}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.locator("h1").innerText()).not.toMatch(/not stored/);
    await page.goto(`${server.origin}/fr/search/?q=fanorona`);
    const results = page.locator(".search-result .result-link");
    await results.first().waitFor({ timeout: 30_000 });
    // Results are drawn one by one: wait for one of the pack's pages among them.
    const hrefs = () => results.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    await expect
      .poll(async () => (await hrefs()).some((h) => fanoronaFr.files.some((f) => f.url === h)), {
        timeout: 20_000,
      })
      .toBe(true);
    expect((await hrefs()).every((h) => h.startsWith("/fr/"))).toBe(true);
    await context.close();
  });
});
