// @ts-check
import eslint from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import globals from "globals";
import { builtinModules } from "node:module";

const BROWSER_SAFE =
  "src/engine runs in the browser and in workers: no Node, YAML or Astro (see README, Engine)";

/** The fence around src/engine: nothing Node-only, no content or site dependency. */
export const engineFence = {
  files: ["src/engine/**/*.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: ["node:*", ...builtinModules], message: BROWSER_SAFE },
          { group: ["yaml", "astro", "astro/*", "astro:*", "@astrojs/*"], message: BROWSER_SAFE },
        ],
      },
    ],
    "no-restricted-globals": [
      "error",
      { name: "process", message: BROWSER_SAFE },
      { name: "Buffer", message: BROWSER_SAFE },
      { name: "require", message: BROWSER_SAFE },
      { name: "__dirname", message: BROWSER_SAFE },
    ],
  },
};

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
  { files: ["**/*.mjs", "**/*.js"], languageOptions: { globals: { ...globals.node } } },
  ...astro.configs.recommended,
);
