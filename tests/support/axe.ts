/**
 * axe-core on the page a browser test has open, for the tests that check a state the crawl of
 * every page (tests/e2e/crawl.ts) does not reach: a form with its problems shown, a panel open, a
 * simulator mid-game. axe is injected as a script tag, so the page's context must bypass its CSP
 * (`bypassCSP: true`).
 */
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** The WCAG 2.0-2.2 A and AA rules: what the crawl and the compare pages' tests run. */
export const WCAG_TAGS: readonly string[] = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
];

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * axe's violations on `page` as it stands, one line each (rule, elements, axe's summary): every
 * rule axe runs by default, or only those of `tags`. Only violations are gathered (axe's
 * `resultTypes`): the rules and their verdicts are the same, and axe skips collecting the
 * elements of every pass, which on a drawn simulator is most of a run's time.
 */
export async function axeViolations(page: Page, tags?: readonly string[]): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (tags) => {
    type Result = {
      violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } })
      .axe;
    const options = {
      resultTypes: ["violations"],
      ...(tags === null ? {} : { runOnly: { type: "tag", values: tags } }),
    };
    const r = await axe.run(document, options);
    return r.violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.map(String).join(" ")} ${n.failureSummary ?? ""}`).join(", ")}`,
    );
  }, tags ?? null);
}
