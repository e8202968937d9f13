/**
 * Low data by default (issue 23): the first view of every page of the built site (HTML, the
 * stylesheets it links and the fonts and images they name, gzip; src/offline/first-view.ts)
 * stays under 60 KB, no web font can hold up reading, and every image says its size before it
 * loads. `npm run bench:first-view` prints the same figures per page kind (docs/benchmarks.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIST } from "../../scripts/lib/build.ts";
import { listFiles } from "../../src/offline/assets.ts";
import { FIRST_VIEW_BUDGET, firstViews, heaviestByKind } from "../../src/offline/first-view.ts";
import { htmlFiles, readDist } from "./dist.ts";

const views = firstViews(DIST);

describe("a first view", () => {
  it(`costs at most ${FIRST_VIEW_BUDGET / 1024} KB gzip on every page, of every kind`, () => {
    const kinds = heaviestByKind(views).map((r) => r.kind);
    for (const k of ["home", "/games/*", "/rulesets/*", "/evidence/*", "/sources/*", "/search/"])
      expect(kinds, k).toContain(k);
    const over = views
      .filter((v) => v.total > FIRST_VIEW_BUDGET)
      .map((v) => `${v.url}: ${v.total} B`);
    expect(over).toEqual([]);
  });

  it("counts the stylesheet: a page without one would be measured wrong", () => {
    for (const v of views) expect(v.css, v.url).toBeGreaterThan(0);
  });

  it("waits for no web font: none is declared, or each one swaps", () => {
    const css = listFiles(DIST).filter((f) => f.endsWith(".css"));
    expect(css.length).toBeGreaterThan(0);
    const blocking = css.flatMap((f) =>
      [...readFileSync(join(DIST, f), "utf8").matchAll(/@font-face\s*{[^}]*}/g)]
        .filter((m) => !/font-display:\s*(swap|optional|fallback)/.test(m[0]))
        .map(() => f),
    );
    expect(blocking).toEqual([]);
  });

  it("lays out every image before it loads: width and height, or srcset with sizes", () => {
    const unsized = htmlFiles().flatMap((f) =>
      (readDist(f).match(/<img\b[^>]*>/g) ?? [])
        .filter((tag) => !(/\swidth="/.test(tag) && /\sheight="/.test(tag)))
        .filter((tag) => !(/\ssrcset="/.test(tag) && /\ssizes="/.test(tag)))
        .map((tag) => `${f}: ${tag}`),
    );
    expect(unsized).toEqual([]);
  });
});
