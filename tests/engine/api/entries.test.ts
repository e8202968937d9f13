/**
 * The engine behind its entries (eslint.config.js `engineEntries`): outside src/engine and tests/,
 * an import of an engine module that is not a public entry fails the lint, static or dynamic,
 * in the site (modules and pages), the tools and the benchmarks; the same import through an entry passes, and the
 * engine's own modules and the tests may reach inside.
 */
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: ROOT });
const RULES = ["no-restricted-imports", "no-restricted-syntax"];

/** The fence rules the project's configuration reports for `code` placed at `file`. */
async function fenceRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).flatMap((m) =>
    m.ruleId !== null && RULES.includes(m.ruleId) ? [m.ruleId] : [],
  );
}

/** `import { X } from "<path>"`, used so that no other rule reports it. */
const importOf = (path: string): string =>
  `import { X } from "${path}";\nexport const f = (): unknown => X;\n`;

// [file outside the engine, its way up to src/engine]
const OUTSIDE: readonly [string, string][] = [
  ["src/cli/args.ts", "../engine"],
  ["scripts/metrics.ts", "../src/engine"],
  ["bench/telo.ts", "../src/engine"],
];

const INTERNAL = [
  "core/perft.ts",
  "core/search/index.ts",
  "registry.ts",
  "diverge.ts",
  "telo/solver.ts",
  "mancala/walk.ts",
];
const ENTRIES = [
  "index.ts",
  "core/index.ts",
  "families.ts",
  "fanorona/index.ts",
  "telo/index.ts",
  "mancala/index.ts",
  "mancala/games.ts",
];

describe("the engine behind its entries (eslint.config.js engineEntries)", () => {
  it.each(OUTSIDE)(
    "%s fails the lint of each internal import and passes each entry",
    async (file, up) => {
      for (const inner of INTERNAL)
        expect(await fenceRules(file, importOf(`${up}/${inner}`)), inner).toEqual([
          "no-restricted-imports",
        ]);
      for (const entry of ENTRIES)
        expect(await fenceRules(file, importOf(`${up}/${entry}`)), entry).toEqual([]);
    },
    120_000,
  );

  it("fails a re-export and a dynamic import of an internal module, not of an entry", async () => {
    const file = "src/cli/args.ts";
    expect(await fenceRules(file, 'export { GAMES } from "../engine/registry.ts";\n')).toEqual([
      "no-restricted-imports",
    ]);
    expect(await fenceRules(file, 'export { GAMES } from "../engine/index.ts";\n')).toEqual([]);
    const dynamic = (path: string) =>
      `export const f = (): Promise<unknown> => import("${path}");\n`;
    expect(await fenceRules(file, dynamic("../engine/telo/solver.ts"))).toEqual([
      "no-restricted-syntax",
    ]);
    expect(await fenceRules(file, dynamic("../engine/telo/index.ts"))).toEqual([]);
  }, 60_000);

  it("fails an internal import in a page's frontmatter, not an entry", async () => {
    const page = (path: string) =>
      `---\nimport { optionDoc } from "${path}";\nconst f = optionDoc;\n---\n<p>{String(f)}</p>\n`;
    expect(await fenceRules("src/pages/index.astro", page("../engine/registry.ts"))).toEqual([
      "no-restricted-imports",
    ]);
    expect(await fenceRules("src/pages/index.astro", page("../engine/index.ts"))).toEqual([]);
  }, 60_000);

  it("lets the engine's own modules and the tests reach inside", async () => {
    expect(await fenceRules("src/engine/core/rng.ts", importOf("./perft.ts"))).toEqual([]);
    expect(
      await fenceRules(
        "tests/engine/api/fence.test.ts",
        importOf("../../../src/engine/core/perft.ts"),
      ),
    ).toEqual([]);
  }, 60_000);
});
