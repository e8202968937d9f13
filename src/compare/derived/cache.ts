/**
 * The cache of derived data between builds (decision 0028): one JSON file per entry,
 * `<dir>/<kind>/<key>.json`, holding its kind, its key and its value. The directory is
 * DERIVED_CACHE_DIR, else node_modules/.cache/derived/ of the project (git-ignored, as Astro's
 * and Vite's own caches are). A file that cannot be read, is not JSON, names another kind or key,
 * or whose value lacks what its kind needs is refused with a message naming the file and the
 * reason, and its entry is computed again: never used silently. Node only.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The cache directory: DERIVED_CACHE_DIR, else node_modules/.cache/derived/ under `root`. */
export const cacheDir = (root: string = process.cwd()): string =>
  process.env.DERIVED_CACHE_DIR ?? join(root, "node_modules", ".cache", "derived");

/** What is wrong with a value read back, or undefined when it has what its kind needs. */
export type Check = (value: unknown) => string | undefined;

/** Where the cache's refusals are said: the build's output by default. */
export type Warn = (message: string) => void;

export const entryPath = (dir: string, kind: string, key: string): string =>
  join(dir, kind, `${key}.json`);

/** What is wrong with an entry file's text for `kind`/`key`, or undefined when it is sound. */
function entryProblem(text: string, kind: string, key: string, check: Check): string | undefined {
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch (e) {
    return `not JSON (${(e as Error).message})`;
  }
  if (entry === null || typeof entry !== "object") return "not an object";
  const e = entry as { kind?: unknown; key?: unknown; value?: unknown };
  if (e.kind !== kind) return `its kind is ${JSON.stringify(e.kind)}, not "${kind}"`;
  if (e.key !== key) return `its key is ${JSON.stringify(e.key)}, not its file name's`;
  return check(e.value);
}

/**
 * The value saved under `kind`/`key` (as `check` found it), or undefined when there is none or
 * it is refused (then `warn` says why, naming the file).
 */
export function readEntry(
  dir: string,
  kind: string,
  key: string,
  check: Check,
  warn: Warn = console.warn,
): unknown {
  const path = entryPath(dir, kind, key);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT")
      warn(`derived data: cannot read ${path} (${String(e)}); computing it again`);
    return undefined;
  }
  const problem = entryProblem(text, kind, key, check);
  if (problem === undefined) return (JSON.parse(text) as { value: unknown }).value;
  warn(`derived data: refused ${path}: ${problem}; computing it again`);
  return undefined;
}

/** Saves `value` under `kind`/`key`, whole or not at all (written aside, then renamed). */
export function writeEntry(dir: string, kind: string, key: string, value: unknown): void {
  const path = entryPath(dir, kind, key);
  mkdirSync(join(dir, kind), { recursive: true });
  // Named for this writer alone: two test threads of one process may write one entry at once.
  const aside = `${path}.${randomUUID()}.tmp`;
  writeFileSync(aside, JSON.stringify({ kind, key, value }));
  renameSync(aside, path);
}

/** A check that `value` is an object with each of `fields` of the given JSON type. */
export const hasFields =
  (fields: Readonly<Record<string, "number" | "string" | "boolean" | "object" | "array">>): Check =>
  (value) => {
    if (value === null || typeof value !== "object" || Array.isArray(value))
      return "its value is not an object";
    for (const [name, type] of Object.entries(fields)) {
      const v = (value as Record<string, unknown>)[name];
      const actual = Array.isArray(v) ? "array" : v === null ? "null" : typeof v;
      if (actual !== type) return `its value's field \`${name}\` is ${actual}, not ${type}`;
    }
    return undefined;
  };
