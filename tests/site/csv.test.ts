/** The CSV writer and reader: any cells round-trip, and no cell a spreadsheet would run as a formula. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flatten, guardCell, parseCsv, toCsv, unguardCell } from "../../src/downloads/csv.ts";

const cell = fc.oneof(
  fc.string(),
  fc.constantFrom("=1+1", "+A1", "-2+3", "@SUM(A1)", "'=x", "''-1", "\tx", "-1200", ' "q", \r\n'),
);

describe("CSV", () => {
  it("parses back to the same header and rows, whatever the cells hold", () => {
    fc.assert(
      fc.property(
        fc.array(cell, { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(cell)),
        (header, raw) => {
          const rows = raw.map((r) => header.map((_, i) => r[i] ?? ""));
          expect(parseCsv(toCsv(header, rows))).toEqual([header, ...rows]);
        },
      ),
    );
  });

  it("starts formula-like cells with an apostrophe and leaves plain numbers alone", () => {
    for (const v of ['=HYPERLINK("x")', "+1", "-x", "@x", "\tx", "'=x"])
      expect(guardCell(v).startsWith("'"), v).toBe(true);
    for (const v of ["-1200", "12.5", "text", "'quoted"]) expect(guardCell(v), v).toBe(v);
    fc.assert(fc.property(fc.string(), (v) => unguardCell(guardCell(v)) === v));
  });

  it("flattens nested records into numbered and dotted columns", () => {
    const flat = flatten({
      a: 1,
      b: ["x", "y"],
      q: [{ text: "t" }, { text: "u" }],
      n: { m: null },
    });
    expect([...flat]).toEqual([
      ["a", "1"],
      ["b", "x; y"],
      ["q.1.text", "t"],
      ["q.2.text", "u"],
      ["n.m", ""],
    ]);
  });
});
