/**
 * The compare picker on its French page (/fr/compare/) in headless Chromium: its messages and
 * the errors of a bad address are the French tables' (handed to the script in
 * `data-compare-words`, never bundled), the address it pushes and the links it draws stay in
 * French pages. Expected texts are made from the tables and the content, never typed in.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { compareData } from "../../src/compare/build.ts";
import { compareQuery, readingKey } from "../../src/compare/url.ts";
import { compareWords } from "../../src/compare/words-build.ts";
import { say } from "../../src/compare/words.ts";
import { db } from "../support/content.ts";
import { creditIn } from "../../src/i18n/credit.ts";
import { ourFrench } from "../../src/i18n/content.ts";
import { openSite } from "../support/site.ts";
import { t } from "../../src/i18n/t.ts";
import { GAMES } from "../../src/engine/index.ts";
import { formatChanges } from "../../src/reading/changes.ts";
import { optionDocIn, valueWordsIn } from "../../src/site/option-words.ts";

const site = await openSite();
const { server } = site;
const data = compareData(db, "fr");
const FR = compareWords("fr");
const EN = compareWords("en");
/** Page errors and console errors of every page opened here. */
const problems: string[] = [];

async function open(path: string): Promise<Page> {
  const ctx = await site.context({ serviceWorkers: "block" });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => problems.push(`${path}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${path}: ${m.text()}`);
  });
  await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
  await page.locator("compare-picker").scrollIntoViewIfNeeded();
  await page.waitForSelector("compare-picker[data-ready]", { state: "attached", timeout: 30_000 });
  return page;
}

const message = (page: Page) => page.locator("[data-compare-message]");

describe("the picker in French", () => {
  it("says what is wrong with a link in French, naming the bad value", async () => {
    const bad = "fanorona/no-such";
    const page = await open(`/fr/compare/?r=fanorona/icga,${bad}`);
    await page.locator("[data-compare-message][data-error]").waitFor();
    const error = say(FR, "compare.url.noRuleset", { item: JSON.stringify(bad) });
    const wanted = say(FR, "compare.pk.cannotShow", { error });
    expect(wanted).not.toBe(say(EN, "compare.pk.cannotShow", { error }));
    expect(await message(page).innerText()).toBe(wanted);
    expect(await page.locator(".compare-table").count()).toBe(0);
    await page.context().close();
  });

  it("names a bad change of a reading in French and draws the source's reading", async () => {
    const page = await open(
      "/fr/compare/?r=fanorona/montgomery-1896~no-immediate-return,fanorona/walker-2011",
    );
    await page.waitForSelector("[data-compare-result][data-drawn]", { state: "attached" });
    const problem = say(FR, "compare.url.notChange", {
      item: JSON.stringify("no-immediate-return"),
      ruleset: "fanorona/montgomery-1896",
    });
    expect(await message(page).innerText()).toContain(problem);
    await page.context().close();
  });

  it("asks for two rulesets, then draws them at a French address with French links", async () => {
    const page = await open("/fr/compare/");
    const chosen = ["fanorona/icga", "vela/basque"];
    expect(data.prebuilt.some((p) => chosen.every((k) => p.rulesets.includes(k)))).toBe(false);
    await page.locator(`input[name="r"][value="${chosen[0]}"]`).check();
    await page.getByRole("button", { name: say(FR, "compare.submit"), exact: true }).click();
    await page.locator("[data-compare-message][data-error]").waitFor();
    expect(await message(page).innerText()).toBe(say(FR, "compare.pk.chooseTwo"));

    await page.locator(`input[name="r"][value="${chosen[1]}"]`).check();
    await page.getByRole("button", { name: say(FR, "compare.submit"), exact: true }).click();
    await page.waitForSelector("[data-compare-result][data-drawn]", { state: "attached" });
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(`/fr${compareQuery(chosen)}`);
    const titles = chosen.map((k) =>
      say(FR, "compare.gameTitle", {
        game: data.rulesets[k]!.gameName,
        title: data.rulesets[k]!.title,
      }),
    );
    expect(await message(page).innerText()).toBe(
      say(FR, "compare.pk.comparing", { titles: titles.join(t("fr", "punct.clauses")) }),
    );
    expect(await page.locator("[data-compare-rules] > summary").innerText()).toBe(
      say(FR, "compare.pk.changeRules"),
    );
    // Every link the picker drew to a site page stays in French.
    const hrefs = await page
      .locator("[data-compare-result] a[href^='/']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => h.split(/[?#]/)[0]!.endsWith("/") && !h.startsWith("/fr/"))).toEqual(
      [],
    );
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it("draws our French facet summary with its credit, from the French data", async () => {
    const chosen = ["fanorona/icga", "vela/basque"];
    const facet = db.rulesets
      .filter((r) => chosen.includes(r.id))
      .flatMap((r) => r.data.facets.map((f) => ({ key: r.id, f })))
      // One whose French was typed with a space before its punctuation, to see it drawn spaced.
      .find((x) => x.f.summary !== undefined && / [;:!?]/.test(x.f.translations?.fr?.text ?? ""));
    expect(facet).toBeDefined();
    const page = await open(`/fr${compareQuery(chosen)}`);
    await page.waitForSelector("[data-compare-result][data-drawn]", { state: "attached" });
    const row = page.locator(`.compare-table tr[data-facet="${facet!.f.facet}"]`);
    // Runs of space made one, the narrow no-break space of French typography kept apart: the
    // summary is shown with it, as our French is everywhere (src/i18n/content.ts).
    const squeeze = (x: string) => x.replace(/[^\S\u202f]+/g, " ");
    const text = squeeze(await row.innerText());
    const fr = facet!.f.translations!.fr!;
    expect(text).toContain(squeeze(ourFrench(fr.text)));
    expect(text).toContain(squeeze(creditIn("fr", fr)));
    expect(text).not.toContain(squeeze(facet!.f.summary!));
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it("names a changed reading, its cell and its rules table in French", async () => {
    const A = "fanorona/montgomery-1896";
    const r = data.rulesets[A]!;
    const specs = GAMES[r.game]!.options;
    const own = (key: string) => r.options.find((o) => o.key === key)!.value;
    // An enumerated value and a boolean, each switched from the source's.
    const starts = own("starts") === "white" ? "black" : "white";
    const nir = own("no-immediate-return") !== "true";
    const change = { starts, "no-immediate-return": nir };
    const page = await open(
      `/fr${compareQuery([readingKey(A, formatChanges(change, specs)), "fanorona/walker-2011"])}`,
    );
    await page.waitForSelector("[data-compare-result][data-drawn]", { state: "attached" });
    const startsWords = `starts ${valueWordsIn("fr", starts, "starts")}`;
    const changes = t("fr", "simb.and", {
      list: startsWords,
      last: `no-immediate-return ${t("fr", nir ? "simb.val.on" : "simb.val.off")}`,
    });
    const name = t("fr", "simb.with", { title: r.title, changes });
    const squeeze = (x: string) => x.replace(/[^\S\u202f]+/g, " ");
    const heads = await page.locator(".compare-table").first().locator("thead th").allInnerTexts();
    expect(squeeze(heads[1]!)).toContain(squeeze(name));
    expect(heads[1]).not.toContain(" with ");
    // The facet cell the change decides: the French sentence, not English marked so.
    const facet = r.options.find((o) => o.key === "starts")!.facet;
    const cell = page.locator(`.compare-table tr[data-facet="${facet}"] td`).first();
    const summary = say(FR, "compare.ch.summary", {
      changes: startsWords,
      title: r.title,
      source: "",
    });
    expect(squeeze(await cell.innerText())).toContain(squeeze(summary.split(r.title)[0]!));
    expect(await cell.locator('[lang="en"]', { hasText: startsWords }).count()).toBe(0);

    // "Change the rules": the table's heading and each option's meaning in French.
    await page.locator("[data-compare-rules] > summary").click();
    const table = page.locator('[data-reading-rules="0"]');
    await table.locator('[data-control="option"]').first().waitFor();
    expect(await table.locator("thead th").first().innerText()).toBe(t("fr", "simb.r.rule"));
    const meaning = optionDocIn("fr", r.game, "starts")!;
    expect(meaning).not.toBe(specs.starts!.doc);
    expect(squeeze(await table.locator('tr[data-option-row="starts"] th').innerText())).toContain(
      squeeze(meaning),
    );
    // A source's boolean value in the page's words, not on/off.
    const sourceValue = table.locator('tr[data-option-row="no-immediate-return"] td a').first();
    expect(await sourceValue.innerText()).toBe(t("fr", nir ? "simb.val.off" : "simb.val.on"));
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it("says in French that the rules could not be shown, the browser's message marked English", async () => {
    const ctx = await site.context({ serviceWorkers: "block" });
    const page = await ctx.newPage();
    // "Change the rules" loads its code on opening: the network drops it.
    await page.route(/\/_astro\/picker-rules\.[^/]*\.js$/, (r) => r.abort());
    await page.goto(
      `${server.origin}/fr${compareQuery(["fanorona/montgomery-1896", "fanorona/walker-2011"])}`,
    );
    await page.locator("compare-picker").scrollIntoViewIfNeeded();
    await page.waitForSelector("[data-compare-result][data-drawn]", { state: "attached" });
    await page.locator("[data-compare-rules] > summary").click();
    const english = message(page).locator('span[lang="en"]');
    await expect.poll(() => english.count()).toBe(1);
    const browserWords = await english.innerText();
    expect(browserWords).not.toBe("");
    const sentence = say(FR, "compare.pk.rulesFailed", { error: browserWords });
    expect(await message(page).innerText()).toBe(sentence);
    await ctx.close();
  });
});
