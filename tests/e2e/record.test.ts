/**
 * The field interview (issue 38) in Chromium at 390 px: from a first visit, with the network then
 * cut, a Fanorona interview answered as Montgomery's reading but one option, and "players
 * disagree" on who starts, yields Montgomery's reading with that one change and the open option
 * named; the page closed and opened again keeps the answers; the export keeps the player's name
 * out without consent. The values answered are read from the page's own data, not typed here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openSite } from "../support/site.ts";

const { browser, server } = await openSite();

interface Data {
  readonly questions: readonly {
    readonly key: string;
    readonly choices: readonly { readonly value: string }[];
  }[];
  readonly readings: readonly { readonly id: string; readonly values: Record<string, string> }[];
}

describe("the field interview", () => {
  it("answers offline at 390 px, keeps them across a reopening, and yields the one difference", async () => {
    // Not the suite's routed context: Playwright's request routing bypasses service workers.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/record/fanorona/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const data = JSON.parse(
      (await page.locator("script[data-interview]").textContent()) ?? "{}",
    ) as Data;
    const montgomery = data.readings.find((r) => r.id === "montgomery-1896")!.values;
    // An option whose other value shows from the start within the search's few turns.
    const changed = "continuation";
    const other = data.questions
      .find((q) => q.key === changed)!
      .choices.find((c) => c.value !== montgomery[changed])!.value;
    // The first touch loads the interview's code; once ready, the network goes.
    await page.locator('input[name="person"]').fill("Rakoto");
    await page.locator('record-interview[data-state="ready"]').waitFor();
    await page.reload();
    // Controlled by the worker now: the search's and the export's code is read, and kept.
    await page.locator('record-interview[data-offline="ready"]').waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.locator('record-interview[data-state="ready"]').waitFor();
    await page.locator('input[name="consent"][value="not-given"]').check();
    for (const q of data.questions) {
      const value =
        q.key === changed ? other : q.key === "starts" ? "~disagree" : montgomery[q.key];
      await page.locator(`input[name="q-${q.key}"][value="${value}"]`).check();
    }
    const result = page.locator("[data-result] [data-observed]");
    expect(await result.getAttribute("data-observed")).toBe("montgomery-1896");
    const differs = await result
      .locator("[data-differs] [data-option]")
      .evaluateAll((ls) => ls.map((l) => l.getAttribute("data-option")));
    expect(differs).toEqual([changed]);
    const open = await result
      .locator("[data-open] [data-option]")
      .evaluateAll((ls) =>
        ls.map((l) => [l.getAttribute("data-option"), l.getAttribute("data-why")]),
      );
    expect(open).toEqual([["starts", "disagree"]]);
    expect(await result.locator("[data-compare-observed]").getAttribute("href")).toContain(
      `fanorona/montgomery-1896~${changed}:${other}`,
    );

    // Where it first parts from Montgomery's reading, searched on the page, offline.
    await result.locator('[data-control="parts"]').click();
    const parts = result.locator('[data-parts-for="montgomery-1896"]');
    await parts.waitFor({ timeout: 60_000 });
    expect(await parts.getAttribute("data-result")).toBe("diverge");

    // Closed and opened again, still offline: every answer is back.
    await page.close();
    const again = await context.newPage();
    await again.goto(`${server.origin}/record/fanorona/`);
    await again.locator('record-interview[data-state="ready"]').waitFor();
    expect(await again.locator(`input[name="q-${changed}"]:checked`).getAttribute("value")).toBe(
      other,
    );
    expect(await again.locator('input[name="q-starts"]:checked').getAttribute("value")).toBe(
      "~disagree",
    );

    // The export: the player's name stays on the device without consent.
    await again.locator('[data-control="export"]').click();
    const link = again.locator("[data-export-file^='content/sources/']");
    await link.waitFor();
    // Saved as a reader saves it (the page's CSP keeps blob: out of fetch), still offline.
    const [download] = await Promise.all([again.waitForEvent("download"), link.click()]);
    const text = readFileSync(await download.path(), "utf8");
    expect(text).toContain("primary-ethnography");
    expect(text).not.toContain("Rakoto");
    await context.close();
  });
});
