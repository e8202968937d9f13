import { readdirSync, readFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { astroCode } from "../support/astro-code.ts";

/**
 * The rooms of src/ and which may import which, as docs/architecture.md draws them ("The
 * arrows, as rules"). A room is a folder of src/ (or a file at its root); every room may import
 * the engine, whose entries ESLint guards (eslint.config.js `engineEntries`), and the engine
 * imports nothing. Type-only imports count like the others: a type that only a higher room
 * declares is a concept put in the wrong room, and it ties the folders as surely.
 */
const LAYERS = ["board", "site", "content", "schemas", "i18n", "engine"] as const;
/** The shared rooms under the features: the play core, notation files, changed readings, versions. */
const SHARED = ["play", "notation", "reading", "versions", ...LAYERS] as const;

export const ROOM_MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  engine: [],
  i18n: ["engine"],
  schemas: ["engine"],
  content: ["schemas", "engine"],
  site: ["content", "schemas", "i18n", "engine"],
  reading: ["engine"],
  versions: ["site", "content", "schemas", "i18n", "engine"],
  notation: ["reading", "site", "content", "schemas", "i18n", "engine"],
  board: ["content", "schemas", "engine"],
  play: ["board", "reading", "versions", "site", "content", "schemas", "i18n", "engine"],
  // Features: the shared rooms, and the arrows between features docs/architecture.md names.
  compare: [...SHARED, "genealogy"],
  simulator: [...SHARED, "compare"],
  studies: [...SHARED, "findings"],
  glossary: [...SHARED, "search"],
  contribute: [...SHARED, "cli"],
  findings: SHARED,
  genealogy: SHARED,
  search: SHARED,
  maps: SHARED,
  downloads: SHARED,
  offline: SHARED,
  record: [...SHARED, "compare"],
  cli: ["notation", "content", "schemas", "engine"],
  pages: [
    ...SHARED,
    ...["compare", "simulator", "studies", "findings", "genealogy", "glossary", "search"],
    ...["maps", "downloads", "offline", "contribute", "record"],
  ],
  "content.config.ts": ["content", "schemas"],
  "middleware.ts": ["site", "i18n"],
};

/**
 * The features whose code other rooms reach only through their entry (`index.ts`), as the
 * engine's: a page also composes their components (`.astro`), styles (`.css`) and boot script
 * (`boot.ts`, what a page's `<script>` loads); the simulator's rules panel loads compare's live
 * panels through `compare/panels.ts`, a chunk of the browser's. ESLint holds the same rule
 * (eslint.config.js `featureEntries`); this test names the file and line.
 */
export const ENTRIES: Readonly<Record<string, RegExp>> = {
  simulator: /^simulator\/(index\.ts|boot\.ts|.*\.astro|.*\.css)$/,
  compare: /^compare\/(index\.ts|panels\.ts|boot\.ts|.*\.astro|.*\.css)$/,
};

const ROOT = join(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");
const CODE = new Set([".ts", ".mts", ".mjs", ".js", ".astro"]);

/** One relative import: where it is written and the file it names, both relative to src/. */
export interface Import {
  readonly file: string;
  readonly line: number;
  readonly target: string;
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return codeFiles(path);
    return e.isFile() && CODE.has(extname(e.name)) ? [path] : [];
  });
}

const posix = (path: string): string => path.split(sep).join("/");

/**
 * Every relative import of a file: static, `import()`, `export … from`, type-only and side-effect
 * imports (TypeScript's own pre-processor finds them all), a `?worker` or `?url` query dropped.
 */
export function importsOf(path: string, text: string): Import[] {
  const code = path.endsWith(".astro") ? astroCode(text) : text;
  const info = ts.preProcessFile(code, true, true);
  return info.importedFiles
    .filter((f) => f.fileName.startsWith("."))
    .map((f) => ({
      file: posix(relative(SRC, path)),
      line: code.slice(0, f.pos).split("\n").length,
      target: posix(relative(SRC, resolve(dirname(path), f.fileName.replace(/\?.*$/, "")))),
    }));
}

/** A file's room: its first folder under src/, or the file itself at src/'s root. */
export const roomOf = (path: string): string => path.split("/")[0] ?? path;

/** What is wrong with one import, in words, or undefined when the rules allow it. */
export function breach(i: Import): string | undefined {
  const from = roomOf(i.file);
  const to = roomOf(i.target);
  if (i.target.startsWith("..") || from === to) return undefined;
  const allowed = ROOM_MAY_IMPORT[from];
  const where = `src/${i.file}:${String(i.line)} imports src/${i.target}`;
  if (allowed === undefined) return `${where}: the room ${from}/ has no rule in ROOM_MAY_IMPORT`;
  if (!allowed.includes(to)) {
    const list = allowed.length > 0 ? allowed.join(", ") : "nothing outside itself";
    return `${where}: ${from}/ may import ${list} (docs/architecture.md), not ${to}/`;
  }
  const entry = ENTRIES[to];
  if (entry !== undefined && !entry.test(i.target)) {
    return `${where}: outside ${to}/, import it through its entry (${to}/index.ts)`;
  }
  return undefined;
}

/** The rooms' import graph: for each room, the rooms it imports. */
export function roomGraph(imports: readonly Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const i of imports) {
    const from = roomOf(i.file);
    const to = roomOf(i.target);
    if (i.target.startsWith("..") || from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  return graph;
}

/** The cycles between rooms, one per strongly connected component of two rooms or more (Tarjan). */
export function roomCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (room: string): void => {
    index.set(room, index.size);
    low.set(room, index.get(room)!);
    stack.push(room);
    for (const next of graph.get(room) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(room, Math.min(low.get(room)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(room, Math.min(low.get(room)!, index.get(next)!));
    }
    if (low.get(room) !== index.get(room)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      component.push(top);
      if (top === room) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const room of graph.keys()) if (!index.has(room)) visit(room);
  return cycles;
}

const IMPORTS = codeFiles(SRC).flatMap((path) => importsOf(path, readFileSync(path, "utf8")));

describe("the rooms of src/ import as docs/architecture.md draws them", () => {
  it("finds the imports it checks, of every kind", () => {
    // A scan that found nothing would pass every rule below.
    expect(IMPORTS.length).toBeGreaterThan(2000);
    // ui/link.ts loads the pinned-version code with `import()`.
    const dynamic = IMPORTS.find(
      (i) => i.file === "simulator/ui/link.ts" && i.target === "simulator/pinned.ts",
    );
    expect(dynamic).toBeDefined();
    expect(IMPORTS.some((i) => i.file.endsWith(".astro"))).toBe(true);
  });

  it("has a rule for every folder of src/, each named in docs/architecture.md", () => {
    const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory());
    for (const folder of folders)
      expect(Object.keys(ROOM_MAY_IMPORT), folder.name).toContain(folder.name);
    for (const room of Object.keys(ROOM_MAY_IMPORT))
      expect(doc, room).toContain(room.endsWith(".ts") ? `\`${room}\`` : `\`${room}/\``);
  });

  it("every room has a rule, and every import keeps to its room's rule", () => {
    expect(IMPORTS.map(breach).filter((b) => b !== undefined)).toEqual([]);
  });

  it("no cycle runs between rooms, type-only imports included", () => {
    expect(roomCycles(roomGraph(IMPORTS))).toEqual([]);
  });
});

describe("the rooms test fails on a made-up import", () => {
  const made = (file: string, target: string): Import => ({ file, line: 7, target });

  it("names the file, the line and the rule an import from the wrong room breaks", () => {
    expect(breach(made("i18n/t.ts", "site/words.ts"))).toBe(
      "src/i18n/t.ts:7 imports src/site/words.ts: i18n/ may import engine (docs/architecture.md), not site/",
    );
    expect(breach(made("content/integrity.ts", "studies/check.ts"))).toMatch(
      /^src\/content\/integrity\.ts:7 imports src\/studies\/check\.ts: content\/ may import/,
    );
    expect(breach(made("engine/core/rng.ts", "site/words.ts"))).toMatch(/nothing outside itself/);
    expect(breach(made("newroom/x.ts", "site/words.ts"))).toMatch(/no rule in ROOM_MAY_IMPORT/);
  });

  it("refuses a feature reached past its entry, and lets its entry and components through", () => {
    expect(breach(made("pages/index.astro", "simulator/build.ts"))).toMatch(
      /outside simulator\/, import it through its entry \(simulator\/index\.ts\)/,
    );
    expect(breach(made("pages/index.astro", "simulator/index.ts"))).toBeUndefined();
    expect(breach(made("pages/index.astro", "simulator/SimulatorSlot.astro"))).toBeUndefined();
    expect(breach(made("simulator/ui/rules-panel.ts", "compare/panels.ts"))).toBeUndefined();
    expect(breach(made("simulator/ui/rules-panel.ts", "compare/url.ts"))).toMatch(/entry/);
    expect(breach(made("simulator/ui/mount.ts", "simulator/build.ts"))).toBeUndefined();
  });

  it("finds a cycle that one more import would close, and none without it", () => {
    const allowed = IMPORTS.filter((i) => breach(i) === undefined);
    expect(roomCycles(roomGraph(allowed))).toEqual([]);
    const back = made("content/integrity.ts", "studies/check.ts");
    const cycles = roomCycles(roomGraph([...allowed, back]));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toContain("content");
    expect(cycles[0]).toContain("studies");
  });

  it("reads every kind of import with its line", () => {
    const text = [
      'import type { A } from "../../play/session.ts";',
      'export { b } from "../../site/words.ts";',
      'import "./x.css";',
      'const c = () => import("../../compare/panels.ts");',
      'import W from "./worker.ts?worker";',
    ].join("\n");
    const found = importsOf(join(SRC, "simulator/ui/x.ts"), text);
    expect(found.map((i) => [i.line, i.target])).toEqual([
      [1, "play/session.ts"],
      [2, "site/words.ts"],
      [3, "simulator/ui/x.css"],
      [4, "compare/panels.ts"],
      [5, "simulator/ui/worker.ts"],
    ]);
  });
});
