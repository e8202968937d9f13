import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { describeWithSeeds, seedTexts } from "../support/seeds.ts";
import { loadContent } from "../../src/content/load-files.ts";
import type { Citation } from "../../src/schemas/common.ts";

/**
 * Quotations as the content rules want them: never spliced to favour a reading, and one
 * translation per passage, by one named translator, wherever the passage is quoted.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);

/** Whitespace collapsed and our [sic] markers removed: the words as the source prints them. */
const plain = (s: string): string =>
  s
    .replace(/ ?\[sic(?::[^\]]*)?\]/g, "")
    .replace(/\s+/g, " ")
    .trim();

interface Quoted {
  readonly where: string;
  readonly text: string;
  readonly omission: string | undefined;
  readonly evidence: string | undefined;
}
const evidenceQuotes: Quoted[] = db.evidence.flatMap((e) =>
  e.data.quotations.map((q, i) => ({
    where: `${e.file}: quotations[${i}]`,
    text: q.text,
    omission: q.omission,
    evidence: undefined,
  })),
);
const citations: { where: string; c: Citation }[] = db.rulesets.flatMap((r) => [
  ...Object.entries(r.data.options).map(([k, o]) => ({
    where: `${r.file}: options.${k}`,
    c: o.provenance,
  })),
  ...r.data.facets.flatMap((f, i) =>
    f.citation === undefined ? [] : [{ where: `${r.file}: facets[${i}]`, c: f.citation }],
  ),
]);
const citationQuotes: Quoted[] = citations.flatMap(({ where, c }) =>
  c.quote === undefined
    ? []
    : [{ where, text: c.quote, omission: c.omission, evidence: c.evidence }],
);
const allQuotes = [...evidenceQuotes, ...citationQuotes];
const cut = allQuotes.filter((q) => q.text.includes("[...]"));

describe("quotations cut with [...]", () => {
  it("say why the cut does not change the sense", () => {
    for (const q of cut) expect(q.omission, q.where).toBeTruthy();
  });

  it("are verbatim, piece by piece, in the evidence record they cite", () => {
    for (const q of cut.filter((x) => x.evidence !== undefined)) {
      const record = db.evidence.find((e) => e.id === q.evidence);
      const source = plain(record?.data.quotations.map((x) => x.text).join(" ") ?? "");
      for (const piece of q.text.split("[...]").map(plain))
        expect(source.includes(piece), `${q.where}: "${piece}"`).toBe(true);
    }
  });

  it("a schema refuses a cut quotation without its reason", async () => {
    const { citation } = await import("../../src/schemas/common.ts");
    const bare = { source: "x", locator: "p. 1", quote: "a [...] b", lang: "en", basis: "stated" };
    expect(citation.safeParse(bare).success).toBe(false);
    expect(citation.safeParse({ ...bare, omission: "only a list of examples" }).success).toBe(true);
  });
});

/** Where the seed documents are present, each piece must be in them word for word. */
describeWithSeeds("cut quotations against the seed documents", () => {
  const seeds = plain(seedTexts().join(" "));
  it("every piece of every cut quotation is verbatim in a seed", () => {
    for (const q of cut)
      for (const piece of q.text.split("[...]").map(plain))
        expect(seeds.includes(piece), `${q.where}: "${piece}"`).toBe(true);
  });
});

describe("one translation per passage", () => {
  const quoting = citations.filter(
    ({ c }) => c.quote !== undefined && c.evidence !== undefined && c.lang !== "en",
  );

  it("some ruleset citations quote an evidence passage in another language", () => {
    expect(quoting.length).toBeGreaterThan(0);
  });

  // An evidence record quotes a selection of its source (later sources only a sentence or two), so
  // a ruleset may cite words its record does not hold; where the record holds them, its
  // translation is the one.
  it("a citation quoting words its evidence record holds uses that record's translation and translator", () => {
    let shared = 0;
    for (const { where, c } of quoting) {
      const record = db.evidence.find((e) => e.id === c.evidence);
      const qs = record?.data.quotations ?? [];
      const texts = qs.map((q) => plain(q.text));
      const joined = texts.join(" ");
      const quote = plain(c.quote ?? "");
      const at = joined.indexOf(quote);
      if (at < 0) continue;
      shared++;
      // The passages the quote spans, and their translations joined the same way.
      let offset = 0;
      const spanned = qs.filter((_, i) => {
        const start = offset;
        offset += (texts[i]?.length ?? 0) + 1;
        return start < at + quote.length && at < start + (texts[i]?.length ?? 0);
      });
      const translation = plain(spanned.map((q) => q.translation ?? "").join(" "));
      expect.soft(translation, `${where}: translation`).toContain(plain(c.translation ?? ""));
      for (const q of spanned)
        expect.soft(c.translationSource, `${where}: translator`).toBe(q.translationSource);
    }
    expect(shared).toBeGreaterThan(0);
  });
});

describe("one translation per passage across rulesets", () => {
  it("the same quoted words carry the same translation and translator wherever they are cited", () => {
    const seen = new Map<string, { where: string; translation: string; by: string }>();
    for (const { where, c } of citations) {
      if (c.quote === undefined || c.lang === "en") continue;
      const key = plain(c.quote);
      const mine = {
        where,
        translation: plain(c.translation ?? ""),
        by: c.translationSource ?? "ours",
      };
      const first = seen.get(key);
      if (first === undefined) seen.set(key, mine);
      else
        expect
          .soft({ translation: mine.translation, by: mine.by }, `${where} against ${first.where}`)
          .toEqual({ translation: first.translation, by: first.by });
    }
    expect(seen.size).toBeGreaterThan(0);
  });
});
