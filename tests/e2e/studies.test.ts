/**
 * Lesson mode on a study page, in headless Chromium against dist/: the lesson starts near the
 * viewport, a move the rules refuse is refused with the engine's rule and the clause of the
 * source it rests on, a move the rules allow but the source does not play is answered apart ("Legal,
 * but the passage describes ..."), a click on the other side's piece says where the move starts,
 * the right move brings the next sentence, and the hints name the piece, then the move; the
 * buttons are at body text size. Keyboard only: the board's points are reached with the arrow keys and chosen with Enter.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSite } from "../support/site.ts";

const site = await openSite();
const { server } = site;

/** Focuses a point of the lesson board and presses Enter on it, as a keyboard user would. */
async function choose(page: Page, lesson: string, point: string): Promise<void> {
  await page.locator(`${lesson} [data-point="${point}"]`).focus();
  await page.keyboard.press("Enter");
}

const message = (page: Page, lesson: string) =>
  page.locator(`${lesson} [data-message]`).textContent();

/** What kind of answer the message gives: right, other, refused, opponent or said. */
const feedback = (page: Page, lesson: string) =>
  page.locator(`${lesson} [data-message]`).getAttribute("data-feedback");

describe("a study's lesson", () => {
  it("refuses with the rule and its clause, names the source's move, advances, hints", async () => {
    const ctx = await site.context({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${server.origin}/studies/montgomery-chain/`, { waitUntil: "load" });
    const lesson = "#lesson-1";
    await page.locator(lesson).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${lesson}[data-state="read"]`);
    expect(await page.locator(`${lesson} [data-lesson-controls]`).isHidden()).toBe(false);
    expect(await message(page, lesson)).toContain("Step 1 of 5");
    expect(
      await page
        .locator(`[data-lesson-for="lesson-1"] [data-lesson-step="0"]`)
        .getAttribute("aria-current"),
    ).toBe("step");

    // Step 1 asks for no move: Continue; step 2 asks for the approach e1-e2.
    await page.locator(`${lesson} [data-control="next"]`).click();
    await page.waitForSelector(`${lesson}[data-state="move"][data-step="1"]`);
    expect(await page.locator(`${lesson} [data-lesson-sentence]`).textContent()).toContain(
      "Second.",
    );

    // A click on the side not to move's piece says whose it is and where the move starts.
    const black = await page
      .locator(`${lesson} [data-point][data-piece="black"]`)
      .first()
      .getAttribute("data-point");
    await choose(page, lesson, black!);
    expect(await message(page, lesson)).toBe(
      "That is Black's piece, and White is to move: choose the piece on e1, where the move asked for starts.",
    );
    expect(await feedback(page, lesson)).toBe("opponent");

    // The lesson's buttons are at body text size.
    const size = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((e) => getComputedStyle(e).fontSize);
    expect(await size(`${lesson} [data-control="hint"]`)).toBe(await size("body"));

    // Hints: first the piece, then the move.
    await page.locator(`${lesson} [data-control="hint"]`).click();
    expect(await message(page, lesson)).toContain("the piece on e1");
    await page.locator(`${lesson} [data-control="hint"]`).click();
    expect(await message(page, lesson)).toContain("Play e1e2A");

    // The right move, by keyboard: the next sentence is shown and announced.
    await choose(page, lesson, "e1");
    await choose(page, lesson, "e2");
    await page.waitForSelector(`${lesson}[data-step="2"]`);
    expect(await message(page, lesson)).toMatch(/^Right: e1e2A\. Step 3 of 5: Thirdly/);
    await choose(page, lesson, "e2");
    await choose(page, lesson, "f2");
    await page.waitForSelector(`${lesson}[data-step="3"]`);
    await page.locator(`${lesson} [data-control="next"]`).click();
    await page.waitForSelector(`${lesson}[data-step="4"]`);

    // A move the rules refuse: the rule, Montgomery's citation and the clause.
    await choose(page, lesson, "f2");
    await choose(page, lesson, "g2");
    const refused = (await message(page, lesson)) ?? "";
    expect(refused).toContain("Refused [rule no-opposite-capture]");
    expect(refused).toContain("(Montgomery 1886, pp. 151-155");
    expect(refused).toContain("The clause: “(b) that he does not take a foe behind him");
    expect(await page.locator(lesson).getAttribute("data-step")).toBe("4");
    expect(await feedback(page, lesson)).toBe("refused");

    // A move the rules allow that the source does not play.
    await page.locator(`${lesson} [data-choices] button[data-step="stop"]`).click();
    expect(await message(page, lesson)).toMatch(
      /^Legal, but the passage describes f2f3A \(in the turn e1e2Af2Wf3A\): the rules allow stop/,
    );
    expect(await feedback(page, lesson)).toBe("other");

    await choose(page, lesson, "f2");
    await choose(page, lesson, "f3");
    await page.waitForSelector(`${lesson}[data-state="done"]`);
    expect(await message(page, lesson)).toContain("The lesson is over");
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
