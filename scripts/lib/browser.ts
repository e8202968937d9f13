/**
 * The one place that chooses the Chromium every browser test and script drives, so that a fresh
 * machine with nothing but npm runs them: `CHROMIUM_PATH` when set, else a system Chromium when
 * one is installed, else the Chromium that the `@sparticuz/chromium` npm package ships (inflated
 * into the system temp directory on first use). `npx playwright install` cannot be used here: it
 * downloads outside the npm registry.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type LaunchOptions } from "playwright-core";

/** Where the chosen Chromium comes from, in the order they are tried. */
export const BROWSER_ORIGINS = ["env", "system", "npm-package"] as const;
export type BrowserOrigin = (typeof BROWSER_ORIGINS)[number];

/** The system Chromium binaries looked for, Debian's first. */
export const SYSTEM_CHROMIUM_PATHS: readonly string[] = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export interface BrowserChoice {
  readonly origin: BrowserOrigin;
  /** The executable, or undefined for the npm package before it is inflated. */
  readonly path: string | undefined;
}

export type BrowserChoiceError = { readonly kind: "missing-env-path"; readonly path: string };

/**
 * Decides which Chromium to use, without side effects: the environment and the file-existence
 * test are parameters so that a test can prove the order.
 */
export function chooseBrowser(
  env: Readonly<Record<string, string | undefined>>,
  exists: (path: string) => boolean,
  systemPaths: readonly string[] = SYSTEM_CHROMIUM_PATHS,
): { ok: true; value: BrowserChoice } | { ok: false; error: BrowserChoiceError } {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv !== undefined && fromEnv !== "") {
    // A path the user named but that is not there is an error, never a silent fallback.
    if (!exists(fromEnv)) return { ok: false, error: { kind: "missing-env-path", path: fromEnv } };
    return { ok: true, value: { origin: "env", path: fromEnv } };
  }
  const system = systemPaths.find((p) => exists(p));
  if (system !== undefined) return { ok: true, value: { origin: "system", path: system } };
  return { ok: true, value: { origin: "npm-package", path: undefined } };
}

/**
 * Flags for a headless run on a machine with no network but loopback: without the
 * background-networking flags Chromium keeps trying (and failing) to reach its update and sync
 * services. Kept the same for every origin so a test sees the same browser behaviour (web
 * security, CSP, workers) whichever binary runs it.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** The executable path for a choice, inflating the npm package's Chromium when that is the one. */
export async function resolveExecutable(choice: BrowserChoice): Promise<string> {
  if (choice.path !== undefined) return choice.path;
  const { default: packaged } = await import("@sparticuz/chromium");
  return packaged.executablePath();
}

/** Launches the chosen Chromium headless; throws with the reason when none can be had. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const choice = chooseBrowser(process.env, existsSync);
  if (!choice.ok)
    throw new Error(
      `CHROMIUM_PATH is set to ${choice.error.path}, but there is no file there: unset it to use a system Chromium or the one the @sparticuz/chromium package ships`,
    );
  const executablePath = await resolveExecutable(choice.value);
  return chromium.launch({
    headless: true,
    ...options,
    executablePath,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
