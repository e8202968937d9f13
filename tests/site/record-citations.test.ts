/**
 * Pages cite their record from a batch formatted once per collection (record-citations.ts);
 * the batch must give every record exactly what formatting it alone gives.
 */
import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { loadContent } from "../../src/content/load-files.ts";
import { citeRecord, recordItem } from "../../src/downloads/citations.ts";
import { t } from "../../src/i18n/t.ts";
import {
  CITED_COLLECTIONS,
  citationLang,
  citationPieces,
  citeCollection,
  recordCitation,
  recordRef,
} from "../../src/downloads/record-citations.ts";

const { db } = loadContent(resolve(import.meta.dirname, "../.."));
const version = {
  release: "0.1.0",
  commit: "0123456789abcdef0123456789abcdef01234567",
  date: "2026-11-23",
};
const accessed = "2026-11-24";

describe("batched record citations", () => {
  for (const collection of CITED_COLLECTIONS) {
    it(`give every ${collection} record the same Chicago, APA and BibTeX as formatting it alone`, () => {
      const refs = db[collection].map((e) => recordRef(db, collection, e.id));
      expect(refs.length).toBeGreaterThan(0);
      const batch = citeCollection(refs, version, accessed, undefined);
      for (const ref of refs) {
        const alone = citeRecord(recordItem(ref, version, accessed, undefined), version);
        expect(batch.get(ref.id), ref.id).toEqual(alone);
      }
    }, 60_000);
  }

  it("spread a collection larger than one chunk over several calls without losing or mixing records", () => {
    const refs = Array.from({ length: 600 }, (_, i) => ({
      kind: "Evidence record",
      id: `synthetic-${String(i).padStart(3, "0")}`,
      title: `Synthetic record ${i}`,
      path: `/evidence/synthetic-${i}/`,
    }));
    const batch = citeCollection(refs, version, accessed, undefined);
    expect(batch.size).toBe(600);
    for (const i of [0, 249, 250, 599]) {
      const ref = refs[i]!;
      expect(batch.get(ref.id)).toEqual(
        citeRecord(recordItem(ref, version, accessed, undefined), version),
      );
    }
  }, 60_000);

  it("format French pages' citations in French, batch and alone alike", () => {
    const { lang, locale } = citationLang("fr");
    const refs = db.evidence.map((e) => recordRef(db, "evidence", e.id, lang));
    const batch = citeCollection(refs, version, accessed, undefined, locale);
    for (const ref of refs) {
      const alone = citeRecord(recordItem(ref, version, accessed, undefined), version, locale);
      expect(batch.get(ref.id), ref.id).toEqual(alone);
    }
    const first = refs[0]!;
    const cite = recordCitation(db, "evidence", first.id, version, accessed, undefined, "fr");
    // The access date in French word order, and the record's kind in the French table's words.
    expect(cite.chicago).toContain("Consulté le 24 novembre 2026");
    expect(cite.chicago).toContain(`${t("fr", "cite.kind.evidence")} ${first.id}`);
    expect(cite.apa).toContain(`[${t("fr", "cite.kind.evidence")}]`);
    expect(cite.chicago).not.toContain("Accessed");
  }, 60_000);

  it("name a record in a French citation by its French title, as its page's heading does", () => {
    const record = db.evidence.find((e) => e.data.titleTranslations?.fr !== undefined)!;
    const ref = recordRef(db, "evidence", record.id, "fr");
    expect(ref.title).toBe(record.data.titleTranslations!.fr!.text);
    expect(ref.titleLang).toBeUndefined();
    const untranslated = recordRef(db, "evidence", record.id, "mg");
    expect(untranslated.titleLang).toBe("en");
  });

  it("cut out the English inside a French citation, curly apostrophes and all", () => {
    const pieces = citationPieces("Site Name. 2026. « Walker’s rules ». Fiche.", [
      "Site Name",
      "Walker's rules",
    ]);
    expect(pieces).toEqual([
      { text: "Site Name", english: true },
      { text: ". 2026. « ", english: false },
      { text: "Walker’s rules", english: true },
      { text: " ». Fiche.", english: false },
    ]);
    expect(citationPieces("a (b) c", ["(b)"]).map((p) => p.english)).toEqual([false, true, false]);
    expect(citationPieces("plain", [])).toEqual([{ text: "plain", english: false }]);
  });

  it("cite in English on a Malagasy page, which has no CSL locale", () => {
    expect(citationLang("mg")).toEqual({ lang: "en", locale: "en-US" });
    for (const collection of CITED_COLLECTIONS) {
      const id = db[collection][0]!.id;
      expect(recordCitation(db, collection, id, version, accessed, undefined, "mg")).toEqual(
        recordCitation(db, collection, id, version, accessed, undefined, "en"),
      );
    }
  }, 60_000);

  it("refuse a record that does not exist, naming it", () => {
    expect(() =>
      recordCitation(db, "evidence", "no-such-record", version, accessed, undefined),
    ).toThrow(/no evidence record "no-such-record"/);
  });
});
