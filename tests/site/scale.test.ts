/**
 * The scale harness runs in the full test matrix (TEST_FULL=1; skipped otherwise): 300
 * synthetic evidence records beside the real content, in the three languages, built, indexed and
 * searched by `npm run scale` itself (scripts/scale/run.ts, without its rebuild), so that the
 * harness cannot rot unnoticed again (issue 37). Its synthetic rulesets are new rulesets no
 * script was run for: the build derives their data. The figures are the benchmark's to record
 * (docs/scale.md); this test asserts only that each step worked.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/build.ts";

const RECORDS = 300;
const dir = mkdtempSync(join(tmpdir(), "scale-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Figures {
  readonly counts: { readonly evidence: number; readonly rulesets: number };
  readonly html: number;
  readonly pagesByLanguage: { readonly fr: number; readonly mg: number };
  readonly built: { readonly files: number };
  readonly indexed: { readonly files: number };
  readonly search: {
    readonly languages: Record<string, { readonly ms: number; readonly results: number }>;
  };
}

describe.runIf(process.env.TEST_FULL === "1")(`npm run scale at ${RECORDS} records`, () => {
  let figures: Figures;

  it("generates, builds, indexes and searches without a failure", () => {
    const json = join(dir, "figures.json");
    const r = spawnSync(
      process.execPath,
      [
        join(ROOT, "scripts", "scale", "run.ts"),
        "--records",
        String(RECORDS),
        "--no-rebuild",
        "--json",
        json,
      ],
      { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    expect(r.status, `${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`).toBe(0);
    figures = JSON.parse(readFileSync(json, "utf8")) as Figures;
    expect(figures.counts.evidence).toBe(RECORDS);
  }, 1_500_000);

  it("built every synthetic record's page in each of the three languages", () => {
    expect(figures.html).toBeGreaterThan(3 * RECORDS);
    expect(figures.pagesByLanguage.fr).toBeGreaterThan(RECORDS);
    expect(figures.pagesByLanguage.mg).toBe(figures.pagesByLanguage.fr);
  });

  it("indexed the pages: Pagefind's files were added", () => {
    expect(figures.indexed.files).toBeGreaterThan(figures.built.files);
  });

  it("the search finds results on the search page of each language", () => {
    expect(Object.keys(figures.search.languages).sort()).toEqual([
      "/fr/search/",
      "/mg/search/",
      "/search/",
    ]);
    for (const [path, s] of Object.entries(figures.search.languages))
      expect(s.results, path).toBeGreaterThan(0);
  });
});
