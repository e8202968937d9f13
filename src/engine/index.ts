/**
 * The engine's public entry: the core (`core/index.ts`) and the registry of every game. Each
 * family also has its own entry (`fanorona/index.ts`, `telo/index.ts`, `mancala/index.ts`),
 * which `families.ts` loads lazily for the browser.
 */
export * from "./core/index.ts";
export { GAMES, compileRuleset, optionDoc, type GameEntry } from "./registry.ts";
export { FAMILY_LOADERS, loadRuleset, type FamilyModule } from "./families.ts";
