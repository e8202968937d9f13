/**
 * The engine options in French and Malagasy (src/site/option-words.ts): every option of every
 * game the engine plays has its meaning and its label in both languages, so that no English is
 * left in the simulator's rules panel or a ruleset page's options list; a meaning reworded in the
 * engine no longer matches its translation and is listed here. English reads as the engine has it.
 */
import { describe, expect, it } from "vitest";
import { GAMES, optionDoc } from "../../src/engine/index.ts";
import {
  hasOptionDoc,
  optionDocIn,
  optionDocsOf,
  optionLabelIn,
  valueWordsIn,
} from "../../src/site/option-words.ts";
import { optionLabel, valueWords } from "../../src/site/words.ts";
import { simWords } from "../../src/play/words-build.ts";

const OPTIONS = Object.entries(GAMES).flatMap(([game, e]) =>
  Object.keys(e.options).map((key) => ({ game, key })),
);

describe("option words", () => {
  it.each(["fr", "mg"] as const)("every option of every game has its meaning in %s", (lang) => {
    expect(OPTIONS.length).toBeGreaterThan(50);
    const missing = OPTIONS.filter((o) => !hasOptionDoc(lang, o.game, o.key));
    expect(missing.map((o) => `${o.game}/${o.key}: ${optionDoc(o.game, o.key)!}`)).toEqual([]);
  });

  it.each(["fr", "mg"] as const)("every option key has its label in %s", (lang) => {
    const missing = OPTIONS.filter((o) => optionLabelIn(lang, o.key) === optionLabel(o.key));
    // A label may be the same word in both languages only when it is a glossary term.
    expect(missing.map((o) => o.key).filter((k) => !["mamoueatsrha", "camou"].includes(k))).toEqual(
      [],
    );
  });

  it("English is the engine's own meaning and the site's own words", () => {
    for (const o of OPTIONS) {
      expect(optionDocIn("en", o.game, o.key)).toBe(optionDoc(o.game, o.key));
      expect(optionLabelIn("en", o.key)).toBe(optionLabel(o.key));
    }
    for (const v of [true, false, null, "end-turn", 12])
      expect(valueWordsIn("en", v)).toBe(valueWords(v));
    expect(optionDocsOf("en", "fanorona")).toBeUndefined();
    expect(simWords("en", "fanorona").options).toBeUndefined();
  });

  it("a simulator's config carries its game's meanings in the page's language", () => {
    const words = simWords("fr", "msuwa");
    expect(Object.keys(words.options ?? {}).sort()).toEqual(
      Object.keys(GAMES.msuwa!.options).sort(),
    );
    expect(words.options?.relay).toBe(optionDocIn("fr", "msuwa", "relay"));
    expect(valueWordsIn("fr", true)).not.toBe(valueWords(true));
    // An enumerated value is said by its option (tests/site/value-words.test.ts); without one it
    // is written as the link format writes it.
    expect(valueWordsIn("mg", "end-turn")).toBe("end-turn");
    expect(valueWordsIn("mg", "end-turn", "endless-sowing")).not.toBe("end-turn");
  });
});
