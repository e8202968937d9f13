/**
 * The analysis board's notation errors in the page's language, built from the typed error (its
 * `what` and values), never by replacing English words: every error a file can have carries its
 * name, English pages read exactly as the parser's English, and a French page says the place,
 * the error and a refused move's rule in French, with the rule's passage.
 */
import { describe, expect, it } from "vitest";
import { compileFromFiles } from "../../src/cli/notation.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { errorText, NOTATION_SAYINGS, type NotationError } from "../../src/notation/tree.ts";
import { LANGS } from "../../src/i18n/languages.ts";
import { TABLES } from "../../src/i18n/t.ts";
import { wordsByPrefix } from "../../src/i18n/browser-words.ts";
import { locatorIn } from "../../src/site/locator-words.ts";
import { simConfig } from "../../src/simulator/build.ts";
import { db } from "../support/content.ts";
import { notationErrorText } from "../../src/simulator/notation-words.ts";
import { fileOfHash } from "../../src/simulator/notation-io.ts";

/** The French clause of each rule a refusal names (the tables' area `refusal`). */
const REFUSAL_WORDS_FR: Readonly<Record<string, string>> = wordsByPrefix("fr", "refusal.");

const compile = compileFromFiles();
const HEAD = '[Format "1"]\n[Game "fanorona"]\n[Ruleset "basque"]\n\n';
/** The words of the Fanorona page in `lang`, whose readings' locators they word. */
const said = (lang: "en" | "fr" | "mg") => ({
  sources: {},
  words: simConfig(db, "fanorona", undefined, lang)!.words,
});

/** Files each refused for another reason (the parser's, the reading's, the engine's). */
const BAD = [
  `[Format "1"]\n[Rulset "basque"]\n1. d2e3A *`,
  `[Format "1"]\n[Game fanorona]\n*`,
  `${HEAD}[Game "vela"]\n*`,
  `${HEAD}1. d2e3A [Date "1658"] *`,
  `${HEAD}[Result "2-0"]\n*`,
  `${HEAD}[Date "1658.??.??"]\n*`,
  `[Format "2"]\n[Game "fanorona"]\n*`,
  `${HEAD}1. d2e3A {a good start *`,
  `${HEAD}1. d2e3A } *`,
  `${HEAD}1. d2e3A (1. f2e3A c3d2A *`,
  `${HEAD}1. d2e3A ) *`,
  `${HEAD}1. d2e3A ({nothing}) *`,
  `${HEAD}(1. d2e3A) *`,
  `${HEAD}1. d2e3A!!! *`,
  `${HEAD}1. d2e3A $256 *`,
  `${HEAD}! 1. d2e3A *`,
  `${HEAD}1. d2e3A 2. c3d2A *`,
  `${HEAD}1. d2e3A 1... *`,
  `${HEAD}1 d2e3A *`,
  `${HEAD}1. d2e3A 1-0`,
  `${HEAD}[Result "0-1"]\n1. d2e3A 1-0`,
  `${HEAD}1. d2e3A * c3d2A`,
  `${HEAD}1. d2e3A # *`,
  "1. d2e3A *",
  '[Game "fanorona"]\n1. d2e3A *',
  `${HEAD}[Position "WWW w"]\n*`,
  `${HEAD}1. d3e3 *`,
  `${HEAD}1. d3e9A *`,
];

function refused(text: string): NotationError {
  const r = checkNotation(text, compile);
  if (r.ok) throw new Error(`accepted:\n${text}`);
  return r.error;
}

describe("notation errors in the page's words", () => {
  const errors = BAD.map(refused);

  it("every saying has its words in every language", () => {
    for (const lang of LANGS)
      for (const what of NOTATION_SAYINGS)
        expect(TABLES[lang], `${lang} ${what}`).toHaveProperty([`simb.notation.${what}`]);
  });

  it("every error a file can have carries its name; English reads as the parser's English", () => {
    for (const e of errors) {
      expect(e.what, errorText(e)).toBeDefined();
      const en = notationErrorText(e, said("en"));
      // A refused move cites its passage with the page's source names (none here: the id).
      if (e.what === "refused") expect(en.startsWith(errorText(e).split(" (")[0]!)).toBe(true);
      else expect(en).toBe(errorText(e));
    }
  });

  it("a French page says where and what in French, from the error's name and values", () => {
    for (const e of errors) {
      const fr = notationErrorText(e, said("fr"));
      // The place as the French table words it (its typography included), then the message.
      const where = TABLES.fr["simb.tree.at"].text
        .replace("{line}", String(e.line))
        .replace("{column}", String(e.column))
        .split("{message}")[0]!;
      expect(where).toMatch(/^ligne \d+, colonne \d+/);
      expect(fr.startsWith(where), fr).toBe(true);
      expect(fr).not.toBe(errorText(e));
      // The English sentence is never shown whole on a French page (engine words are marked).
      expect(fr.includes(e.message) && !fr.includes("en anglais"), fr).toBe(false);
    }
  });

  it("a move refused in a file is said with its rule's French words and its passage", () => {
    const e = refused(`${HEAD}1. d3e3 *`);
    expect(e.what).toBe("refused");
    const clause = REFUSAL_WORDS_FR[e.rule!];
    if (clause === undefined) throw new Error(`no French words for the rule ${e.rule}`);
    const fr = notationErrorText(e, said("fr"));
    const sentence = TABLES.fr["simb.notation.refused"].text
      .replace("{text}", "d3e3")
      .replace("{rule}", e.rule!)
      .replace("{why}", clause);
    expect(sentence).toMatch(/^d3e3 est refusé par la règle /);
    expect(fr).toContain(sentence);
    // The passage's locator with its fixed words in French (src/site/locator-parts.ts).
    const locator = locatorIn("fr", e.provenance!.locator)
      .map((p) => p.text)
      .join("");
    expect(locator).not.toBe(e.provenance!.locator);
    expect(fr).toContain(locator);
    expect(fr).not.toContain(e.message.split(":")[0]!);
  });

  it("a tree link that cannot be read says why by name", async () => {
    const bad = await fileOfHash("t=%%%");
    expect(bad.ok ? undefined : bad.error.what).toBe("linkChars");
  });
});
