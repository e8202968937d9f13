import { defineConfig } from "vitest/config";

/**
 * The site suite's files that read no build: they run in the fast loop. Every other file of
 * tests/site reads dist/, so it runs after the build (a new file lands there unless listed here).
 */
const SITE_WITHOUT_BUILD = [
  "changed-reading",
  "compare-basis",
  "compare-lib",
  "contribute-lib",
  "csv",
  "failure-words",
  "genealogy-lib",
  "glossary-lib",
  "joints-lib",
  "lib",
  "map-culling",
  "move-tree",
  "parse-words",
  "numbers-lib",
  "parts-lib",
  "play-compare-lib",
  "prose-mentions",
  "reading-lib",
  "selfplay-runs",
  "share-image",
  "record-citations",
  "rule-sentences-lib",
  "refusals-view",
  "simulator",
  "versions-pinned",
].map((name) => `tests/site/${name}.test.ts`);

/**
 * Three projects, run one at a time by scripts/test-all.mjs (`npm test`) or alone with
 * `vitest run --project <name>`:
 * - fast: the engine, the content and the site code that needs no build (`npm run test:fast`);
 * - site: the built pages in dist/, built first when stale (tests/support/build-site.ts);
 * - e2e: the built site in headless Chromium, served once (tests/support/serve-site.ts).
 * Files are independent, so two run at a time: this machine kind has two cores, and Vitest's
 * default (cores - 1) would run them one by one. The fast and site files share nothing mutable
 * (no mocks, stubs or globals), so they run in worker threads that keep the modules they have
 * loaded from one file to the next instead of loading the engine, the schemas and citation-js
 * afresh for each (measured on 2 cores at a load average of about 5: the fast suite took 133 s
 * in a fresh process per file, 49 s this way). The browser suite keeps a fresh process per file.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: "fast",
          pool: "threads",
          isolate: false,
          include: [
            "tests/engine/**/*.test.ts",
            "tests/content/**/*.test.ts",
            "tests/repo/**/*.test.ts",
            "tests/notation/**/*.test.ts",
            ...SITE_WITHOUT_BUILD,
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "site",
          pool: "threads",
          isolate: false,
          include: ["tests/site/**/*.test.ts"],
          exclude: SITE_WITHOUT_BUILD,
          globalSetup: ["tests/support/build-site.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 180_000,
          globalSetup: ["tests/support/serve-site.ts"],
        },
      },
    ],
  },
});
