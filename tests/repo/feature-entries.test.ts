/**
 * The simulator and compare behind their entries (eslint.config.js `featureEntries`): code of
 * src/ outside the folder imports `simulator/index.ts`, `compare/index.ts` or, in the browser,
 * `compare/panels.ts`, and a page composes their components and styles by file. Any other
 * import of their modules fails the lint, static, re-exported or dynamic; the engine's entries
 * rule holds beside it in the same files; scripts and tests may reach inside.
 */
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });
const RULES = ["no-restricted-imports", "no-restricted-syntax"];

/** The fence rules the project's configuration reports for `code` placed at `file`. */
async function fenceRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).flatMap((m) =>
    m.ruleId !== null && RULES.includes(m.ruleId) ? [m.ruleId] : [],
  );
}

const importOf = (path: string): string =>
  `import { X } from "${path}";\nexport const f = (): unknown => X;\n`;
const dynamic = (path: string): string =>
  `export const f = (): Promise<unknown> => import("${path}");\n`;

describe("the simulator and compare behind their entries (eslint.config.js featureEntries)", () => {
  it("fails a feature's inner module imported from another room, not its entry", async () => {
    const file = "src/search/query.ts";
    for (const inner of ["../simulator/build.ts", "../compare/build.ts", "../compare/url.ts"])
      expect(await fenceRules(file, importOf(inner)), inner).toEqual(["no-restricted-imports"]);
    for (const entry of ["../simulator/index.ts", "../compare/index.ts"])
      expect(await fenceRules(file, importOf(entry)), entry).toEqual([]);
    expect(await fenceRules(file, 'export { X } from "../compare/view.ts";\n')).toEqual([
      "no-restricted-imports",
    ]);
    expect(await fenceRules(file, dynamic("../simulator/ui/mount.ts"))).toEqual([
      "no-restricted-syntax",
    ]);
    expect(await fenceRules(file, dynamic("../compare/panels.ts"))).toEqual([]);
  }, 120_000);

  it("holds between the two features, and lets each reach inside itself", async () => {
    const panel = "src/simulator/ui/rules-panel.ts";
    expect(await fenceRules(panel, importOf("../../compare/divergence/live/mount.ts"))).toEqual([
      "no-restricted-imports",
    ]);
    expect(await fenceRules(panel, importOf("../../compare/panels.ts"))).toEqual([]);
    expect(await fenceRules(panel, importOf("./controls.ts"))).toEqual([]);
    const picker = "src/compare/picker.ts";
    expect(await fenceRules(picker, importOf("../simulator/ui/rulesets.ts"))).toEqual([
      "no-restricted-imports",
    ]);
    expect(await fenceRules(picker, importOf("./url.ts"))).toEqual([]);
  }, 120_000);

  it("keeps the engine's entries rule in the same files", async () => {
    for (const file of ["src/search/query.ts", "src/compare/picker.ts", "src/simulator/boot.ts"]) {
      expect(await fenceRules(file, importOf("../engine/core/perft.ts")), file).toEqual([
        "no-restricted-imports",
      ]);
    }
    expect(await fenceRules("src/notation/lex.ts", importOf("../compare/url.ts"))).toEqual([
      "no-restricted-imports",
    ]);
  }, 120_000);

  it("lets a page name a component and a stylesheet, and scripts and tests reach inside", async () => {
    const page = (path: string) => `---\nimport X from "${path}";\n---\n<X />\n`;
    const at = "src/pages/index.astro";
    expect(await fenceRules(at, page("../simulator/SimulatorSlot.astro"))).toEqual([]);
    expect(await fenceRules(at, page("../compare/divergence/RulesetDivergences.astro"))).toEqual(
      [],
    );
    expect(await fenceRules(at, '---\nimport "../compare/compare.css";\n---\n<p></p>\n')).toEqual(
      [],
    );
    expect(await fenceRules(at, page("../simulator/build.ts"))).toEqual(["no-restricted-imports"]);
    expect(
      await fenceRules("scripts/metrics.ts", importOf("../src/compare/divergence/compute.ts")),
    ).toEqual([]);
    expect(
      await fenceRules("tests/site/link-words.test.ts", importOf("../../src/simulator/build.ts")),
    ).toEqual([]);
  }, 120_000);
});
