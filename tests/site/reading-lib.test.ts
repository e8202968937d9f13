/**
 * The pure helpers behind the reader-facing pages: dates in words, search state in the URL and
 * synonym widening, linking of addresses and ids in prose, whitespace tidying of built HTML, and
 * the synonym list itself.
 */
import { fileURLToPath } from "node:url";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { loadSynonyms } from "../../src/content/synonyms.ts";
import { dateInWords } from "../../src/site/dates.ts";
import { LINKABLE_ID, linkify, recordLinks, type Segment } from "../../src/site/prose.ts";
import {
  expandQuery,
  pagefindFilters,
  paramsFromState,
  stateFromParams,
} from "../../src/search/query.ts";
import { tidyHtml } from "../../src/site/tidy-html.ts";
import { namingExhaustive, namingIndexed } from "../../src/site/trace.ts";
import { generate } from "../../scripts/scale/generate.ts";
import { ROOT } from "../../scripts/lib/build.ts";
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

/**
 * The first linkify: one pattern alternative per id, longest first. Exact but slow (its cost per
 * paragraph grows with the database); the map-based linkify must split every text as it did.
 */
function linkifyByPattern(text: string, ids: ReadonlyMap<string, string>): Segment[] {
  const urlSource = String.raw`https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:]`;
  const keys = [...ids.keys()].sort((a, b) => b.length - a.length);
  const escaped = keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const idPart = escaped.length > 0 ? `|(?<![\\w.-])(?:${escaped.join("|")})(?![\\w-])` : "";
  const re = new RegExp(`${urlSource}${idPart}`, "g");
  const out: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) out.push({ kind: "text", text: text.slice(at, m.index) });
    out.push({ kind: "link", text: m[0], href: ids.get(m[0]) ?? m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ kind: "text", text: text.slice(at) });
  return out;
}

describe("links in prose", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const { db } = loadContent(root);
  const ids = recordLinks(db);

  it("every evidence and source id has the characters prose linking looks for", () => {
    expect([...ids.keys()].filter((id) => !LINKABLE_ID.test(id))).toEqual([]);
  });

  it("splits every prose field of the content exactly as the pattern-per-id linkify did", () => {
    const texts: string[] = [];
    const collect = (v: unknown): void => {
      if (typeof v === "string") texts.push(v);
      else if (Array.isArray(v)) v.forEach(collect);
      else if (typeof v === "object" && v !== null) Object.values(v).forEach(collect);
    };
    for (const e of [...db.evidence, ...db.sources, ...db.games, ...db.regions, ...db.rulesets])
      collect(e.data);
    const tricky = [
      "DLP.Evidence.661. and DLP.Evidence.661.yaml, DLP.Evidence.6610 (DLP.Evidence.661)",
      "montgomery-1896-x montgomery-1896's x.montgomery-1896 -montgomery-1896 montgomery-1896-",
      "see x.https://example.org/a. and montgomery-1896.https://example.org/b",
    ];
    expect(texts.length).toBeGreaterThan(500);
    for (const text of [...texts, ...tricky])
      expect(linkify(text, ids), text.slice(0, 60)).toEqual(linkifyByPattern(text, ids));
  });

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

  it("keeps French typography's narrow no-break space before ; and : after an element", () => {
    const html =
      '<p lang="fr">imprimées ; <span lang="en">a note</span>\u202f; adresse\u202f: x</p>';
    expect(tidyHtml(html)).toBe(html);
    // Formatting whitespace before the same punctuation still goes.
    expect(tidyHtml('<p><span lang="en">a note</span>\n ; x</p>')).toBe(
      '<p><span lang="en">a note</span>; x</p>',
    );
  });

  it("never changes text, so a quotation's own spacing stays", () => {
    const html = '<blockquote lang="en"><p>the Nsolo of the Angoni ; it is played</p></blockquote>';
    expect(tidyHtml(html)).toBe(html);
  });
});

describe("which evidence names which source", () => {
  const synthetic = mkdtempSync(join(tmpdir(), "fmr-naming-"));
  afterAll(() => rmSync(synthetic, { recursive: true, force: true }));

  it.each([
    ["the real content", () => ROOT],
    [
      "300 synthetic records beside it",
      () => {
        generate(ROOT, synthetic, 300);
        return synthetic;
      },
    ],
  ])(
    "in %s, the word index finds what testing every record against every source finds",
    (_, dir) => {
      const { db } = loadContent(dir());
      const exhaustive = namingExhaustive(db);
      const indexed = namingIndexed(db);
      expect(indexed.byEvidence).toEqual(exhaustive.byEvidence);
      expect(indexed.bySource).toEqual(exhaustive.bySource);
      // The comparison means something only if some records do name sources.
      expect([...exhaustive.bySource.values()].flat().length).toBeGreaterThan(3);
    },
  );
});
