import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The site suite's files that read no build: they run in the fast loop. Every other file of
 * tests/site reads dist/, so it runs after the build (a new file lands there unless listed here).
 */
const SITE_WITHOUT_BUILD = [
  "best-drawn-lib",
  "changed-reading",
  "compare-basis",
  "compare-lib",
  "contribute-lib",
  "contribute-plain-lib",
  "csv",
  "failure-words",
  "genealogy-lib",
  "glossary-lib",
  "joints-lib",
  "last-lib",
  "sown-lib",
  "levels-lib",
  "lib",
  "map-culling",
  "move-tree",
  "parse-words",
  "numbers-lib",
  "observed-lib",
  "page-key-lib",
  "parts-lib",
  "play-compare-lib",
  "prose-mentions",
  "reading-lib",
  "two-dates-lib",
  "search-suggest-lib",
  "selfplay-runs",
  "share-image",
  "record-citations",
  "record-lib",
  "rule-sentences-lib",
  "refusals-view",
  "simulator",
  "versions-pinned",
  "worker-answers",
].map((name) => `tests/site/${name}.test.ts`);

/**
 * The files that take longest, in the order they should start: the crawl of every page, print,
 * and the fixture builds. With two files at a time, the other worker takes the short files while
 * these run. Vitest starts the files that took longest last time first, but a fresh clone has no
 * timings, and by file size the crawl would start about halfway and end the run alone.
 */
const LONGEST = [
  "tests/e2e/every-page.test.ts",
  "tests/e2e/print.test.ts",
  "tests/site/build-failures.test.ts",
  "tests/e2e/escaping.test.ts",
];

/** Vitest's order (failed, then longest, then largest first), with `LONGEST` before the rest. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((path) => f.moduleId.endsWith(path));
      return i === -1 ? LONGEST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
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
          // A site file reads every built page: its time grows with the pages and the load, not
          // with a fault, so its limit only catches a hang. At a load average of about 20, one
          // language's html-validate pass took over 120 s and failed a correct site (issue 39).
          testTimeout: 600_000,
          globalSetup: ["tests/support/build-site.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 180_000,
          // expect.poll gives up after 1 s by default: on a loaded machine a page's dynamic
          // import or a reload takes longer, and a correct page failed its test (issue 39). A
          // poll still returns as soon as it holds; only a real failure waits this long.
          expect: { poll: { timeout: 30_000 } },
          globalSetup: ["tests/support/serve-site.ts"],
        },
      },
    ],
  },
});
