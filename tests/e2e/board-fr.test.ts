/**
 * The analysis board, the lesson and the embed on French pages, in headless Chromium against
 * dist/: a lesson step refused says its rule in French with the source's passage and clause,
 * and the source's move in French; a comment on the tree and a notation file's error are said
 * in French, the error located in French ("ligne …, colonne … :") and its refused move with the
 * rule's French words; the French embed page is French and leads back to the French page.
 * Expectations come from the tables, the engine and the notation code, never typed in.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { compileFromFiles } from "../../src/cli/notation.ts";
import { loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { t, TABLES } from "../../src/i18n/t.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { url } from "../../src/site/routes.ts";
import { locatorIn } from "../../src/site/locator-words.ts";
import { wordsByPrefix } from "../../src/i18n/browser-words.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { Session } from "../../src/play/session.ts";
import { openSite } from "../support/site.ts";
import { message, position, sim } from "./simulator-page.ts";

/** The French clause of each rule a refusal names (the tables' area `refusal`). */
const REFUSAL_WORDS_FR: Readonly<Record<string, string>> = wordsByPrefix("fr", "refusal.");

const site = await openSite();
const { browser, server } = site;
const problems: string[] = [];
afterAll(() => expect(problems).toEqual([]));

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  return page;
}

/** The fixed text of a French string before its first placeholder. */
const head = (key: keyof typeof TABLES.fr): string => TABLES.fr[key].text.split("{")[0]!;

describe("a French study's lesson", () => {
  it("refuses a step with its rule in French, and names the source's move in French", async () => {
    const page = await newPage();
    await page.goto(`${server.origin}/fr/studies/montgomery-chain/`, { waitUntil: "load" });
    const lesson = "#lesson-1";
    const said = () => page.locator(`${lesson} [data-message]`).textContent();
    const choose = async (point: string) => {
      await page.locator(`${lesson} [data-point="${point}"]`).focus();
      await page.keyboard.press("Enter");
    };
    await page.locator(lesson).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${lesson}[data-state="read"]`);
    expect(await said()).toContain(
      t("fr", "simb.study.say", { n: 1, total: 5, words: "", ask: "" }).split(/\s:/)[0],
    );
    expect(await page.locator(`${lesson} [data-control="next"]`).innerText()).toBe(
      t("fr", "study.continue"),
    );
    await page.locator(`${lesson} [data-control="next"]`).click();
    await page.waitForSelector(`${lesson}[data-state="move"][data-step="1"]`);
    // Hints in French: the piece, then the move.
    await page.locator(`${lesson} [data-control="hint"]`).click();
    expect(await said()).toContain(head("simb.study.hintLook"));
    await page.locator(`${lesson} [data-control="hint"]`).click();
    expect(await said()).toContain(t("fr", "simb.study.hintPlay", { move: "e1e2A" }));
    await choose("e1");
    await choose("e2");
    await page.waitForSelector(`${lesson}[data-step="2"]`);
    expect(await said()).toContain(t("fr", "simb.study.right", { move: "e1e2A" }));
    await choose("e2");
    await choose("f2");
    await page.waitForSelector(`${lesson}[data-step="3"]`);
    await page.locator(`${lesson} [data-control="next"]`).click();
    await page.waitForSelector(`${lesson}[data-step="4"]`);

    // The move the rules refuse: the rule named in French, its French words, the passage.
    await choose("f2");
    await choose("g2");
    const refused = (await said()) ?? "";
    const rule = "no-opposite-capture";
    expect(refused).toContain(t("fr", "simb.study.refused", { rule, why: "" }).trim());
    const clause = REFUSAL_WORDS_FR[rule];
    if (clause === undefined) throw new Error(`no French words for ${rule}`);
    expect(refused).toContain(clause.slice(1));
    const locator = locatorIn("fr", "pp. 151-155")
      .map((p) => p.text)
      .join("");
    expect(locator).not.toBe("pp. 151-155");
    expect(refused).toContain(`Montgomery 1886, ${locator}`);
    expect(refused).toContain(head("simb.study.clause"));
    expect(refused).not.toContain("Refused");

    // A move the rules allow that the source does not play, said in French.
    await page.locator(`${lesson} [data-choices] button[data-step="stop"]`).click();
    expect(await said()).toContain(
      t("fr", "simb.study.otherInTurn", {
        expected: "f2f3A",
        turn: "e1e2Af2Wf3A",
        text: "stop",
      }),
    );
    await page.close();
  });
});

describe("the analysis board on a French page", () => {
  const GAME = "fanorona-telo";
  const RULESET = "murray-1951";
  const g = loadGameOrThrow(GAME, RULESET) as SimGame;

  it("says a comment and a notation file's error in French, located and with its rule", async () => {
    const page = await newPage();
    await page.goto(`${server.origin}/fr${url.game(GAME)}#r=${RULESET}`);
    await page.locator("game-simulator").scrollIntoViewIfNeeded();
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    const s = new Session(g);
    const a = g.formatTurn(s.state, g.turns(s.state)[0]);
    await sim(page)
      .locator(`[data-point="${a.slice(1)}"]`)
      .click();
    expect(s.play(a, "turn").ok).toBe(true);
    await expect.poll(() => position(page)).toBe(g.formatPosition(s.state));

    // A comment on the move shown: the form and what it says are French.
    await sim(page).locator('[data-control="comment"]').click();
    expect(await sim(page).locator("[data-tree-edit] label").innerText()).toContain(
      head("simb.tree.commentMove").trim(),
    );
    await sim(page).locator('[data-control="comment-text"]').fill("une note");
    await sim(page).locator('[data-control="save-comment"]').click();
    await expect.poll(() => message(page)).toBe(t("fr", "simb.tree.commentSaved"));

    // A file whose second move places on the point the first took: refused where it is.
    const bad = `[Game "${GAME}"]\n[Ruleset "${RULESET}"]\n\n1. ${a} ${a} *\n`;
    const refused = checkNotation(bad, compileFromFiles());
    if (refused.ok) throw new Error("the engine accepts the file");
    const e = refused.error;
    const rule = e.rule;
    if (rule === undefined) throw new Error("the refusal names no rule");
    await sim(page).locator("[data-control=notation] > summary").click();
    await sim(page).locator('[data-control="import-notation"]').fill(bad);
    await sim(page).locator('[data-control="load-notation"]').click();
    const from = t("fr", "simb.tree.fromPasted");
    await expect.poll(() => message(page)).toContain(`${head("simb.tree.notLoaded")}${from}`);
    const said = await message(page);
    expect(said).toContain(
      t("fr", "simb.tree.at", { line: e.line, column: e.column, message: "" }),
    );
    expect(said).toContain(t("fr", "simb.notation.refused", { text: a, rule, why: "" }).trim());
    const clause = REFUSAL_WORDS_FR[rule];
    if (clause !== undefined) expect(said).toContain(clause);
    expect(said).not.toContain(e.message);
    expect(said).toContain(
      t("fr", "simb.tree.notLoaded", { from: "", error: "" }).split(". ").at(-1)!,
    );
    await page.close();
  });
});

describe("the French embed page", () => {
  it("is French, steps in French and leads back to the French game page", async () => {
    const page = await newPage();
    const g = loadGameOrThrow("fanorona", "icga") as SimGame;
    const start = g.setup();
    const first = g.formatTurn(start, g.turns(start)[0]);
    await page.goto(`${server.origin}/fr${url.embed("fanorona")}#r=icga&m=${first}`);
    await page.waitForSelector("game-embed[data-plies]");
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    expect(await page.locator('[data-control="next"]').innerText()).toBe(t("fr", "embed.next"));
    await page.locator('[data-control="first"]').click();
    await expect
      .poll(() => page.locator("game-embed [data-message]").innerText())
      .toContain(head("simb.embed.startMoves.one").trim());
    const back = await page.locator('[data-control="back"]').getAttribute("href");
    expect(back?.startsWith(`/fr${url.game("fanorona")}`)).toBe(true);
    await page.close();
  });
});
