/**
 * The built compare pages (dist/, built first when stale: tests/support/build-site.ts) against the
 * content: every filled cell carries its passage, every silent one says so with the reason, each
 * column links to its ruleset and simulator, and the record pages link to the comparisons.
 */
import { basisWords } from "../../src/site/basis-words.ts";
import { describe, expect, it } from "vitest";
import { compareData } from "../../src/compare/build.ts";
import { comparePath } from "../../src/compare/url.ts";
import type { CompareData } from "../../src/compare/data.ts";
import type { GameDivergences } from "../../src/compare/divergence/model.ts";
import { toHtml } from "../../src/site/dom/to-html.ts";
import { playSections, sameGamePairs } from "../../src/compare/play-sections.ts";
import { gameDivergences } from "../../src/compare/divergence/saved.ts";
import { FACETS, isStatedFacet } from "../../src/schemas/ruleset.ts";
import { evidenceOfRuleset } from "../../src/content/queries.ts";
import { url } from "../../src/site/routes.ts";
import { attributeValues, fileForPath, readDist, textOf } from "./dist.ts";
import { db } from "../support/content.ts";
import { compareWords } from "../../src/compare/words-build.ts";

const W = compareWords("en");

const page = (path: string) => {
  const file = fileForPath(path);
  if (file === undefined) throw new Error(`no page for ${path} in dist/`);
  return readDist(file);
};

/** The cells of the facet row `facet` in the facets table, in column order. */
function facetCells(html: string, facet: string): string[] {
  const row = new RegExp(`<tr[^>]*data-facet="${facet}"[^>]*>([\\s\\S]*?)</tr>`).exec(html);
  if (row === null) throw new Error(`no row for ${facet}`);
  return [...row[1]!.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]!);
}

const MONTGOMERY_FLACOURT = ["fanorona/montgomery-1896", "fifangha/flacourt-1658"];

describe("the Montgomery / Flacourt comparison", () => {
  const path = comparePath(MONTGOMERY_FLACOURT);

  it("has a row for every facet and a column for each reading", () => {
    const html = page(path);
    for (const f of FACETS) expect(facetCells(html, f), f).toHaveLength(2);
  });

  it("gives every filled cell its passage, and every silent one its reason", () => {
    const html = page(path);
    let filled = 0;
    for (const [i, key] of MONTGOMERY_FLACOURT.entries()) {
      const r = db.rulesets.find((x) => x.id === key)!.data;
      for (const f of FACETS) {
        const cell = facetCells(html, f)[i]!;
        const entry = r.facets.find((x) => x.facet === f)!;
        const text = textOf(cell);
        if (isStatedFacet(entry)) {
          filled++;
          const cite = /<details class="compare-cite">([\s\S]*?)<\/details>/.exec(cell)?.[1];
          expect(cite, `${key} ${f}`).toBeDefined();
          const citeText = textOf(cite!);
          expect(citeText, `${key} ${f}`).toContain(entry.citation.locator);
          expect(citeText, `${key} ${f}`).toContain(basisWords(entry.citation.basis).label);
          expect(attributeValues(cite!, "href"), `${key} ${f}`).toContain(
            url.source(entry.citation.source),
          );
          if (entry.citation.quote !== undefined) {
            expect(citeText).toContain(entry.citation.quote.replace(/\s+/g, " ").trim());
            expect(cite).toContain(`lang="${entry.citation.lang ?? ""}"`);
            expect(cite).toContain(`<code>${entry.citation.lang ?? ""}</code>`);
          }
          if (entry.citation.translation !== undefined)
            expect(citeText).toContain(entry.citation.translation.replace(/\s+/g, " ").trim());
          if (entry.citation.reasoning !== undefined)
            expect(citeText).toContain(entry.citation.reasoning.replace(/\s+/g, " ").trim());
        } else {
          expect(text, `${key} ${f}`).toContain("Not stated by the source");
          expect(text).toContain((entry.notStated ?? "").replace(/\s+/g, " ").trim());
        }
      }
    }
    expect(filled).toBeGreaterThan(12);
  });

  it("links each column to its ruleset page and to its simulator", () => {
    const links = attributeValues(page(path), "href");
    for (const key of MONTGOMERY_FLACOURT) {
      const id = key.split("/")[1]!;
      expect(links).toContain(url.ruleset(key));
      expect(links).toContain(`${url.ruleset(key)}#r=${id}`);
    }
  });
});

describe("every prebuilt comparison", () => {
  it("has its page, listed on /compare/ with why it is worth making", () => {
    const index = page("/compare/");
    const data = compareData(db);
    expect(data.prebuilt.length).toBeGreaterThan(5);
    for (const p of data.prebuilt) {
      expect(fileForPath(p.url), p.url).toBeDefined();
      expect(attributeValues(index, "href")).toContain(p.url);
      expect(textOf(index)).toContain(p.why);
    }
  });

  it("a row marked as differing says so in words too, in the cell and the row heading", () => {
    const data = compareData(db);
    for (const p of data.prebuilt) {
      const html = page(p.url);
      for (const m of html.matchAll(/<tr class="differs"[^>]*>([\s\S]*?)<\/tr>/g)) {
        expect(textOf(m[1]!), p.url).toContain("(readings differ)");
        expect(textOf(m[1]!), p.url).toContain("Differs");
      }
    }
  });
});

describe("compare links", () => {
  const comparisonLinks = (html: string) =>
    attributeValues(html, "href").filter((h) => h.startsWith("/compare/"));

  it("every ruleset page and every game page with rulesets links to a comparison", () => {
    for (const r of db.rulesets)
      expect(comparisonLinks(page(url.ruleset(r.id))).length, r.id).toBeGreaterThan(1);
    for (const g of db.games)
      if (g.data.coverage !== "mentioned" && db.rulesets.some((r) => r.data.game === g.id))
        expect(comparisonLinks(page(url.game(g.id))).length, g.id).toBeGreaterThan(0);
  });

  it("an evidence page links to the prebuilt comparisons of the rulesets resting on it", () => {
    const data = compareData(db);
    let checked = 0;
    for (const e of db.evidence) {
      const resting = db.rulesets.filter((r) => evidenceOfRuleset(r.data).has(e.id));
      const expected = data.prebuilt.filter((p) =>
        p.rulesets.some((k) => resting.some((r) => r.id === k)),
      );
      const links = comparisonLinks(page(url.evidence(e.id)));
      for (const p of expected) expect(links, e.id).toContain(p.url);
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("every link to a compare page leads to a page that exists", () => {
    const seen = new Set<string>();
    for (const path of [
      ...db.rulesets.map((r) => url.ruleset(r.id)),
      ...db.games.map((g) => url.game(g.id)),
    ])
      for (const l of attributeValues(page(path), "href"))
        if (l.startsWith("/compare/")) seen.add(l.split("?")[0]!);
    for (const l of seen) expect(fileForPath(l), l).toBeDefined();
  });
});

describe("/compare/data.json", () => {
  it("is the build-time data of every ruleset, as the picker reads it", () => {
    const json = JSON.parse(readDist("compare/data.json")) as ReturnType<typeof compareData>;
    expect(json).toEqual(JSON.parse(JSON.stringify(compareData(db))));
  });
});

describe("the picker's divergence and self-play sections", () => {
  /** What the picker reads: /compare/data.json and one game's /compare/divergences/<game>.json. */
  const picked = () => JSON.parse(readDist("compare/data.json")) as CompareData;
  const divergencesFile = (game: string) =>
    JSON.parse(readDist(`compare/divergences/${game}.json`)) as GameDivergences;

  it("each game's divergence file is that game's saved pairs, with its sources' titles", () => {
    const data = picked();
    expect(data.divergenceGames.length).toBeGreaterThan(0);
    for (const game of data.divergenceGames) {
      const file = divergencesFile(game);
      expect(file, game).toEqual(JSON.parse(JSON.stringify(gameDivergences(db, game))));
      expect(file.pairs.length, game).toBeGreaterThan(0);
      for (const p of file.pairs) expect(p.game, game).toBe(game);
    }
    // The divergences are not in data.json itself: the picker loads a game's only when asked.
    expect(readDist("compare/data.json")).not.toContain('"onlyA"');
  });

  it("draws, from the files the picker loads, exactly the markup of every prebuilt page", () => {
    const data = picked();
    for (const p of data.prebuilt) {
      const client = playSections(W, data, p.rulesets, divergencesFile).map(toHtml).join("");
      const built = page(p.url);
      expect(built.includes(client), p.url).toBe(true);
      // Something to compare: the charts, and the divergence of each pair of one game.
      expect(client, p.url).toContain('class="pm-svg"');
      for (const { a, b } of sameGamePairs(data, p.rulesets))
        expect(client, p.url).toContain(`id="diverge-${a.game}-${a.id}-${b.id}"`);
    }
  });
});
