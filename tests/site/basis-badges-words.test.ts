/**
 * Every basis badge on a French or Malagasy page (the rule sentences of evidence records, the
 * citations of rulesets and comparisons) says its basis, its meaning and the heading of its
 * reasoning in the page's words (src/site/basis-words.ts), never in English: the evidence pages'
 * rule sentences showed "stated", "not stated" and "Why it matters" in English.
 */
import { describe, expect, it } from "vitest";
import { decodeEntities, htmlFiles, readDist } from "./dist.ts";
import { BASIS_WORDS } from "../../src/site/basis-words.ts";
import { basisWordsIn } from "../../src/site/words-in.ts";

const files = htmlFiles();
const BADGE = /<a class="basis basis--([\w-]+)"[^>]*?\stitle="([^"]*)"[^>]*>([^<]*)</g;

describe.each(["fr", "mg"] as const)("basis badges on pages in %s", (lang) => {
  const pages = files.filter((f) => f.startsWith(`${lang}/`));
  const badges = pages.flatMap((f) =>
    [...readDist(f).matchAll(BADGE)].map((m) => ({
      page: f,
      basis: m[1]!,
      title: decodeEntities(m[2]!),
      label: decodeEntities(m[3]!).trim(),
    })),
  );

  it("are found, of every kind the rule sentences use", () => {
    expect(badges.length).toBeGreaterThan(500);
    for (const basis of ["stated", "stated-elsewhere", "inferred", "not-stated"])
      expect(badges.some((b) => b.basis === basis && b.page.includes("/evidence/"))).toBe(true);
  });

  it("say their basis and its meaning in the page's words", () => {
    const wrong = badges
      .filter((b) => Object.hasOwn(BASIS_WORDS, b.basis))
      .filter((b) => {
        const own = basisWordsIn(lang, b.basis);
        return b.label !== own.label || b.title !== own.meaning;
      })
      .map((b) => `${b.page}: ${b.basis} shown as “${b.label}” (“${b.title}”)`);
    expect([...new Set(wrong)]).toEqual([]);
  });

  it("head their reasoning in the page's words, never English's", () => {
    const english = new Set<string>(
      Object.keys(BASIS_WORDS).map((b) => BASIS_WORDS[b as keyof typeof BASIS_WORDS].why),
    );
    const own = new Set(Object.keys(BASIS_WORDS).map((b) => basisWordsIn(lang, b).why));
    const wrong = pages.flatMap((f) =>
      [...readDist(f).matchAll(/<details class="rule-why"><summary>([^<]*)<\/summary>/g)]
        .map((m) => decodeEntities(m[1]!))
        .filter((why) => english.has(why) && !own.has(why))
        .map((why) => `${f}: “${why}”`),
    );
    expect([...new Set(wrong)]).toEqual([]);
  });
});
