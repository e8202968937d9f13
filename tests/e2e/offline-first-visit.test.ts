/**
 * Offline from the first visit (issue 35): a game page read once online reloads and plays with
 * the network cut, because the page hands the worker what it loaded before the worker controlled
 * it (src/offline/register.ts); and a page of a family nobody kept, asked for offline, names the
 * pack that holds it with a link to keep it (src/offline/not-stored.ts).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST } from "../../scripts/lib/build.ts";
import type { PackManifest } from "../../src/offline/packs.ts";
import { RUNTIME_CACHE } from "../../src/offline/packs.ts";
import { LANG_NAMES } from "../../src/i18n/languages.ts";
import { t } from "../../src/i18n/t.ts";
import { openSite } from "../support/site.ts";
import { sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
const manifest = JSON.parse(
  readFileSync(join(DIST, "offline", "packs.json"), "utf8"),
) as PackManifest;
const fanorona = manifest.packs.find((p) => p.id === "fanorona")!;
// A page of the pack this test never visits.
const unvisited = fanorona.files.find((f) => /^\/rulesets\/vela\/[^/]+\/$/.test(f.url))!.url;

describe("offline from the first visit", () => {
  it("one visit online, the network cut, a reload: the page reads and the simulator plays", async () => {
    // Not the suite's routed context: Playwright's request routing bypasses service workers.
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/games/fanorona/`);
    await sim(page).scrollIntoViewIfNeeded();
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker stores the page itself, from the page's message (it saw none of its requests).
    await expect
      .poll(
        () =>
          page.evaluate(
            async ({ name, url }) => (await (await caches.open(name)).match(url)) !== undefined,
            { name: RUNTIME_CACHE, url: `${server.origin}/games/fanorona/` },
          ),
        { timeout: 30_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    expect(await page.locator("h1").innerText()).toMatch(/Fanorona/);
    await sim(page).scrollIntoViewIfNeeded();
    await page.waitForSelector("game-simulator [data-control=ruleset]", { timeout: 30_000 });
    const before = await sim(page).getAttribute("data-to-move");
    await sim(page).locator('[data-point="f2"]').click();
    await sim(page).locator('[data-point="e3"]').click();
    await expect
      .poll(() => sim(page).getAttribute("data-to-move"), { timeout: 30_000 })
      .not.toBe(before);

    // A page of the family, neither read nor kept: the plain statement, and the pack to keep.
    await page.goto(`${server.origin}${unvisited}`);
    expect(await page.locator("h1").innerText()).toBe(t("en", "notStored.heading"));
    const line = page.locator("#not-stored-pack");
    await expect.poll(() => line.isVisible()).toBe(true);
    expect(await line.innerText()).toContain(
      t("en", "packs.title", { family: t("en", "packs.family.fanorona"), language: LANG_NAMES.en }),
    );
    expect(await line.locator("a").getAttribute("href")).toBe("/offline/");
    await context.close();
  });
});
