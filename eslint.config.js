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
const ENGINE_PATTERN = { regex: ENGINE_INTERNAL, message: ENGINE_ENTRIES };

/** The `import()` calls of the same patterns, which no-restricted-imports does not see. */
const importCalls = (patterns) =>
  patterns.map((p) => ({
    selector: `ImportExpression[source.value=/${p.regex}/]`,
    message: p.message,
  }));

/** A block that holds `files` to the entries of `patterns`, static and dynamic imports alike. */
function entriesBlock(files, ignores, patterns) {
  return {
    files,
    ignores,
    rules: {
      "no-restricted-imports": ["error", { patterns }],
      "no-restricted-syntax": ["error", ...importCalls(patterns)],
    },
  };
}

export const engineEntries = entriesBlock(
  ["src/**/*.{ts,mjs,astro}", "scripts/**/*.{ts,mjs}", "bench/**/*.ts"],
  ["src/engine/**"],
  [ENGINE_PATTERN],
);

/**
 * The simulator and compare behind their entries, as the engine: code of src/ outside the
 * folder imports `simulator/index.ts` or `compare/index.ts` (compare's browser panels:
 * `compare/panels.ts`), and a page composes their components, styles and boot script by file
 * (docs/architecture.md; tests/repo/rooms.test.ts holds the same rule with each file and line).
 * Scripts, benchmarks and tests may run a feature's computation (tests/ is not fenced).
 */
const featureInternal = (feature, entries) =>
  `(^|\\x2F)${feature}\\x2F(?!(${entries})$|[\\w.\\x2F-]*\\.(astro|css)(\\?raw)?$)`;
const SIMULATOR_PATTERN = {
  regex: featureInternal("simulator", "index\\.ts|boot\\.ts"),
  message:
    "import the simulator through its entry, src/simulator/index.ts (a page may also name its .astro components); the play core shared with it is src/play/ (see eslint.config.js, featureEntries)",
};
const COMPARE_PATTERN = {
  regex: featureInternal("compare", "index\\.ts|panels\\.ts|boot\\.ts"),
  message:
    "import compare through its entry, src/compare/index.ts (compare/panels.ts in the simulator's browser code; a page may also name its .astro components and .css) (see eslint.config.js, featureEntries)",
};
/** The blocks, later than `engineEntries`, whose no-restricted-imports they replace, so they repeat its pattern. */
export const featureEntries = [
  entriesBlock(
    ["src/**/*.{ts,mjs,astro}"],
    ["src/engine/**", "src/simulator/**", "src/compare/**"],
    [ENGINE_PATTERN, SIMULATOR_PATTERN, COMPARE_PATTERN],
  ),
  entriesBlock(["src/simulator/**/*.{ts,mjs,astro}"], [], [ENGINE_PATTERN, COMPARE_PATTERN]),
  entriesBlock(["src/compare/**/*.{ts,mjs,astro}"], [], [ENGINE_PATTERN, SIMULATOR_PATTERN]),
];

const NOTATION_SAFE =
  "src/notation runs in the browser too (the analysis board, lessons): no Node, YAML or Astro (see docs/notation-files.md)";

/**
 * The same fence around src/notation: game files are read and checked in the browser as in Node.
 * It comes after `engineEntries` and `featureEntries` in the list and repeats their patterns, because a later entry's
 * `no-restricted-imports` replaces an earlier one's for the files both cover.
 */
export const notationFence = browserFence(["src/notation/**/*.ts"], NOTATION_SAFE, [
  ENGINE_PATTERN,
  SIMULATOR_PATTERN,
  COMPARE_PATTERN,
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
  ...featureEntries,
  notationFence,
  { files: ["**/*.mjs", "**/*.js"], languageOptions: { globals: { ...globals.node } } },
  ...astro.configs.recommended,
);
