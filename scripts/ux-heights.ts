/**
 * The page heights docs/ux-tasks.md records (issue 33), measured on the built site: each page's
 * height (`document.documentElement.scrollHeight` once loaded and its board started) and where
 * its parts begin, at 1280x900 and 390x844, in the three languages, light scheme. Prints a
 * Markdown table and the load average, so that the figures in the docs come from this script,
 * not from a hand. Run after a build: `npm exec -- node scripts/ux-heights.ts`.
 */
import { loadavg } from "node:os";
import type { Page } from "playwright-core";
import { launchBrowser } from "./lib/browser.ts";
import { serveStatic } from "./lib/server.ts";

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const LANGS = ["", "/fr", "/mg"] as const;

/** A page to measure, and the parts of it whose top is worth recording. */
interface Measured {
  readonly name: string;
  readonly path: string;
  readonly parts: Readonly<Record<string, string>>;
  /** A selector to wait for before measuring (a script that draws part of the page). */
  readonly ready?: string;
}

const PAGES: readonly Measured[] = [
  {
    name: "Game: Fanorona",
    path: "/games/fanorona/",
    parts: { board: "game-simulator [data-board]", readings: "#rulesets" },
    ready: "game-simulator [data-control=ruleset]",
  },
  { name: "Genealogy", path: "/sources/genealogy/", parts: { stemma: "[data-stemma]" } },
  { name: "Glossary", path: "/glossary/", parts: {} },
  { name: "Names", path: "/names/", parts: {} },
];

async function measure(page: Page, m: Measured): Promise<string[]> {
  if (m.ready !== undefined) {
    // The simulator starts when its board nears the screen: bring it there, as a reader would.
    await page.locator(m.ready.split(" ")[0]!).scrollIntoViewIfNeeded();
    await page.waitForSelector(m.ready, { timeout: 30_000 });
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const parts = await page.evaluate((sels) => {
    const out: string[] = [];
    for (const [name, sel] of Object.entries(sels)) {
      const e = document.querySelector(sel);
      const r = e?.getBoundingClientRect();
      out.push(
        r === undefined || r.height === 0
          ? `${name}: not shown`
          : `${name} at ${Math.round(r.top + scrollY)}, ${Math.round(r.width)}x${Math.round(r.height)}`,
      );
    }
    return out;
  }, m.parts);
  return [String(height), parts.join("; ")];
}

const server = await serveStatic("dist");
const browser = await launchBrowser();
const rows: string[] = [];
try {
  for (const m of PAGES)
    for (const lang of LANGS)
      for (const viewport of WIDTHS) {
        const ctx = await browser.newContext({ viewport });
        const page = await ctx.newPage();
        await page.goto(`${server.origin}${lang}${m.path}`, { waitUntil: "load" });
        const [height, parts] = await measure(page, m);
        rows.push(
          `| ${m.name} | ${lang.slice(1) || "en"} | ${viewport.width} | ${height} | ${parts} |`,
        );
        await ctx.close();
      }
} finally {
  await browser.close();
  await server.close();
}
console.log(
  `Measured ${new Date().toISOString()}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}\n`,
);
console.log(
  "| Page | Language | Width | Height (px) | Parts (top from the document's top, size) |",
);
console.log("| --- | --- | --: | --: | --- |");
for (const r of rows) console.log(r);
