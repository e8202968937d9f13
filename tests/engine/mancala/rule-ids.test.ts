import { describe, expect, it } from "vitest";
import type { CitedOptions } from "../../../src/engine/core/options.ts";
import {
  CHIANA_OPTIONS,
  type ChianaOptionKey,
} from "../../../src/engine/mancala/chiana-options.ts";
import { mancalaOptions } from "../../../src/engine/mancala/index.ts";
import { breach, MANCALA_RULES, winStatus } from "../../../src/engine/mancala/rules.ts";
import { load } from "./helpers.ts";

describe("mancala rule ids (rules.ts MANCALA_RULES)", () => {
  it("names every rule after an option that some game of the family declares", () => {
    const declared = new Set(Object.values(mancalaOptions).flatMap((o) => Object.keys(o)));
    expect(MANCALA_RULES.filter((rule) => !declared.has(rule))).toEqual([]);
  });

  it("cites the option's provenance, and a misspelt or foreign rule id fails type checking", () => {
    const options = load("chiana-wa-kunja", "sanderson-1913").rules
      .options as CitedOptions<ChianaOptionKey>;
    expect(Object.keys(options).sort()).toEqual(Object.keys(CHIANA_OPTIONS).sort());
    const v = breach(options, "sow-from", "m");
    expect(v.rule).toBe("sow-from");
    expect(v.provenance).toEqual(options["sow-from"].provenance);
    // These lines are checked by `astro check` / tsc: a typo, and a rule Chiana does not have.
    // @ts-expect-error "sow-frm" is no mancala rule
    expect(() => breach(options, "sow-frm", "m")).toThrow();
    // @ts-expect-error Chiana has no camou rule (a Fifangha option)
    expect(() => winStatus(options, 0, "camou", "camou")).toThrow();
  });
});
