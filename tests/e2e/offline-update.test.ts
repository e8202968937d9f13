/**
 * Small updates after (issue 23): a kept pack, updated, fetches only the files that changed, and
 * the reader is told the update's size first. The test serves its own copy of dist/ (the shared
 * server's files must not change under the other tests): it reads one of the Fanorona family's
 * ruleset pages (so that the worker holds a visited copy), keeps the family, then changes that
 * page on disk and its size and hash in the pack manifest, as the next build would. /offline/
 * then names the update (one file, its size), and updating fetches that file and nothing else;
 * with the network cut, the page reads as changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DIST } from "../../scripts/lib/build.ts";
import { serveStatic } from "../../scripts/lib/server.ts";
import { fileOfUrl } from "../../src/offline/assets.ts";
import { packFile } from "../../src/offline/pack-build.ts";
import type { PackManifest } from "../../src/offline/packs.ts";
import { openSite } from "../support/site.ts";

const { browser } = await openSite();
const root = mkdtempSync(join(tmpdir(), "offline-update-"));
cpSync(DIST, root, { recursive: true });
const server = await serveStatic(root);
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const manifestFile = join(root, fileOfUrl("/offline/packs.json"));
const readManifest = (): PackManifest =>
  JSON.parse(readFileSync(manifestFile, "utf8")) as PackManifest;
const MARK = "Changed for the update test.";

/** Changes the page at `url` on disk, and every pack's entry for it as the build would write it. */
function changePage(url: string): void {
  const file = join(root, fileOfUrl(url));
  writeFileSync(file, readFileSync(file, "utf8").replace("</main>", `<p>${MARK}</p></main>`));
  const now = packFile(root, url);
  const manifest = readManifest();
  const packs = manifest.packs.map((p) => {
    const files = p.files.map((f) => (f.url === url ? now : f));
    return { ...p, files, bytes: files.reduce((n, f) => n + f.bytes, 0) };
  });
  writeFileSync(manifestFile, JSON.stringify({ ...manifest, packs }));
}

describe("a kept pack's update", () => {
  it("names its size, fetches only the changed file, and reads as changed offline", async () => {
    const pack = readManifest().packs.find((p) => p.id === "fanorona")!;
    const page0 = pack.files.find((f) => /^\/rulesets\/fanorona\/[^/]+\/$/.test(f.url))!.url;
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const status = page.locator('[data-pack="fanorona"] .pack-status');
    await page.goto(`${server.origin}/offline/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`${server.origin}${page0}`);
    await page.goto(`${server.origin}/offline/`);
    await page.getByRole("button", { name: "Keep offline" }).first().waitFor();
    await page
      .locator('[data-pack="fanorona"]')
      .getByRole("button", { name: "Keep offline" })
      .click();
    await expect.poll(() => status.innerText(), { timeout: 60_000 }).toContain("Kept on this");

    changePage(page0);
    const changed = readManifest();
    const size = changed.packs
      .find((p) => p.id === "fanorona")!
      .files.find((f) => f.url === page0)!.bytes;
    await page.reload();
    // The page is the worker's now: the update's requests pass it, as a reader's would.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect
      .poll(() => status.innerText())
      .toBe(`Kept; an update is ready: 1 file, ${(size / 1024).toFixed(0)} KB.`);

    const fetched: string[] = [];
    context.on("request", (r) => {
      const u = new URL(r.url());
      if (u.origin === server.origin) fetched.push(u.pathname);
    });
    await page.locator('[data-pack="fanorona"]').getByRole("button", { name: "Update" }).click();
    await expect.poll(() => status.innerText(), { timeout: 60_000 }).toContain("up to date");
    expect([...new Set(fetched)]).toEqual([page0]);
    // The pack holds the page as served now, not a copy the worker kept from the first visit.
    const kept = await page.evaluate(
      async ([name, url]) => (await (await caches.open(name)).match(url))?.text(),
      [`${changed.cachePrefix}fanorona`, page0] as const,
    );
    expect(kept).toContain(MARK);

    await context.setOffline(true);
    await page.goto(`${server.origin}${page0}`);
    expect(await page.locator("main").innerText()).toContain(MARK);
    await context.close();
  });
});
