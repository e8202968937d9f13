/**
 * The pure helpers behind the reader-facing pages: dates in words, search state in the URL and
 * synonym widening, linking of addresses and ids in prose, whitespace tidying of built HTML, and
 * the synonym list itself.
 */
import { describe, expect, it } from "vitest";
import { loadSynonyms } from "../../src/content/synonyms.ts";
import { dateInWords } from "../../src/lib/dates.ts";
import { linkify } from "../../src/lib/prose.ts";
import {
  expandQuery,
  pagefindFilters,
  paramsFromState,
  stateFromParams,
} from "../../src/lib/search.ts";
import { tidyHtml } from "../../src/lib/tidy-html.ts";
import { ROOT } from "./dist.ts";
import { englishBlocks, spacedPunctuation } from "./text.ts";

describe("dates in words", () => {
  it("reads each EDTF form the content uses", () => {
    expect(dateInWords("1896")).toBe("1896");
    expect(dateInWords("1680~")).toBe("c. 1680");
    expect(dateInWords("1680?")).toBe("1680 (uncertain)");
    expect(dateInWords("189X")).toBe("1890s");
    expect(dateInWords("18XX")).toBe("19th century");
    expect(dateInWords("1540/1575")).toBe("1540–1575");
    expect(dateInWords("../1937")).toBe("by 1937");
    expect(dateInWords("2018/..")).toBe("from 2018");
    expect(dateInWords("[2018..]")).toBe("2018 or later");
    expect(dateInWords("[..1900]")).toBe("1900 or earlier");
    expect(dateInWords("1896-05")).toBe("May 1896");
    expect(dateInWords("1896-05-12")).toBe("12 May 1896");
  });
});

describe("search state in the URL", () => {
  it("round-trips the query and filters, in a stable order", () => {
    const params = new URLSearchParams(
      "century=17th+century&q=withdrawal&game=Vela&game=Fanorona&utm=x",
    );
    const state = stateFromParams(params);
    expect(state).toEqual({
      q: "withdrawal",
      filters: { century: ["17th century"], game: ["Vela", "Fanorona"] },
    });
    const out = paramsFromState(state);
    expect(out.toString()).toBe("q=withdrawal&game=Fanorona&game=Vela&century=17th+century");
    expect(stateFromParams(out).filters.game?.toSorted()).toEqual(["Fanorona", "Vela"]);
  });

  it("asks Pagefind for any value within a filter and all filters together", () => {
    const state = stateFromParams(new URLSearchParams("game=A&game=B&kind=Evidence"));
    expect(pagefindFilters(state)).toEqual({
      kind: { any: ["Evidence"] },
      game: { any: ["A", "B"] },
    });
  });
});

describe("synonyms", () => {
  const { groups, problems } = loadSynonyms(ROOT);

  it("the list in content/synonyms.yaml meets its schema", () => {
    expect(problems).toEqual([]);
    expect(groups.length).toBeGreaterThan(0);
  });

  it("widens a query by every other term of a group it uses, whole words only", () => {
    const g = [{ id: "w", terms: ["withdrawal", "retreat"] }];
    expect(expandQuery("Withdrawal capture", g)).toEqual(["Withdrawal capture", "retreat capture"]);
    expect(expandQuery("withdrawals", g)).toEqual(["withdrawals"]);
  });

  it("sends withdrawal to retreat and sowing to sow and lap, from the content list", () => {
    expect(expandQuery("withdrawal", groups)).toContain("retreat");
    expect(expandQuery("sowing", groups)).toEqual(expect.arrayContaining(["sow", "lap"]));
  });
});

describe("links in prose", () => {
  it("links addresses and known ids, leaving the text around them", () => {
    const ids = new Map([["basque-radama-1810", "/evidence/basque-radama-1810/"]]);
    const segments = linkify(
      "See https://gallica.bnf.fr/ark:/12148/x. and basque-radama-1810, not basque-radama-18100.",
      ids,
    );
    expect(segments.filter((s) => s.kind === "link").map((s) => s.text)).toEqual([
      "https://gallica.bnf.fr/ark:/12148/x",
      "basque-radama-1810",
    ]);
    expect(segments.map((s) => s.text).join("")).toBe(
      "See https://gallica.bnf.fr/ark:/12148/x. and basque-radama-1810, not basque-radama-18100.",
    );
  });
});

describe("tidying built HTML", () => {
  it("moves spaces out of links and removes formatting spaces before punctuation", () => {
    const html =
      '<p>In <a href="/x/"> 16th century </a>, see (<code>eu</code> ) and ( <span>b</span>).</p>';
    const tidy = tidyHtml(html);
    expect(tidy).toBe(
      '<p>In  <a href="/x/">16th century</a>, see (<code>eu</code>) and (<span>b</span>).</p>',
    );
    expect(englishBlocks(tidy).flatMap(spacedPunctuation)).toEqual([]);
    expect(englishBlocks(html).flatMap(spacedPunctuation)).not.toEqual([]);
  });

  it("never changes text, so a quotation's own spacing stays", () => {
    const html = '<blockquote lang="en"><p>the Nsolo of the Angoni ; it is played</p></blockquote>';
    expect(tidyHtml(html)).toBe(html);
  });
});
