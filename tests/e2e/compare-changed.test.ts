/**
 * A changed reading in the compare picker, in headless Chromium against dist/: an address with a
 * reader's change draws a column named by its changes and marked as not any source's, the
 * changed option's cell marked as the reader's change; "Change the rules" changes another
 * reading and the address follows; an address with a value the engine refuses names it and
 * draws the comparison without it, and nothing crashes. Options and values come from the engine's
 * declarations and the content files, never typed in as results.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { compareData } from "../../src/compare/build.ts";
import { compareQuery, readingKey } from "../../src/compare/url.ts";
import { GAMES } from "../../src/engine/index.ts";
import { readRulesetFile } from "../../src/content/ruleset-files.ts";
import { formatChanges, readingName } from "../../src/reading/changes.ts";
import { basisWords } from "../../src/site/basis-words.ts";
import { db } from "../support/content.ts";
import { openSite } from "../support/site.ts";

const site = await openSite();
const data = compareData(db);
const problems: string[] = [];
const specs = GAMES.fanorona!.options;

const A = "fanorona/montgomery-1896";
const B = "fanorona/walker-2011";
/** A bool option's value in a ruleset file. */
function valueIn(key: string, option: string): boolean {
  const [game, id] = key.split("/");
  const r = readRulesetFile(game!, id!);
  if (!r.ok) throw new Error(r.error);
  const v = r.value.options[option]?.value;
  if (typeof v !== "boolean") throw new Error(`${key} ${option}: not a bool option`);
  return v;
}
/** A's change: proviso (a) switched from Montgomery's value. */
const KEY = "no-immediate-return";
const change = { [KEY]: !valueIn(A, KEY) };
/** The change made in the panel, to B: compulsory capture switched from Walker's value. */
const PANEL_KEY = "compulsory-capture";
const panelChange = { [PANEL_KEY]: !valueIn(B, PANEL_KEY) };

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await site.context(options)).newPage();
  page.on("pageerror", (e) => problems.push(`${path}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${path}: ${m.text()}`);
  });
  await page.goto(`${site.server.origin}${path}`, { waitUntil: "load" });
  await page.waitForSelector("[data-compare-result][data-drawn]", {
    state: "attached",
    timeout: 30_000,
  });
  return page;
}

const headings = (page: Page) =>
  page.locator(".compare-table").first().locator("thead th").allInnerTexts();
const optionCells = (page: Page, key: string) =>
  page.locator(`.compare-table tr[data-option="${key}"] td`);

describe("a changed reading in the picker", () => {
  const changedKey = readingKey(A, formatChanges(change, specs));

  it("draws its column named by its changes, the changed cell marked as the reader's", async () => {
    const page = await open(compareQuery([changedKey, B]));
    const name = readingName(data.rulesets[A]!.title, change, specs);
    const heads = await headings(page);
    expect(heads[1]).toContain(name);
    expect(heads[1]).toContain("Your change, not any source's reading");
    expect(heads[2]).toContain(data.rulesets[B]!.title);
    expect(heads[2]).not.toContain("Your change");
    const cells = optionCells(page, KEY);
    expect(await cells.nth(0).getAttribute("data-reader-change")).toBe("");
    expect(await cells.nth(0).textContent()).toContain(basisWords("override").label);
    expect(await cells.nth(1).getAttribute("data-reader-change")).toBeNull();
    expect(await cells.nth(1).textContent()).not.toContain(basisWords("override").label);
    expect(await page.locator("[data-compare-message][data-error]").count()).toBe(0);

    // "Change the rules": B's compulsory capture, through the DOM contract.
    await page.locator("[data-compare-rules] > summary").click();
    const a = page.locator('[data-reading-rules="0"]');
    const b = page.locator('[data-reading-rules="1"]');
    const box = (part: typeof a, key: string) =>
      part.locator(`[data-control="option"][data-option="${key}"]`);
    await box(b, PANEL_KEY).waitFor();
    expect(await box(a, KEY).isChecked()).toBe(change[KEY]);
    expect(await a.locator(`tr[data-option-row="${KEY}"]`).getAttribute("data-changed")).toBe("");
    expect(
      await b.locator(`tr[data-option-row="${PANEL_KEY}"]`).getAttribute("data-changed"),
    ).toBeNull();
    await box(b, PANEL_KEY).setChecked(panelChange[PANEL_KEY]);
    const wanted = compareQuery([changedKey, readingKey(B, formatChanges(panelChange, specs))]);
    await page.waitForURL((u) => `${u.pathname}${u.search}` === wanted);
    await page.waitForSelector("[data-compare-result][data-drawn]", { state: "attached" });
    const after = await headings(page);
    expect(after[2]).toContain(readingName(data.rulesets[B]!.title, panelChange, specs));
    // The panel stays open on the new comparison, showing the change.
    await box(b, PANEL_KEY).waitFor();
    expect(await box(b, PANEL_KEY).isChecked()).toBe(panelChange[PANEL_KEY]);
    await page.goBack();
    await page.waitForFunction(() => !location.search.includes("compulsory-capture"));
    // The form keeps a ticked ruleset's changed reading when another ruleset is added.
    await page.waitForSelector("[data-compare-result][data-drawn]", { state: "attached" });
    await page.locator('input[name="r"][value="fanorona/icga"]').check();
    await page.getByRole("button", { name: "Compare" }).click();
    await page.waitForURL((u) => (u.searchParams.get("r") ?? "").includes("fanorona/icga"));
    const sent = new URL(page.url()).searchParams.get("r") ?? "";
    expect(sent).toContain(changedKey);
    await page.close();
    expect(problems).toEqual([]);
  });

  it("names a value the engine refuses, and draws the source's reading without it", async () => {
    const spec = specs["draw-repetition"]!;
    if (spec.kind !== "int") throw new Error("draw-repetition is not an integer option");
    const bad = `draw-repetition:${spec.min - 1}`;
    const page = await open(`/compare/?r=${A}~${bad},${B}`);
    const text = await page.locator("[data-compare-message][data-error]").innerText();
    expect(text).toContain(bad);
    const heads = await headings(page);
    expect(heads[1]).toContain(data.rulesets[A]!.title);
    expect(heads[1]).not.toContain("Your change");
    expect(await page.locator("[data-reader-change]").count()).toBe(0);
    await page.close();
    expect(problems).toEqual([]);
  });

  it("passes axe with the panel open and a reading changed, in both schemes, and fits 390 px", async () => {
    const path = compareQuery([changedKey, B]);
    const found: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      // axe is injected by the test: the context bypasses the page's CSP for it.
      const page = await open(path, { colorScheme, bypassCSP: true });
      await page.locator("[data-compare-rules] > summary").click();
      await page.waitForSelector('[data-reading-rules="1"] [data-control="option"]');
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
      found.push(...violations.map((v) => `${colorScheme}: ${v}`));
      await page.close();
    }
    expect(found).toEqual([]);
    const narrow = await open(path, { viewport: { width: 390, height: 844 } });
    await narrow.locator("[data-compare-rules] > summary").click();
    await narrow.waitForSelector('[data-reading-rules="1"] [data-control="option"]');
    const [scroll, width] = await narrow.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(width);
    await narrow.close();
    expect(problems).toEqual([]);
  });
});
