/**
 * The compare feature's entry: what the pages and the simulator use of it at build time. Code
 * outside src/compare imports these names from here, never a module inside (eslint.config.js
 * `featureEntries`, tests/repo/rooms.test.ts); a page also composes its components (`.astro`),
 * its styles and its `boot.ts` by file. The simulator's rules panel loads the live panels in the
 * browser through `panels.ts`, which keeps the build's modules out of that chunk.
 */
export { anyComparison, compareData, PREBUILT } from "./build.ts";
export { comparePath, compareSlug } from "./url.ts";
export { facetOfOption } from "./facets.ts";
export { compareView } from "./view.ts";
export { compareWords, panelWords, pickerWords } from "./words-build.ts";
export { playSections } from "./play-sections.ts";
export { divergenceData, divergenceGames, gameDivergences } from "./divergence/saved.ts";
export { gamePlayFigures, metricsData, metricsGames } from "./selfplay/saved.ts";
