/**
 * The engine options' enumerated values in words (the interface tables' area `values`, read by
 * src/site/option-words.ts): every value every game's options declare has its words in every
 * language, enumerated from the engine's own declarations, and no words are kept for a value no
 * game declares. The identifiers stay the link format's; the words are what a reader sees: the
 * built French ruleset and compare pages show the words and keep each identifier as code, the
 * simulator's config carries its game's words, the downloaded ruleset file the identifiers.
 */
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/engine/index.ts";
import { LANGS } from "../../src/i18n/languages.ts";
import { TABLES } from "../../src/i18n/t.ts";
import {
  hasValueWords,
  valueKey,
  valueWordsIn,
  valueWordsOf,
} from "../../src/site/option-words.ts";
import { simWords } from "../../src/play/words-build.ts";
import type { SimConfig } from "../../src/play/config.ts";
import { comparePath } from "../../src/compare/url.ts";
import { localize, type Lang } from "../../src/i18n/languages.ts";
import { url } from "../../src/site/routes.ts";
import { db } from "../support/content.ts";
import { decodeEntities, fileForPath, readDist, textOf } from "./dist.ts";

/** Every enumerated value of every option of every game, as the engine declares them. */
const VALUES = Object.entries(GAMES).flatMap(([game, e]) =>
  Object.entries(e.options).flatMap(([key, spec]) =>
    spec.kind === "enum" ? spec.values.map((value) => ({ game, key, value })) : [],
  ),
);

describe("value words", () => {
  it.each(LANGS)("every enumerated value of every game's options has words in %s", (lang) => {
    expect(VALUES.length).toBeGreaterThan(60);
    const missing = VALUES.filter((v) => !Object.hasOwn(TABLES[lang], valueKey(v.key, v.value)));
    expect(missing.map((v) => `${v.game}: ${v.key} ${v.value}`)).toEqual([]);
    for (const v of VALUES) expect(valueWordsIn(lang, v.value, v.key).trim()).not.toBe("");
  });

  it("keeps no words for a value no game declares", () => {
    const declared = new Set(VALUES.map((v) => valueKey(v.key, v.value)));
    const stale = Object.keys(TABLES.en).filter((k) => k.startsWith("value.") && !declared.has(k));
    expect(stale).toEqual([]);
  });

  it("says a value by its option: the same value reads differently under two options", () => {
    const shared = VALUES.filter((a) => VALUES.some((b) => b.value === a.value && b.key !== a.key));
    expect(shared.length).toBeGreaterThan(0);
    const none = ["opening-single-capture", "chibou-capture"].map((k) =>
      valueWordsIn("fr", "none", k),
    );
    expect(new Set(none).size).toBe(2);
    // Without its option a value has no words: it is written as it is (English: as words.ts).
    expect(valueWordsIn("fr", "approach")).toBe("approach");
    expect(hasValueWords("capture-choice", "approach")).toBe(true);
    expect(hasValueWords("capture-choice", "sideways")).toBe(false);
  });

  it("French and Malagasy say a value in their own words, names and board sizes aside", () => {
    // A value may read as in English only when it is a name, a glossary term or a board size.
    const same = (lang: "fr" | "mg") =>
      VALUES.filter(
        (v) => valueWordsIn(lang, v.value, v.key) === valueWordsIn("en", v.value, v.key),
      ).map((v) => `${v.key} ${v.value}`);
    for (const lang of ["fr", "mg"] as const)
      expect(same(lang)).toEqual(["board 9x5", "board 5x5", "vela-form be", "vela-form kely"]);
  });

  it("a simulator's config carries the words of its own game's values only", () => {
    for (const lang of LANGS) {
      const words = simWords(lang, "vela").values ?? {};
      const enums = Object.entries(GAMES.vela!.options).filter(([, s]) => s.kind === "enum");
      expect(Object.keys(words).sort()).toEqual(enums.map(([k]) => k).sort());
      expect(words["vela-form"]?.kely).toBe(valueWordsIn(lang, "kely", "vela-form"));
      // None of a four-row game's values travels with a Fanorona page.
      expect(words.circuit).toBeUndefined();
    }
    expect(valueWordsOf("fr", "msuwa").setup?.["msuwa-back-row"]).toBe(
      valueWordsIn("fr", "msuwa-back-row", "setup"),
    );
    expect(simWords("fr").values).toBeUndefined();
  });
});

/** A ruleset's enumerated options: key and identifier, from the content as the build reads it. */
function enumsOf(key: string): { key: string; value: string }[] {
  const r = db.rulesets.find((x) => x.id === key)!;
  return Object.entries(r.data.options).flatMap(([k, o]) =>
    typeof o.value === "string" ? [{ key: k, value: o.value }] : [],
  );
}

const page = (lang: Lang, path: string) => readDist(fileForPath(localize(lang, path))!);

describe("value words on the built French pages", () => {
  const RULESETS = ["fanorona/montgomery-1896", "msuwa/sanderson-1913", "fifangha/flacourt-1658"];

  it.each(RULESETS)("%s: each enumerated option in words, its identifier as code", (key) => {
    const html = page("fr", url.ruleset(key));
    const enums = enumsOf(key);
    expect(enums.length).toBeGreaterThan(2);
    for (const o of enums) {
      const item = new RegExp(`<li class="option" id="option-${o.key}">([\\s\\S]*?)</li>`).exec(
        html,
      )?.[1];
      expect(item, `${key} ${o.key}`).toBeDefined();
      const shown = /<span class="value">([^<]*)<\/span>/.exec(item!)?.[1];
      expect(decodeEntities(shown ?? ""), `${key} ${o.key}`).toBe(
        valueWordsIn("fr", o.value, o.key),
      );
      expect(item).toContain(`<code>${o.value}</code>`);
    }
    // At least one reads otherwise than its identifier, or the test could pass on identifiers.
    expect(enums.some((o) => valueWordsIn("fr", o.value, o.key) !== o.value)).toBe(true);
  });

  it("a French simulator's config carries its game's value words; the file keeps identifiers", () => {
    const [game, id] = RULESETS[1]!.split("/") as [string, string];
    const html = page("fr", url.ruleset(RULESETS[1]!));
    const json = /<script type="application\/json" data-sim-config>([\s\S]*?)<\/script>/.exec(html);
    const config = JSON.parse(json![1]!) as SimConfig;
    expect(config.words.values).toEqual(valueWordsOf("fr", game));
    const file = readDist(`data/rulesets/${game}/${id}.yaml`);
    for (const o of enumsOf(RULESETS[1]!)) {
      expect(file).toMatch(new RegExp(`\n  ${o.key}:\n    value: ${o.value}\n`));
    }
  });

  it("a French comparison shows each enumerated value in words, the engine's value as code", () => {
    const keys = ["fanorona/montgomery-1896", "fifangha/flacourt-1658"];
    const html = page("fr", comparePath(keys));
    const rows = [...html.matchAll(/<tr[^>]*data-option="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)];
    expect(rows.length).toBeGreaterThan(0);
    let seen = 0;
    for (const k of keys)
      for (const o of enumsOf(k)) {
        const row = rows.find((m) => m[1] === o.key)?.[2];
        expect(row, `${k} ${o.key}`).toBeDefined();
        const words = valueWordsIn("fr", o.value, o.key);
        expect(textOf(row!), `${k} ${o.key}`).toContain(words);
        expect(row).toContain(`<code>${o.value}</code>`);
        if (words !== o.value) seen++;
      }
    expect(seen).toBeGreaterThan(4);
  });
});
