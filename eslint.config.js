// @ts-check
import eslint from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import globals from "globals";
import { builtinModules } from "node:module";

const BROWSER_SAFE =
  "src/engine runs in the browser and in workers: no Node, YAML or Astro (see docs/engine.md)";

/**
 * A fence around code that runs in the browser as in Node: no Node module, YAML or Astro, and no
 * Node global; `why` is the message a broken rule gives.
 */
function browserFence(files, why, more = []) {
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*", ...builtinModules], message: why },
            { group: ["yaml", "astro", "astro/*", "astro:*", "@astrojs/*"], message: why },
            ...more,
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        ...["process", "Buffer", "require", "__dirname"].map((name) => ({ name, message: why })),
      ],
    },
  };
}

/** The fence around src/engine: nothing Node-only, no content or site dependency. */
export const engineFence = browserFence(["src/engine/**/*.ts"], BROWSER_SAFE);

/**
 * The engine behind its entries: code outside src/engine (the site, the CLI, tools, benchmarks)
 * imports the engine only through its public entries, so that the engine can change inside
 * without breaking them. The entries:
 * - `engine/index.ts`: the core and the registry of every game, for Node code (the CLI, the
 *   build, scripts, benchmarks);
 * - `engine/core/index.ts`: the core alone. Browser code (the simulator, the compare picker) must
 *   use it, or `engine/families.ts`, rather than `engine/index.ts`: the registry there imports
 *   every family, and a page would download all of them to play one game;
 * - `engine/families.ts`: each family loaded on demand;
 * - `engine/{fanorona,telo,mancala}/index.ts`: one family's own entry.
 * - `engine/mancala/games.ts`: the four-row games one by one, and the sowing paths, for the
 *   browser (the family's index.ts loads every game at once).
 * Tests may reach inside (tests/ is not fenced).
 */
const ENGINE_INTERNAL =
  "(^|\\x2F)engine\\x2F(?!(index|families|research)\\.ts$|(core|fanorona|telo|mancala)\\x2Findex\\.ts$|mancala\\x2Fgames\\.ts$)";
const ENGINE_ENTRIES =
  "import the engine through its entries: engine/index.ts (Node), engine/core/index.ts or engine/families.ts (browser), engine/research.ts (the browser's research workers), a family's index.ts, or engine/mancala/games.ts (the browser's four-row games one by one) (see eslint.config.js, engineEntries)";
export const engineEntries = {
  files: ["src/**/*.{ts,mjs,astro}", "scripts/**/*.{ts,mjs}", "bench/**/*.ts"],
  ignores: ["src/engine/**"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [{ regex: ENGINE_INTERNAL, message: ENGINE_ENTRIES }],
      },
    ],
    // `import()` is not seen by no-restricted-imports (the simulator loads families that way).
    "no-restricted-syntax": [
      "error",
      { selector: `ImportExpression[source.value=/${ENGINE_INTERNAL}/]`, message: ENGINE_ENTRIES },
    ],
  },
};

const NOTATION_SAFE =
  "src/notation runs in the browser too (the analysis board, lessons): no Node, YAML or Astro (see docs/notation-files.md)";

/**
 * The same fence around src/notation: game files are read and checked in the browser as in Node.
 * It comes after `engineEntries` in the list and repeats its pattern, because a later entry's
 * `no-restricted-imports` replaces an earlier one's for the files both cover.
 */
export const notationFence = browserFence(["src/notation/**/*.ts"], NOTATION_SAFE, [
  { regex: ENGINE_INTERNAL, message: ENGINE_ENTRIES },
]);

export default tseslint.config(
  { ignores: ["dist/", ".astro/", ".tools/", "node_modules/", "*.config.*", "eslint.config.js"] },
  eslint.configs.recommended,
  {
    files: ["**/*.ts"],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
    },
  },
  engineFence,
  engineEntries,
  notationFence,
  { files: ["**/*.mjs", "**/*.js"], languageOptions: { globals: { ...globals.node } } },
  ...astro.configs.recommended,
);
