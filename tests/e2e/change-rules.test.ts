/**
 * "Change the rules" in headless Chromium (issue 21), through the DOM contract: the panel lists
 * every option the family declares, a change plays at once, a move only the changed reading
 * allows is played, the link restores the changed reading and its line, and a malformed option
 * in a link gets a message naming it and a fresh game under the source's reading. Expectations
 * come from the engine and the content files, never typed in.
 */
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/engine/index.ts";
import { loadGame, loadGameOrThrow, readRulesetFile } from "../../src/content/ruleset-files.ts";
import type { OptionSpec, OptionValue } from "../../src/engine/core/index.ts";
import { url } from "../../src/site/routes.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { readGridStep } from "../../src/play/pick.ts";
import { formatChanges, readingName } from "../../src/reading/changes.ts";
import { Session } from "../../src/play/session.ts";
import { formatLink } from "../../src/play/link.ts";
import { rulesetsOfGame } from "../../src/content/queries.ts";
import { db } from "../support/content.ts";
import { openSite } from "../support/site.ts";
import { stepTexts } from "./scenarios.ts";
import { attr, clickStep, message, position, sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
const problems: string[] = [];

const GAME = "fanorona";
const RULESET = "icga";
const specs = GAMES[GAME]!.options;
const data = (() => {
  const r = readRulesetFile(GAME, RULESET);
  if (!r.ok) throw new Error(r.error);
  return r.value;
})();
/** A rule the source's reading has on, switched off: it allows moves the source refuses. */
const KEY = "compulsory-capture";
const changes = { [KEY]: false };

async function open(hash = "", game = GAME): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${server.origin}${url.game(game)}${hash === "" ? "" : `#${hash}`}`);
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  return page;
}

async function openPanel(page: Page): Promise<void> {
  await sim(page).locator("[data-control=rules] > summary").click();
  await page.waitForSelector('game-simulator [data-control="option"]');
}

function onlyChangedAllows(): { line: string[]; step: string } {
  const changed = loadGameOrThrow(GAME, RULESET, changes) as SimGame;
  const source = loadGameOrThrow(GAME, RULESET) as SimGame;
  const a = new Session(changed);
  const b = new Session(source);
  const line: string[] = [];
  for (let ply = 0; ply < 40; ply++) {
    const steps = stepTexts(a);
    const step = steps.find((t) => !b.attempt(t, "step").ok);
    // After a line of at least one step, so that changing the rule has a game to carry on.
    if (step !== undefined && !a.inTurn() && line.length > 0) return { line, step };
    const both = steps.filter((t) => readGridStep(t).kind === "move" && b.attempt(t, "step").ok);
    const t = both[(ply * 7) % both.length];
    if (t === undefined) break;
    a.play(t, "step");
    b.play(t, "step");
    line.push(t);
  }
  throw new Error("no step only the changed reading allows");
}

describe("Change the rules", () => {
  it("lists every option with each source's value, its basis and passage", async () => {
    const page = await open();
    await openPanel(page);
    const rulesets = rulesetsOfGame(db, GAME).map((r) => r.data);
    for (const key of Object.keys(specs)) {
      expect(await sim(page).locator(`[data-control="option"][data-option="${key}"]`).count()).toBe(
        1,
      );
      const row = sim(page).locator(`tr[data-option-row="${key}"]`);
      for (const r of rulesets) {
        const link = row.locator(`td[data-ruleset="${r.id}"] a`);
        expect(await link.getAttribute("href")).toBe(
          `${url.ruleset(`${GAME}/${r.id}`)}#option-${key}`,
        );
      }
    }
    await page.close();
  });

  it("plays a change at once, a move only it allows, and the link restores both", async () => {
    expect(data.options[KEY]!.value).toBe(true);
    const { line, step } = onlyChangedAllows();
    const page = await open();
    // The line first, under the source's reading: legal under both, so the game goes on.
    const s = new Session(loadGameOrThrow(GAME, RULESET, changes) as SimGame);
    const played = new Session(loadGameOrThrow(GAME, RULESET) as SimGame);
    for (const t of line) {
      await clickStep(page, played, t);
      s.play(t, "step");
    }
    await openPanel(page);
    await sim(page).locator(`[data-control="option"][data-option="${KEY}"]`).uncheck();
    await page.waitForFunction(
      (v) => document.querySelector("game-simulator")?.getAttribute("data-changes") === v,
      formatChanges(changes, specs),
    );
    const name = readingName(data.title, changes, specs);
    expect(await message(page)).toContain(name);
    expect(await message(page)).toMatch(/every move so far is legal/);
    expect(await sim(page).locator("[data-reading]").innerText()).toMatch(/not any source's/);
    // The step the source's reading refuses, now played.
    await clickStep(page, s, step);
    expect(await message(page)).toContain(`played ${step}`);
    expect(await position(page)).toBe(s.game.formatPosition(s.state));
    const hash = await page.evaluate(() => location.hash.slice(1));
    expect(hash).toContain(`o=${formatChanges(changes, specs)}`);
    await page.close();

    const fresh = await open(hash);
    expect(await attr(fresh, "changes")).toBe(formatChanges(changes, specs));
    expect(await position(fresh)).toBe(s.game.formatPosition(s.state));
    expect(await message(fresh)).toContain(`Game restored from the link: ${name}`);
    await fresh.close();
  });

  it("a malformed or refused option in a link: a message naming it, the source's reading", async () => {
    const start = loadGameOrThrow(GAME, RULESET) as SimGame;
    const intKey = Object.keys(specs).find((k) => specs[k]!.kind === "int")!;
    const cases = [
      { options: "no-such-rule:1", named: ["no-such-rule"] },
      { options: `${KEY}:maybe`, named: [KEY, "maybe"] },
      { options: `${intKey}:-7`, named: [intKey, "-7"] },
      { options: "junk", named: ["junk"] },
    ];
    for (const c of cases) {
      const page = await open(formatLink({ ruleset: RULESET, options: c.options, moves: [] }));
      const said = await message(page);
      expect(said).toMatch(/does not hold a game/);
      for (const n of c.named) expect(said).toContain(n);
      expect(await attr(page, "ruleset")).toBe(RULESET);
      expect(await attr(page, "changes")).toBe("");
      expect(await position(page)).toBe(start.formatPosition(start.setup()));
      await page.close();
    }
  });

  it("on a mancala page, every kind of control sets its option, or the engine's refusal is said", async () => {
    const game = "msuwa";
    const page = await open("", game);
    await openPanel(page);
    const id = (await attr(page, "ruleset"))!;
    const file = readRulesetFile(game, id);
    if (!file.ok) throw new Error(file.error);
    const s = GAMES[game]!.options;
    /** A value the control offers that differs from the source's. */
    const other = (spec: OptionSpec, v: unknown): string | boolean | undefined => {
      if (spec.kind === "bool") return v !== true;
      if (spec.kind === "enum") return spec.values.find((x) => x !== v);
      const n = typeof v === "number" ? v + (spec.even === true ? 2 : 1) : spec.min;
      return String(spec.max !== undefined && n > spec.max ? spec.min : n);
    };
    for (const key of Object.keys(s)) {
      const spec = s[key]!;
      const value = other(spec, file.value.options[key]!.value);
      if (value === undefined) continue; // an enum of one value: nothing to change
      const control = sim(page).locator(`[data-control="option"][data-option="${key}"]`);
      if (typeof value === "boolean") await control.setChecked(value);
      else if (spec.kind === "enum") await control.selectOption(value);
      else {
        await control.fill(value);
        await control.dispatchEvent("change");
      }
      const compiled = loadGame(game, id, { [key]: value });
      if (compiled.ok) {
        const typed = compiled.value.options[key]!.value as OptionValue;
        const expected = formatChanges({ [key]: typed }, s);
        await page
          .waitForFunction(
            (v) => document.querySelector("game-simulator")?.getAttribute("data-changes") === v,
            expected,
            { timeout: 10_000 },
          )
          .catch(async () => {
            throw new Error(`${key}=${String(value)}: ${await message(page)}`);
          });
      } else {
        await page.waitForFunction(() =>
          /cannot be played/.test(
            document.querySelector("game-simulator [data-message]")?.textContent ?? "",
          ),
        );
        expect(await message(page)).toContain(key);
      }
      await sim(page).locator("[data-control=reset-options]").click();
      await page
        .waitForFunction(
          (title) => {
            const said = document.querySelector("game-simulator [data-message]")?.textContent ?? "";
            return (
              said.startsWith(`Now playing ${title}`) &&
              !said.startsWith(`Now playing ${title}, with`)
            );
          },
          file.value.title,
          { timeout: 10_000 },
        )
        .catch(async () => {
          throw new Error(`reset after ${key}=${String(value)}: ${await message(page)}`);
        });
      expect(await attr(page, "changes")).toBe("");
    }
    await page.close();
  });

  it("axe finds no violation with the panel open and a rule changed, in both colour schemes", async () => {
    const axe = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
    for (const colorScheme of ["light", "dark"] as const) {
      // bypassCSP only to inject axe's script; a ruleset page, as the simulator's own axe test.
      const page = await browser.newPage({
        viewport: { width: 1000, height: 900 },
        colorScheme,
        bypassCSP: true,
      });
      await page.goto(`${server.origin}${url.ruleset(`${GAME}/${RULESET}`)}`);
      await page.locator("game-simulator").scrollIntoViewIfNeeded();
      await page.waitForSelector("game-simulator [data-control=ruleset]");
      await openPanel(page);
      await sim(page).locator(`[data-control="option"][data-option="${KEY}"]`).uncheck();
      await page.waitForFunction(
        () => document.querySelector("game-simulator")?.getAttribute("data-changes") !== "",
      );
      await page.addScriptTag({ path: axe });
      const violations = await page.evaluate(async () => {
        const r = await (
          window as unknown as {
            axe: {
              run: (c: Document) => Promise<{
                violations: { id: string; nodes: { target: string[] }[] }[];
              }>;
            };
          }
        ).axe.run(document);
        return r.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
      });
      expect(violations, colorScheme).toEqual([]);
      await page.close();
    }
  });

  it("raised no console or page errors", () => {
    expect(problems).toEqual([]);
  });
});
