/**
 * The simulator in headless Chromium (issue 10, item 7), against dist/ as the build leaves it.
 * Every expectation comes from the engine run here in Node (the same `Session` the page uses)
 * or from the content files, never typed in: the positions come from tests/e2e/scenarios.ts.
 */
import { simWords } from "../../src/play/words-build.ts";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { url } from "../../src/site/routes.ts";
import { replaysOf } from "../../src/simulator/replays.ts";
import { perfectTurn, type TeloGame, type TeloState } from "../../src/engine/telo/index.ts";
import {
  turnSowingPath,
  type MancalaGame,
  type MancalaState,
} from "../../src/engine/mancala/index.ts";
import { pitId } from "../../src/board/names.ts";
import { compileRuleset, velaHandicap, type SimGame } from "../../src/play/engine.ts";
import { configJson, type SimConfig } from "../../src/play/config.ts";
import { statusWords } from "../../src/site/status-words.ts";
import { velaText } from "../../src/simulator/ui/render.ts";
import { placeId } from "../../src/simulator/ui/sowing.ts";
import { attemptsBetween, readGridStep } from "../../src/play/pick.ts";
import { Session, explainAttempt } from "../../src/play/session.ts";
import { formatLink } from "../../src/play/link.ts";
import { refusal } from "../../src/play/messages.ts";
import { db } from "../support/content.ts";
import { openSite } from "../support/site.ts";
import { game, linkOf, randomGame, search, stepTexts, takenBy, viewOf } from "./scenarios.ts";
import { attr, clickStep, message, position, sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
/** Console errors and page errors of every page opened here. */
const problems: string[] = [];

const shortNames = (): Record<string, string> =>
  Object.fromEntries(db.sources.map((s) => [s.id, s.data["title-short"]]));

/** Opens a page with a simulator and waits until it runs. */
async function open(
  path: string,
  hash = "",
  colorScheme: "light" | "dark" = "light",
  bypassCSP = false,
  reducedMotion: "reduce" | "no-preference" = "no-preference",
): Promise<Page> {
  // bypassCSP only where axe's script must be injected; elsewhere the page runs under its policy.
  // The offline worker, once active, answers navigations itself, and page.route (used below to
  // serve a changed ruleset) does not see what a service worker answers: the tests block it.
  const page = await browser.newPage({
    viewport: { width: 1000, height: 900 },
    colorScheme,
    bypassCSP,
    reducedMotion,
    serviceWorkers: "block",
  });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${path}: console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${path}: page error: ${e.message}`));
  await page.goto(`${server.origin}${path}${hash === "" ? "" : `#${hash}`}`);
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  return page;
}

/** Waits until no sowing is being shown on the board. */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector("game-simulator [data-board]")?.hasAttribute("data-sowing") === false,
  );

describe("the simulator on a Fanorona page", () => {
  it("f2 then e3 takes d4 and c5", async () => {
    const g = game("fanorona", "icga");
    const s = new Session(g);
    const expected = takenBy(s, "f2e3A");
    const page = await open(url.game("fanorona"));
    for (const p of expected)
      expect(
        await sim(page).locator(`[data-point="${p}"]`).getAttribute("data-piece"),
      ).not.toBeNull();
    await sim(page).locator('[data-point="f2"]').click();
    await sim(page).locator('[data-point="e3"]').click();
    for (const p of expected)
      expect(await sim(page).locator(`[data-point="${p}"]`).getAttribute("data-piece")).toBeNull();
    expect(expected.sort()).toEqual(["c5", "d4"]);
    s.play("f2e3A", "step");
    expect(await position(page)).toBe(g.formatPosition(s.state));
    expect(await message(page)).toContain("f2e3A");
    await page.close();
  });

  it("offers the choice between approach and withdrawal, showing what each takes", async () => {
    const g = game("fanorona", "icga");
    const { session: s, value: pair } = search(g, (x) => {
      const moves = stepTexts(x).map(readGridStep);
      for (const m of moves)
        if (
          m.kind === "move" &&
          m.capture === "W" &&
          moves.some(
            (o) => o.kind === "move" && o.capture === "A" && o.from === m.from && o.to === m.to,
          )
        )
          return m;
      return undefined;
    });
    const withdrawal = takenBy(s, pair.text);
    const approach = takenBy(s, pair.text.replace(/W$/, "A"));
    const page = await open(url.game("fanorona"), linkOf("icga", s));
    if (
      stepTexts(s)
        .map(readGridStep)
        .some((m) => m.kind === "move" && m.from !== pair.from)
    )
      await sim(page).locator(`[data-point="${pair.from}"]`).click();
    await sim(page).locator(`[data-point="${pair.to}"]`).click();
    const said = await message(page);
    for (const p of [...withdrawal, ...approach]) {
      expect(said).toContain(p);
      expect(await sim(page).locator(`[data-point="${p}"]`).getAttribute("class")).toContain(
        "is-capture",
      );
    }
    await sim(page).locator(`[data-point="${withdrawal[0]!}"]`).click();
    for (const p of withdrawal)
      expect(await sim(page).locator(`[data-point="${p}"]`).getAttribute("data-piece")).toBeNull();
    for (const p of approach)
      expect(
        await sim(page).locator(`[data-point="${p}"]`).getAttribute("data-piece"),
      ).not.toBeNull();
    await page.close();
  });

  it("lets a chain stop part way where the ruleset allows it", async () => {
    const rulesets = db.rulesets.filter((r) => r.data.game === "fanorona").map((r) => r.data.id);
    let found: { ruleset: string; session: Session; first: string } | undefined;
    for (const r of rulesets) {
      try {
        const g = game("fanorona", r);
        const { session, value } = search(
          g,
          (x) => {
            if (x.inTurn()) return undefined;
            for (const t of stepTexts(x)) {
              const a = x.attempt(t, "step");
              if (!a.ok) continue;
              const next = g.steps(a.value.after).map((st) => g.formatStep(a.value.after, st));
              if (next.includes("stop") && next.length > 1) return t;
            }
            return undefined;
          },
          50,
        );
        found = { ruleset: r, session, first: value };
        break;
      } catch {
        continue;
      }
    }
    if (found === undefined) throw new Error("no fanorona ruleset lets a chain stop");
    const { ruleset, session: s, first } = found;
    const page = await open(url.game("fanorona"), linkOf(ruleset, s));
    const mover = await attr(page, "to-move");
    await clickStep(page, s, first);
    expect(await attr(page, "to-move")).toBe(mover);
    // A click on the moving piece keeps the turn going; only the stop button ends it.
    const mid = await position(page);
    const piece = readGridStep(first);
    if (piece.kind !== "move") throw new Error(`${first} is not a move`);
    await sim(page).locator(`[data-point="${piece.to}"]`).click();
    expect(await attr(page, "to-move")).toBe(mover);
    expect(await position(page)).toBe(mid);
    expect(await sim(page).locator('[data-control="stop"]').count()).toBe(1);
    await clickStep(page, s, "stop");
    expect(await attr(page, "to-move")).not.toBe(mover);
    const moves = await sim(page).locator("[data-moves] li").allInnerTexts();
    expect(moves.at(-1)).toContain(s.turnGroups().at(-1)!.text);
    expect(await position(page)).toBe(s.game.formatPosition(s.state));
    await page.close();
  });

  it("switching rulesets changes what is legal in the same position", async () => {
    const a = game("fanorona", "montgomery-1896");
    const b = game("fanorona", "icga");
    let underB: Session | undefined;
    // A position reached under both where a step is legal under one ruleset only, and no other
    // legal step goes between the same two points under the other.
    const { session: s, value } = search(a, (x) => {
      const other = new Session(b, x.startText);
      if (!x.history.every((e) => other.play(e.text, e.kind).ok)) return undefined;
      underB = other;
      const inA = stepTexts(x);
      const inB = stepTexts(other).map(readGridStep);
      for (const t of inA) {
        const m = readGridStep(t);
        if (
          m.kind !== "move" ||
          inB.some((o) => o.kind === "move" && o.from === m.from && o.to === m.to)
        )
          continue;
        if (inA.filter((o) => o.startsWith(`${m.from}${m.to}`)).length > 1) continue;
        const refused = explainAttempt(other, attemptsBetween(m.from, m.to));
        if (refused?.provenance !== undefined) return { text: t, refused };
      }
      return undefined;
    });
    const page = await open(url.game("fanorona"), linkOf("icga", s));
    const m = readGridStep(value.text);
    if (m.kind !== "move") throw new Error("not a move");
    if (!s.inTurn()) await sim(page).locator(`[data-point="${m.from}"]`).click();
    await sim(page).locator(`[data-point="${m.to}"]`).click();
    expect(await message(page)).toBe(
      refusal(value.refused, { sources: shortNames(), words: simWords("en") }),
    );
    expect(await position(page)).toBe(b.formatPosition(underB!.state));
    await sim(page).locator("[data-control=ruleset]").selectOption("montgomery-1896");
    await page.waitForFunction(
      () =>
        document.querySelector("game-simulator")?.getAttribute("data-ruleset") ===
        "montgomery-1896",
    );
    await clickStep(page, s, value.text);
    expect(await position(page)).toBe(a.formatPosition(s.state));
    await page.close();
  });

  it("undo and redo", async () => {
    const page = await open(url.game("fanorona"));
    const start = await position(page);
    await sim(page).locator('[data-point="f2"]').click();
    await sim(page).locator('[data-point="e3"]').click();
    const after = await position(page);
    expect(after).not.toBe(start);
    await sim(page).locator("[data-control=undo]").click();
    expect(await position(page)).toBe(start);
    await sim(page).locator("[data-control=redo]").click();
    expect(await position(page)).toBe(after);
    await page.close();
  });

  it("the computer replies from its Web Worker", async () => {
    const page = await open(url.game("fanorona"));
    await sim(page).locator("[data-control=side-1]").selectOption("level-3");
    await sim(page).locator('[data-point="f2"]').click();
    await sim(page).locator('[data-point="e3"]').click();
    await page.waitForFunction(
      () => document.querySelector("game-simulator")?.getAttribute("data-to-move") === "white",
      undefined,
      { timeout: 20_000 },
    );
    const moves = await sim(page).locator("[data-moves] li").allInnerTexts();
    expect(moves).toHaveLength(2);
    // The reply is a legal turn: the engine here replays it.
    const s = new Session(game("fanorona", "icga"));
    s.play("f2e3A", "turn");
    const reply = moves[1]!.replace(/^Black:\s*/, "");
    expect(s.play(reply, "turn").ok).toBe(true);
    expect(await position(page)).toBe(s.game.formatPosition(s.state));
    await page.close();
  });

  it("a link restores the exact game in a fresh page", async () => {
    const g = game("fanorona", "walker-2011");
    const steps = randomGame(g, 7).slice(0, 12);
    const page = await open(url.game("fanorona"));
    await sim(page).locator("[data-control=ruleset]").selectOption("walker-2011");
    const s = new Session(g);
    for (const t of steps) await clickStep(page, s, t);
    const hash = await page.evaluate(() => location.hash.slice(1));
    const before = await position(page);
    await page.close();
    const fresh = await open(url.game("fanorona"), hash);
    expect(await position(fresh)).toBe(before);
    expect(await attr(fresh, "ruleset")).toBe("walker-2011");
    expect(await fresh.evaluate(() => location.hash.slice(1))).toBe(hash);
    await fresh.close();
  });

  it("a malformed or illegal link shows a message and a fresh game, never an error", async () => {
    const start = game("fanorona", "icga").formatPosition(game("fanorona", "icga").setup());
    const hashes = [
      formatLink({ ruleset: "no-such-ruleset", moves: [] }),
      formatLink({ ruleset: "icga", moves: ["f2e3A", "a1a1"] }),
      formatLink({ ruleset: "icga", position: "BBB/xyz w", moves: [] }),
      "%E0%A4%A%ff%00garbage&&==",
      `r=icga&m=${"f2e3A,".repeat(20_000)}`,
    ];
    for (const hash of hashes) {
      const page = await open(url.game("fanorona"), hash);
      expect(await message(page), hash.slice(0, 40)).toMatch(/does not hold a game/);
      expect(await attr(page, "status")).toBe("ongoing");
      expect(await position(page)).toBe(start);
      await page.close();
    }
  });

  it("a whole game played with the keyboard alone", async () => {
    const g = game("fanorona", "icga");
    const steps = randomGame(g, 3);
    const page = await open(url.game("fanorona"));
    const s = new Session(g);
    await sim(page).locator('[data-board] [tabindex="0"]').focus();
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("data-point") ?? "");
    const goTo = async (p: string) => {
      for (let i = 0; i < 20; i++) {
        const here = await focused();
        if (here === p) return;
        const [dx, dy] = [p.charCodeAt(0) - here.charCodeAt(0), Number(p[1]) - Number(here[1])];
        await page.keyboard.press(
          dx > 0 ? "ArrowRight" : dx < 0 ? "ArrowLeft" : dy > 0 ? "ArrowUp" : "ArrowDown",
        );
      }
      throw new Error(`focus did not reach ${p}`);
    };
    for (const t of steps) {
      const st = readGridStep(t);
      const moves = stepTexts(s).map(readGridStep);
      if (st.kind === "move") {
        const chained =
          new Set(moves.flatMap((m) => (m.kind === "move" ? [m.from] : []))).size === 1 &&
          s.inTurn();
        if (!chained) {
          await goTo(st.from);
          await page.keyboard.press("Enter");
        }
        await goTo(st.to);
        await page.keyboard.press("Enter");
        if (
          moves.filter((m) => m.kind === "move" && m.from === st.from && m.to === st.to).length > 1
        ) {
          await goTo(takenBy(s, t)[0]!);
          await page.keyboard.press("Enter");
        }
      } else {
        // Ending a chain is the stop button's (Enter on the moving piece keeps it chosen);
        // then back to the board's tab stop.
        await sim(page).locator(`[data-choices] button[data-step="${t}"]`).focus();
        await page.keyboard.press("Enter");
        await sim(page).locator('[data-board] [tabindex="0"]').focus();
      }
      s.play(t, "step");
      expect(await position(page), t).toBe(g.formatPosition(s.state));
    }
    const st = g.status(s.state);
    expect(st.kind).toBe("win");
    expect(await attr(page, "status")).toBe(
      `${st.kind === "win" ? g.players[st.winner] : ""}-wins`,
    );
    await page.close();
  });

  it("a quiet-turn draw is said in words: too many turns without a capture", async () => {
    // No reading on the site limits the turns without a capture, so the page is served with its
    // preset ruleset given a limit (the same config block, changed in flight); the engine in Node
    // compiles the same ruleset and finds a position whose next quiet step ends the game.
    const path = url.game("fanorona");
    const block = /(<script type="application\/json" data-sim-config>)([\s\S]*?)(<\/script>)/;
    const html = await (await fetch(`${server.origin}${path}`)).text();
    const config = JSON.parse(block.exec(html)![2]!) as SimConfig;
    const preset = config.rulesets.find((r) => r.id === config.preset)!;
    const option = preset.spec.options["draw-quiet-turns"]!;
    const spec = {
      ...preset.spec,
      options: { ...preset.spec.options, "draw-quiet-turns": { ...option, value: 2 } },
    };
    const compiled = await compileRuleset(spec);
    if (!compiled.ok) throw new Error(compiled.error);
    const g = compiled.value;
    const ended = (x: Session, t: string) => {
      const r = x.attempt(t, "step");
      const st = r.ok ? g.status(r.value.after) : undefined;
      return st?.kind === "draw" && st.reason === "no-capture";
    };
    const { session: s, value: quiet } = search(g, (x) =>
      x.inTurn() ? undefined : stepTexts(x).find((t) => ended(x, t)),
    );
    const changed = {
      ...config,
      rulesets: config.rulesets.map((r) => (r.id === preset.id ? { ...r, spec } : r)),
    };
    const served = html.replace(block, (_, start: string, _json, end: string) =>
      [start, configJson(changed), end].join(""),
    );
    const link = formatLink({ ruleset: preset.id, position: g.formatPosition(s.state), moves: [] });
    const page = await open(path);
    await page.route(`${server.origin}${path}`, async (route) =>
      route.fulfill({ response: await route.fetch(), body: served }),
    );
    // A fresh load (not a jump within the page), so that the page is read through the route.
    await page.goto("about:blank");
    await page.goto(`${server.origin}${path}#${link}`);
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    expect(await position(page)).toBe(g.formatPosition(s.state));
    await clickStep(page, s, quiet);
    const words = statusWords("no-capture").clause;
    expect(await attr(page, "status")).toBe("draw");
    expect(await message(page)).toContain(words);
    expect(await sim(page).locator("[data-state]").innerText()).toContain(words);
    // A route still fetching when the page closes would reject outside the test.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();
  });
});

describe("the simulator on other games", () => {
  it("vela: a move the handicap forbids is refused, naming the rule's source", async () => {
    const g = game("vela", "montgomery-1896");
    const s = new Session(g);
    const names = shortNames();
    let found: { from: string; to: string; text: string } | undefined;
    const files = "abcdefghi";
    for (let x = 0; x < 9 && found === undefined; x++)
      for (let y = 1; y <= 5 && found === undefined; y++)
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
          [1, 1],
          [-1, -1],
          [1, -1],
          [-1, 1],
        ] as const) {
          const from = `${files[x]!}${y}`;
          const to = `${files[x + dx] ?? "z"}${y + dy}`;
          if (!/^[a-i][1-5]$/.test(to)) continue;
          const e = explainAttempt(s, attemptsBetween(from, to));
          if (e?.rule?.startsWith("vela") === true) {
            found = { from, to, text: refusal(e, { sources: names, words: simWords("en") }) };
            break;
          }
        }
    if (found === undefined) throw new Error("no vela refusal at the start");
    const page = await open(url.game("vela"));
    await sim(page).locator("[data-control=ruleset]").selectOption("montgomery-1896");
    await page.waitForFunction(
      () =>
        document.querySelector("game-simulator")?.getAttribute("data-ruleset") ===
        "montgomery-1896",
    );
    // The line under the board says how far the handicap still runs, from the engine's count.
    const handicap = velaHandicap(g, s.state);
    if (handicap === undefined) throw new Error("vela without a handicap");
    expect(await sim(page).locator("[data-state]").innerText()).toContain(
      velaText(g, handicap, { sources: names, words: simWords("en") }),
    );
    await sim(page).locator(`[data-point="${found.from}"]`).click();
    await sim(page).locator(`[data-point="${found.to}"]`).click();
    expect(await message(page)).toBe(found.text);
    expect(found.text).toMatch(/\(.+, .+\)$/);
    await page.close();
  });

  it("fanoron-telo: the solver's line, placement then movement, to a win", async () => {
    const g = game("fanorona-telo", "murray-1951");
    const s = new Session(g);
    const page = await open(url.game("fanorona-telo"));
    await sim(page).locator("[data-control=ruleset]").selectOption("murray-1951");
    await page.waitForFunction(
      () =>
        document.querySelector("game-simulator")?.getAttribute("data-ruleset") === "murray-1951",
    );
    expect(await sim(page).locator("[data-values]").innerText()).toMatch(
      /Solver: White wins in \d+ plies/,
    );
    while (g.status(s.state).kind === "ongoing") {
      const t = perfectTurn(g as unknown as TeloGame, s.state as TeloState);
      await clickStep(page, s, g.formatTurn(s.state, t));
    }
    const st = g.status(s.state);
    if (st.kind !== "win") throw new Error("the perfect line does not end in a win");
    expect(await attr(page, "status")).toBe(`${g.players[st.winner]}-wins`);
    await page.close();
  });

  it("replays the Basque article's vela be move by move", async () => {
    const page = await open(url.game("vela"));
    const options = await sim(page).locator("[data-control=replay] option").allInnerTexts();
    const index = options.findIndex((o) => o.includes("vela be")) - 1;
    expect(index).toBeGreaterThanOrEqual(0);
    await sim(page).locator("[data-control=replay]").selectOption(String(index));
    await page.waitForFunction(
      () => document.querySelector("game-simulator")?.getAttribute("data-ruleset") === "basque",
    );
    const g = game("vela", "basque");
    const s = new Session(g);
    expect(await position(page)).toBe(g.formatPosition(s.state));
    const replay = replaysOf(
      "vela",
      db.rulesets.filter((r) => r.data.game === "vela").map((r) => r.data),
    ).find((r) => r.title.includes("vela be"));
    const moves = replay?.moves ?? [];
    expect(moves).toHaveLength(32);
    for (const m of moves) {
      await sim(page).locator("[data-control=next]").click();
      expect(s.play(m, "turn").ok, m).toBe(true);
      expect(await position(page), m).toBe(g.formatPosition(s.state));
    }
    expect(await sim(page).locator("[data-control=next]").isDisabled()).toBe(true);
    await page.close();
  });

  const counts = (page: Page) =>
    sim(page).evaluate((el) =>
      [...el.querySelectorAll("[data-pit],[data-store],[data-reserve],[data-hand]")].reduce(
        (n, e) => n + Number(e.getAttribute("data-count")),
        0,
      ),
    );

  /** A first Msuwa step whose sowing changes more holes than the counters lifted: it relays. */
  function relayStep(g: SimGame, s: Session): string {
    const relay = stepTexts(s).find((t) => {
      const r = s.attempt(t, "step");
      if (!r.ok) return false;
      const before = g.formatPosition(r.value.before).split(" ")[0]!.split(/[/,]/).map(Number);
      const after = g.formatPosition(r.value.after).split(" ")[0]!.split(/[/,]/).map(Number);
      const changed = before.filter((n, i) => n !== after[i]).length;
      return changed > 3;
    });
    if (relay === undefined) throw new Error("no relay among the first steps");
    return relay;
  }

  const holeOf = (step: string): string => /[ab]\d+/.exec(step)![0];

  /** The engine's sowing path of a step, as the board's places (`south:a3`, `store:north`). */
  function enginePath(g: SimGame, s: Session, text: string): string[] {
    const mg = g as unknown as MancalaGame;
    const step = mg.parseStep(s.state as MancalaState, text);
    if (!step.ok) throw new Error(step.error.message);
    const path = turnSowingPath(mg, s.state as MancalaState, [step.value]);
    if (!path.ok) throw new Error(path.error.message);
    return path.value.moves.map((m) => placeId(m.at, false));
  }

  /** Records in the page each place the board's `data-sowing` names, and the counters shown then. */
  const watchSowing = (page: Page) =>
    sim(page).evaluate((el) => {
      const board = el.querySelector("[data-board]")!;
      const log = { places: [] as string[], totals: [] as number[] };
      (window as unknown as { sowing: typeof log }).sowing = log;
      new MutationObserver((records) => {
        for (const r of records) if (r.oldValue) log.places.push(r.oldValue);
        log.totals.push(
          [...el.querySelectorAll("[data-pit],[data-store],[data-reserve],[data-hand]")].reduce(
            (n, e) => n + Number(e.getAttribute("data-count")),
            0,
          ),
        );
      }).observe(board, {
        attributes: true,
        attributeFilter: ["data-sowing"],
        attributeOldValue: true,
      });
    });
  const sowingLog = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { sowing: { places: string[]; totals: number[] } }).sowing,
    );

  /** Each hole's count on the page, and as the engine has it in the session's position. */
  const pitCounts = (page: Page) =>
    sim(page).evaluate((el): Record<string, number> =>
      Object.fromEntries(
        [...el.querySelectorAll("[data-pit]")].map(
          (e) => [e.getAttribute("data-pit") ?? "", Number(e.getAttribute("data-count"))] as const,
        ),
      ),
    );
  function enginePits(s: Session): Record<string, number> {
    const v = viewOf(s, s.state, "mancala");
    if (v.kind !== "pits") throw new Error("not a mancala view");
    const out: Record<string, number> = {};
    v.rows.forEach((row, r) => row?.forEach((n, c) => (out[pitId(r, c, v.holes)] = n)));
    return out;
  }

  it("msuwa: the sowing is shown hole by hole in the engine's order, counters conserved", async () => {
    const g = game("msuwa", "sanderson-1913");
    const s = new Session(g);
    const relay = relayStep(g, s);
    const expected = enginePath(g, s, relay);
    expect(expected.filter((p) => p.startsWith("south:")).length).toBeGreaterThan(3);
    const page = await open(url.game("msuwa"));
    await sim(page).locator("[data-control=ruleset]").selectOption("sanderson-1913");
    const total = await counts(page);
    await watchSowing(page);
    await sim(page)
      .locator(`[data-pit="south:${holeOf(relay)}"]`)
      .click();
    await settled(page);
    const log = await sowingLog(page);
    expect(log.places).toEqual(expected);
    expect(new Set(log.totals)).toEqual(new Set([total]));
    s.play(relay, "step");
    expect(await pitCounts(page)).toEqual(enginePits(s));
    await page.close();
  });

  it("a click on the board finishes a sowing at once, and plays nothing", async () => {
    const g = game("msuwa", "sanderson-1913");
    const s = new Session(g);
    const relay = relayStep(g, s);
    const path = enginePath(g, s, relay);
    const page = await open(url.game("msuwa"));
    await sim(page).locator("[data-control=ruleset]").selectOption("sanderson-1913");
    await watchSowing(page);
    await sim(page)
      .locator(`[data-pit="south:${holeOf(relay)}"]`)
      .click();
    await page.waitForFunction(
      () =>
        (document.querySelector("game-simulator [data-board]")?.getAttribute("data-sowing") ??
          "") !== "",
    );
    // A plain click where a hole is: the holes are drawn afresh at every move of the sowing, so
    // waiting for one to stand still (as a locator's click does) would wait for the end.
    const box = await sim(page).locator('[data-pit="north:a1"]').boundingBox();
    if (box === null) throw new Error("north:a1 is not on the board");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The click's handler runs in the page's next task, later on a loaded machine: waited for,
    // and "at once" read from the sowing itself, not from a clock. It stopped short of the
    // places the full sowing visits (a time limit here failed under load, issue 39).
    await expect
      .poll(() => sim(page).locator("[data-board]").getAttribute("data-sowing"))
      .toBeNull();
    expect((await sowingLog(page)).places.length).toBeLessThan(path.length);
    s.play(relay, "step");
    expect(await pitCounts(page)).toEqual(enginePits(s));
    expect(await sim(page).locator("[data-moves] li").count()).toBe(1);
    expect(await position(page)).toBe(g.formatPosition(s.state));
    await page.close();
  });

  it("under prefers-reduced-motion a sowing is not animated: the board shows its end at once", async () => {
    const g = game("msuwa", "sanderson-1913");
    const s = new Session(g);
    const relay = relayStep(g, s);
    const page = await open(url.game("msuwa"), "", "light", false, "reduce");
    await sim(page).locator("[data-control=ruleset]").selectOption("sanderson-1913");
    await watchSowing(page);
    await sim(page)
      .locator(`[data-pit="south:${holeOf(relay)}"]`)
      .click();
    s.play(relay, "step");
    expect(await pitCounts(page)).toEqual(enginePits(s));
    await page.waitForTimeout(300);
    expect(await sowingLog(page)).toEqual({ places: [], totals: [] });
    await page.close();
  });

  it("msuwa: a sowing with a relay, counters conserved", async () => {
    const g = game("msuwa", "sanderson-1913");
    const s = new Session(g);
    const relay = relayStep(g, s);
    const page = await open(url.game("msuwa"));
    await sim(page).locator("[data-control=ruleset]").selectOption("sanderson-1913");
    const total = await counts(page);
    const hole = relay.match(/[ab]\d+/)![0];
    await sim(page).locator(`[data-pit="south:${hole}"]`).click();
    s.play(relay, "step");
    expect(await position(page)).toBe(g.formatPosition(s.state));
    await settled(page);
    expect(await counts(page)).toBe(total);
    await page.close();
  });

  it("fifangha: a bassi from the reserve", async () => {
    const g = game("fifangha", "flacourt-1658");
    const s = new Session(g);
    const page = await open(url.game("fifangha"));
    const reserve = () => sim(page).locator('[data-reserve="south"]').getAttribute("data-count");
    const before = Number(await reserve());
    const total = await counts(page);
    const first = stepTexts(s)[0]!;
    await sim(page).locator(`[data-pit="south:${first}"]`).click();
    s.play(first, "step");
    expect(await position(page)).toBe(g.formatPosition(s.state));
    await settled(page);
    expect(Number(await reserve())).toBe(before - 1);
    expect(await counts(page)).toBe(total);
    await page.close();
  });

  it("an evidence page with no ruleset of its own says which reading it plays", async () => {
    const playable = new Set(db.rulesets.map((r) => r.data.game));
    const resting = new Set(db.rulesets.flatMap((r) => r.data.evidence));
    const e = db.evidence.find(
      (x) =>
        playable.has(x.data.game) &&
        !resting.has(x.id) &&
        !db.rulesets.some((r) => JSON.stringify(r.data).includes(`"${x.id}"`)),
    );
    if (e === undefined) throw new Error("every record of a playable game has a ruleset");
    const page = await open(url.evidence(e.id));
    const note = await page.locator("[data-preset-note]").innerText();
    const preset = await attr(page, "ruleset");
    const ruleset = db.rulesets.find((r) => r.data.game === e.data.game && r.data.id === preset);
    expect(note).toContain("No ruleset follows this record");
    expect(note).toContain(ruleset!.data.title);
    await page.close();
  });
});

describe("accessibility and hygiene", () => {
  it("axe finds no violation on a page with a running simulator, in both colour schemes", async () => {
    const axe = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
    for (const scheme of ["light", "dark"] as const) {
      // A ruleset page: the game page's comparison table has a labelled scrolling region whose
      // name repeats its section's (axe's landmark-unique), outside the simulator's markup.
      const page = await open(url.ruleset("fanorona/icga"), "", scheme, true);
      await sim(page).locator('[data-point="f2"]').click();
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
      expect(violations, scheme).toEqual([]);
      await page.close();
    }
  });

  it("no console error or page error on any page opened above", () => {
    expect(problems).toEqual([]);
  });
});
