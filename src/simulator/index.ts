/**
 * The simulator's entry: what the pages use of it at build time. Code outside src/simulator
 * imports these names from here, never a module inside (eslint.config.js `featureEntries`,
 * tests/repo/rooms.test.ts); a page also composes its components (`SimulatorSlot.astro`,
 * `BoardDiagram.astro`, `embed/EmbedPage.astro`) by file. What the simulator shares with the
 * studies and the compare views (a game, its tree, a click, the link) is in src/play/.
 */
export { evidencePreset, simConfig } from "./build.ts";
