/**
 * The scale run's search figures (scripts/scale/run.ts): the time from Enter to the first result
 * on the search pages in Chromium, and what Pagefind itself spends on the query, through its own
 * API on a fresh page: the search (loading the word's index chunks, scoring every matching page,
 * counting the filters) and the first result's fragment.
 */
import type { Page } from "playwright-core";
import { launchBrowser } from "../lib/browser.ts";
import { serveStatic } from "../lib/server.ts";

/** Opens `path` (a search page) and times Enter to the first result on screen, after typing `q`. */
async function timeFirstResult(
  page: Page,
  origin: string,
  path: string,
  q: string,
): Promise<{ readyMs: number; ms: number; results: number }> {
  await page.goto(`${origin}${path}`);
  // The page marks itself ready once Pagefind has started and the form is its own.
  await page.waitForSelector("[data-search][data-ready]");
  const readyMs = await page.evaluate(() => performance.now());
  await page.locator("[data-search] input[name=q]").pressSequentially(q, { delay: 120 });
  await page.evaluate(() => {
    const w = window as unknown as { firstResult: Promise<number> };
    w.firstResult = new Promise<number>((resolve) => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        const link = document.querySelector(".search-result .result-link");
        if (link !== null && link.textContent !== "") {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.keyboard.press("Enter");
  const ms = await page.evaluate(
    () => (window as unknown as { firstResult: Promise<number> }).firstResult,
  );
  const results = await page.locator(".search-result").count();
  return { readyMs, ms, results };
}

/** What Pagefind spends on one query, through its API, in a fresh browser context. */
export interface PagefindSpend {
  /** Loading the entry, the WebAssembly and the filters' metadata. */
  readonly initMs: number;
  /** The first search: the word's index chunks fetched and decoded, every match scored. */
  readonly searchMs: number;
  /** The same search again: scoring and filter counts alone, the chunks already loaded. */
  readonly againMs: number;
  /** Pagefind's own split of the first search (its `timings`): loading chunks, then searching. */
  readonly timings: { readonly preload: number; readonly search: number };
  /** The first result's fragment (its excerpt and meta). */
  readonly fragmentMs: number;
  readonly matches: number;
}

async function pagefindSpends(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  origin: string,
  query: string,
): Promise<PagefindSpend> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Any page of the site's origin will do: not the search page, whose own script would share
    // (and start) the same Pagefind instance.
    await page.goto(`${origin}/pagefind/pagefind-entry.json`);
    return await page.evaluate(async (q) => {
      interface Api {
        init(): Promise<void>;
        search(q: string): Promise<{
          results: { data(): Promise<unknown> }[];
          timings?: { preload: number; search: number };
        }>;
      }
      const path = "/pagefind/pagefind.js";
      const started = performance.now();
      const pf = (await import(/* @vite-ignore */ path)) as Api;
      await pf.init();
      const inited = performance.now();
      const found = await pf.search(q);
      const searched = performance.now();
      await found.results[0]?.data();
      const fragment = performance.now();
      await pf.search(q);
      const again = performance.now();
      return {
        initMs: inited - started,
        searchMs: searched - inited,
        fragmentMs: fragment - searched,
        againMs: again - fragment,
        matches: found.results.length,
        timings: found.timings ?? { preload: -1, search: -1 },
      };
    }, query);
  } finally {
    await context.close();
  }
}

/** The search pages of the three languages (decision 0024). */
const SEARCH_PAGES = ["/search/", "/fr/search/", "/mg/search/"] as const;

/**
 * The time from pressing Enter on the search page to the first result on screen, after typing
 * the query as a person does (120 ms a key; the page fetches index chunks while one types):
 * once on a fresh browser (nothing of the index cached) and once on a second load of the page.
 * Also the time from opening the page until Pagefind has started, and the first result on the
 * French and Malagasy search pages (each its own Pagefind index).
 */
export async function firstSearchResult(
  dist: string,
  query: string,
): Promise<{
  readyMs: number;
  coldMs: number;
  warmMs: number;
  status: string;
  languages: Record<string, { ms: number; results: number }>;
  pagefind: PagefindSpend;
}> {
  const server = await serveStatic(dist);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const cold = await timeFirstResult(page, server.origin, SEARCH_PAGES[0], query);
    const warm = await timeFirstResult(page, server.origin, SEARCH_PAGES[0], query);
    // How many pages the query matched: Pagefind's search time grows with it.
    await page.waitForFunction(() =>
      /^[\d,]+ results?/.test(document.querySelector("[data-status]")?.textContent ?? ""),
    );
    const status = await page.locator("[data-status]").innerText();
    const languages: Record<string, { ms: number; results: number }> = {};
    for (const path of SEARCH_PAGES) {
      const fresh = await browser.newPage();
      const r = await timeFirstResult(fresh, server.origin, path, query);
      languages[path] = { ms: r.ms, results: r.results };
      await fresh.close();
    }
    const pagefind = await pagefindSpends(browser, server.origin, query);
    return {
      readyMs: cold.readyMs,
      coldMs: cold.ms,
      warmMs: warm.ms,
      status,
      languages,
      pagefind,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
