/**
 * "How does it play?" in headless Chromium (issue 21, items 3 and 6), through the DOM contract
 * (docs/simulator.md): a changed reading played in workers, its figures beside every source's
 * saved figures, equal to the same games played in Node; a second run replacing the first; a run
 * cancelled. The games run in a worker, which the test sees start; their wall time and the
 * longest main-thread task while they run (PerformanceObserver "longtask") are printed figures,
 * not asserted: both depend on the machine's load (docs/benchmarks.md records them). Expectations
 * come from the engine and the saved figures, never typed in.
 */
import { cpus, loadavg } from "node:os";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { METRICS } from "../support/derived.ts";
import { loadGameOrThrow, readRulesetFile } from "../../src/content/ruleset-files.ts";
import { GAMES, playRandomGames, summarise } from "../../src/engine/index.ts";
import { url } from "../../src/site/routes.ts";
import { formatChanges, readingName } from "../../src/reading/changes.ts";
import { localize, type Lang } from "../../src/i18n/languages.ts";
import { openSite } from "../support/site.ts";
import { t } from "../../src/i18n/t.ts";
import { attr, message, sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
const problems: string[] = [];
const { settings } = METRICS;

async function open(game: string, lang: Lang = "en", fresh = false): Promise<Page> {
  const viewport = { width: 1000, height: 900 };
  // A fresh context without the offline worker, whose requests `page.route` can drop.
  const page = fresh
    ? await (await browser.newContext({ viewport, serviceWorkers: "block" })).newPage()
    : await browser.newPage({ viewport });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
  await page.goto(`${server.origin}${localize(lang, url.game(game))}`);
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  await sim(page).locator("[data-control=rules] > summary").click();
  await page.waitForSelector('game-simulator [data-control="plays"]');
  return page;
}

const result = (page: Page) => sim(page).locator("[data-plays-result]");
const cells = (page: Page, row: string) =>
  sim(page).locator(`tr[data-plays-row="${row}"] > *`).allTextContents();

/**
 * Runs `games` games by the button; the wall time in ms, the main-thread tasks over 50 ms
 * (longest first) and how many workers the page started meanwhile.
 */
async function play(
  page: Page,
  games: number,
): Promise<{ ms: number; longest: number[]; workers: number }> {
  let workers = 0;
  const onWorker = (): void => {
    workers++;
  };
  page.on("worker", onWorker);
  await sim(page).locator('[data-control="plays-games"]').fill(String(games));
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: "longtask" });
  });
  const started = Date.now();
  await sim(page).locator('[data-control="plays"]').click();
  await page.waitForFunction(
    (n) => {
      const r = document.querySelector<HTMLElement>("game-simulator [data-plays-result]");
      return r !== null && !r.hidden && r.dataset.games === n;
    },
    String(games),
    { timeout: 60_000 },
  );
  const ms = Date.now() - started;
  const longest = await page.evaluate(() =>
    (window as unknown as { longTasks: number[] }).longTasks.sort((a, b) => b - a),
  );
  page.off("worker", onWorker);
  return { ms, longest, workers };
}

describe("How does it play?", () => {
  it("plays a changed reading in workers, beside each source's saved figures, as Node plays it", async () => {
    const game = "fanorona";
    const page = await open(game);
    const id = (await attr(page, "ruleset"))!;
    const file = readRulesetFile(game, id);
    if (!file.ok) throw new Error(file.error);
    const specs = GAMES[game]!.options;
    const key = "compulsory-capture";
    const changes = { [key]: !(file.value.options[key]!.value as boolean) };
    await sim(page)
      .locator(`[data-control="option"][data-option="${key}"]`)
      .setChecked(changes[key]);
    await page.waitForFunction(
      (v) => document.querySelector("game-simulator")?.getAttribute("data-changes") === v,
      formatChanges(changes, specs),
    );
    expect(await sim(page).locator("[data-plays-result]").count()).toBe(0); // nothing until asked

    const games = 200;
    const { ms, longest, workers } = await play(page, games);
    console.log(
      `self-play in Chromium: ${games} games of ${game}/${id} with ${key} changed in ${ms} ms; ` +
        `longest main-thread task ${longest[0] ?? 0} ms (${longest.length} over 50 ms, the longtask threshold); ` +
        `${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`,
    );
    // Off the main thread: the games were played by a worker the run started.
    expect(workers).toBeGreaterThan(0);
    expect(await result(page).getAttribute("data-games")).toBe(String(games));

    // The reader's row: named as the reader's reading, the figures of the same games in Node.
    const mine = summarise(
      playRandomGames(loadGameOrThrow(game, id, changes), {
        seed: settings.seed,
        maxTurns: settings.maxTurns,
        games,
      }),
    );
    const row = await cells(page, "reader");
    expect(row[0]).toContain(`Yours: ${readingName(file.value.title, changes, specs)}`);
    expect(row.slice(2, 6)).toEqual(
      [mine.games, mine.firstWins, mine.secondWins, mine.draws].map(String),
    );
    expect(row[7]).toBe(`${mine.lengthMean} (${mine.lengthSd})`);
    expect(await message(page)).toMatch(new RegExp(`Played ${games} games`));
    // Every source's reading with its saved figures, its own number of games said.
    for (const r of METRICS.rulesets.filter((x) => x.game === game)) {
      const saved = await cells(page, r.ruleset);
      expect(saved.slice(2, 4), r.ruleset).toEqual(
        [r.random.games, r.random.firstWins].map(String),
      );
      expect(saved[0]).toContain(`(${r.random.games.toLocaleString("en")} games)`);
    }
    expect(await sim(page).locator('[data-plays-row="reader"] .pm-label').count()).toBeGreaterThan(
      0,
    );

    // Back to the source's reading and fewer games: the new run replaces the old.
    await sim(page).locator('[data-control="reset-options"]').click();
    await page.waitForFunction(
      () => document.querySelector("game-simulator")?.getAttribute("data-changes") === "",
    );
    await play(page, 10);
    const again = await cells(page, "reader");
    expect(again[0]).toContain(`Yours: ${file.value.title} (10 games)`);
    const sample = METRICS.rulesets.find((x) => x.game === game && x.ruleset === id)!.randomSample;
    expect(again.slice(2, 6)).toEqual(
      [sample.games, sample.firstWins, sample.secondWins, sample.draws].map(String),
    );
    expect(await sim(page).locator('tr[data-plays-row="reader"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("on a French page, writes the figures and the seconds as French writes numbers", async () => {
    const game = "fanorona";
    const page = await open(game, "fr");
    const id = (await attr(page, "ruleset"))!;
    await play(page, 10);
    const sample = METRICS.rulesets.find((x) => x.game === game && x.ruleset === id)!.randomSample;
    // A French figure back to a number: "1 215" → 1215, "41,03" → 41.03.
    const back = (s: string) => Number(s.replaceAll("\u202f", "").replace(",", "."));
    const row = await cells(page, "reader");
    expect(row[6]).toMatch(/^\d+,\d\u202f% ± [\d\u202f]+(,\d+)?$/);
    const length = /^([\d\u202f,]+) \(([\d\u202f,]+)\)$/.exec(row[7]!);
    expect(length?.slice(1).map(back), row[7]).toEqual([sample.lengthMean, sample.lengthSd]);
    const description = await sim(page).locator("desc").first().textContent();
    expect(description).toMatch(/\d,\d\u202f%/);
    expect(description).not.toMatch(/\d\.\d/);
    // "… jouées en 1,4 s": the seconds with a decimal comma, the unit after a narrow no-break
    // space (typography.ts, figureSpacing).
    expect(await message(page)).toMatch(/ \d+,\d\u202fs\b/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a cancelled run stops, says how far it got, and draws nothing", async () => {
    const page = await open("fifangha");
    await sim(page).locator('[data-control="plays-games"]').fill("2500");
    await sim(page).locator('[data-control="plays"]').click();
    const bar = sim(page).locator('progress[data-progress="plays"]');
    await bar.waitFor();
    expect(await bar.getAttribute("aria-label")).toMatch(/^Games of .+ played$/);
    expect(await bar.getAttribute("max")).toBe("2500");
    await sim(page).locator('[data-control="cancel-plays"]').click();
    expect(await bar.count()).toBe(0);
    expect(await message(page)).toMatch(/Self-play cancelled after [\d,]+ games?/);
    // That nothing of the run lands later is shown by cancel-in-flight.test.ts, which holds the
    // workers' answers across the Cancel (a sleep here passed whatever the page did).
    expect(await result(page).isHidden()).toBe(true);
    expect(await message(page)).toMatch(/cancelled/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("says in French that its code could not be loaded, on each press", async () => {
    const page = await open("fanorona", "fr", true);
    // Self-play's code does not arrive: the network drops it (its preload and its import).
    let dropped = 0;
    await page.route(/\/_astro\/plays\.[^/]*\.js$/, (r) => {
      dropped++;
      return r.abort();
    });
    await sim(page).locator('[data-control="plays-games"]').fill("2");
    await sim(page).locator('[data-control="plays"]').click();
    const said = t("fr", "compare.plays.failed", { error: t("fr", "simb.fail.code") });
    await expect.poll(() => message(page)).toBe(said);
    expect(await sim(page).locator('[data-message] [lang="en"]').count()).toBe(0);
    expect(dropped).toBeGreaterThan(0);
    // Pressed again, it says so again (no unhandled rejection, no silence).
    await sim(page)
      .locator("[data-message]")
      .evaluate((e) => {
        e.textContent = "";
      });
    await sim(page).locator('[data-control="plays"]').click();
    await expect.poll(() => message(page)).toBe(said);
    // The browser reports each dropped file on the console; nothing else may go wrong.
    expect(
      problems.filter((p) => !/^console error: Failed to load resource: net::ERR_FAILED$/.test(p)),
    ).toEqual([]);
    problems.length = 0;
    await page.context().close();
  });
});
