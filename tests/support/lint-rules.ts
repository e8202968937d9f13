/**
 * The harness of the tests that hold the project's import fences (eslint.config.js): what the
 * project's own ESLint configuration reports for a snippet of code placed at a path of the
 * repository, without writing the file. One ESLint instance serves every such test: the fast
 * suite keeps modules loaded from file to file (vitest.config.ts), so the type information the
 * configuration builds for the first snippet is reused by the next files instead of rebuilt.
 */
import { join } from "node:path";
import { ESLint } from "eslint";

/** The repository's root, where eslint.config.js is. */
export const ROOT = join(import.meta.dirname, "../..");

let shared: ESLint | undefined;
const eslint = (): ESLint => (shared ??= new ESLint({ cwd: ROOT }));

/**
 * Lints an empty module once, so that the configuration's type information is built before the
 * first test (in a `beforeAll`, under the hook's time limit): on a loaded two-core machine that
 * took 45 s, most of a test's limit, and the first test of a file ran out of time.
 */
export async function lintReady(): Promise<void> {
  await ruleIds("src/cli/args.ts", "export {};\n");
}

/** The rule ids (or, for a problem without one, its message) reported for `code` at `file`. */
export async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint().lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** The import fences' rules among those reported for `code` at `file`, in order. */
export async function fenceRules(file: string, code: string): Promise<string[]> {
  const fences = ["no-restricted-imports", "no-restricted-syntax"];
  return (await ruleIds(file, code)).filter((id) => fences.includes(id));
}

/** `import { X } from "<path>"`, written so that no rule but the fences reports it. */
export const importOf = (path: string): string =>
  `import { X } from "${path}";\nexport const f = (): unknown => X;\n`;

/** A dynamic `import("<path>")`, likewise. */
export const dynamicImportOf = (path: string): string =>
  `export const f = (): Promise<unknown> => import("${path}");\n`;
