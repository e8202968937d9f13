/**
 * Shared by the site and browser suites: where the project and its build are, a build that
 * runs once even when several suites ask for it, and small readers for the built HTML.
 *
 * Decision (documented here and at the top of each suite): the suites test `dist/` as
 * `npm run build` leaves it (`astro build && pagefind --site dist`). If `dist/` is missing,
 * incomplete (no Pagefind index) or older than any file under `src/` or `content/`, the
 * suite builds it first, once, under a lock, so a stale build is never tested. A build that
 * fails fails the suite with the build's output.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DIST = join(ROOT, "dist");

/** Runs a project binary with the current Node, returning its combined output or throwing it. */
export function runNode(args: readonly string[], cwd: string): { code: number; output: string } {
  try {
    const out = execFileSync(process.execPath, args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: out };
  } catch (e) {
    const err = e as { status?: number | null; stdout?: string; stderr?: string };
    return { code: err.status ?? 1, output: `${err.stdout ?? ""}\n${err.stderr ?? ""}` };
  }
}

/** `astro build && pagefind --site dist` in `cwd`, as `npm run build` does. */
export function buildSite(cwd: string): { code: number; output: string } {
  const astro = runNode([join(cwd, "node_modules", "astro", "bin", "astro.mjs"), "build"], cwd);
  if (astro.code !== 0) return astro;
  const pagefind = runNode(
    [join(cwd, "node_modules", "pagefind", "lib", "runner", "bin.cjs"), "--site", "dist"],
    cwd,
  );
  return { code: pagefind.code, output: `${astro.output}\n${pagefind.output}` };
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
      // Another suite is building; a lock older than 10 minutes is left over from a crash.
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

/** Every HTML file in dist, as paths relative to dist with `/` separators. */
export function htmlFiles(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: "utf8" })
    .filter((n) => n.endsWith(".html"))
    .map((n) => n.split(sep).join("/"))
    .sort();
}

export function readDist(path: string): string {
  return readFileSync(join(DIST, path), "utf8");
}

/** The dist file a site path is served from (`/a/b/` → a/b/index.html), or undefined. */
export function fileForPath(pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const candidate = decoded.endsWith("/") ? `${decoded}index.html` : decoded;
  const full = join(DIST, candidate);
  if (!full.startsWith(DIST)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? relative(DIST, full) : undefined;
}

/** The page path of a dist HTML file (`a/b/index.html` → `/a/b/`). */
export function pathForFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "$1")}`;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Decodes HTML character references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, ref: string) => {
    if (ref.startsWith("#x") || ref.startsWith("#X"))
      return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref.toLowerCase()] ?? m;
  });
}

/** The visible text of an HTML fragment, whitespace collapsed. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** The `<main>` element of a page. */
export function mainOf(html: string): string {
  const m = /<main\b[\s\S]*<\/main>/.exec(html);
  if (m === null) throw new Error("page has no <main>");
  return m[0];
}

/** All values of an attribute in an HTML string, decoded. */
export function attributeValues(html: string, attribute: string): string[] {
  const re = new RegExp(`\\s${attribute}="([^"]*)"`, "g");
  return [...html.matchAll(re)].map((m) => decodeEntities(m[1] ?? ""));
}
