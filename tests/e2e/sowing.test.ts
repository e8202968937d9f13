/**
 * A mancala turn you can follow (issue 34, parts 1, 2 and 6), through the DOM contract
 * (docs/simulator.md): on /games/msuwa/ a sowing marks every hole it touched with `data-sown`,
 * numbered as the engine sowed them, while it plays and after; a capture waiting for a choice
 * says in words what it took and what to choose, the holes' labels reading as the steps write
 * them; a click on another hole changes nothing and says why; the setting and
 * `prefers-reduced-motion` show a sowing at once. Then axe, run on every simulator family, a
 * lesson and the compare picker after each has started and after a turn. Every expectation
 * comes from the engine run here in Node (tests/e2e/scenarios.ts).
 */
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { turnSowingPath, type MancalaGame } from "../../src/engine/mancala/index.ts";
import type { MancalaState } from "../../src/engine/mancala/types.ts";
import { url } from "../../src/site/routes.ts";
import { Session } from "../../src/play/session.ts";
import { sownMarks } from "../../src/play/sown.ts";
import { askedHoles, mancalaAsk } from "../../src/play/asks.ts";
import { simWords } from "../../src/play/words-build.ts";
import { stepPit } from "../../src/play/pick.ts";
import type { PitsView } from "../../src/board/view.ts";
import { openSite } from "../support/site.ts";
import { game, linkOf, search, stepTexts, viewOf } from "./scenarios.ts";
import { clickStep, message, position, sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
const problems: string[] = [];
const said = { sources: {}, words: simWords("en") };

async function open(
  path: string,
  o: {
    hash?: string;
    reducedMotion?: "reduce";
    bypassCSP?: boolean;
    scheme?: "dark" | undefined;
    phone?: boolean;
  } = {},
): Promise<Page> {
  const page = await browser.newPage({
    viewport: o.phone === true ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    serviceWorkers: "block",
    reducedMotion: o.reducedMotion ?? "no-preference",
    colorScheme: o.scheme ?? "light",
    bypassCSP: o.bypassCSP ?? false,
  });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${path}: console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${path}: page error: ${e.message}`));
  await page.goto(`${server.origin}${path}${o.hash === undefined ? "" : `#${o.hash}`}`);
  return page;
}

async function openSim(path: string, o: Parameters<typeof open>[1] = {}): Promise<Page> {
  const page = await open(path, o);
  await sim(page).scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  return page;
}

const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector("game-simulator [data-board]")?.hasAttribute("data-sowing") === false,
  );

/** `data-sown` of every hole that has it. */
const sownOnPage = (page: Page) =>
  sim(page).evaluate((el): Record<string, string> =>
    Object.fromEntries(
      [...el.querySelectorAll("[data-sown]")].map((e) => [
        e.getAttribute("data-pit") ?? "",
        e.getAttribute("data-sown") ?? "",
      ]),
    ),
  );

/** The engine's account of a step's sowing, as `data-sown` writes it. */
function expectedSown(s: Session, text: string): Record<string, string> {
  const mg = s.game as unknown as MancalaGame;
  const step = mg.parseStep(s.state as MancalaState, text);
  if (!step.ok) throw new Error(text);
  const path = turnSowingPath(mg, s.state as MancalaState, [step.value]);
  if (!path.ok) throw new Error(text);
  const sown = sownMarks(path.value.moves);
  return Object.fromEntries([...sown.orders].map(([id, o]) => [id, o.join(" ")]));
}

const pits = (s: Session, state: unknown): PitsView => {
  const v = viewOf(s, state, "mancala");
  if (v.kind !== "pits") throw new Error("not a mancala board");
  return v;
};

/** The first step of Msuwa's start whose sowing touches the most holes (a relay). */
function longestFirst(s: Session): { text: string; sown: Record<string, string> } {
  return stepTexts(s)
    .map((text) => ({ text, sown: expectedSown(s, text) }))
    .sort((a, b) => Object.keys(b.sown).length - Object.keys(a.sown).length)[0]!;
}

describe("msuwa: a sowing you can follow", () => {
  it("numbers every hole it touches, in the engine's order, while it plays and after", async () => {
    const s = new Session(game("msuwa", "sanderson-1913"));
    const page = await openSim(url.game("msuwa"));
    await sim(page).locator("[data-control=ruleset]").selectOption("sanderson-1913");
    const { text, sown } = longestFirst(s);
    expect(Object.keys(sown).length).toBeGreaterThan(4);
    await sim(page)
      .locator(`[data-pit="${stepPit(text, "south", pits(s, s.state).holes)}"]`)
      .click();
    // Mid-sowing: some holes numbered already, each as the engine numbers it so far.
    await page.waitForFunction(
      () => document.querySelectorAll("game-simulator [data-sown]").length >= 2,
    );
    const partial = await sownOnPage(page);
    for (const [id, orders] of Object.entries(partial))
      expect(sown[id]?.startsWith(orders), id).toBe(true);
    await settled(page);
    expect(await sownOnPage(page)).toEqual(sown);
    // The first hole lifted is the one clicked, marked `from`.
    const from = await sim(page).locator('[data-last~="from"]').getAttribute("data-pit");
    expect(from).toBe(stepPit(text, "south", pits(s, s.state).holes));
    await page.close();
  });

  it("at 390 px the board, wider than the screen, keeps the hole being sown in sight", async () => {
    const s = new Session(game("msuwa", "sanderson-1913"));
    const page = await openSim(url.game("msuwa"), { phone: true });
    await sim(page).locator("[data-control=ruleset]").selectOption("sanderson-1913");
    const board = sim(page).locator("[data-board]");
    expect(await board.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
    const { text } = longestFirst(s);
    await sim(page)
      .locator(`[data-pit="${stepPit(text, "south", pits(s, s.state).holes)}"]`)
      .click();
    // Every frame of the sowing, read in the page: the hole being sown lies within the board's
    // visible width, and the page itself has not moved sideways.
    const frames = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const b = document.querySelector<HTMLElement>("game-simulator [data-board]")!;
          const out: string[] = [];
          const look = () => {
            const at = b.getAttribute("data-sowing");
            if (at === null) {
              resolve(out);
              return;
            }
            const hole = b.querySelector(`[data-pit="${at}"]`)!.getBoundingClientRect();
            const box = b.getBoundingClientRect();
            const inSight = hole.left >= box.left - 1 && hole.right <= box.right + 1;
            out.push(`${at} ${inSight ? "in sight" : "out of sight"} ${window.scrollX}`);
            requestAnimationFrame(look);
          };
          look();
        }),
    );
    expect(frames.length).toBeGreaterThan(4);
    expect(frames.filter((f) => !f.endsWith(" in sight 0"))).toEqual([]);
    await page.close();
  });

  it("under prefers-reduced-motion, or with the setting, the sowing is numbered at once", async () => {
    for (const way of ["reduced", "setting"] as const) {
      const s = new Session(game("msuwa", "sanderson-1913"));
      const page = await openSim(
        url.game("msuwa"),
        way === "reduced" ? { reducedMotion: "reduce" } : {},
      );
      await sim(page).locator("[data-control=ruleset]").selectOption("sanderson-1913");
      if (way === "setting") await sim(page).locator('[data-control="sow-at-once"]').check();
      const { text, sown } = longestFirst(s);
      await sim(page)
        .locator(`[data-pit="${stepPit(text, "south", pits(s, s.state).holes)}"]`)
        .click();
      expect(await sim(page).locator("[data-board]").getAttribute("data-sowing"), way).toBeNull();
      // The sowing's drawing loads with the first move (ui/sown.ts), then draws again.
      await page.waitForSelector("game-simulator [data-sown]");
      expect(await sownOnPage(page), way).toEqual(sown);
      await page.close();
    }
  });

  it("a capture waiting for a choice says what it took and what to choose, in the steps' names", async () => {
    const g = game("msuwa", "sanderson-1913");
    const { session: s } = search(g, (x) =>
      x.inTurn() && stepTexts(x).length <= 8 ? true : undefined,
    );
    const page = await openSim(url.game("msuwa"), { hash: linkOf("sanderson-1913", s) });
    await settled(page);
    await page.waitForSelector("game-simulator [data-sown], game-simulator [data-last]");
    const group = s.turnGroups().at(-1)!;
    const mg = g as unknown as MancalaGame;
    const captured = [
      ...sownMarks(
        group.entries.flatMap((e) => {
          const st = mg.parseStep(e.before as MancalaState, e.text);
          if (!st.ok) return [];
          const p = turnSowingPath(mg, e.before as MancalaState, [st.value]);
          return p.ok ? p.value.moves : [];
        }),
      ).roles,
    ].flatMap(([id, r]) => (r.includes("captured") ? [id] : []));
    const start = pits(s, group.entries[0]!.before);
    const now = pits(s, s.state);
    const steps = stepTexts(s);
    const ask = mancalaAsk(said, start, now, captured, steps)!;
    expect(ask).toContain("Choose");
    expect(await sim(page).locator("[data-state]").innerText()).toBe(ask);
    // Each hole to take is highlighted, and labelled as its step writes it (xc12: c12).
    for (const hole of askedHoles(steps)) {
      const id = stepPit(`x${hole}`, now.toMove, now.holes)!;
      const pit = sim(page).locator(`[data-pit="${id}"]`);
      expect(await pit.getAttribute("data-choosable")).toBe("");
      expect(await pit.locator("text.name").textContent()).toBe(hole);
      expect(await pit.getAttribute("aria-label")).toContain(` ${hole}, `);
    }
    // A hole of the mover's own: the position stays, and the message says what is asked.
    const own = await sim(page)
      .locator(`[data-pit^="${now.toMove}:"]`)
      .first()
      .getAttribute("data-pit");
    const before = await position(page);
    await sim(page).locator(`[data-pit="${own}"]`).click();
    expect(await position(page)).toBe(before);
    expect(await message(page)).toContain("cannot be chosen now");
    expect(await message(page)).toContain(ask);
    await page.close();
  });
});

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe's WCAG A/AA violations on the open page, one line each. */
async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const r = await (
      window as unknown as {
        axe: {
          run: (
            c: Document,
            o: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

describe("axe once things run, and after a turn", () => {
  // A ruleset page of each family's games (a game page's comparison table is checked by the
  // crawl); the two four-row games that sow differently.
  const PAGES = [
    ["fanorona", "icga", "fanorona"],
    ["fanorona-telo", "murray-1951", "telo"],
    ["msuwa", "sanderson-1913", "mancala"],
    ["fifangha", "flacourt-1658", "mancala"],
  ] as const;

  for (const [id, ruleset, family] of PAGES)
    it(`${id}: the simulator, started and after a turn, light and dark`, async () => {
      for (const scheme of [undefined, "dark"] as const) {
        const page = await openSim(url.ruleset(`${id}/${ruleset}`), { bypassCSP: true, scheme });
        expect(await axe(page), `${id} started`).toEqual([]);
        const s = new Session(game(id, ruleset));
        const text = stepTexts(s)[0]!;
        if (family === "mancala") {
          const v = pits(s, s.state);
          await sim(page)
            .locator(`[data-pit="${stepPit(text, v.toMove, v.holes)}"]`)
            .click();
          await settled(page);
        } else await clickStep(page, s, text);
        expect(await axe(page), `${id} after ${text}`).toEqual([]);
        await page.close();
      }
    });

  it("a lesson, started and after a move", async () => {
    const page = await open("/studies/montgomery-chain/", { bypassCSP: true });
    const lesson = "#lesson-1";
    await page.locator(lesson).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${lesson}[data-state="read"]`);
    expect(await axe(page), "started").toEqual([]);
    await page.locator(`${lesson} [data-control="next"]`).click();
    await page.waitForSelector(`${lesson}[data-state="move"][data-step="1"]`);
    await page.locator(`${lesson} [data-point="e1"]`).click();
    await page.locator(`${lesson} [data-point="e2"]`).click();
    await page.waitForSelector(`${lesson}[data-step="2"]`);
    expect(await axe(page), "after e1e2A").toEqual([]);
    await page.close();
  });

  it("the compare picker, started and after a comparison", async () => {
    const page = await open(url.compareIndex(), { bypassCSP: true });
    await page.locator("compare-picker").scrollIntoViewIfNeeded();
    await page.waitForSelector("compare-picker[data-ready]", { state: "attached" });
    expect(await axe(page), "started").toEqual([]);
    for (const k of ["fanorona/icga", "msuwa/sanderson-1913"])
      await page.locator(`input[name="r"][value="${k}"]`).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await page.waitForSelector(".compare-table");
    expect(await axe(page), "compared").toEqual([]);
    await page.close();
  });

  it("no console error or page error on any page opened above", () => {
    expect(problems).toEqual([]);
  });
});
