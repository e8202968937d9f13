import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { loadSynonyms } from "../../src/content/synonyms.ts";
import { entrySpellings, spellingGroups } from "../../src/content/spellings.ts";
import { expandQuery } from "../../src/search/query.ts";
import { describeWithSeeds, seedTexts } from "../support/seeds.ts";

/**
 * The glossary and the names authority against the sources' own text, and their spellings
 * against the search: every spelling we say a source prints is in that source, and a search for
 * any spelling of an entry also searches every other.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db, problems } = loadContent(root);
const groups = [...loadSynonyms(root).groups, ...spellingGroups(db)];

it("the content loads without a problem", () => {
  expect(problems).toEqual([]);
  expect(db.terms.length).toBeGreaterThan(0);
  expect(db.names.length).toBeGreaterThan(0);
});

/** The seed documents that hold each source's words (the DLP records quote the older sources). */
const SEEDS_OF: Readonly<Record<string, readonly string[]>> = {
  "dlp-database": ["000_", "002_"],
  "montgomery-1896": ["000_"],
  "murray-1951": ["000_"],
  "flacourt-1658": ["000_"],
  "sanderson-1913": ["002_"],
  "walker-2011": ["001_"],
  "devoogt-rougetet-translation": ["003_"],
  "basque-fanorona": ["004_"],
};

function seedText(source: string): string | undefined {
  const prefixes = SEEDS_OF[source];
  if (prefixes === undefined) return undefined;
  return seedTexts(prefixes).join("\n").replace(/\s+/g, " ").toLowerCase();
}

/** Every spelling with the sources it is attributed to, and every source's words in a gloss. */
const printed = [
  ...db.terms.flatMap((t) => [
    ...t.data.forms.flatMap((f) =>
      f.usedBy.map((a) => ({ where: `${t.file}: ${f.form}`, text: f.form, source: a.source })),
    ),
    ...t.data.glosses.flatMap((g) =>
      g.by === "source" && g.words !== undefined
        ? [{ where: `${t.file}: gloss`, text: g.words, source: g.source }]
        : [],
    ),
  ]),
  ...db.names.flatMap((n) =>
    n.data.variants.flatMap((v) =>
      v.usedBy.map((a) => ({ where: `${n.file}: ${v.form}`, text: v.form, source: a.source })),
    ),
  ),
];

describeWithSeeds("the spellings are the sources' own", () => {
  it("covers most attributions (the others cite sources we hold no text of)", () => {
    const checked = printed.filter((p) => SEEDS_OF[p.source] !== undefined);
    expect(checked.length).toBeGreaterThan(printed.length * 0.9);
  });
  for (const p of printed.filter((x) => SEEDS_OF[x.source] !== undefined))
    it(`${p.where} is printed by ${p.source}`, () => {
      const words = p.text.replace(/\s+/g, " ").toLowerCase();
      expect(seedText(p.source)).toContain(words);
    });
});

describe("every spelling finds the others in the search", () => {
  for (const e of entrySpellings(db))
    it(`${e.kind} ${e.id}: ${e.spellings.join(", ")}`, () => {
      for (const s of e.spellings) {
        const searched = expandQuery(s, groups).map((q) => q.toLowerCase());
        for (const other of e.spellings)
          expect(searched, `${s} → ${other}`).toContain(other.toLowerCase());
      }
    });

  it("names not to be confused are never searched as one", () => {
    for (const n of db.names)
      for (const other of n.data.distinctFrom) {
        const form = db.names.find((x) => x.id === other)?.data.standard.form ?? other;
        expect(expandQuery(n.data.standard.form, groups)).not.toContain(form);
      }
  });

  it("reaches a source's own word from the common one and back (review M9)", () => {
    const finds = (q: string, other: string) =>
      expect(
        expandQuery(q, groups).map((x) => x.toLowerCase()),
        `${q} → ${other}`,
      ).toContain(other);
    finds("spreading", "sowing"); // Sanderson 1913
    finds("sowing", "spread");
    finds("men", "counters"); // Sanderson 1913
    finds("bassi", "counters"); // Flacourt
    finds("baßy", "bassi");
    finds("cells", "holes"); // de Voogt & Rougetet
    finds("Andrianamponimerina", "andrianampoinimerina");
    finds("Anbodirano", "ambodirano");
  });
});
