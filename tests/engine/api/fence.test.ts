import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");

/** The rule ids the project's ESLint configuration reports for `code` placed at `file`. */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const FORBIDDEN: readonly [string, string][] = [
  ['import { readFileSync } from "node:fs";\nexport const f = readFileSync;\n', "node:fs"],
  ['import { join } from "path";\nexport const f = join;\n', "path"],
  ['import { parse } from "yaml";\nexport const f = parse;\n', "yaml"],
  ['import { z } from "astro/zod";\nexport const f = z;\n', "astro/zod"],
];

describe("the fence around src/engine (eslint.config.js engineFence)", () => {
  it.each(FORBIDDEN)(
    "fails the lint of an engine module importing %j (%s)",
    async (code) => {
      expect(await ruleIds("src/engine/core/rng.ts", code)).toContain("no-restricted-imports");
      // The same import is allowed outside the engine.
      expect(await ruleIds("src/cli/args.ts", code)).not.toContain("no-restricted-imports");
    },
    60_000,
  );

  it.each(["process.env['X']", "Buffer.from('x')"])(
    "fails the lint of an engine module using %s",
    async (expr) => {
      const code = `export const f = (): unknown => ${expr};\n`;
      expect(await ruleIds("src/engine/core/rng.ts", code)).toContain("no-restricted-globals");
      expect(await ruleIds("src/cli/args.ts", code)).not.toContain("no-restricted-globals");
    },
    60_000,
  );
});

describe("the fence around src/notation (eslint.config.js notationFence)", () => {
  // Notation files are read in the browser as in Node; the fence must also keep the engine's
  // entries rule there, which its own rule would otherwise replace.
  it.each(FORBIDDEN)(
    "fails the lint of a notation module importing %j (%s)",
    async (code) => {
      expect(await ruleIds("src/notation/lex.ts", code)).toContain("no-restricted-imports");
    },
    60_000,
  );

  it("still refuses an import inside the engine there", async () => {
    const code = 'import { ok } from "../engine/core/result.ts";\nexport const f = ok;\n';
    expect(await ruleIds("src/notation/lex.ts", code)).toContain("no-restricted-imports");
    const entry = 'import { ok } from "../engine/core/index.ts";\nexport const f = ok;\n';
    expect(await ruleIds("src/notation/lex.ts", entry)).not.toContain("no-restricted-imports");
  }, 60_000);
});
