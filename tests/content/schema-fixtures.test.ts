import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { RULE_BASES } from "../../src/schemas/vocabulary.ts";

/**
 * A small content tree (tests/content/fixtures/malformed/content/) holding valid base records
 * (base-*, DLP.Evidence.1 and the fanorona-telo game page) and one file per defect. Each defect
 * must be reported on a line naming its file and field, and nothing else in the tree may be
 * reported.
 */
const root = fileURLToPath(new URL("./fixtures/malformed", import.meta.url));
const { db, problems } = loadContent(root);

interface Case {
  readonly what: string;
  readonly file: string;
  readonly field: string;
  readonly message: RegExp;
}

const CASES: readonly Case[] = [
  {
    what: "missing field (evidence)",
    file: "evidence/missing-confidence-note.yaml",
    field: "confidenceNote",
    message: /expected string, received undefined/,
  },
  {
    what: "missing field (source)",
    file: "sources/missing-title.yaml",
    field: "title",
    message: /expected string, received undefined/,
  },
  {
    what: "a misspelt field, named as itself, never dropped",
    file: "sources/misspelt-field.yaml",
    field: "noteTranslation",
    message: /Unrecognized key: "noteTranslation"/,
  },
  {
    what: "EDTF month out of range",
    file: "evidence/bad-date-month.yaml",
    field: "date",
    message: /"1896-13": month 13 is not 01-12/,
  },
  {
    what: "EDTF year of five digits",
    file: "evidence/bad-date-digits.yaml",
    field: "date",
    message: /"18961" is not an EDTF date/,
  },
  {
    what: "EDTF interval ending before it starts",
    file: "evidence/bad-date-interval.yaml",
    field: "date",
    message: /"1900\/1800": the interval starts after it ends/,
  },
  {
    what: "date written as a YAML number",
    file: "evidence/unquoted-date.yaml",
    field: "date",
    message: /expected string, received number/,
  },
  {
    what: "confidence above 100",
    file: "evidence/confidence-over.yaml",
    field: "confidence",
    message: /<=100/,
  },
  {
    what: "confidence below 0",
    file: "evidence/confidence-negative.yaml",
    field: "confidence",
    message: />=0/,
  },
  {
    what: "unknown language code (quotation)",
    file: "evidence/unknown-language.yaml",
    field: "quotations.0.lang",
    message: /unknown language code "fra"/,
  },
  {
    what: "unknown language code (source)",
    file: "sources/unknown-language.yaml",
    field: "language",
    message: /unknown language code "eus"/,
  },
  {
    what: "non-English quotation without translation",
    file: "evidence/untranslated-quotation.yaml",
    field: "quotations.0.translation",
    message: /a quotation in eu needs an English translation/,
  },
  {
    what: "malformed DLP id",
    file: "evidence/bad-dlp-id.yaml",
    field: "related.0",
    message: /must be a DLP id \(DLP\.Evidence\.N\)/,
  },
  {
    what: "a scan address without where it was found",
    file: "sources/scan-without-via.yaml",
    field: "scans.0.via",
    message: /expected object, received undefined/,
  },
  {
    what: "a scan whose pages are not page numbers",
    file: "sources/scan-bad-pages.yaml",
    field: "scans.0.pages",
    message: /must be a page number or range of printed pages/,
  },
  {
    what: "an empty original-not-held note",
    file: "evidence/empty-original-not-held.yaml",
    field: "quotations.0.originalNotHeld",
    message: /too small|at least 1/i,
  },
  {
    what: "a javascript: link",
    file: "evidence/javascript-url.yaml",
    field: "dlpUrl",
    message: /must be an http\(s\) address, not "javascript:alert\(1\)"/,
  },
  {
    what: "uncertainty factor outside the DLP list",
    file: "evidence/bad-uncertainty.yaml",
    field: "uncertainty.0",
    message: /expected one of/,
  },
  {
    what: "age outside the controlled list",
    file: "evidence/bad-age.yaml",
    field: "ages.0",
    message: /expected one of/,
  },
  {
    what: "a rule sentence without its basis",
    file: "evidence/rule-without-basis.yaml",
    field: "rules.1.basis",
    message:
      /every rule sentence needs `basis`: one of stated, stated-elsewhere, inferred, default, not-stated/,
  },
  {
    what: "a rule sentence stated elsewhere without the source that states it",
    file: "evidence/rule-elsewhere-without-by.yaml",
    field: "rules.0.by",
    message: /stated-elsewhere needs `by`: the id of the source that states it/,
  },
  {
    what: "a rule sentence inferred without its reasoning",
    file: "evidence/rule-inferred-without-reasoning.yaml",
    field: "rules.0.reasoning",
    message: /inferred needs `reasoning`/,
  },
  {
    what: "a stated rule sentence naming a source in `by`",
    file: "evidence/rule-stated-with-by.yaml",
    field: "rules.0.by",
    message: /basis is stated has no field `by`/,
  },
  {
    what: "rules written as one paragraph",
    file: "evidence/rules-as-paragraph.yaml",
    field: "rules",
    message: /`rules` is a list of sentences, each `\{ text, basis \}`/,
  },
  {
    what: "dangling reference rule sentence -> source that states it",
    file: "evidence/rule-unknown-by.yaml",
    field: "rules.0.by",
    message: /no entry "no-such-source" in content\/sources\//,
  },
  {
    what: "a rule sentence stated elsewhere by the record's own source",
    file: "evidence/rule-by-own-source.yaml",
    field: "rules.0.by",
    message: /"base-source" is this record's own source; what it says has basis stated/,
  },
  {
    what: "dangling reference evidence -> game",
    file: "evidence/dangling-game.yaml",
    field: "game",
    message: /no entry "no-such-game" in content\/games\//,
  },
  {
    what: "dangling reference evidence -> source",
    file: "evidence/dangling-source.yaml",
    field: "source.id",
    message: /no entry "no-such-source" in content\/sources\//,
  },
  {
    what: "dangling reference quotation -> translation source",
    file: "evidence/dangling-translation-source.yaml",
    field: "quotations.0.translationSource",
    message: /no entry "no-such-translation" in content\/sources\//,
  },
  {
    what: "dangling reference source -> translated original",
    file: "sources/dangling-translation.yaml",
    field: "translationOf",
    message: /no entry "no-such-original" in content\/sources\//,
  },
  {
    what: "dangling reference game -> region",
    file: "games/dangling-region.yaml",
    field: "regions.0",
    message: /no entry "no-such-region" in content\/regions\//,
  },
  {
    what: "dangling reference region -> parent",
    file: "regions/dangling-parent.yaml",
    field: "parent",
    message: /no entry "no-such-country" in content\/regions\//,
  },
  {
    what: "dangling reference ruleset -> source",
    file: "rulesets/fanorona-telo/dangling-source.yaml",
    field: "sources.0",
    message: /no entry "no-such-source" in content\/sources\//,
  },
  {
    what: "a citation without basis",
    file: "rulesets/fanorona-telo/missing-basis.yaml",
    field: "facets.0.citation.basis",
    message: /a citation needs its basis: one of stated, stated-elsewhere, inferred, default/,
  },
  {
    what: "a citation marked stated that cites another source than the reading's own",
    file: "rulesets/fanorona-telo/stated-from-elsewhere.yaml",
    field: "facets.0.citation.basis",
    message:
      /"stated" but the source "base-other-source" is not this reading's own \("base-source"\)/,
  },
  {
    what: "a citation marked stated-elsewhere that cites the reading's own source",
    file: "rulesets/fanorona-telo/elsewhere-is-own.yaml",
    field: "facets.0.citation.basis",
    message:
      /"stated-elsewhere" must name another source than this reading's own \("base-source"\)/,
  },
  {
    what: "a claim that a turn is refused, naming no rule",
    file: "rulesets/fanorona-telo/claim-without-rule.yaml",
    field: "claims.0.rule",
    message: /expected string, received undefined/,
  },
  {
    what: "a claim whose citation names no known source",
    file: "rulesets/fanorona-telo/claim-dangling-source.yaml",
    field: "claims.0.citation.source",
    message: /no entry "no-such-source" in content\/sources\//,
  },
  {
    what: "glossary: headword that no source prints and that is not the modern form",
    file: "terms/headword-not-a-form.yaml",
    field: "term",
    message: /headword "nowhere" is neither a form a source prints nor the modern form/,
  },
  {
    what: "glossary: a Malagasy form of ours without its review by a native speaker",
    file: "terms/unreviewed-malagasy-form.yaml",
    field: "modern.review",
    message: /our Malagasy form "fiksitra" needs `review`/,
  },
  {
    what: "glossary: a gloss marked as ours without its reasoning",
    file: "terms/gloss-of-ours-without-reasoning.yaml",
    field: "glosses.0.reasoning",
    message: /expected string, received undefined/,
  },
  {
    what: "dangling reference term -> game",
    file: "terms/dangling-game.yaml",
    field: "games.0",
    message: /no entry "no-such-game" in content\/games\//,
  },
  {
    what: "dangling reference term spelling -> source",
    file: "terms/dangling-form-source.yaml",
    field: "forms.0.usedBy.0.source",
    message: /no entry "no-such-source" in content\/sources\//,
  },
  {
    what: "names: a spelling no source is said to print",
    file: "names/variant-without-source.yaml",
    field: "variants.0.usedBy",
    message: />=1 items/,
  },
  {
    what: "names: a kind outside the list",
    file: "names/bad-kind.yaml",
    field: "kind",
    message: /expected one of "person"\|"place"\|"people"/,
  },
  {
    what: "dangling reference name -> name not to be confused with",
    file: "names/dangling-distinct.yaml",
    field: "distinctFrom.0",
    message: /no entry "no-such-name" in content\/names\//,
  },
  {
    what: "a relation from a source to itself",
    file: "relations/self-loop.yaml",
    field: "to",
    message: /a source cannot depend on itself \("base-source"\)/,
  },
  {
    what: "dangling reference relation -> source",
    file: "relations/dangling-target.yaml",
    field: "to",
    message: /no entry "no-such-source" in content\/sources\//,
  },
  {
    what: "an inferred relation without its reasoning",
    file: "relations/inferred-without-reasoning.yaml",
    field: "reasoning",
    message: /basis "inferred" needs its reasoning/,
  },
  {
    what: "a carried error the target's record does not list",
    file: "relations/unrecorded-error.yaml",
    field: "carries.0.value",
    message: /has no citedOtherwise entry for issued "1896" cited by "base-source"/,
  },
  {
    what: "a relation kind outside the list",
    file: "relations/unknown-kind.yaml",
    field: "kind",
    message: /expected one of/,
  },
  {
    what: "a French translation of a French quotation",
    file: "evidence/french-translation-of-french.yaml",
    field: "quotations.0.translations.fr",
    message: /in fr already: a fr translation would translate the original into its own language/,
  },
  {
    what: "a translation that does not say who made it",
    file: "evidence/translation-without-by.yaml",
    field: "rules.0.translations.fr.by",
    message: /expected string, received undefined/,
  },
  {
    what: "a review date that is not a date",
    file: "evidence/translation-bad-review-date.yaml",
    field: "rules.0.translations.mg.reviewed.date",
    message: /must be a date YYYY-MM-DD/,
  },
  {
    what: "via: en on an English quotation",
    file: "evidence/translation-via-en-on-english.yaml",
    field: "quotations.0.translations.fr.via",
    message: /this quotation is in English/,
  },
  {
    what: "a translation into a language the site does not offer",
    file: "evidence/translation-unknown-language.yaml",
    field: "quotations.0.translations.de",
    message: /Unrecognized key: "de"/,
  },
  {
    what: "an empty translation of a game summary",
    file: "games/empty-summary-translation.yaml",
    field: "translations.fr.text",
    message: /too small|at least 1/i,
  },
  {
    what: "a translation on a facet that has no summary to translate",
    file: "rulesets/fanorona-telo/facet-translation-without-summary.yaml",
    field: "facets.1.translations",
    message: /translations translate `summary`, and there is none/,
  },
  {
    what: "a citation translating a reasoning it does not have",
    file: "rulesets/fanorona-telo/reasoning-translation-without-reasoning.yaml",
    field: "facets.0.citation.reasoningTranslations",
    message: /reasoningTranslations translate `reasoning`; this citation has none/,
  },
  {
    what: "a gloss translation that does not say who made it",
    file: "terms/gloss-translation-without-by.yaml",
    field: "glosses.0.translations.fr.by",
    message: /expected string, received undefined/,
  },
  {
    what: "a gloss on a source's French words given a French translation of ours",
    file: "terms/gloss-french-words-translated.yaml",
    field: "glosses.0.translations.fr",
    message: /rests on words in fr already/,
  },
  {
    what: "a relation's French quote translated into French",
    file: "relations/quote-translated-into-own-language.yaml",
    field: "evidence.0.translations.fr",
    message: /in fr already: a fr translation would translate the original into its own language/,
  },
];

const linesFor = (file: string) => problems.filter((p) => p.startsWith(`content/${file}:`));

describe("malformed content is rejected with the file and the field named", () => {
  for (const c of CASES)
    it(c.what, () => {
      const lines = linesFor(c.file);
      expect(lines).toHaveLength(1);
      const [line = ""] = lines;
      expect(line.startsWith(`content/${c.file}: field \`${c.field}\`: `)).toBe(true);
      expect(line).toMatch(c.message);
    });

  it("reports nothing but the defects above", () => {
    const expected = new Set(CASES.map((c) => `content/${c.file}`));
    const reported = problems.map((p) => p.slice(0, p.indexOf(":")));
    expect(new Set(reported)).toEqual(expected);
    expect(problems).toHaveLength(CASES.length);
  });

  it("loads the valid records of the same tree, including a DLP-shaped id and its references", () => {
    expect(db.evidence.map((e) => e.id).sort()).toContain("DLP.Evidence.1");
    expect(db.evidence.map((e) => e.id)).toContain("base-evidence");
    expect(db.sources.map((e) => e.id)).toContain("base-source");
    expect(db.relations.map((e) => e.id)).toContain("base-relation");
    expect(db.games.map((e) => e.id).sort()).toEqual([
      "base-game",
      "dangling-region",
      "fanorona-telo",
    ]);
    expect(db.terms.map((e) => e.id)).toContain("base-term");
    expect(db.terms.map((e) => e.id)).not.toContain("headword-not-a-form");
    expect(db.names.map((e) => e.id)).toContain("base-name");
    const base = db.evidence.find((e) => e.id === "base-evidence");
    expect(base?.data.date).toMatchObject({ edtf: "189X", earliest: 1890, latest: 1899 });
    // Every basis a rule sentence can have, each with what it needs, loads as written.
    expect(base?.data.rules.map((r) => r.basis)).toEqual([...RULE_BASES]);
    expect(base?.data.rules[1]).toMatchObject({ basis: "stated-elsewhere", by: "base-summary" });
  });

  it("drops a record that fails its schema, so references to it dangle too", () => {
    // The evidence with a bad date is not loaded; a record pointing to it would be reported.
    expect(db.evidence.map((e) => e.id)).not.toContain("bad-date-month");
  });
});
