/**
 * French typography in the words the build hands out beside the pages: the option meanings and
 * labels (the tables' areas `optdoc` and `optlabel`, read through src/site/option-words.ts,
 * which reach the simulator through its config), and the punctuation the compare views join parts with (src/compare/punct.ts),
 * whose English fallback must be the English table's, so that English pages keep their bytes.
 * The built pages are checked whole by tests/site/french-spacing.test.ts.
 */
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/engine/index.ts";
import { optdoc } from "../../src/i18n/tables/fr/optdoc.ts";
import { optionDocIn, optionLabelIn } from "../../src/site/option-words.ts";
import { simWords } from "../../src/play/words-build.ts";
import { compareWords } from "../../src/compare/words-build.ts";
import { punctOf } from "../../src/compare/punct.ts";
import { t } from "../../src/i18n/t.ts";

/** A typed space before French high punctuation or after `«`. */
const TYPED = /[ \u00a0][;:!?»]|«[ \u00a0]/;

const OPTIONS = Object.entries(GAMES).flatMap(([game, e]) =>
  Object.keys(e.options).map((key) => ({ game, key })),
);

describe("words handed to scripts, in French", () => {
  it("option meanings are typed with ordinary spaces (so the spacing has work to do)", () => {
    expect(Object.values(optdoc).filter((x) => TYPED.test(x)).length).toBeGreaterThan(5);
  });

  it("option meanings and labels reach pages and simulators with French spacing", () => {
    const typed = OPTIONS.flatMap((o) => [
      optionDocIn("fr", o.game, o.key)!,
      optionLabelIn("fr", o.key),
      ...Object.values(simWords("fr", o.game).options ?? {}),
    ]).filter((x) => TYPED.test(x));
    expect(typed).toEqual([]);
  });

  it("Malagasy option words keep their tight punctuation", () => {
    for (const o of OPTIONS) expect(optionDocIn("mg", o.game, o.key)).not.toContain("\u202f");
  });

  it("the compare views join parts with the tables' punctuation in each language", () => {
    for (const lang of ["en", "fr", "mg"] as const) {
      const punct = punctOf(compareWords(lang));
      expect(punct, lang).toEqual({
        colon: t(lang, "list.colon"),
        clauses: t(lang, "punct.clauses"),
      });
    }
    expect(compareWords("en").punct).toBeUndefined();
    expect(punctOf(compareWords("fr")).colon).toBe("\u202f:");
  });
});
