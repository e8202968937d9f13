/**
 * How much of the browser matrix a run checks ([decision 26](../../docs/decisions/0026-template-gate-full-matrix-in-ci.md)).
 *
 * - `npm test`, the gate before a push: every page once for errors, scripts and overflow; axe on
 *   one page of every kind in every width and colour scheme, and on a sample of the French and
 *   Malagasy pages that rotates from commit to commit; print by template (the longest page of
 *   each kind on both papers).
 * - `TEST_FULL=1` (`npm run test:full`, which `.ci/run` runs): every page of every language
 *   through axe, and every ruleset and evidence page printed on both papers.
 * - `AXE_ALL=1` as well: every page through axe in all four width/scheme combinations.
 */
import { execFileSync } from "node:child_process";

/** Whether this run checks the full matrix. */
export const FULL = process.env.TEST_FULL === "1";

/** Whether the crawl runs axe on every page in every combination (implies the full matrix). */
export const AXE_ALL = process.env.AXE_ALL === "1";

/**
 * The number that picks this run's sample: `TEST_SAMPLE` when set (to repeat a run's sample),
 * else the commit checked out, so that a commit always checks the same pages and the next commit
 * other ones. Outside a git checkout, the day.
 */
export function sampleSeed(): number {
  const given = process.env.TEST_SAMPLE;
  if (given !== undefined && given !== "") {
    const n = Number(given);
    if (!Number.isSafeInteger(n) || n < 0)
      throw new Error(`TEST_SAMPLE must be a whole number, not "${given}"`);
    return n;
  }
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: import.meta.dirname,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return parseInt(head.slice(0, 8), 16);
  } catch {
    return Math.floor(Date.now() / 86_400_000);
  }
}
