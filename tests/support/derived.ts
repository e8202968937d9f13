/**
 * The derived data of the real content (src/compare/derived/, decision 0026) as the build draws
 * them: the divergences, the dead-option checks and the self-play figures, from the project's
 * cache, else the committed seed, else computed. For the tests that read what the pages show.
 */
import { join } from "node:path";
import { loadContent } from "../../src/content/load-files.ts";
import { deadOptionData, divergenceData } from "../../src/compare/divergence/saved.ts";
import { metricsData } from "../../src/compare/selfplay/saved.ts";

const { db } = loadContent(join(import.meta.dirname, "..", ".."));

/** The real content's first divergences. */
export const DIVERGENCES = divergenceData(db);
/** The real content's dead-option checks. */
export const DEAD_OPTIONS = deadOptionData(db);
/** The real content's self-play figures. */
export const METRICS = metricsData(db);
