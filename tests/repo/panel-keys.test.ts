import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { compare } from "../../src/i18n/tables/en/compare.ts";
import { PANEL_KEY_PREFIXES, PANEL_KEYS, isPanelKey } from "../../src/compare/panel-keys.ts";
import { compareWords, panelWords } from "../../src/compare/words-build.ts";
import { LANGS } from "../../src/i18n/languages.ts";

/**
 * A page with a simulator passes its live panels only the compare words they use
 * (src/compare/panel-keys.ts). The panels' code is found as the browser loads it: every module
 * of src/compare the simulator's code imports, and everything those import, statically or on
 * demand, outside the string tables (data, not code). Every `compare.…` string in that code is
 * a key it shows, or the base of a counted one (`.one`, `.other`).
 */
const ROOT = join(import.meta.dirname, "../..");
const SIMULATOR = join(ROOT, "src/simulator");
const TABLES = join(ROOT, "src/i18n/tables");
const KEYS = new Set(Object.keys(compare));

const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.name.endsWith(".ts") ? [path] : [];
  });

/**
 * The site modules `file` imports, statically or with `import()`, workers included (their
 * `?worker` query dropped), by absolute path.
 */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return info.importedFiles
    .map((f) => f.fileName.replace(/\?.*$/, ""))
    .filter((name) => name.startsWith(".") && name.endsWith(".ts"))
    .map((name) => resolve(dirname(file), name));
}

/** The panels' modules: what the simulator imports from src/compare, and all they import. */
function panelModules(): string[] {
  const entries = tsFiles(SIMULATOR)
    .flatMap(importsOf)
    .filter((f) => f.startsWith(join(ROOT, "src/compare/")));
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const f = stack.pop()!;
    if (seen.has(f) || f.startsWith(TABLES)) continue;
    seen.add(f);
    stack.push(...importsOf(f));
  }
  return [...seen].sort();
}

/** Every compare key `file` names, a counted base standing for its forms; throws on a made one. */
function keysIn(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node) && node.head.text.startsWith("compare."))
      throw new Error(`${relative(ROOT, file)}: a key made at run time (${node.getText()})`);
    if (ts.isStringLiteralLike(node) && /^compare\.[\w.]+$/.test(node.text)) {
      const base = node.text;
      if (KEYS.has(base)) found.push(base);
      else if (KEYS.has(`${base}.one`)) found.push(`${base}.one`, `${base}.other`);
      else throw new Error(`${relative(ROOT, file)}: "${base}" is no compare key`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const modules = panelModules();
const used = new Set(modules.flatMap(keysIn));

describe("the compare words a simulator page carries", () => {
  it("finds the panels' code from the simulator's imports", () => {
    const names = modules.map((f) => relative(ROOT, f));
    expect(names).toContain("src/compare/divergence/live/panel.ts");
    expect(names).toContain("src/compare/selfplay/plays.ts");
    // The compare page's own view is not the panels': its words stay off simulator pages.
    expect(names).not.toContain("src/compare/view.ts");
  });

  it("lists every key the panels use", () => {
    expect([...used].filter((k) => !isPanelKey(k))).toEqual([]);
  });

  it("lists no key the panels do not use", () => {
    expect([...KEYS].filter((k) => isPanelKey(k) && !used.has(k))).toEqual([]);
    for (const p of PANEL_KEY_PREFIXES)
      expect(
        [...KEYS].some((k) => k.startsWith(p)),
        p,
      ).toBe(true);
    expect(PANEL_KEYS.filter((k) => PANEL_KEY_PREFIXES.some((p) => k.startsWith(p)))).toEqual([]);
  });

  it("passes the panels exactly those words, not the whole table, in every language", () => {
    for (const lang of LANGS) {
      const passed = Object.keys(panelWords(lang).text).sort();
      expect(passed, lang).toEqual([...used].sort());
      expect(passed.length, lang).toBeLessThan(Object.keys(compareWords(lang).text).length);
    }
  });
});
