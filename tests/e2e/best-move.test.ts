/**
 * "Best move here" (issue 34, part 4), in headless Chromium against dist/: the engine's answer,
 * searched in the worker under the reading in force, is the one the CLI's `ai` gives for the same
 * position at the same fixed settings (`ANALYSIS`: iterations and seed, never a time), its move
 * is drawn without being played (arrows, `data-best`), and Telo answers with the solver's exact
 * value. The positions come from seeded play in Node (tests/e2e/scenarios.ts), the expected
 * answers from the CLI run here (src/cli/main.ts), never typed in.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { url } from "../../src/site/routes.ts";
import { Session } from "../../src/play/session.ts";
import { formatLink } from "../../src/play/link.ts";
import { ANALYSIS } from "../../src/simulator/computer.ts";
import { openSite } from "../support/site.ts";
import { game, randomGame } from "./scenarios.ts";
import { loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { attr, position, sim } from "./simulator-page.ts";

const { browser, server } = await openSite();

async function open(path: string, hash: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${server.origin}${path}#${hash}`);
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=best-move]");
  return { page, problems };
}

/** The CLI's answer: its output lines. */
function cli(args: string[]): string[] {
  const out: string[] = [];
  const errors: string[] = [];
  const status = main(
    args,
    (l) => out.push(l),
    (l) => errors.push(l),
  );
  if (status !== 0) throw new Error(`engine ${args.join(" ")}: ${errors.join("; ")}`);
  return out;
}

/** Seeded whole turns from the start, as a session and their texts. */
function played(gameId: string, ruleset: string, n: number, overrides = {}) {
  const g =
    Object.keys(overrides).length === 0
      ? game(gameId, ruleset)
      : (loadGameOrThrow(gameId, ruleset, overrides) as SimGame);
  const s = new Session(g);
  const turns: string[] = [];
  for (const step of randomGame(g, 5)) {
    if (turns.length >= n) break;
    if (!s.play(step, "step").ok) break;
    if (!s.inTurn()) turns.push(s.turnGroups().at(-1)!.text);
  }
  return { s, turns };
}

/** Clicks "Best move here" and waits for the answer drawn. */
async function askBest(page: Page): Promise<{ line: string; score: string; words: string }> {
  await sim(page).locator("[data-control=best-move]").click();
  await page.waitForSelector('game-simulator[data-best="shown"]', { timeout: 60_000 });
  const region = sim(page).locator("[data-analysis]");
  return {
    line: (await region.getAttribute("data-line")) ?? "",
    score: (await region.getAttribute("data-score")) ?? "",
    words: await region.innerText(),
  };
}

describe("Best move here", () => {
  it("answers on Fanorona as the CLI's search does, and draws the move without playing it", async () => {
    const { s, turns } = played("fanorona", "icga", 4);
    const { page, problems } = await open(
      url.game("fanorona"),
      formatLink({ ruleset: "icga", moves: s.moveTexts() }),
    );
    const before = await position(page);
    const best = await askBest(page);
    const [turn, json] = cli([
      "ai",
      ...["--game", "fanorona", "--ruleset", "icga", "--moves", turns.join(" ")],
      ...["--iterations", String(ANALYSIS.iterations), "--seed", String(ANALYSIS.seed)],
    ]);
    const expected = JSON.parse(json!) as { line: string[]; score: number };
    expect(best.line.split(" ")[0]).toBe(turn);
    expect(best.line).toBe(expected.line.join(" "));
    expect(Number(best.score)).toBe(expected.score);
    expect(best.words).toContain(`Best move for`);
    expect(best.words).toContain(turn!);
    // Drawn, not played: the position is unchanged, the move's points carry data-best.
    expect(await position(page)).toBe(before);
    expect(await sim(page).locator(".arrow--best").count()).toBeGreaterThan(0);
    const from = /^[a-i][1-9]/.exec(turn!)![0];
    expect(await sim(page).locator(`[data-point="${from}"]`).getAttribute("data-best")).toBe(
      "from",
    );
    // A move played forgets the answer: its arrows and words go.
    await sim(page).locator("[data-control=new]").click();
    expect(await sim(page).locator(".arrow--best").count()).toBe(0);
    expect(await sim(page).locator("[data-analysis]").isHidden()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("searches under a changed reading, as the CLI does with the same option", async () => {
    const { s, turns } = played("fanorona", "icga", 2, { continuation: "compulsory" });
    const hash = formatLink({
      ruleset: "icga",
      options: "continuation:compulsory",
      moves: s.moveTexts(),
    });
    const { page, problems } = await open(url.game("fanorona"), hash);
    expect(await attr(page, "changes")).toContain("continuation:compulsory");
    const best = await askBest(page);
    const [, json] = cli([
      "ai",
      ...["--game", "fanorona", "--ruleset", "icga", "--option", "continuation=compulsory"],
      ...["--moves", turns.join(" ")],
      ...["--iterations", String(ANALYSIS.iterations), "--seed", String(ANALYSIS.seed)],
    ]);
    expect(best.line).toBe((JSON.parse(json!) as { line: string[] }).line.join(" "));
    expect(problems).toEqual([]);
    await page.close();
  });

  it("answers on Msuwa as the CLI does, marking the hole to sow", async () => {
    const { s, turns } = played("msuwa", "sanderson-1913", 2);
    const { page, problems } = await open(
      url.game("msuwa"),
      formatLink({ ruleset: "sanderson-1913", moves: s.moveTexts() }),
    );
    const best = await askBest(page);
    const [turn, json] = cli([
      "ai",
      ...["--game", "msuwa", "--ruleset", "sanderson-1913", "--moves", turns.join(" ")],
      ...["--iterations", String(ANALYSIS.iterations), "--seed", String(ANALYSIS.seed)],
    ]);
    expect(best.line).toBe((JSON.parse(json!) as { line: string[] }).line.join(" "));
    expect(best.line.split(" ")[0]).toBe(turn);
    expect(await sim(page).locator('[data-best="move"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("gives Telo's exact value from the solver", async () => {
    const { s, turns } = played("fanorona-telo", "murray-1951", 3);
    const { page, problems } = await open(
      url.game("fanorona-telo"),
      formatLink({ ruleset: "murray-1951", moves: s.moveTexts() }),
    );
    const best = await askBest(page);
    const out = cli([
      "solve",
      ...["--game", "fanorona-telo", "--ruleset", "murray-1951"],
      ...["--position", s.game.formatPosition(s.state)],
    ]);
    expect(turns.length).toBe(3);
    const value = out[0]!;
    const optimal = (out[1] ?? "").replace(/^optimal: /, "").split(" ");
    expect(optimal).toContain(best.line.split(" ")[0]);
    expect(best.words).toContain("The solver’s exact value");
    const m = /(wins|loses) in (\d+) pl/.exec(value);
    if (m === null) expect(best.words).toContain("a draw with best play");
    else expect(best.words).toContain(`${m[1]} in ${m[2]} pl`);
    expect(problems).toEqual([]);
    await page.close();
  });
});
