/**
 * The browser every test and script drives is chosen in one place (scripts/lib/browser.ts):
 * CHROMIUM_PATH, then a system Chromium, then the one the @sparticuz/chromium npm package ships.
 * The order is proved on a fake file system; the npm package's Chromium is launched for real, so
 * a fresh machine with nothing but npm is known to have a browser.
 */
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  CHROMIUM_ARGS,
  chooseBrowser,
  resolveExecutable,
  SYSTEM_CHROMIUM_PATHS,
} from "../../scripts/lib/browser.ts";

const files = (...paths: string[]) => {
  const set = new Set(paths);
  return (p: string) => set.has(p);
};
const firstSystem = SYSTEM_CHROMIUM_PATHS[0]!;
const lastSystem = SYSTEM_CHROMIUM_PATHS[SYSTEM_CHROMIUM_PATHS.length - 1]!;

describe("chooseBrowser", () => {
  it("takes CHROMIUM_PATH first, even when a system Chromium is installed", () => {
    const choice = chooseBrowser(
      { CHROMIUM_PATH: "/opt/c/chrome" },
      files("/opt/c/chrome", firstSystem),
    );
    expect(choice).toEqual({ ok: true, value: { origin: "env", path: "/opt/c/chrome" } });
  });

  it("refuses a CHROMIUM_PATH with nothing there, naming the path, rather than falling back", () => {
    const choice = chooseBrowser({ CHROMIUM_PATH: "/nowhere/chrome" }, files(firstSystem));
    expect(choice).toEqual({
      ok: false,
      error: { kind: "missing-env-path", path: "/nowhere/chrome" },
    });
  });

  it("takes a system Chromium when CHROMIUM_PATH is unset or empty", () => {
    for (const env of [{}, { CHROMIUM_PATH: "" }]) {
      expect(chooseBrowser(env, files(lastSystem))).toEqual({
        ok: true,
        value: { origin: "system", path: lastSystem },
      });
    }
  });

  it("prefers the first system path that exists, in the listed order", () => {
    expect(chooseBrowser({}, files(lastSystem, firstSystem))).toEqual({
      ok: true,
      value: { origin: "system", path: firstSystem },
    });
  });

  it("falls back to the npm package's Chromium when there is no other", () => {
    expect(chooseBrowser({}, files())).toEqual({
      ok: true,
      value: { origin: "npm-package", path: undefined },
    });
  });
});

describe("the npm package's Chromium", () => {
  it("inflates, launches headless with the project's flags and renders a page", async () => {
    const executablePath = await resolveExecutable({ origin: "npm-package", path: undefined });
    const browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS],
    });
    try {
      const page = await browser.newPage();
      await page.setContent("<main><h1>Fanorona</h1><p id=n></p></main>");
      await page.evaluate(() => {
        document.getElementById("n")!.textContent = String(9 * 5);
      });
      expect(await page.textContent("h1")).toBe("Fanorona");
      expect(await page.textContent("#n")).toBe("45");
    } finally {
      await browser.close();
    }
  });
});
