/**
 * The genealogy as built: /sources/genealogy/ (the stemma, its table, the errors that travelled)
 * and each source page's neighbourhood, against the relations in content/ (nothing typed here).
 */
import { describe, expect, it } from "vitest";
import {
  carriedErrors,
  neighbourhood,
  relationViews,
  sourceFacts,
} from "../../src/genealogy/build.ts";
import { url } from "../../src/site/routes.ts";
import { compareData } from "../../src/compare/build.ts";
import { fileForPath, mainOf, readDist, textOf } from "./dist.ts";
import { db } from "../support/content.ts";

const page = (path: string): string => {
  const file = fileForPath(path);
  if (file === undefined) throw new Error(`no page for ${path}`);
  return mainOf(readDist(file));
};
const count = (html: string, re: RegExp): number => (html.match(re) ?? []).length;

describe("/sources/genealogy/", () => {
  const html = page(url.genealogy());
  const relations = relationViews(db);

  it("draws the stemma as SVG with a title and a description, and a node link per source", () => {
    expect(html).toMatch(
      /<svg[^>]*class="stemma-svg"[^>]*aria-labelledby="genealogy-title genealogy-desc"/,
    );
    expect(html).toContain('<title id="genealogy-title">');
    expect(html).toContain('<desc id="genealogy-desc">');
    const sources = new Set(
      relations
        .flatMap((r) => [r.from, ...(r.to ? [r.to] : []), ...r.candidates])
        .filter((n) => n.url),
    );
    const svg = html.slice(html.indexOf("<svg"), html.indexOf("</svg>"));
    for (const s of sources) expect(svg, s.id).toContain(`href="${s.url ?? ""}"`);
  });

  it("lists every relation in the table beside it, with an edge for each in the picture", () => {
    expect(count(html, /<tr id="relation-/g)).toBe(relations.length);
    expect(count(html, /class="stemma-edge /g)).toBeGreaterThanOrEqual(relations.length);
  });

  it("shows each error that travelled, with every record it appears in", () => {
    const errors = carriedErrors(db);
    expect(errors.some((e) => e.status === "error")).toBe(true);
    const text = textOf(html);
    for (const e of errors) {
      expect(text).toContain(`gives ${e.field} “${e.value}”`);
      for (const p of e.appearsIn)
        if (p.evidence) expect(html).toContain(`href="${p.evidence.url ?? ""}"`);
      for (const id of e.keptInIds) expect(html).toContain(`href="${id.url ?? ""}"`);
    }
  });

  it("runs the stemma down a time axis showing each source's year, with its list and a filter by game hidden until a script shows it", () => {
    const axis = html.slice(
      html.indexOf('class="stemma-axis"'),
      html.indexOf('class="stemma-edges"'),
    );
    const years = sourceFacts(db);
    for (const s of new Set(relations.flatMap((r) => [r.from.id, ...(r.to ? [r.to.id] : [])]))) {
      const year = years.get(s)?.year;
      if (year !== undefined) expect(axis, s).toContain(`>${year}</text>`);
    }
    expect(html).toMatch(/<p class="stemma-filter" data-stemma-filter hidden>/);
    for (const g of db.games.filter((x) => [...years.values()].some((f) => f.games.includes(x.id))))
      expect(html, g.id).toContain(`<option value="${g.id}">`);
    expect(count(html, /<ul class="stemma-tree">/g)).toBe(1);
  });

  it("is linked from the sources index and the method page", () => {
    for (const p of [url.sources(), url.method()])
      expect(page(p), p).toContain(`href="${url.genealogy()}"`);
  });
});

describe("a source page's neighbourhood", () => {
  const withRelations = db.sources.filter((s) => neighbourhood(db, s.id).length > 0);

  it("every source with relations draws them, itself emphasised, and lists them", () => {
    expect(withRelations.length).toBeGreaterThan(0);
    for (const s of withRelations) {
      const html = page(url.source(s.id));
      expect(html, s.id).toContain("stemma-node--focus");
      expect(count(html, /<tr id="relation-/g), s.id).toBe(neighbourhood(db, s.id).length);
    }
  });

  it("the page of a source with a carried error shows where it appears", () => {
    const carried = carriedErrors(db).filter((e) => e.status === "error");
    for (const e of carried) {
      const text = textOf(page(url.source(e.to.id)));
      expect(text).toContain(`gives ${e.field} “${e.value}”`);
    }
  });
});

describe("the compare pages group agreeing readings by independence", () => {
  it("a prebuilt comparison lists readings that agree with the relation that joins them", () => {
    const data = compareData(db);
    const pages = data.prebuilt.filter((p) =>
      textOf(page(p.url)).includes("Agree, as 1 independent witness: "),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages)
      expect(textOf(page(p.url)), p.url).toMatch(
        /\((which (copies|cites|paraphrases|translates)|of the same source)/,
      );
  });
});
