/**
 * Game links pinned to a ruleset version (issue 23 item 4) in headless Chromium, through the DOM
 * contract. The built site has one release, so a ruleset "changed since" is made by the test:
 * the page's simulator data is served with Montgomery's ruleset marked as changed since 0.1.0,
 * and the kept 0.1.0 form is served with one boolean option flipped. A link made under 0.1.0
 * then plays as it was, says what changed, and "as it is now" plays the ruleset of the page.
 */
import type { Page, Route } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { readRulesetFile } from "../../src/content/ruleset-files.ts";
import { playableSpec } from "../../src/content/rulesets.ts";
import { url } from "../../src/site/routes.ts";
import type { SimConfig } from "../../src/play/config.ts";
import { configJson } from "../../src/play/config.ts";
import { keptSpecs } from "../../src/versions/build.ts";
import { openSite } from "../support/site.ts";
import { message, sim } from "./simulator-page.ts";

const { browser, server } = await openSite();
const problems: string[] = [];
afterAll(() => expect(problems).toEqual([]));

const GAME = "fanorona";
const ID = "montgomery-1896";
const data = readRulesetFile(GAME, ID);
if (!data.ok) throw new Error(data.error);
const spec = playableSpec(data.value);
const kept = keptSpecs(GAME, ID)[0]!;
const [KEY, first] = Object.entries(spec.options).find(([, o]) => typeof o.value === "boolean")!;
const older = { ...spec, options: { ...spec.options, [KEY]: { ...first, value: !first.value } } };

/** The ruleset page with its simulator's data rewritten by `edit`. */
async function rewritePage(route: Route, edit: (c: SimConfig) => SimConfig): Promise<void> {
  const response = await route.fetch();
  const html = await response.text();
  const re = /(<script type="application\/json" data-sim-config>)([\s\S]*?)(<\/script>)/;
  const m = re.exec(html);
  if (m === null) throw new Error("no simulator data on the page");
  const config = edit(JSON.parse(m[2]!) as SimConfig);
  await route.fulfill({ response, body: html.replace(re, `$1${configJson(config)}$3`) });
}

/**
 * Closes the page's context. A route handler may still be fetching the page when a test ends;
 * its rejection once the context is gone would surface as an unhandled error of the run.
 */
async function close(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.context().close();
}

async function open(hash: string, changedSince: boolean): Promise<Page> {
  // The offline worker would answer the page's later requests itself, and page.route does not
  // see requests a service worker makes: the kept ruleset fetched when a file is pasted would
  // then come from the site as built, unchanged.
  const context = await browser.newContext({
    viewport: { width: 1000, height: 900 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  if (changedSince) {
    await page.route(`${server.origin}${url.ruleset(`${GAME}/${ID}`)}`, (route) =>
      rewritePage(route, (c) => ({
        ...c,
        rulesets: c.rulesets.map((r) =>
          r.id === ID
            ? { ...r, version: { version: null, latest: kept.version, kept: [kept.version] } }
            : r,
        ),
      })),
    );
    await page.route(`**${url.keptRuleset(`${GAME}/${ID}`, kept.version)}`, (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify(older) }),
    );
  }
  await page.goto(`${server.origin}${url.ruleset(`${GAME}/${ID}`)}#${hash}`);
  await sim(page).scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  // The element starts with a static message; the link's message replaces it once restored.
  await expect.poll(() => message(page), { timeout: 30_000 }).toMatch(/link|Game restored/);
  return page;
}

describe("a game link made under an earlier version of the ruleset", () => {
  it("plays as it was, says what changed, and offers the ruleset as it is now", async () => {
    const page = await open(`r=${ID}&v=${kept.version}`, true);
    const said = await message(page);
    expect(said).toContain(`version ${kept.version}`);
    expect(said).toContain(`${KEY}: ${String(!first.value)} → ${String(first.value)}`);
    const reading = sim(page).locator("[data-reading]");
    expect(await reading.isVisible()).toBe(true);
    expect(await reading.innerText()).toContain(`as of version ${kept.version}`);
    // The link it shares is the one it was opened with: made under 0.1.0.
    expect(await sim(page).locator("[data-control=link]").getAttribute("href")).toContain(
      `v=${kept.version}`,
    );
    await reading.locator('[data-control="as-now"]').click();
    await expect.poll(() => reading.isVisible()).toBe(false);
    // The ruleset as it is now has changed since its release: its links carry no version.
    expect(await sim(page).locator("[data-control=link]").getAttribute("href")).not.toContain("v=");
    await close(page);
  });
});

describe("versions in links of the site as built", () => {
  it("a link the simulator makes names the ruleset's release, and opens as it is", async () => {
    const page = await open(`r=${ID}&v=${kept.version}`, false);
    expect(await sim(page).locator("[data-reading]").isHidden()).toBe(true);
    expect(await message(page)).not.toContain("as of version");
    expect(await sim(page).locator("[data-control=link]").getAttribute("href")).toContain(
      `v=${kept.version}`,
    );
    await close(page);
  });

  it("a version not kept plays as now and says so; a malformed one is refused by name", async () => {
    const page = await open(`r=${ID}&v=0.0.9`, false);
    expect(await message(page)).toContain("version 0.0.9");
    expect(await message(page)).toContain("not kept");
    await close(page);
    const bad = await open(`r=${ID}&v=newest`, false);
    expect(await message(bad)).toContain('"newest" is not a ruleset version');
    expect(await message(bad)).toContain("a new game has started");
    await close(bad);
  });
});

describe("a notation file made under an earlier version of the ruleset", () => {
  /** Pastes `text` into the "Notation file" panel and loads it. */
  async function paste(page: Page, text: string): Promise<void> {
    await sim(page).locator("[data-control=notation] > summary").click();
    await sim(page).locator('[data-control="import-notation"]').fill(text);
    await sim(page).locator('[data-control="load-notation"]').click();
    await expect.poll(() => message(page)).toMatch(/^(Loaded|Not loaded)/);
  }
  const file = (version: string) =>
    `[Game "${GAME}"]\n[Ruleset "${ID}"]\n[Version "${version}"]\n\n*\n`;

  it("is read as a link is: played as it was, what changed said, the ruleset as it is now offered", async () => {
    const page = await open(`r=${ID}`, true);
    const reading = sim(page).locator("[data-reading]");
    expect(await reading.isHidden()).toBe(true);
    await paste(page, file(kept.version));
    const said = await message(page);
    expect(said).toMatch(/^Loaded the pasted text/);
    expect(said).toContain(`version ${kept.version}`);
    expect(said).toContain(`${KEY}: ${String(!first.value)} → ${String(first.value)}`);
    expect(said).toContain("played as it was");
    expect(await reading.innerText()).toContain(`as of version ${kept.version}`);
    expect(await sim(page).locator("[data-control=link]").getAttribute("href")).toContain(
      `v=${kept.version}`,
    );
    await reading.locator('[data-control="as-now"]').click();
    await expect.poll(() => reading.isVisible()).toBe(false);
    expect(await sim(page).locator("[data-control=link]").getAttribute("href")).not.toContain("v=");
    await close(page);
  });

  it("made under the version the ruleset plays now, it loads with nothing to say about versions", async () => {
    const page = await open(`r=${ID}`, false);
    await paste(page, file(kept.version));
    expect(await message(page)).toMatch(/^Loaded the pasted text/);
    expect(await message(page)).not.toContain("version");
    expect(await sim(page).locator("[data-reading]").isHidden()).toBe(true);
    await close(page);
  });
});
