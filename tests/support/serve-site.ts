/**
 * Global set-up of the browser suite: makes sure dist/ is current (scripts/lib/build.ts), then
 * serves it on 127.0.0.1 once for the whole run, and starts one headless Chromium for the whole
 * run (the browser scripts/lib/browser.ts chooses). Each test file reaches both through
 * `openSite()` (./site.ts), which reads their addresses with `inject`: it connects to the browser
 * rather than launching its own, which cost each of the suite's 28 files a Chromium start-up and
 * shut-down (about 1.7 s at a load average of 15). Each file works in browser contexts of its own,
 * closed with its connection, so files share no page, cookie, storage or service worker.
 */
import type { TestProject } from "vitest/node";
import { DIST, ensureBuilt } from "../../scripts/lib/build.ts";
import { launchBrowserServer } from "../../scripts/lib/browser.ts";
import { serveStatic } from "../../scripts/lib/server.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuilt();
  const server = await serveStatic(DIST);
  const browser = await launchBrowserServer();
  project.provide("siteOrigin", server.origin);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
