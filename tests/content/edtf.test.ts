import { describe, expect, it } from "vitest";
import { centuries, parseEdtf, type EdtfRange } from "../../src/schemas/edtf.ts";

/** Parses or fails the test with the parser's message. */
function range(text: string): EdtfRange {
  const r = parseEdtf(text);
  if (typeof r === "string") throw new Error(r);
  return r;
}
const years = (text: string) => {
  const r = range(text);
  return [r.earliest, r.latest];
};

describe("EDTF dates: earliest and latest years", () => {
  it("a year, a month and a day each span their own year", () => {
    expect(years("1896")).toEqual([1896, 1896]);
    expect(years("1896-05")).toEqual([1896, 1896]);
    expect(years("1896-05-12")).toEqual([1896, 1896]);
  });

  it("unspecified digits widen to the decade or the century", () => {
    expect(years("189X")).toEqual([1890, 1899]);
    expect(years("18XX")).toEqual([1800, 1899]);
    expect(years("200X")).toEqual([2000, 2009]);
  });

  it("a closed interval spans both ends (Flacourt writing 1648-1658)", () => {
    expect(years("1648/1658")).toEqual([1648, 1658]);
    expect(years("1540/1575")).toEqual([1540, 1575]);
    expect(years("189X/1913")).toEqual([1890, 1913]);
  });

  it("open intervals leave the open end null", () => {
    expect(years("../1900")).toEqual([null, 1900]);
    expect(years("../1937")).toEqual([null, 1937]);
    expect(years("2018/..")).toEqual([2018, null]);
    expect(years("/1900")).toEqual([null, 1900]);
  });

  it("one year of an open set has the same bounds as the span, with its own meaning", () => {
    expect(years("[2018..]")).toEqual([2018, null]);
    expect(years("[..1900]")).toEqual([null, 1900]);
    for (const bad of ["[2018]", "[2018,2019]", "[..]", "[20x8..]"])
      expect(parseEdtf(bad), bad).toBeTypeOf("string");
  });

  it("qualifiers keep the years and mark the date as qualified", () => {
    for (const q of ["?", "~", "%"]) {
      const r = range(`1680${q}`);
      expect([r.earliest, r.latest, r.qualified]).toEqual([1680, 1680, true]);
    }
    expect(range("1680").qualified).toBe(false);
    expect(range("1648~/1658").qualified).toBe(true);
    expect(range("1648/1658?").qualified).toBe(true);
    expect(range("1648/1658").qualified).toBe(false);
  });

  it("negative years (BCE) order their unspecified range correctly", () => {
    expect(years("-0500")).toEqual([-500, -500]);
    expect(years("-050X")).toEqual([-509, -500]);
  });

  it("keeps the original string", () => {
    expect(range("1648/1658").edtf).toBe("1648/1658");
  });
});

describe("EDTF dates: malformed strings are refused with a reason", () => {
  const cases: [string, RegExp][] = [
    ["1896-13", /month 13 is not 01-12/],
    ["1896-00", /month 00 is not 01-12/],
    ["18961", /is not an EDTF date/],
    ["96", /is not an EDTF date/],
    ["1896-02-30", /day 30 does not exist/],
    ["1900-02-29", /day 29 does not exist/],
    ["189X-05", /month needs a fully specified year/],
    ["1900/1800", /starts after it ends/],
    ["1896/1897/1898", /more than one "\/"/],
    ["../..", /needs at least one end/],
    ["c. 1680", /is not an EDTF date/],
    ["1680 ~", /is not an EDTF date/],
  ];
  for (const [text, reason] of cases)
    it(`refuses ${JSON.stringify(text)}`, () => {
      const r = parseEdtf(text);
      expect(typeof r).toBe("string");
      expect(r).toMatch(reason);
    });

  it("accepts 29 February in a leap year only", () => {
    expect(years("1896-02-29")).toEqual([1896, 1896]);
    expect(typeof parseEdtf("1897-02-29")).toBe("string");
  });
});

describe("EDTF dates: centuries derived from the range", () => {
  it("counts the centuries a range touches (17 = the 1600s)", () => {
    expect(centuries(range("1648/1658"))).toEqual([17]);
    expect(centuries(range("1575/1610"))).toEqual([16, 17]);
    expect(centuries(range("189X"))).toEqual([19]);
    expect(centuries(range("1896"))).toEqual([19]);
  });

  it("does not extend an open end", () => {
    expect(centuries(range("../1937"))).toEqual([20]);
    expect(centuries(range("2018/.."))).toEqual([21]);
  });
});
