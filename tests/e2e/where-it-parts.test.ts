/**
 * "Where it parts" in headless Chromium (issue 21, item 3), through the DOM contract
 * (docs/simulator.md): a changed Fanorona reading opened by its link, searched against every
 * source reading in the worker; each result is the engine's own answer (computed here with the
 * same search and bounds), a divergence's line is legal under both readings, the search runs in a
 * worker the run starts (the longest main-thread task meanwhile is printed, not asserted: it
 * depends on the machine's load), Cancel stops a run, and the dead-option check lists every
 * option. Expectations come from the engine, never typed in.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { liveBounds } from "../../src/compare/divergence/live/readings.ts";
import { loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { GAMES, playLineOrThrow, searchDivergence } from "../../src/engine/index.ts";
import { formatChanges } from "../../src/reading/changes.ts";
import { formatLink } from "../../src/play/link.ts";
import { valueWordsIn } from "../../src/site/option-words.ts";
import { url } from "../../src/site/routes.ts";
import { knownRulesets } from "../../src/content/ruleset-files.ts";
import { openSite } from "../support/site.ts";
import { sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
const problems: string[] = [];
const GAME = "fanorona";
const specs = GAMES[GAME]!.options;

async function open(ruleset: string, changes: Record<string, string | number>): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.stack ?? e.message}`));
  // Long main-thread tasks, from the start, so the test can read those of the search's span.
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  const hash = formatLink({ ruleset, options: formatChanges(changes, specs), moves: [] });
  await page.goto(`${server.origin}${url.game(GAME)}#${hash}`);
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  await sim(page).locator("[data-control=rules] > summary").click();
  await page.waitForSelector('game-simulator [data-parts]:not([hidden]) [data-control="parts"]');
  return page;
}

/**
 * Waits for the run started last to reach `state` (`data-state` of `[data-parts-result]`): a run
 * replaced or cancelled before has another state, so no wait is met by an earlier run's results.
 */
const settled = (page: Page, state: "done" | "cancelled") =>
  page.waitForSelector(`game-simulator [data-parts-result][data-state="${state}"]`, {
    state: "attached",
    timeout: 170_000,
  });

const now = (page: Page) => page.evaluate(() => performance.now());
const longestSince = (page: Page, t: number) =>
  page.evaluate(
    (since) =>
      Math.max(
        0,
        ...(window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
          .filter((x) => x.start + x.duration >= since)
          .map((x) => x.duration),
      ),
    t,
  );

describe("Where it parts", () => {
  it("Montgomery with proviso (b) by the piece's heading: the engine's answer against every source, a legal line", async () => {
    const ruleset = "montgomery-1896";
    const changes = { "opposite-capture-frame": "heading" };
    const page = await open(ruleset, changes);
    const changed = loadGameOrThrow(GAME, ruleset, changes);
    const bounds = liveBounds("fanorona");
    const sources = knownRulesets(GAME);
    const t = await now(page);
    let workers = 0;
    page.on("worker", () => {
      workers++;
    });
    await sim(page).locator('[data-control="parts"]').click();
    await settled(page, "done");
    const longest = await longestSince(page, t);
    console.log(`where-it-parts: longest main-thread task while the worker ran: ${longest} ms`);
    // Off the main thread: a worker the run started searched.
    expect(workers).toBeGreaterThan(0);
    // The measure can fail: a task of 150 ms on the main thread is seen (run as a task of the
    // page's own, as the worker's messages are handled: the devtools' evaluation is not one).
    const busy = await now(page);
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          setTimeout(() => {
            const end = performance.now() + 150;
            while (performance.now() < end);
            done();
          }, 0),
        ),
    );
    // The observer reports a long task some time after it ends, later under load: polled.
    await expect
      .poll(() => longestSince(page, busy), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(100);
    const result = sim(page).locator("[data-parts-result]");
    // The reading's name says the value in words (src/site/option-words.ts), the key as it is.
    expect(await result.getAttribute("data-reading")).toContain(
      `opposite-capture-frame ${valueWordsIn("en", "heading", "opposite-capture-frame")}`,
    );
    let diverged = 0;
    for (const id of sources) {
      const source = loadGameOrThrow(GAME, id);
      const expected = searchDivergence(source, changed, bounds);
      const section = sim(page).locator(`[data-parts-for="${id}"]`);
      expect(await section.getAttribute("data-result"), id).toBe(expected.kind);
      if (expected.kind !== "diverge") continue;
      diverged++;
      const line =
        expected.line.length === 0
          ? []
          : (await section.locator(".divergence-line").first().innerText()).split(" ");
      expect(line, id).toEqual(expected.line);
      // Legal under both readings.
      playLineOrThrow(source, source.setup(), line);
      playLineOrThrow(changed, changed.setup(), line);
    }
    expect(diverged).toBeGreaterThan(0);
    await page.close();
  });

  it("Cancel stops a run, and the dead-option check lists every option", async () => {
    // A change whose search against its own source runs long (the repetition rule keeps the
    // fast search from merging positions): time to press Cancel.
    const page = await open("dlp", { "draw-repetition": 2 });
    await sim(page).locator('[data-control="parts"]').click();
    await page.waitForSelector('game-simulator progress[data-progress="parts"]');
    await page.waitForTimeout(1500);
    await sim(page).locator('[data-control="cancel-parts"]').click();
    await settled(page, "cancelled");
    expect(await sim(page).locator('progress[data-progress="parts"]').count()).toBe(0);
    const done = await sim(page).locator("[data-parts-for]").count();
    expect(done).toBeLessThan(knownRulesets(GAME).length);
    // That nothing in flight lands later is shown by cancel-in-flight.test.ts, which holds the
    // worker's answers across the Cancel (a sleep here passed whatever the page did).
    expect(await sim(page).locator("[data-parts-result]").innerText()).toContain("cancelled");

    // Settled: the dead-option check's own result, not the cancelled run's (whose lines are
    // lists too, and still on the page until the check's code has run).
    await sim(page).locator('[data-control="dead-check"]').click();
    await settled(page, "done");
    expect(await sim(page).locator("[data-parts-for]").count()).toBe(0);
    const keys = await sim(page)
      .locator("[data-option-effect]")
      .evaluateAll((es) => es.map((e) => e.getAttribute("data-option-effect")));
    expect(keys).toEqual(Object.keys(specs));
    await page.close();
  });

  it("raised no console or page errors", () => {
    expect(problems).toEqual([]);
  });
});
