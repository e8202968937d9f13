/**
 * Sharing a position in headless Chromium (issue 22, item 5): the simulator's SVG and PNG
 * downloads of a changed reading's line (the SVG parses and holds the coordinates and the
 * caption; the PNG decodes, at twice the SVG's size), and the embed page framed by a page on
 * ANOTHER origin (a second server on another port): the board loads, its moves step, no CSP
 * violation is reported, while a page outside /embed/ is refused a frame there. Expectations
 * come from the engine and the content files.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { pointName } from "../../src/board/names.ts";
import { GAMES, createRng } from "../../src/engine/index.ts";
import { loadGameOrThrow, readRulesetFile } from "../../src/content/ruleset-files.ts";
import { playableSpec } from "../../src/content/rulesets.ts";
import { rulesetVersion } from "../../src/versions/archive.ts";
import { keptSpecs } from "../../src/versions/build.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { readingName } from "../../src/reading/changes.ts";
import { Session } from "../../src/play/session.ts";
import { formatLink } from "../../src/play/link.ts";
import { imageFileName, PNG_SCALE } from "../../src/simulator/share/image.ts";
import { url } from "../../src/site/routes.ts";
import { localize } from "../../src/i18n/languages.ts";
import { t } from "../../src/i18n/t.ts";
import { valueWordsIn } from "../../src/site/option-words.ts";
import type { SimConfig } from "../../src/play/config.ts";
import { db } from "../support/content.ts";
import { openSite } from "../support/site.ts";
import { viewOf } from "./scenarios.ts";

const { browser, server } = await openSite();

const GAME = "fanorona";
const RULESET = "icga";
const changes = { "compulsory-capture": false };
const OPTIONS = "compulsory-capture:false";
const gameName = db.games.find((g) => g.id === GAME)!.data.name;
const rulesetTitle = db.rulesets.find((r) => r.id === `${GAME}/${RULESET}`)!.data.title;
const reading = readingName(rulesetTitle, changes, GAMES[GAME]!.options);

/** A seeded random line of whole turns under the changed reading: the session after it. */
function line(turns: number): Session {
  const s = new Session(loadGameOrThrow(GAME, RULESET, changes) as SimGame);
  const rng = createRng(22);
  for (let i = 0; i < turns && s.game.status(s.state).kind === "ongoing"; i++) {
    const all = s.game.turns(s.state);
    const r = s.play(s.game.formatTurn(s.state, all[Math.floor(rng.next() * all.length)]), "turn");
    if (!r.ok) throw new Error(r.error.message);
  }
  return s;
}
const session = line(4);
const rulesetData = (() => {
  const r = readRulesetFile(GAME, RULESET);
  if (!r.ok) throw new Error(r.error);
  return r.value;
})();
// The simulator's link names the ruleset's release version (src/versions/), as the page's data does.
const version =
  rulesetVersion(playableSpec(rulesetData), keptSpecs(GAME, RULESET)).version ?? undefined;
const hash = formatLink({
  ruleset: RULESET,
  version,
  options: OPTIONS,
  moves: session.moveTexts(),
});

/** Every CSP violation and console error, in the page and its frames. */
const problems: string[] = [];

async function context(origins: readonly string[]): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  await ctx.route("**/*", (route) =>
    origins.some((o) => route.request().url().startsWith(o)) ? route.continue() : route.abort(),
  );
  await ctx.addInitScript(() => {
    addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  afterAll(() => ctx.close());
  return ctx;
}

/** Console errors that `allowed` expects, kept apart from the problems. */
const expected: string[] = [];

function listen(page: Page, allowed: RegExp = /$^/): void {
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    if (allowed.test(m.text())) expected.push(m.text());
    else problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
}

async function openSimulator(ctx: BrowserContext): Promise<Page> {
  const page = await ctx.newPage();
  listen(page);
  await page.goto(`${server.origin}${url.game(GAME)}#${hash}`);
  await page.waitForSelector('game-simulator [data-control="download-svg"]');
  return page;
}

/** The points holding a piece, as `e3:white`, in a page or frame. */
const pieces = (f: Page | Frame, root: string) =>
  f
    .locator(`${root} [data-point][data-piece]`)
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute("data-point")}:${e.getAttribute("data-piece")}`).sort(),
    );

function expectedPieces(state: unknown): string[] {
  const v = viewOf(session, state, "fanorona");
  if (v.kind !== "grid") throw new Error("not a grid");
  return v.cells
    .flatMap((c, i) => {
      if (c === null) return [];
      return [`${pointName(i % v.width, Math.floor(i / v.width))}:${c}`];
    })
    .sort();
}

/** The origin of the site's public address, as the page's canonical link gives it. */
async function publicOrigin(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute("href");
  if (href === null) throw new Error("the page has no canonical link");
  return new URL(href).origin;
}

describe("the simulator's image downloads", () => {
  it("downloads an SVG that parses, with the coordinates and the caption, and a PNG of twice its size", async () => {
    problems.length = 0;
    const ctx = await context([server.origin]);
    const page = await openSimulator(ctx);
    const moves = session.turnGroups().length;
    const [svgFile] = await Promise.all([
      page.waitForEvent("download"),
      page.locator('[data-control="download-svg"]').click(),
    ]);
    expect(svgFile.suggestedFilename()).toBe(imageFileName(GAME, RULESET, moves, "svg"));
    const svg = readFileSync(await svgFile.path(), "utf8");
    // Parsed on a blank page: the site's CSP would refuse the file's <style> in its own pages.
    const blank = await ctx.newPage();
    const parsed = await blank.evaluate((text) => {
      const d = new DOMParser().parseFromString(text, "image/svg+xml");
      return {
        error: d.querySelector("parsererror")?.textContent ?? null,
        root: d.documentElement.localName,
        width: Number(d.documentElement.getAttribute("width")),
        height: Number(d.documentElement.getAttribute("height")),
        axis: [...d.querySelectorAll(".axis text")].map((t) => t.textContent),
        caption: [...d.querySelectorAll(".caption text")].map((t) => t.textContent),
        pieces: [...d.querySelectorAll(".piece")].length,
      };
    }, svg);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("svg");
    const board = viewOf(session, session.state, "fanorona");
    if (board.kind !== "grid") throw new Error("not a grid");
    expect(parsed.axis).toEqual([
      ...Array.from({ length: board.width }, (_, x) => pointName(x, 0).slice(0, 1)),
      ...Array.from({ length: board.height }, (_, y) => String(y + 1)),
    ]);
    const caption = parsed.caption.join(" ");
    expect(caption).toContain(`${gameName}: ${reading}`);
    expect(reading).not.toBe(rulesetTitle);
    expect(caption).toContain(`after move ${moves}`);
    // The address wraps over lines; joined, it is the simulator's link to this position.
    // On the site's public address (the canonical link), not the test server's.
    const site = await publicOrigin(page);
    expect(parsed.caption.join("")).toContain(`${site}${url.game(GAME)}#${hash}`);
    expect(parsed.pieces).toBe(expectedPieces(session.state).length);

    const [pngFile] = await Promise.all([
      page.waitForEvent("download"),
      page.locator('[data-control="download-png"]').click(),
    ]);
    expect(pngFile.suggestedFilename()).toBe(imageFileName(GAME, RULESET, moves, "png"));
    const png = readFileSync(await pngFile.path());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      parsed.width * PNG_SCALE,
      parsed.height * PNG_SCALE,
    ]);
    const decoded = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, png.toString("base64"));
    expect(decoded).toEqual([parsed.width * PNG_SCALE, parsed.height * PNG_SCALE]);
    expect(problems).toEqual([]);
  });
});

describe("the embed page, framed by another origin", () => {
  it("loads the board inside the frame, steps through the moves, and reports no CSP violation", async () => {
    problems.length = 0;
    // The snippet is the simulator's own, from its Embed control.
    const ctx0 = await context([server.origin]);
    const sim = await openSimulator(ctx0);
    await sim.locator('[data-control="embed"]').click();
    const published = await sim.locator("[data-embed-snippet]").inputValue();
    const site = await publicOrigin(sim);
    expect(published).toContain(`src="${site}${url.embed(GAME)}#${hash.replaceAll("&", "&amp;")}"`);
    // The snippet names the site's public address; framed here, it points at the test server.
    const snippet = published.replace(`src="${site}`, `src="${server.origin}`);

    const host = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="en"><title>Another site</title><body>${snippet}` +
          `<iframe id="refused" title="a record page" src="${server.origin}${url.game(GAME)}"></iframe></body></html>`,
      );
    });
    await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
    afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));
    const hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    expect(hostOrigin).not.toBe(server.origin);

    const ctx = await context([server.origin, hostOrigin]);
    const page = await ctx.newPage();
    // The one error expected: the record page refused its frame on the other origin.
    listen(page, /^Framing '[^']*' violates [^"]*"frame-ancestors 'self'"/);
    await page.goto(`${hostOrigin}/`);
    const frame = page.frameLocator(`iframe[src*="${url.embed(GAME)}"]`);
    const el = frame.locator("game-embed[data-ply]");
    await el.waitFor();
    const n = session.history.length;
    expect(await el.getAttribute("data-plies")).toBe(String(n));
    expect(await el.getAttribute("data-ply")).toBe(String(n));
    const embedFrame = page.frames().find((f) => f.url().includes(url.embed(GAME)))!;
    expect(await pieces(embedFrame, "game-embed")).toEqual(expectedPieces(session.state));
    expect(await frame.locator("[data-title]").innerText()).toBe(`${gameName}: ${reading}`);

    await frame.locator('[data-control="first"]').click();
    await expect.poll(() => el.getAttribute("data-ply")).toBe("0");
    expect(await pieces(embedFrame, "game-embed")).toEqual(expectedPieces(session.start));
    await frame.locator('[data-control="next"]').click();
    await expect.poll(() => el.getAttribute("data-ply")).toBe("1");
    expect(await pieces(embedFrame, "game-embed")).toEqual(
      expectedPieces(session.history[0]!.after),
    );
    await frame.locator('[data-control="next"]').focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => el.getAttribute("data-ply")).toBe("2");
    expect(await pieces(embedFrame, "game-embed")).toEqual(
      expectedPieces(session.history[1]!.after),
    );
    expect(await frame.locator("[data-message]").innerText()).toContain(`Move 2 of ${n}`);
    const back = await frame.locator('[data-control="back"]').getAttribute("href");
    expect(back).toBe(`${url.game(GAME)}#${hash}`);

    // Outside /embed/, the site refuses to be framed by another origin.
    const refused = page
      .frames()
      .filter((f) => f.url().startsWith(`${server.origin}${url.game(GAME)}`));
    for (const f of refused) expect(await f.locator("game-simulator").count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe("the embed page in French", () => {
  it("names a changed reading in French, as the French simulator does", async () => {
    problems.length = 0;
    const starts = rulesetData.options.starts?.value === "white" ? "black" : "white";
    const frHash = formatLink({
      ruleset: RULESET,
      version,
      options: `starts:${starts},${OPTIONS}`,
      moves: [],
    });
    const page = await (await context([server.origin])).newPage();
    listen(page);
    await page.goto(`${server.origin}${localize("fr", url.embed(GAME))}#${frHash}`);
    const el = page.locator("game-embed[data-ply]");
    await el.waitFor();
    const config = JSON.parse(
      (await page.locator("script[data-sim-config]").textContent()) ?? "",
    ) as SimConfig;
    const title = config.rulesets.find((r) => r.id === RULESET)!.title;
    const changes = t("fr", "simb.and", {
      list: `starts ${valueWordsIn("fr", starts, "starts")}`,
      last: `compulsory-capture ${t("fr", "simb.val.off")}`,
    });
    const name = t("fr", "simb.with", { title, changes });
    const shown = await page.locator("[data-title]").innerText();
    const squeeze = (x: string) => x.replace(/[^\S\u202f]+/g, " ");
    expect(squeeze(shown)).toBe(
      squeeze(t("fr", "simb.share.gameTitle", { game: config.gameName, title: name })),
    );
    expect(shown).not.toContain(" with ");
    expect(problems).toEqual([]);
  });
});
