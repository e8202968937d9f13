/**
 * What each option means, in the compare tables' "Meaning and passage", in the page's language
 * (issue 24): the option meanings the ruleset pages already show in French and Malagasy
 * (src/site/option-words.ts), never the engine's English unless a meaning is untranslated, and
 * then marked `lang="en"`. English data and pages keep the engine's declaration.
 */
import { describe, expect, it } from "vitest";
import { compareData } from "../../src/compare/build.ts";
import { optionDoc } from "../../src/engine/index.ts";
import { hasOptionDoc, optionDocIn } from "../../src/site/option-words.ts";
import { db } from "../support/content.ts";
import { decodeEntities, htmlFiles, readDist } from "./dist.ts";

describe("the compare tables' option meanings", () => {
  it("are the engine's declarations in the English data, with no language mark", () => {
    for (const r of Object.values(compareData(db, "en").rulesets))
      for (const o of r.options) {
        expect(o.meaning).toBe(optionDoc(r.game, o.key) ?? "");
        expect(o.meaningLang).toBeUndefined();
      }
  });

  it("are the page's words in the French and Malagasy data, marked English only when untranslated", () => {
    for (const lang of ["fr", "mg"] as const) {
      let translated = 0;
      for (const r of Object.values(compareData(db, lang).rulesets))
        for (const o of r.options) {
          expect(o.meaning, `${lang} ${r.key} ${o.key}`).toBe(optionDocIn(lang, r.game, o.key));
          const has = hasOptionDoc(lang, r.game, o.key);
          expect(o.meaningLang, `${lang} ${r.key} ${o.key}`).toBe(has ? undefined : "en");
          if (has) translated++;
        }
      expect(translated, lang).toBeGreaterThan(0);
    }
  });

  it("show in French, unmarked, on a built French comparison page", () => {
    const file = htmlFiles().find(
      (f) => f.startsWith("fr/compare/") && f.includes("fanorona.montgomery-1896"),
    )!;
    expect(file).toBeDefined();
    const html = decodeEntities(readDist(file));
    const r = compareData(db, "fr").rulesets["fanorona/montgomery-1896"]!;
    const o = r.options.find((x) => x.meaningLang === undefined)!;
    const meaning = decodeEntities(o.meaning);
    expect(html).toContain(`${meaning}.`);
    expect(html).not.toContain(`<span lang="en">${meaning}.`);
    expect(html).not.toContain(`<span lang="en">${optionDoc(r.game, o.key)}.`);
  });
});
