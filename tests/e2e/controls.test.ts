/**
 * The simulator's controls do what they say (issue 34, part 3): Copy link copies the address of
 * the game as played, which restores it in a fresh page; the "?" key and button open the list of
 * keys; "How to read moves" leads to the notation, in the page's language. The moves come from
 * the engine run here in Node (tests/e2e/scenarios.ts), never typed in.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { localize } from "../../src/i18n/languages.ts";
import { url } from "../../src/site/routes.ts";
import { Session } from "../../src/play/session.ts";
import { openSite } from "../support/site.ts";
import { game, linkOf, randomGame, search, stepTexts, viewOf } from "./scenarios.ts";
import { stepPit } from "../../src/play/pick.ts";
import { lastMarks, lastTurns } from "../../src/play/last.ts";
import { attr, clickStep, message, position, sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
const problems: string[] = [];

async function open(path: string, hash = ""): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: 1000, height: 900 },
    serviceWorkers: "block",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${path}: console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${path}: page error: ${e.message}`));
  await page.goto(`${server.origin}${path}${hash === "" ? "" : `#${hash}`}`);
  // The simulator starts when it comes into view.
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  return page;
}

describe("the simulator's controls", () => {
  it("Copy link copies the game as played, and the address restores it in a fresh page", async () => {
    const g = game("fanorona", "walker-2011");
    const page = await open(url.game("fanorona"));
    await sim(page).locator("[data-control=ruleset]").selectOption("walker-2011");
    const s = new Session(g);
    for (const t of randomGame(g, 11).slice(0, 8)) await clickStep(page, s, t);
    const before = await position(page);
    await sim(page).locator('[data-control="copy-link"]').click();
    await page.waitForFunction(
      () => document.querySelector("game-simulator [data-message]")?.textContent !== "",
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(await message(page)).toMatch(/copied/i);
    expect(copied.startsWith(`${server.origin}${url.game("fanorona")}#`)).toBe(true);
    await page.close();
    const fresh = await open(url.game("fanorona"), new URL(copied).hash.slice(1));
    expect(await position(fresh)).toBe(before);
    expect(await attr(fresh, "ruleset")).toBe("walker-2011");
    await fresh.close();
  });

  it('the "?" key and button open and close the list of keys', async () => {
    const page = await open(url.game("fanorona"));
    const list = sim(page).locator("[data-keys]");
    const button = sim(page).locator('[data-control="keys"]');
    expect(await list.isHidden()).toBe(true);
    await sim(page).locator('[data-point="e3"]').focus();
    await page.keyboard.press("?");
    expect(await list.isVisible()).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await button.click();
    expect(await list.isHidden()).toBe(true);
    // A "?" typed into the position field is text, not a request for the keys.
    await sim(page).locator("[data-control=position]").press("?");
    expect(await list.isHidden()).toBe(true);
    await page.close();
  });

  it("How to read moves leads to the notation, in the page's language", async () => {
    for (const lang of ["en", "fr", "mg"] as const) {
      const page = await open(localize(lang, url.game("msuwa")));
      const href = await sim(page).locator('[data-control="read-moves"]').getAttribute("href");
      expect(href).toBe(`${localize(lang, url.method())}#notations`);
      const target = await page.goto(`${server.origin}${href}`);
      expect(target?.status()).toBe(200);
      expect(await page.locator("#notations").count()).toBe(1);
      await page.close();
    }
  });

  it("after f2e3 and the computer's reply, data-last marks both turns' points in order", async () => {
    const page = await open(url.game("fanorona"));
    const preset = await attr(page, "ruleset");
    await sim(page).locator("[data-control=side-1]").selectOption("level-1");
    const s = new Session(game("fanorona", preset!));
    await clickStep(page, s, "f2e3A");
    await page.waitForFunction(
      () => document.querySelector("game-simulator")?.getAttribute("data-to-move") === "white",
      undefined,
      { timeout: 20_000 },
    );
    const moves = await sim(page).locator("[data-moves] li button[data-node]").allInnerTexts();
    const reply = moves[1]!.replace(/^[^:]*:\s*/, "");
    expect(s.play(reply, "turn").ok).toBe(true);
    // The engine's own account of both turns, as last.ts reads them.
    const view = (state: unknown) => viewOf(s, state, "fanorona");
    const expected = lastMarks(lastTurns(s.turnGroups(), view));
    const marked = await sim(page)
      .locator("[data-last]")
      .evaluateAll((els) =>
        els.map((e) => [
          e.getAttribute("data-point"),
          e.getAttribute("data-last"),
          e.getAttribute("data-last-turn"),
        ]),
      );
    expect(new Map(marked.map(([p, r, t]) => [p, `${r}|${t}`]))).toEqual(
      new Map([...expected].map(([p, m]) => [p, `${m.roles.join(" ")}|${m.ages.join(" ")}`])),
    );
    // The human's turn is the older one: f2 its start, e3 its end.
    expect(expected.get("f2")?.roles[0]).toBe("from");
    expect(expected.get("f2")?.ages[0]).toBe(2);
    expect(expected.get("e3")?.roles[0]).toBe("to");
    expect(await sim(page).locator(".arrows .arrow").count()).toBeGreaterThanOrEqual(2);
    await page.close();
  });

  it("msuwa: a capture waiting for a choice marks exactly the engine's holes as choosable", async () => {
    const g = game("msuwa", "sanderson-1913");
    const { session: s, value: holes } = search(g, (x) => {
      if (!x.inTurn()) return undefined;
      const mover = x.game.players[x.game.toMove(x.state)] as "south" | "north";
      const view = viewOf(x, x.state, "mancala");
      if (view.kind !== "pits") return undefined;
      const ids = stepTexts(x).flatMap((t) => stepPit(t, mover, view.holes) ?? []);
      return ids.length > 0 ? [...new Set(ids)].sort() : undefined;
    });
    const page = await open(url.game("msuwa"), linkOf("sanderson-1913", s));
    await page.waitForFunction(
      () =>
        document.querySelector("game-simulator [data-board]")?.hasAttribute("data-sowing") ===
        false,
    );
    const marked = await sim(page)
      .locator("[data-choosable]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-pit")));
    expect(marked.sort()).toEqual(holes);
    // A click on a hole that is not one of them plays nothing and says why.
    const other = await sim(page)
      .locator("[data-pit]:not([data-choosable])")
      .first()
      .getAttribute("data-pit");
    const before = await position(page);
    const said = await message(page);
    await sim(page).locator(`[data-pit="${other}"]`).click();
    expect(await position(page)).toBe(before);
    expect(await message(page)).not.toBe(said);
    await page.close();
  });

  it("no console error or page error on any page opened above", () => {
    expect(problems).toEqual([]);
  });
});
