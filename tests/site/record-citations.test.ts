/**
 * Pages cite their record from a batch formatted once per collection (record-citations.ts);
 * the batch must give every record exactly what formatting it alone gives.
 */
import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { loadContent } from "../../src/content/load-files.ts";
import { citeRecord, recordItem } from "../../src/downloads/citations.ts";
import {
  CITED_COLLECTIONS,
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

  it("refuse a record that does not exist, naming it", () => {
    expect(() =>
      recordCitation(db, "evidence", "no-such-record", version, accessed, undefined),
    ).toThrow(/no evidence record "no-such-record"/);
  });
});
