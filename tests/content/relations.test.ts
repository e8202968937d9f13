import { describe, expect, it } from "vitest";
import { describeWithSeeds, seedTexts } from "../support/seeds.ts";
import { db, problems } from "../support/content.ts";
import type { RelationPassage } from "../../src/schemas/relation.ts";

/**
 * The genealogy of the sources (content/relations/): its passages quote what they say they
 * quote, and it agrees with the sources' own records (translationOf, citedOtherwise).
 */

/** Whitespace collapsed and [sic] markers removed: the words as the source prints them. */
const plain = (s: string): string =>
  s
    .replace(/ ?\[sic(?::[^\]]*)?\]/g, "")
    .replace(/\s+/g, " ")
    .trim();

const passages: { where: string; p: RelationPassage }[] = db.relations.flatMap((r) => [
  ...r.data.evidence.map((p, i) => ({ where: `${r.file}: evidence.${String(i)}`, p })),
  ...r.data.carries.flatMap((c, i) =>
    c.appearsIn.map((p, j) => ({
      where: `${r.file}: carries.${String(i)}.appearsIn.${String(j)}`,
      p,
    })),
  ),
]);
const quoted = passages.filter(({ p }) => p.quote !== undefined);

describe("the relations' passages", () => {
  it("the content loads without problems, relations included", () => {
    expect(problems).toEqual([]);
    expect(db.relations.length).toBeGreaterThan(0);
  });

  it("a quotation of an evidence record's own source is in that record, with its translation", () => {
    let checked = 0;
    for (const { where, p } of quoted) {
      const record = db.evidence.find((e) => e.id === p.evidence);
      if (record === undefined || record.data.source.id !== p.source) continue;
      const q = record.data.quotations.find((x) => plain(x.text).includes(plain(p.quote ?? "")));
      expect(q, `${where}: "${p.quote ?? ""}" is not in ${record.file}`).toBeDefined();
      if (p.translation !== undefined)
        expect(plain(q?.translation ?? ""), `${where}: translation`).toContain(
          plain(p.translation).replace(/\.$/, ""),
        );
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describeWithSeeds("the relations' quotations against the seeds", () => {
  // Markdown emphasis (*alquerque*) is the seeds' extraction, not the source's words.
  const bare = (t: string) => plain(t).replace(/\*/g, "");
  const seeds = bare(seedTexts().join(" "));
  it("every quotation is verbatim in a seed", () => {
    for (const { where, p } of quoted)
      expect(seeds.includes(bare(p.quote ?? "")), `${where}: "${p.quote ?? ""}"`).toBe(true);
  });
});

describe("the genealogy against the sources' records", () => {
  it("every translation (translationOf) has its translates relation", () => {
    const translations = db.sources.filter((s) => s.data.translationOf !== undefined);
    expect(translations.length).toBeGreaterThan(0);
    for (const t of translations)
      expect(
        db.relations.some(
          (r) =>
            r.data.from === t.id &&
            r.data.kind === "translates" &&
            r.data.to === t.data.translationOf,
        ),
        `${t.file}: no relation "${t.id} translates ${t.data.translationOf ?? ""}"`,
      ).toBe(true);
  });

  it("every value a source's record says another source cites otherwise travels on a relation", () => {
    for (const s of db.sources)
      for (const d of s.data.citedOtherwise ?? [])
        expect(
          db.relations.some(
            (r) =>
              r.data.from === d.citedBy &&
              r.data.to === s.id &&
              r.data.carries.some((c) => c.field === d.field && c.value === d.cited),
          ),
          `${s.file}: citedOtherwise ${d.field} "${d.cited}" (${d.citedBy}) is carried by no relation`,
        ).toBe(true);
  });
});
