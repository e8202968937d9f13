import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { astroCode } from "../support/astro-code.ts";

/**
 * The house limits on size, over all of the project's code in src/ and scripts/: a function past
 * about 80 lines or a module past about 400 is a sign it holds more than one concept. Measured as
 * the architecture reviews measured them: every function, arrow function, method, accessor and
 * constructor, nested ones counted inside their parent, from the line it starts on to the line it
 * ends on. An `.astro` file's functions are those of its frontmatter and its `<script>` blocks;
 * its module size is the whole file, since the template is read with the code.
 */
const MAX_FUNCTION_LINES = 80;
const MAX_MODULE_LINES = 400;

const ROOT = join(import.meta.dirname, "../..");
/** The folders whose code the limits hold for. */
const FOLDERS = ["src", "scripts"];
const CODE = new Set([".ts", ".mts", ".mjs", ".js", ".astro"]);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return codeFiles(path);
    return e.isFile() && CODE.has(extname(e.name)) ? [path] : [];
  });
}

/**
 * A readable name for a function node: its own name, the variable or property it is bound to, or
 * the call it is passed to (`crowded.forEach callback`).
 */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  )
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source)} callback`;
  return "<anonymous>";
}

interface Measured {
  readonly where: string;
  readonly lines: number;
}

/** Every function-like node of one file's code with its length in lines. */
function functionsOf(path: string): Measured[] {
  const text = readFileSync(path, "utf8");
  const astro = path.endsWith(".astro");
  const source = ts.createSourceFile(
    path,
    astro ? astroCode(text) : text,
    ts.ScriptTarget.Latest,
    true,
    astro || /\.m?ts$/.test(path) ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
  const file = relative(ROOT, path);
  const found: Measured[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      found.push({
        where: `${file}:${nameOf(node, source)}:${first}-${last}`,
        lines: last - first + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const FILES = FOLDERS.flatMap((folder) => codeFiles(join(ROOT, folder)));

/**
 * The ten nearest a limit, longest first, as lines to print: a module or function close to it
 * is split by concept before a change pushes it over, not cut by line to pass the test.
 */
function nearest(measured: readonly Measured[], limit: number, n = 10): string[] {
  return [...measured]
    .sort((a, b) => b.lines - a.lines || a.where.localeCompare(b.where))
    .slice(0, n)
    .map((m) => `${String(m.lines).padStart(4)} / ${limit}  ${m.where}`);
}

describe(`sizes in ${FOLDERS.join(" and ")}`, () => {
  it("finds the modules and functions of every folder and kind (the walk itself works)", () => {
    for (const folder of FOLDERS)
      expect(FILES.some((f) => relative(ROOT, f).startsWith(`${folder}/`))).toBe(true);
    const functions = FILES.flatMap(functionsOf);
    expect(functions.length).toBeGreaterThan(500);
    // Each kind of file yields functions: .astro frontmatter and scripts are read, not skipped.
    for (const kind of [".ts", ".mjs", ".astro"])
      expect(functions.some((f) => f.where.split(":")[0]?.endsWith(kind))).toBe(true);
  });

  it("reads an .astro file's frontmatter and code scripts at their own line numbers", () => {
    const text = [
      "---",
      "const a = () => 1;",
      "---",
      "<p>{[1].map((x) => x)}</p>",
      '<script type="application/json">{"b": 2}</script>',
      "<script>",
      "function c() {}",
      "</script>",
    ].join("\n");
    const lines = astroCode(text).split("\n");
    expect(lines).toHaveLength(8);
    expect(lines[1]).toBe("const a = () => 1;");
    expect(lines[3]?.trim()).toBe("");
    expect(lines[4]?.trim()).toBe("");
    expect(lines[6]).toBe("function c() {}");
  });

  it("lists the ten nearest a limit, longest first", () => {
    const measured = Array.from({ length: 12 }, (_, i) => ({ where: `m${String(i)}`, lines: i }));
    const near = nearest(measured, 80);
    expect(near).toHaveLength(10);
    expect(near[0]).toBe("  11 / 80  m11");
    expect(near[9]).toBe("   2 / 80  m2");
  });

  it(`has no function, method or arrow function over ${MAX_FUNCTION_LINES} lines`, () => {
    const functions = FILES.flatMap(functionsOf);
    console.log(
      `The ten functions nearest ${MAX_FUNCTION_LINES} lines:\n${nearest(functions, MAX_FUNCTION_LINES).join("\n")}`,
    );
    const long = functions
      .filter((f) => f.lines > MAX_FUNCTION_LINES)
      .map((f) => `${f.where} (${f.lines} lines)`);
    expect(long).toEqual([]);
  });

  it(`has no module over ${MAX_MODULE_LINES} lines`, () => {
    const modules = FILES.map((path) => ({
      file: relative(ROOT, path),
      lines: readFileSync(path, "utf8").split("\n").length - 1,
    }));
    const measured = modules.map((m) => ({ where: m.file, lines: m.lines }));
    console.log(
      `The ten modules nearest ${MAX_MODULE_LINES} lines:\n${nearest(measured, MAX_MODULE_LINES).join("\n")}`,
    );
    const long = modules
      .filter((m) => m.lines > MAX_MODULE_LINES)
      .map((m) => `${m.file} (${m.lines} lines)`);
    expect(long).toEqual([]);
  });
});
