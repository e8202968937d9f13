/**
 * The contribution form's help in French and Malagasy (the tables' area `help`, read through
 * src/contribute/help.ts): every help text
 * the form shows (the schemas' doc comments, as contributeData gives them) has its translation in
 * both languages, so none is left in English on /fr/contribute/ or /mg/contribute/; a comment
 * reworded in src/schemas/ no longer matches its entry and is listed here, as is an entry whose
 * English the form no longer shows. Field names, ids and examples in code stay verbatim.
 */
import { describe, expect, it } from "vitest";
import { contributeData } from "../../src/contribute/build.ts";
import { helpIn, helpKeyOf, helpTexts } from "../../src/contribute/help.ts";
import { help as fr } from "../../src/i18n/tables/fr/help.ts";
import { help as mg } from "../../src/i18n/tables/mg/help.ts";
import { TABLES } from "../../src/i18n/t.ts";

const english = contributeData("en");

/** A help text's entry as typed in the area `help` of `lang` (before the tables' typography). */
const AREAS = { fr, mg } as const;
const typedIn = (lang: "fr" | "mg", text: string): string | undefined => {
  const key = helpKeyOf(text);
  return key === undefined ? undefined : (AREAS[lang] as Record<string, string>)[key];
};
const TEXTS = [...helpTexts(english)];

/** The `code` spans of a text, in order. */
const codeOf = (text: string) => text.match(/`[^`]+`/g) ?? [];

describe("the form's help in French and Malagasy", () => {
  it.each(["fr", "mg"] as const)("every help text the form shows has its %s", (lang) => {
    expect(TEXTS.length).toBeGreaterThan(150);
    expect(TEXTS.filter((text) => typedIn(lang, text) === undefined)).toEqual([]);
  });

  it("no entry is for a help text the form no longer shows", () => {
    const stale = Object.entries(TABLES.en)
      .filter(([k, e]) => k.startsWith("help.") && !TEXTS.includes(e.text))
      .map(([k]) => k);
    expect(stale).toEqual([]);
  });

  it.each(["fr", "mg"] as const)("%s keeps every field name, id and example in code", (lang) => {
    const lost = TEXTS.flatMap((text) => {
      const local = helpIn(lang, text) ?? text;
      return codeOf(text)
        .filter((c) => !local.includes(c))
        .map((c) => `${c} in: ${local}`);
    });
    expect(lost).toEqual([]);
  });

  it("French help has French typography, its code as typed (so the spacing is applied)", () => {
    const typed = TEXTS.filter((text) =>
      /[ \u00a0][;:!?»]|«[ \u00a0]/.test(typedIn("fr", text) ?? ""),
    );
    expect(typed.length).toBeGreaterThan(0);
    for (const text of typed) {
      const shown = helpIn("fr", text)!.replace(/`[^`]*`/g, "");
      expect(shown, text).not.toMatch(/[ \u00a0][;:!?»]|«[ \u00a0]/);
    }
  });

  it("each page's schemas carry its language; English stays as the schemas' comments", () => {
    expect(JSON.stringify(contributeData())).toBe(JSON.stringify(english));
    expect(JSON.stringify(english)).not.toContain('"x-lang"');
    for (const lang of ["fr", "mg"] as const) {
      const local = [...helpTexts(contributeData(lang))];
      const translated = TEXTS.filter((text) => typedIn(lang, text) !== undefined);
      expect(translated.length).toBeGreaterThan(0);
      for (const text of translated) {
        expect(local).toContain(helpIn(lang, text));
        expect(local).not.toContain(text);
      }
    }
  });
});
