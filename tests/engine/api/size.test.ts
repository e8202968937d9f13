import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The house limits on size in the engine: a function past about 80 lines or a module past about
 * 400 is a sign it holds more than one concept. Measured as the review measured them: every
 * function, arrow function, method, accessor and constructor, nested ones counted inside their
 * parent, from the line it starts on to the line it ends on.
 */
const MAX_FUNCTION_LINES = 80;
const MAX_MODULE_LINES = 400;

const ROOT = join(import.meta.dirname, "../../..");
const ENGINE = join(ROOT, "src/engine");

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.isFile() && e.name.endsWith(".ts") ? [path] : [];
  });
}

/** A readable name for a function node: its own name, or the variable or property it is bound to. */
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
  return "<anonymous>";
}

interface Measured {
  readonly where: string;
  readonly lines: number;
}

/** Every function-like node of one file with its length in lines. */
function functionsOf(path: string): Measured[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, "utf8"),
    ts.ScriptTarget.Latest,
    true,
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

const FILES = tsFiles(ENGINE);

describe("sizes in src/engine", () => {
  it("finds the engine's modules and functions (the walk itself works)", () => {
    expect(FILES.length).toBeGreaterThan(20);
    expect(FILES.flatMap(functionsOf).length).toBeGreaterThan(200);
  });

  it(`has no function, method or arrow function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = FILES.flatMap(functionsOf)
      .filter((f) => f.lines > MAX_FUNCTION_LINES)
      .map((f) => `${f.where} (${f.lines} lines)`);
    expect(long).toEqual([]);
  });

  it(`has no module over ${MAX_MODULE_LINES} lines`, () => {
    const long = FILES.map((path) => ({
      file: relative(ROOT, path),
      lines: readFileSync(path, "utf8").split("\n").length - 1,
    }))
      .filter((m) => m.lines > MAX_MODULE_LINES)
      .map((m) => `${m.file} (${m.lines} lines)`);
    expect(long).toEqual([]);
  });
});
