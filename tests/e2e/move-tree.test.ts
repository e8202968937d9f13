/**
 * The analysis board in headless Chromium (issue 22), through the DOM contract: a line played,
 * stepped back and another move played is a variation; the keyboard steps along a line and
 * between variations with the focus and the live region following; promote, delete and a
 * comment; the file downloaded reads back in Node to the tree played; a file with an illegal
 * move is refused at that move with its rule and the game is kept; a tree link restores every
 * line. Expectations come from the engine and the notation code, never typed in.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { compileFromFiles } from "../../src/cli/notation.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { errorText } from "../../src/notation/tree.ts";
import { url } from "../../src/site/routes.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { notationTree } from "../../src/simulator/notation-io.ts";
import { Session } from "../../src/play/session.ts";
import { setComment } from "../../src/simulator/tree-edit.ts";
import { openSite } from "../support/site.ts";
import { message, position, sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
const problems: string[] = [];
const GAME = "fanorona-telo";
const RULESET = "murray-1951";
const g = loadGameOrThrow(GAME, RULESET) as SimGame;

async function open(
  hash = `r=${RULESET}`,
  o: { path?: string; colorScheme?: "light" | "dark"; bypassCSP?: boolean } = {},
): Promise<Page> {
  // bypassCSP only where axe's script must be injected; elsewhere the page runs under its policy.
  const page = await browser.newPage({
    viewport: { width: 1000, height: 900 },
    acceptDownloads: true,
    colorScheme: o.colorScheme ?? "light",
    bypassCSP: o.bypassCSP ?? false,
  });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${server.origin}${o.path ?? url.game(GAME)}#${hash}`);
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  return page;
}

/** The legal placements at the session's position, in the engine's order. */
const turns = (s: Session): string[] => g.turns(s.state).map((t) => g.formatTurn(s.state, t));

/** Plays a Telo placement by clicking its point, and in the Node session beside it. */
async function place(page: Page, s: Session, turn: string): Promise<void> {
  await sim(page)
    .locator(`[data-point="${turn.slice(1)}"]`)
    .click();
  expect(s.play(turn, "turn").ok).toBe(true);
  await expect.poll(() => position(page)).toBe(g.formatPosition(s.state));
}

const current = (page: Page) =>
  sim(page).locator("[data-moves] [aria-current=step]").getAttribute("data-node");
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-node") ?? null);

async function key(page: Page, name: string, node: string): Promise<void> {
  await page.keyboard.press(name);
  await expect.poll(() => current(page)).toBe(node);
  expect(await focused(page)).toBe(node);
}

afterAll(() => expect(problems).toEqual([]));

/** A file with a variation at the start, one after the first move, and a comment. */
function treeFile(): { text: string; moves: string[] } {
  const s = new Session(g);
  const [a, b] = turns(s);
  s.play(a!, "turn");
  const [c, d] = turns(s);
  return {
    text: `[Game "${GAME}"]\n[Ruleset "${RULESET}"]\n\n1. ${a} (1. ${b} {another first move}) 1... ${c} (1... ${d}) *\n`,
    moves: [a!, b!, c!, d!],
  };
}

async function paste(page: Page, text: string): Promise<void> {
  await sim(page).locator("[data-control=notation] > summary").click();
  await sim(page).locator('[data-control="import-notation"]').fill(text);
  await sim(page).locator('[data-control="load-notation"]').click();
}

describe("the analysis board", () => {
  it("a variation, keys between lines, promote, delete, a comment, and the file read back", async () => {
    const page = await open();
    const s = new Session(g);
    const [a] = turns(s);
    await place(page, s, a!);
    const [b, c] = turns(s);
    await place(page, s, b!);
    const [d] = turns(s);
    await place(page, s, d!);
    // Back two moves by keyboard: the focus and the live region follow.
    await sim(page).locator('[data-node="0.0.0"]').focus();
    await key(page, "ArrowLeft", "0.0");
    await key(page, "ArrowLeft", "0");
    expect(await message(page)).toMatch(new RegExp(`^Move 1, \\w+: ${a}`));
    s.goTo(s.root.children[0]!);
    await place(page, s, c!);
    // The old line is kept and the new move is a variation of it.
    const variation = sim(page).locator('[data-variation="0.1"]');
    await expect.poll(() => variation.count()).toBe(1);
    expect(await variation.locator('[data-node="0.1"]').innerText()).toContain(c);
    expect(await sim(page).locator('[data-node="0.0.0"]').innerText()).toContain(d);
    // Up and down between the two moves played at that point.
    await sim(page).locator('[data-node="0.1"]').focus();
    await key(page, "ArrowUp", "0.0");
    expect(await message(page)).toContain(`${b}, the main move of 2 here`);
    expect(await position(page)).toBe(g.formatPosition(s.after(s.root.children[0]!.children[0]!)));
    await key(page, "ArrowDown", "0.1");
    expect(await message(page)).toContain(`${c}, variation 1 of 2 here`);
    // Home: the start, no move shown; the first move holds the focus.
    await page.keyboard.press("Home");
    await expect.poll(() => sim(page).locator("[data-moves] [aria-current]").count()).toBe(0);
    expect(await focused(page)).toBe("0");
    expect(await message(page)).toBe("The start position.");
    await page.keyboard.press("End");
    await expect.poll(() => current(page)).toBe("0.0.0");
    // Promote the variation, then delete the old main line, now a variation.
    await sim(page).locator('[data-node="0.1"]').click();
    await expect.poll(() => current(page)).toBe("0.1");
    await sim(page).locator('[data-control="promote"]').click();
    await expect.poll(() => sim(page).locator('[data-node="0.0"]').innerText()).toContain(c);
    await sim(page).locator('[data-node="0.1.0"]').click();
    await sim(page).locator('[data-control="delete-variation"]').click();
    await expect.poll(() => sim(page).locator("[data-variation]").count()).toBe(0);
    expect(await current(page)).toBe("0");
    // A comment on the move shown.
    await sim(page).locator('[data-node="0.0"]').click();
    await sim(page).locator('[data-control="comment"]').click();
    await sim(page).locator('[data-control="comment-text"]').fill("the reader's note {here}");
    await sim(page).locator('[data-control="save-comment"]').click();
    await expect
      .poll(() =>
        sim(page).locator('[data-moves] li:has([data-node="0.0"]) [data-comment]').innerText(),
      )
      .toContain("the reader's note {here}");
    // What the page holds now, built in Node: a, c (commented); the line a, b, d deleted.
    const expected = new Session(g);
    expected.play(a!, "turn");
    expected.play(c!, "turn");
    setComment(expected.node, "the reader's note {here}");
    // Downloaded and read back in Node, checked by the engine under the same reading.
    await sim(page).locator("[data-control=notation] > summary").click();
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      sim(page).locator('[data-control="export-notation"]').click(),
    ]);
    const text = readFileSync(await file.path(), "utf8");
    const checked = checkNotation(text, compileFromFiles());
    if (!checked.ok) throw new Error(errorText(checked.error));
    expect(checked.value.parsed.tree.children).toEqual(notationTree(expected, []).children);
    expect(text).toContain(`[Game "${GAME}"]\n[Ruleset "${RULESET}"]`);
    await page.close();
  });

  it("a file with an illegal move is refused at that move with the rule; the game is kept", async () => {
    const page = await open();
    const s = new Session(g);
    const [a] = turns(s);
    await place(page, s, a!);
    const before = await sim(page).locator("[data-moves]").innerHTML();
    // The second move places on the point the first took.
    const bad = `[Game "${GAME}"]\n[Ruleset "${RULESET}"]\n\n1. ${a} ${a} *\n`;
    const refused = checkNotation(bad, compileFromFiles());
    if (refused.ok) throw new Error("the engine accepts the file");
    expect(refused.error.rule).toBeDefined();
    await sim(page).locator("[data-control=notation] > summary").click();
    await sim(page).locator('[data-control="import-notation"]').fill(bad);
    await sim(page).locator('[data-control="load-notation"]').click();
    // The page cites the rule's passage by the source's name (the simulator's citation words).
    const located = errorText(refused.error).replace(/ \([^()]*\)$/, "");
    await expect.poll(() => message(page)).toContain(located);
    expect(await message(page)).toContain(`refused by the rule ${refused.error.rule}`);
    expect(await message(page)).toContain("Your game is unchanged");
    expect(await sim(page).locator("[data-moves]").innerHTML()).toBe(before);
    expect(await position(page)).toBe(g.formatPosition(s.state));
    // Another game's file is refused by name.
    await sim(page)
      .locator('[data-control="import-notation"]')
      .fill('[Game "msuwa"]\n[Ruleset "sanderson-1913"]\n\n*\n');
    await sim(page).locator('[data-control="load-notation"]').click();
    await expect.poll(() => message(page)).toContain(`the file is a game of msuwa, not of ${GAME}`);
    // A file opened from disk, legal this time, replaces the game.
    await sim(page)
      .locator('[data-control="import-notation-file"]')
      .setInputFiles({
        name: "opening.fnt",
        mimeType: "text/plain",
        buffer: Buffer.from(treeFile().text),
      });
    await expect
      .poll(() => message(page))
      .toContain("Loaded opening.fnt: 4 moves, 2 variations, under");
    await page.close();
  });

  it("a tree link restores every line and comment", async () => {
    const { text, moves } = treeFile();
    const page = await open();
    await paste(page, text);
    await expect
      .poll(() => message(page))
      .toContain("Loaded the pasted text: 4 moves, 2 variations");
    await expect.poll(() => sim(page).locator("[data-variation]").count()).toBe(2);
    await sim(page).locator('[data-control="share-tree"]').click();
    const link = sim(page).locator("[data-tree-link]");
    await expect.poll(() => link.inputValue()).toMatch(/#t=[A-Za-z0-9_-]+$/);
    const hash = new URL(await link.inputValue()).hash.slice(1);
    await page.close();
    const again = await open(hash);
    await expect.poll(() => sim(again).locator("[data-variation]").count()).toBe(2);
    expect(await message(again)).toContain("Loaded the game in the link: 4 moves, 2 variations");
    expect(await sim(again).locator('[data-node="1"]').innerText()).toContain(moves[1]);
    expect(await sim(again).locator("[data-moves] [data-comment]").innerText()).toContain(
      "another first move",
    );
    await again.close();
  });

  it("axe finds no violation with variations, a comment, the comment form and the file panel", async () => {
    const axe = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
    for (const colorScheme of ["light", "dark"] as const) {
      // A ruleset page, as in simulator.test.ts: the game page's own tables are not at issue.
      const path = url.ruleset(`${GAME}/${RULESET}`);
      const page = await open(`r=${RULESET}`, { path, colorScheme, bypassCSP: true });
      await paste(page, treeFile().text);
      await expect.poll(() => sim(page).locator("[data-variation]").count()).toBe(2);
      await sim(page).locator('[data-control="comment"]').click();
      await page.addScriptTag({ path: axe });
      const violations = await page.evaluate(async () => {
        const r = await (
          window as unknown as {
            axe: {
              run: (c: Document) => Promise<{
                violations: {
                  id: string;
                  nodes: { target: string[]; failureSummary?: string }[];
                }[];
              }>;
            };
          }
        ).axe.run(document);
        return r.violations.map(
          (v) =>
            `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(", ")}`,
        );
      });
      expect(violations, colorScheme).toEqual([]);
      await page.close();
    }
  });
});
