/**
 * The engine's public entry: the core (`core/index.ts`) and the registry of every game. Each
 * family also has its own entry (`fanorona/index.ts`, `telo/index.ts`, `mancala/index.ts`),
 * which `families.ts` loads lazily for the browser.
 *
 * Node code (the CLI, the build, tools, benchmarks) imports the engine from here; browser code
 * from `core/index.ts`, `families.ts` and the family entries, never from here, because the
 * registry and `searchDivergence` load every family. eslint.config.js (`engineEntries`) keeps
 * everything outside src/engine and tests/ to these entries.
 */
export * from "./core/index.ts";
export { GAMES, REGISTRY_VARIANTS, compileRuleset, optionDoc, type GameEntry } from "./registry.ts";
export { FAMILY_LOADERS, loadRuleset, type FamilyModule } from "./families.ts";
export { familyVariants, loadDivergenceSearch, type DivergenceSearch } from "./research.ts";
export { searchDivergence } from "./diverge.ts";
