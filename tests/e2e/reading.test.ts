/**
 * Every built page as a reader meets it, in headless Chromium (scripts/lib/browser.ts) against
 * dist/ served on 127.0.0.1: no sideways scrolling on a 390 px phone, and axe-core's WCAG 2.x
 * A/AA rules (2.2 included) passing at 390 px and 1280 px, in the light and the dark colour
 * scheme. dist/ is built first when missing or stale (tests/support/serve-site.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { htmlFiles, pathForFile } from "../site/dist.ts";
import { openSite } from "../support/site.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const site = await openSite();
const { server } = site;
const pages = htmlFiles().map((f) => (f === "404.html" ? "/404.html" : pathForFile(f)));

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function context(
  viewport: { width: number; height: number },
  colorScheme: "light" | "dark",
): Promise<BrowserContext> {
  // bypassCSP lets axe's script be injected; the policy itself is checked in quality.test.ts.
  return site.context({ viewport, colorScheme, bypassCSP: true });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

const COMBINATIONS = [
  { name: "390 px, light", viewport: PHONE, scheme: "light" },
  { name: "390 px, dark", viewport: PHONE, scheme: "dark" },
  { name: "1280 px, light", viewport: DESKTOP, scheme: "light" },
  { name: "1280 px, dark", viewport: DESKTOP, scheme: "dark" },
] as const;
type Combination = (typeof COMBINATIONS)[number];

/** One page of each kind (the home page, each index, one record page per collection). */
function onePerTemplate(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((p) => {
    const parts = p.split("/").filter((x) => x !== "");
    const key = parts.length <= 1 ? p : `${parts[0] ?? ""}/*`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** axe-core's violations of the WCAG A/AA rules on the given pages, at one width and scheme. */
async function axeViolations(
  combination: Combination,
  paths: readonly string[],
): Promise<string[]> {
  const ctx = await context(combination.viewport, combination.scheme);
  const page = await ctx.newPage();
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
    if (path === "/search/")
      await page.waitForSelector("[data-filter-groups] fieldset", { state: "attached" });
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async (tags) => {
      const axe = (
        window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }
      ).axe;
      const result = (await axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      })) as { violations: AxeViolation[] };
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => n.target),
      }));
    }, AXE_TAGS);
    for (const v of violations)
      found.push(
        `${combination.name} ${path}: ${v.id} (${v.impact ?? "?"}) at ${JSON.stringify(v.nodes.slice(0, 3))}`,
      );
  }
  await ctx.close();
  return found;
}

describe("phone layout", () => {
  it("no page scrolls sideways at 390 px", async () => {
    const ctx = await context(PHONE, "light");
    const page = await ctx.newPage();
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
      const { scroll, client, culprit } = await page.evaluate(() => {
        const root = document.documentElement;
        // The widest element past the right edge, to say what overflows.
        let culprit = "";
        let right = root.clientWidth;
        for (const el of document.body.querySelectorAll("*")) {
          const r = el.getBoundingClientRect();
          if (r.right > right + 1) {
            right = r.right;
            culprit = `${el.tagName.toLowerCase()}.${String(el.getAttribute("class"))} (${Math.round(r.right)} px)`;
          }
        }
        return { scroll: root.scrollWidth, client: root.clientWidth, culprit };
      });
      if (scroll > client) wide.push(`${path}: ${scroll} px wide; ${culprit}`);
    }
    await ctx.close();
    expect(pages.length).toBeGreaterThan(50);
    expect(wide).toEqual([]);
  });
});

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
          links: [...document.querySelectorAll(".site-header nav a")].map((a) => box(a)?.top ?? 0),
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
        () => document.querySelector(".board-diagram")?.getBoundingClientRect().top,
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

/**
 * axe takes about three seconds a page on the shared test machine, so the full matrix (every
 * page in all four combinations, some 25 minutes) runs only with AXE_ALL=1. By default every page
 * is checked once, the four combinations taking turns, and one page of each kind in all four.
 */
const AXE_ALL = process.env.AXE_ALL === "1";

describe("accessibility (axe-core, WCAG 2.0-2.2 A and AA)", () => {
  for (const [index, combination] of COMBINATIONS.entries())
    it(
      `passes at ${combination.name}: one page of each kind, and every fourth page (all with AXE_ALL=1)`,
      { timeout: 3_600_000 },
      async () => {
        const share = AXE_ALL ? pages : pages.filter((_, i) => i % COMBINATIONS.length === index);
        const paths = [...new Set([...onePerTemplate(pages), ...share])];
        expect(await axeViolations(combination, paths)).toEqual([]);
      },
    );
});
