/**
 * Cancel stops a run, in flight too (issue 39): the workers' answers already on their way when
 * the reader presses Cancel are never drawn, for the divergence search, the dead-option check and
 * self-play. The answers are held by the page's test hook (`__holdWorkerAnswers`,
 * src/compare/worker-answers.ts) and released after Cancel, so the answers are in flight at
 * Cancel on every run, whatever the machine's load, instead of by luck under load.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readRulesetFile } from "../../src/content/ruleset-files.ts";
import { GAMES } from "../../src/engine/index.ts";
import { t } from "../../src/i18n/t.ts";
import { formatChanges } from "../../src/reading/changes.ts";
import { formatLink } from "../../src/play/link.ts";
import { url } from "../../src/site/routes.ts";
import { openSite } from "../support/site.ts";
import { message, sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
const problems: string[] = [];

interface Held {
  heldAnswers: { kind: string; deliver: () => void }[];
  __holdWorkerAnswers?: (deliver: () => void, answer: { kind: string }) => void;
}

/** The game's page at a reading, its rules panel open, every worker answer held. */
async function open(game: string, hash = ""): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.stack ?? e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as Held;
    w.heldAnswers = [];
    w.__holdWorkerAnswers = (deliver, answer) => w.heldAnswers.push({ kind: answer.kind, deliver });
  });
  await page.goto(`${server.origin}${url.game(game)}${hash === "" ? "" : `#${hash}`}`);
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  await sim(page).locator("[data-control=rules] > summary").click();
  return page;
}

/** Waits until the workers have answered `kind` at least once (held, so the page has not seen it). */
const heldOne = (page: Page, kind: string) =>
  page.waitForFunction(
    (k) => (window as unknown as Held).heldAnswers.some((a) => a.kind === k),
    kind,
    { timeout: 170_000 },
  );

/** Hands the page every held answer, then lets any later one through at once. */
const release = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Held;
    w.__holdWorkerAnswers = (deliver) => deliver();
    for (const a of w.heldAnswers.splice(0)) a.deliver();
  });

/** A Fanorona reading whose first divergence from its sources is found at once. */
function fanoronaHash(): string {
  const id = "montgomery-1896";
  const file = readRulesetFile("fanorona", id);
  if (!file.ok) throw new Error(file.error);
  const key = "compulsory-capture";
  const changes = { [key]: !(file.value.options[key]!.value as boolean) };
  return formatLink({
    ruleset: id,
    options: formatChanges(changes, GAMES.fanorona!.options),
    moves: [],
  });
}

describe("Cancel stops a run, with its answers in flight", () => {
  it("a cancelled divergence search draws none of the sources it had already searched", async () => {
    const page = await open("fanorona", fanoronaHash());
    await sim(page).locator('[data-control="parts"]').click();
    await heldOne(page, "pair");
    await sim(page).locator('[data-control="cancel-parts"]').click();
    const cancelled = t("en", "compare.live.cancelled");
    expect(await message(page)).toBe(cancelled);
    await release(page);
    expect(await sim(page).locator("[data-parts-for]").count()).toBe(0);
    expect(await sim(page).locator('progress[data-progress="parts"]').count()).toBe(0);
    expect(await message(page)).toBe(cancelled);
    await page.close();
  });

  it("a cancelled dead-option check lists none of the options it had already checked", async () => {
    const page = await open("fanorona", fanoronaHash());
    await sim(page).locator('[data-control="dead-check"]').click();
    await heldOne(page, "option");
    await sim(page).locator('[data-control="cancel-parts"]').click();
    await release(page);
    expect(await sim(page).locator("[data-option-effect]").count()).toBe(0);
    expect(await message(page)).toBe(t("en", "compare.live.cancelled"));
    await page.close();
  });

  it("a cancelled self-play run counts and draws none of the games in flight", async () => {
    const page = await open("fifangha");
    await sim(page).locator('[data-control="plays-games"]').fill("2500");
    await sim(page).locator('[data-control="plays"]').click();
    await heldOne(page, "slice");
    await sim(page).locator('[data-control="cancel-plays"]').click();
    // No answer reached the page: none of its games is counted.
    const said = await message(page);
    expect(said).toMatch(/Self-play cancelled after 0 games/);
    await release(page);
    expect(await sim(page).locator('progress[data-progress="plays"]').count()).toBe(0);
    expect(await sim(page).locator("[data-plays-result]").isHidden()).toBe(true);
    expect(await message(page)).toBe(said);
    await page.close();
  });

  it("raised no console or page errors", () => {
    expect(problems).toEqual([]);
  });
});
