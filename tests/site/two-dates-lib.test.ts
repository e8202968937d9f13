import { describe, expect, it } from "vitest";
import { parseEdtf, type EdtfRange } from "../../src/schemas/edtf.ts";
import { datesDiffer, differingSourceDate, sourceRange } from "../../src/site/two-dates.ts";
import { db } from "../support/content.ts";

const edtf = (text: string): EdtfRange => {
  const r = parseEdtf(text);
  if (typeof r === "string") throw new Error(r);
  return r;
};

describe("a record's two dates", () => {
  it("a source's date is its years of issue, else when it was written", () => {
    expect(sourceRange({ issued: { "date-parts": [[1886]] } })?.edtf).toBe("1886");
    expect(sourceRange({ issued: { "date-parts": [[1658], [1661]] } })?.latest).toBe(1661);
    expect(sourceRange({ written: edtf("[2018..]") })?.earliest).toBe(2018);
    expect(sourceRange({})).toBeUndefined();
  });

  it("differ only when they share no year", () => {
    expect(datesDiffer(edtf("1540/1575"), edtf("[2018..]"))).toBe(true);
    expect(datesDiffer(edtf("../1886"), edtf("1886"))).toBe(false);
    expect(datesDiffer(edtf("1648/1660"), edtf("1661"))).toBe(true);
    expect(datesDiffer(edtf("1895"), undefined)).toBe(false);
  });

  it("the content's records of a later retelling get a source date of their own", () => {
    const late = db.evidence.filter((e) => {
      const s = db.sources.find((x) => x.id === e.data.source.id)!.data;
      return differingSourceDate(e.data.date, s) !== undefined;
    });
    // Every such record reports events that end before its source begins.
    for (const e of late) {
      const s = sourceRange(db.sources.find((x) => x.id === e.data.source.id)!.data)!;
      expect((e.data.date.latest ?? Infinity) < (s.earliest ?? -Infinity), e.id).toBe(true);
    }
    expect(late.map((e) => e.id)).toContain("basque-ranavalona-1895");
  });
});
