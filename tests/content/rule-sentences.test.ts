/**
 * The rule sentences of the evidence records against the house rule that a rule the DLP
 * supplies is never shown as the original author's: a sentence about the DLP's summary is not
 * "stated" by the author's record, and every record kept from the DLP database, which gives its
 * own summary of the rules beside the author's words, shows that summary as the DLP's.
 */
import { describe, expect, it } from "vitest";
import { isDlpRecord } from "../../src/site/trace.ts";
import { db } from "../support/content.ts";

const DLP = "dlp-database";
const speaksOfDlp = (text: string) => /\bDLP\b|Digital Ludeme/.test(text);

describe("rule sentences of the evidence records", () => {
  it("a sentence that speaks of the DLP is never stated by another source's record", () => {
    const wrong = db.evidence.flatMap((e) =>
      e.data.source.id === DLP
        ? []
        : e.data.rules.flatMap((r, i) =>
            speaksOfDlp(r.text) && r.basis === "stated" ? [`${e.file}: rules.${i}`] : [],
          ),
    );
    expect(wrong).toEqual([]);
  });

  it("every record kept from the DLP database shows the DLP's summary as the DLP's", () => {
    const dlp = db.evidence.filter((e) => isDlpRecord(e.id) && e.data.source.id !== DLP);
    expect(dlp.length).toBeGreaterThan(0);
    for (const e of dlp) {
      const summary = e.data.rules.filter((r) => r.basis === "stated-elsewhere" && r.by === DLP);
      expect(summary.length, e.file).toBeGreaterThan(0);
      // And something of the author's own: the record is his passage, not only the DLP's words.
      expect(
        e.data.rules.some((r) => r.basis === "stated"),
        e.file,
      ).toBe(true);
    }
  });
});
