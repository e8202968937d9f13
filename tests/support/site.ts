/**
 * What every browser test starts from: the built site, served once for the whole run by the
 * global set-up (./serve-site.ts), and a headless Chromium for the test file (the browser
 * scripts/lib/browser.ts chooses), closed after it. Called at the top of a test file:
 *
 *   const { browser, server } = await openSite();
 */
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, inject } from "vitest";
import { launchBrowser } from "../../scripts/lib/browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the global set-up serves dist/, e.g. http://127.0.0.1:41234. */
    siteOrigin: string;
  }
}

export interface SiteUnderTest {
  readonly browser: Browser;
  /** The loopback server of dist/. */
  readonly server: { readonly origin: string };
  /**
   * A browser context that refuses every request outside the local server, so that a page that
   * needs the network fails its test rather than passing on borrowed resources; `refused`, when
   * given, hears of each refused request.
   */
  readonly context: (
    options?: BrowserContextOptions,
    refused?: (url: string) => void,
  ) => Promise<BrowserContext>;
}

/** Launches this file's browser (closed after its tests) against the served site. */
export async function openSite(): Promise<SiteUnderTest> {
  const origin = inject("siteOrigin");
  const browser = await launchBrowser();
  afterAll(() => browser.close());
  return {
    browser,
    server: { origin },
    context: async (options = {}, refused) => {
      const ctx = await browser.newContext(options);
      await ctx.route("**/*", (route) => {
        const url = route.request().url();
        if (url.startsWith(origin)) return route.continue();
        refused?.(url);
        return route.abort();
      });
      return ctx;
    },
  };
}
