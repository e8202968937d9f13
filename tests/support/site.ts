/**
 * What every browser test starts from: the built site, served once for the whole run by the
 * global set-up (./serve-site.ts), and a connection of the test file's own to the run's headless
 * Chromium (started by the same set-up), closed after the file with every context it opened.
 * Called at the top of a test file:
 *
 *   const { browser, server } = await openSite();
 */
import type { Browser, BrowserContext, BrowserContextOptions, Download } from "playwright-core";
import { afterAll, inject } from "vitest";
import { connectBrowser } from "../../scripts/lib/browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the global set-up serves dist/, e.g. http://127.0.0.1:41234. */
    siteOrigin: string;
    /** Where the global set-up's Chromium listens for connections (`connectBrowser`). */
    browserEndpoint: string;
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

/** Connects this file to the run's browser (until its tests end) and the served site. */
export async function openSite(): Promise<SiteUnderTest> {
  const origin = inject("siteOrigin");
  const browser = await connectBrowser(inject("browserEndpoint"));
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

/**
 * The bytes of a download. `Download.path()` cannot be read through a connection to a browser
 * another process started (./serve-site.ts): the file is streamed instead.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
