/**
 * Building the site, for the tests and the tools that need a build: where the project and its
 * build are, running `astro build` (and Pagefind) as `npm run build` does, knowing whether dist/
 * is current, and a buildable copy of the project for builds that must not touch it.
 *
 * Decision: the suites test `dist/` as `npm run build` leaves it. If `dist/` is missing,
 * incomplete (no Pagefind index) or older than any file under `src/`, `content/` or `public/`,
 * it is built first, once, under a lock, so a stale build is never tested. A build that fails
 * fails the run with the build's output.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";

/** The project's root directory. */
export const ROOT = join(import.meta.dirname, "..", "..");
/** Where `npm run build` puts the site. */
export const DIST = join(ROOT, "dist");

/** What a finished command printed (stdout, then stderr) and its exit status. */
export interface CommandOutput {
  readonly code: number;
  readonly output: string;
}

/**
 * Runs a script with the current Node in `cwd`, with `env` added to this process's environment;
 * returns its exit status and combined output, never throwing on a failure.
 */
export function runNode(
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>> = {},
): CommandOutput {
  try {
    const out = execFileSync(process.execPath, args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        // Vitest sets NODE_ENV=test, and Vite then builds with import.meta.env.PROD false: the
        // offline worker's registration (src/site/client/register-offline.ts) would silently drop out of
        // every page built from a test's set-up.
        NODE_ENV: "production",
        ASTRO_TELEMETRY_DISABLED: "1",
        NO_COLOR: "1",
        FORCE_COLOR: "0",
        ...env,
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: out };
  } catch (e) {
    const err = e as { status?: number | null; stdout?: string; stderr?: string };
    return { code: err.status ?? 1, output: `${err.stdout ?? ""}\n${err.stderr ?? ""}` };
  }
}

/** `astro build` in `cwd` (the project or a copy of it), with `env` added (CONTENT_DIR, say). */
export function astroBuild(cwd: string, env: Readonly<Record<string, string>> = {}): CommandOutput {
  return runNode([join(cwd, "node_modules", "astro", "bin", "astro.mjs"), "build"], cwd, env);
}

/** Pagefind's index of `cwd`/dist, as the second half of `npm run build` makes it. */
export function pagefindIndex(cwd: string): CommandOutput {
  return runNode(
    [join(cwd, "node_modules", "pagefind", "lib", "runner", "bin.cjs"), "--site", "dist"],
    cwd,
  );
}

/**
 * The offline packs and service worker of `cwd`/dist (src/offline/build.ts), the third step of
 * `npm run build`: it lists Pagefind's files, so it runs after the index is made.
 */
export function offlineBuild(cwd: string): CommandOutput {
  return runNode([join(cwd, "src", "offline", "build.ts"), "dist"], cwd);
}

/** `astro build && pagefind --site dist && node src/offline/build.ts`, as `npm run build` does. */
export function buildSite(cwd: string): CommandOutput {
  const astro = astroBuild(cwd);
  if (astro.code !== 0) return astro;
  const pagefind = pagefindIndex(cwd);
  if (pagefind.code !== 0) return pagefind;
  const offline = offlineBuild(cwd);
  return { code: offline.code, output: `${astro.output}\n${pagefind.output}\n${offline.output}` };
}

function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const s = statSync(join(dir, name));
    if (s.isFile() && s.mtimeMs > newest) newest = s.mtimeMs;
  }
  return newest;
}

/** Why dist/ needs building, or undefined when it is complete and newer than its inputs. */
export function distStaleReason(): string | undefined {
  const index = join(DIST, "index.html");
  if (!existsSync(index)) return "dist/index.html is missing";
  if (!existsSync(join(DIST, "pagefind", "pagefind.js"))) return "the Pagefind index is missing";
  if (!existsSync(join(DIST, "sw.js"))) return "the offline worker (dist/sw.js) is missing";
  const built = statSync(index).mtimeMs;
  const inputs = Math.max(
    newestMtime(join(ROOT, "src")),
    newestMtime(join(ROOT, "content")),
    newestMtime(join(ROOT, "public")),
  );
  return inputs > built ? "src/, content/ or public/ changed after the last build" : undefined;
}

/** Makes sure dist/ is a complete, current build; builds it once under a lock if not. */
export async function ensureBuilt(): Promise<void> {
  const lock = join(ROOT, "node_modules", ".cache", "site-tests-build.lock");
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another run is building; a lock older than 10 minutes is left over from a crash.
      if (Date.now() - statSync(lock).mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    const reason = distStaleReason();
    if (reason === undefined) return;
    console.log(`Building the site first: ${reason}.`);
    const { code, output } = buildSite(ROOT);
    if (code !== 0) throw new Error(`npm run build failed (exit ${code}):\n${output.slice(-6000)}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** What a build reads from the project, apart from the content and the installed packages. */
const BUILD_INPUTS = [
  "src",
  "docs",
  "public",
  "package.json",
  "astro.config.mjs",
  "tsconfig.json",
] as const;

/**
 * Writes into `dir` a copy of the project that `astro build` runs in, without its content: give
 * the build one through CONTENT_DIR (a fixture, synthetic records). The build's output and
 * caches then stay in `dir`, away from the project's dist/ and caches.
 *
 * node_modules in the copy is a real folder of symlinks, one per package, rather than one
 * symlink to the project's: Astro and Vite keep caches in node_modules/.astro and
 * node_modules/.vite, and a build of the copy must not write into the project's own.
 */
export function writeBuildableCopy(dir: string): void {
  for (const name of BUILD_INPUTS) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  mkdirSync(join(dir, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules")))
    if (!name.startsWith(".") || name === ".bin")
      symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name), "dir");
}
