/**
 * A reading the reader changes, named in the page's words (issue 24): on French and Malagasy
 * pages the compare picker's column title, its "Your change" cell and each changed option's
 * words say what the simulator says of the same reading (`simb.with`, `simb.and`, on/off/none,
 * the value words), never the English of src/reading/changes.ts, which English pages keep
 * byte for byte. The French and Malagasy compare data carry each option's meaning for the
 * picker's rules table, the built picker pages its words, the built embed pages the words its
 * name needs. Expected texts come from the tables and the engine's declarations.
 */
import { describe, expect, it } from "vitest";
import { compareData } from "../../src/compare/build.ts";
import { resolveReadings, typedValue } from "../../src/compare/changed.ts";
import { pickerWords } from "../../src/compare/words-build.ts";
import type { CompareData } from "../../src/compare/data.ts";
import type { CompareWords } from "../../src/compare/words.ts";
import { GAMES, optionDoc, type OptionValue } from "../../src/engine/index.ts";
import { localize, type Lang } from "../../src/i18n/languages.ts";
import { entry, t } from "../../src/i18n/t.ts";
import { optionDocIn, valueWordsIn } from "../../src/site/option-words.ts";
import { url } from "../../src/site/routes.ts";
import type { SimConfig } from "../../src/play/config.ts";
import { readingName, valueText } from "../../src/reading/changes.ts";
import { readingSaid } from "../../src/play/messages.ts";
import { db } from "../support/content.ts";
import { decodeEntities, fileForPath, readDist } from "./dist.ts";

const OTHERS = ["fr", "mg"] as const;
const RULESETS = ["fanorona/montgomery-1896", "msuwa/sanderson-1913", "fifangha/flacourt-1658"];

/** Option `key`'s value `v` as the simulator's page in `lang` says it. */
const said = (lang: Lang, key: string, v: OptionValue): string =>
  typeof v === "boolean"
    ? t(lang, v ? "simb.val.on" : "simb.val.off")
    : v === null
      ? t(lang, "simb.val.none")
      : valueWordsIn(lang, v, key);

/** Each option of a ruleset changed alone to another value its family declares (the first). */
function singleChanges(data: CompareData, key: string): { opt: string; v: OptionValue }[] {
  const r = data.rulesets[key]!;
  const specs = GAMES[r.game]!.options;
  return r.options.flatMap((o) => {
    const spec = specs[o.key]!;
    const own = typedValue(spec, o.value);
    const all: OptionValue[] =
      spec.kind === "bool" ? [true, false] : spec.kind === "enum" ? [...spec.values] : [];
    const other = all.find((v) => !Object.is(v, own));
    return other === undefined ? [] : [{ opt: o.key, v: other }];
  });
}

/** The column of `key` with `changes`, as the picker draws it; undefined when the engine refuses. */
async function column(w: CompareWords, data: CompareData, key: string, changes: object) {
  const text = Object.fromEntries(
    Object.entries(changes).map(([k, v]) => [k, valueText(v as OptionValue)]),
  );
  const got = await resolveReadings(w, data, {
    readings: [{ ruleset: key, changes: text }],
    problems: [],
  });
  return got.problems.length === 0 ? got.data.rulesets[got.keys[0]!] : undefined;
}

describe("a changed reading in the picker, in the page's words", () => {
  it.each(OTHERS)(
    "%s: its title, cell and option words are the simulator's words",
    async (lang) => {
      const data = compareData(db, lang);
      const w = pickerWords(lang);
      let enums = 0;
      for (const key of RULESETS) {
        const r = data.rulesets[key]!;
        for (const { opt, v } of singleChanges(data, key)) {
          const col = await column(w, data, key, { [opt]: v });
          if (col === undefined) continue;
          const changes = `${opt} ${said(lang, opt, v)}`;
          expect(col.title).toBe(t(lang, "simb.with", { title: r.title, changes }));
          const o = col.options.find((x) => x.key === opt)!;
          expect(o.words).toBe(said(lang, opt, v));
          // The reader's reasoning is the page's sentence, shown as such (not as English).
          expect(o.citation.reasoningLocal?.text).toBe(o.citation.reasoning);
          const cell = col.facets[o.facet]!;
          expect(cell.kind).toBe("stated");
          if (cell.kind !== "stated") continue;
          // The page's sentence, with the changes in its words, is what the cell shows.
          expect(cell.local?.text).toContain(changes);
          expect(
            cell.local?.text.startsWith(entry(lang, "compare.ch.summary").text.split("{")[0]!),
          ).toBe(true);
          if (typeof v === "string" && said(lang, opt, v) !== v) enums++;
        }
      }
      // Enumerated values read otherwise than their identifiers, or this could pass on them.
      expect(enums).toBeGreaterThan(3);
    },
  );

  it.each(OTHERS)("%s: two changes are joined by the page's `and`", async (lang) => {
    const data = compareData(db, lang);
    const key = RULESETS[0]!;
    const r = data.rulesets[key]!;
    const specs = GAMES[r.game]!.options;
    const [a, b] = singleChanges(data, key).filter(
      (c) => specs[c.opt]!.kind === "bool" && c.opt !== "diagonals",
    );
    const col = await column(pickerWords(lang), data, key, { [a!.opt]: a!.v, [b!.opt]: b!.v });
    const [first, last] = Object.keys(specs)
      .filter((k) => k === a!.opt || k === b!.opt)
      .map((k) => `${k} ${said(lang, k, k === a!.opt ? a!.v : b!.v)}`);
    const changes = t(lang, "simb.and", { list: first!, last: last! });
    expect(col?.title).toBe(t(lang, "simb.with", { title: r.title, changes }));
    expect(t(lang, "simb.and", { list: "", last: "" })).not.toBe(
      t("en", "simb.and", { list: "", last: "" }),
    );
  });

  it("English keeps reading.ts's English, enumerated values as identifiers, and no local cell", async () => {
    const data = compareData(db);
    const w = pickerWords("en");
    expect(w.reading).toBeUndefined();
    const key = RULESETS[2]!;
    const r = data.rulesets[key]!;
    const specs = GAMES[r.game]!.options;
    const { opt, v } = singleChanges(data, key).find((c) => typeof c.v === "string")!;
    const col = await column(w, data, key, { [opt]: v });
    expect(col!.title).toBe(readingName(r.title, { [opt]: v }, specs));
    expect(col!.title).toContain(`${opt} ${String(v)}`);
    const o = col!.options.find((x) => x.key === opt)!;
    expect(col!.facets[o.facet]).not.toHaveProperty("local");
    expect(o.citation).not.toHaveProperty("reasoningLocal");
  });
});

describe("the picker's rules table words", () => {
  it.each(OTHERS)("%s data: every game's option meanings in the language", (lang) => {
    const meanings = compareData(db, lang).meanings!;
    let translated = 0;
    for (const [game, e] of Object.entries(GAMES))
      for (const key of Object.keys(e.options)) {
        expect(meanings[game]?.[key], `${game} ${key}`).toBe(optionDocIn(lang, game, key));
        if (meanings[game]![key] !== optionDoc(game, key)) translated++;
      }
    expect(translated).toBeGreaterThan(20);
    expect(compareData(db).meanings).toBeUndefined();
  });

  it("the built French data and picker carry them; the English ones do not", () => {
    const fr = JSON.parse(readDist("compare/data/fr.json")) as CompareData;
    expect(fr.meanings).toEqual(compareData(db, "fr").meanings);
    expect(JSON.parse(readDist("compare/data.json"))).not.toHaveProperty("meanings");
    const words = (lang: Lang) => {
      const html = readDist(fileForPath(localize(lang, "/compare/"))!);
      const raw = /<compare-picker data-compare-words="([^"]*)"/.exec(html)?.[1];
      return JSON.parse(decodeEntities(raw!)) as CompareWords;
    };
    expect(words("fr").reading?.rule).toBe(t("fr", "simb.r.rule"));
    expect(words("mg").reading?.with).toBe(entry("mg", "simb.with").text);
    expect(words("en").reading).toBeUndefined();
  });
});

describe("the embed's name of a changed reading", () => {
  it.each(OTHERS)("%s: the embed page's config says it as the simulator does", (lang) => {
    const html = readDist(fileForPath(localize(lang, url.embed("fanorona")))!);
    const json = /<script type="application\/json" data-sim-config>([\s\S]*?)<\/script>/.exec(html);
    const config = JSON.parse(json![1]!) as SimConfig;
    const specs = GAMES.fanorona!.options;
    const changes = { "capture-choice": "approach", "compulsory-capture": false };
    const name = readingSaid(config, "T", changes, specs);
    const listed = Object.keys(specs)
      .filter((k) => k in changes)
      .map((k) => `${k} ${said(lang, k, changes[k as keyof typeof changes])}`);
    expect(name).toBe(
      t(lang, "simb.with", {
        title: "T",
        changes: t(lang, "simb.and", { list: listed[0]!, last: listed[1]! }),
      }),
    );
  });
});
