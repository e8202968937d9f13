import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  contentStrings,
  postCopyrightTexts,
  quotedShare,
  RUN,
  sectionShares,
  words,
} from "./quoted-share.ts";
import { describeWithSeeds, SEED_DIR } from "../support/seeds.ts";

/**
 * The content rule for sources after 1927 (the DLP's rule summaries, Walker 2011, Murray 1951,
 * the Basque article, de Voogt & Rougetet) taken over all content files together: each
 * quotation may be a sentence or two, and the sum must not rebuild the text.
 *
 * - A long text (300 words or more) may be reproduced up to 40% in aggregate: past that, our
 *   quotations put side by side would give a reader most of the text instead of pointing to it.
 *   Every passage quoted is still bound by the per-quotation limit (corpus.test.ts).
 * - A short text (the DLP's rule summaries, 58 to 186 words, and Murray's one-line entry as the
 *   DLP quotes it) may be reproduced up to 30 words in all, about two of its sentences (the
 *   summaries' sentences run to 15-20 words): a percentage of such a text would allow either
 *   nothing or most of it. Clauses Sanderson also gives are quoted from Sanderson (1913, free to
 *   quote); the rest is paraphrased, and the DLP's words are kept only where they are the point.
 */
const LONG_TEXT = 300;
const LONG_SHARE = 0.4;
const SHORT_WORDS = 30;

/**
 * The same limits section by section, the sections being those the text's own headings make (the
 * Basque article's game sections, Walker's headed groups of rules, de Voogt & Rougetet's
 * introduction and translation; a DLP summary is one section). A reader meets a text one section
 * at a time, and an aggregate under 40% can hide one section given almost whole (the Basque
 * article's fanoron-telo section was 70% quoted while the whole stood at 38%). So each section may
 * be reproduced up to the aggregate's 40%, and a short section (under 75 words, where 40% is less
 * than two sentences) up to the short texts' 30 words, so that the one or two sentences a ruleset
 * cites as its evidence can be quoted whole.
 */
const SECTION_SHARE = LONG_SHARE;
const sectionLimit = (total: number): number => Math.max(SHORT_WORDS, SECTION_SHARE * total);

describe("the quoted-share measure", () => {
  const text =
    "Sowing goes round the board in one direction and the last counter decides what happens next.";
  const content = (s: string) => new Map([["content/x.yaml", [s]]]);

  it("counts a text quoted whole as wholly reproduced, in any case and punctuation", () => {
    const s = quotedShare(text, content(text.toUpperCase().replace(/ /g, ", ")));
    expect(s.copied).toBe(words(text).length);
    expect(s.files).toEqual(["content/x.yaml"]);
  });

  it("counts nothing of a paraphrase or of runs shorter than the minimum", () => {
    const short = words(text)
      .slice(0, RUN - 1)
      .join(" ");
    expect(quotedShare(text, content(`${short} and then some other words`)).copied).toBe(0);
    expect(
      quotedShare(text, content("The last counter sown decides the next step; play goes one way."))
        .copied,
    ).toBe(0);
  });

  it("splits the words reproduced among the sections they lie in", () => {
    const sections = [
      { name: "one", text: "alpha beta gamma delta epsilon zeta eta" },
      { name: "two", text: "theta iota kappa lambda mu nu xi omicron" },
    ];
    const t = { name: "t", text: sections.map((x) => x.text).join(" "), sections };
    // A run of eight words: the last three of section one, the first five of section two.
    const shares = sectionShares(t, content("epsilon zeta eta theta iota kappa lambda mu"));
    expect(shares.map((x) => x.copied)).toEqual([3, 5]);
    expect(shares.map((x) => x.total)).toEqual([7, 8]);
  });

  it("counts a phrase the text uses twice once", () => {
    const twice = "one two three four five six seven and one two three four five six eight";
    expect(quotedShare(twice, content("one two three four five six")).copied).toBe(RUN);
  });
});

/** The seed documents hold the texts; where they are absent the output says so. */
describeWithSeeds("post-1927 texts are not rebuilt by our quotations", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const content = contentStrings(root);
  const texts = postCopyrightTexts(SEED_DIR);

  it("every long text is measured in the sections its headings make, and they add up", () => {
    for (const t of texts.filter((x) => words(x.text).length >= LONG_TEXT)) {
      expect(t.sections.length, t.name).toBeGreaterThan(1);
      const sum = sectionShares(t, content).reduce((a, s) => a + s.copied, 0);
      expect(sum, t.name).toBe(quotedShare(t.text, content).copied);
    }
    const basque = texts.find((t) => t.name === "Basque article");
    expect(basque?.sections.map((s) => s.name)).toContain("Fanoron-telo");
  });

  it("every kind of text is measured", () => {
    const names = texts.map((t) => t.name).join(" | ");
    for (const kind of ["DLP", "Walker 2011", "Murray 1951", "Basque", "de Voogt & Rougetet"])
      expect(names).toContain(kind);
    expect(texts.filter((t) => t.name.startsWith("DLP"))).toHaveLength(8);
  });

  for (const t of texts)
    it(`${t.name}: within its limit`, () => {
      const s = quotedShare(t.text, content);
      const pct = `${((100 * s.copied) / s.total).toFixed(1)}%`;
      const figure = `${t.name}: ${String(s.copied)} of ${String(s.total)} words (${pct}) reproduced, in ${s.files.join(", ")}`;
      if (s.total >= LONG_TEXT) expect(s.copied / s.total, figure).toBeLessThanOrEqual(LONG_SHARE);
      else expect(s.copied, figure).toBeLessThanOrEqual(SHORT_WORDS);
    });

  for (const t of texts.filter((x) => x.sections.length > 1))
    it(`${t.name}: every section within its limit`, () => {
      for (const s of sectionShares(t, content)) {
        const pct = `${((100 * s.copied) / s.total).toFixed(1)}%`;
        const figure = `${t.name}, ${s.name}: ${String(s.copied)} of ${String(s.total)} words (${pct}) reproduced`;
        expect.soft(s.copied, figure).toBeLessThanOrEqual(sectionLimit(s.total));
      }
    });
});
