/**
 * `--option key=value` (src/cli/args.ts `optionOverrides`), the one parser the CLI and the
 * benchmarks share: values read as YAML scalars, text YAML refuses kept as written, and a
 * malformed flag refused with a usage error naming it.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { optionOverrides, UsageError } from "../../../src/cli/args.ts";

describe("optionOverrides", () => {
  it.each(["4", "true", "null", "be", "0.5", "[1, 2]", "'quoted'"])(
    "reads %j as YAML reads it",
    (value) => {
      expect(optionOverrides([`k=${value}`])).toEqual({ k: parse(value) as unknown });
    },
  );

  it("keeps a value YAML refuses as written, an empty value as empty text, and '=' after the first", () => {
    const bad = "[unclosed";
    expect(() => parse(bad) as unknown).toThrow();
    expect(optionOverrides([`a=${bad}`, "b=", "c=x=y"])).toEqual({ a: bad, b: "", c: "x=y" });
  });

  it("lets a later value of a key replace an earlier one", () => {
    expect(optionOverrides(["k=1", "k=2"])).toEqual({ k: 2 });
  });

  it.each(["novalue", "=4"])("refuses %j with a usage error naming it", (text) => {
    expect(() => optionOverrides([text])).toThrow(UsageError);
    expect(() => optionOverrides([text])).toThrow(`"${text}"`);
  });
});
