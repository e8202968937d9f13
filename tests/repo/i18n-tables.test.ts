/**
 * The interface strings (src/i18n/): every language's table has every key English has and no
 * other, with the same placeholders; `t` refuses a missing key or parameter instead of falling
 * back; and the page files converted to the tables hold no interface English of their own.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS, localize, unprefixed, langOfPath, withLangs } from "../../src/i18n/languages.ts";
import { placeholders, reviewState, t, TABLES, tn, type Key } from "../../src/i18n/t.ts";
import { chooseText, reviewerOf } from "../../src/i18n/content.ts";
import { isLocalizablePage, localizeLinks } from "../../src/i18n/links.ts";
import {
  AGES,
  EVIDENCE_TYPES,
  GAME_FAMILIES,
  GENDERS,
  SOCIAL_STATUSES,
  SOURCE_KINDS,
  SPACES,
  UNCERTAINTY_FACTORS,
} from "../../src/schemas/vocabulary.ts";
import { RULESET_TYPES } from "../../src/schemas/ruleset.ts";
import { LANGUAGE_CODES } from "../../src/schemas/languages.ts";
import { RULESET_TYPE_NOTES, UNCERTAINTY_LABELS } from "../../src/site/words.ts";
import { dateIn, languageIn, termIn } from "../../src/site/vocab-words.ts";
import { dateInWords } from "../../src/site/dates.ts";
import { STATUS_WORDS } from "../../src/site/status-words.ts";
import { FACETS } from "../../src/schemas/ruleset.ts";
import { CSL_TYPES } from "../../src/schemas/vocabulary.ts";
import { humanize } from "../../src/site/words.ts";
import {
  outcomePhrase,
  outcomePhraseIn,
  valuePhrase,
  valuePhraseIn,
} from "../../src/findings/words.ts";
import type { StatusReason } from "../../src/engine/index.ts";

const ROOT = join(import.meta.dirname, "../..");
const english = Object.keys(TABLES.en).sort();

describe("string tables", () => {
  it.each(LANGS.filter((l) => l !== "en"))("%s has exactly English's keys", (lang) => {
    const keys = Object.keys(TABLES[lang]).sort();
    expect(english.filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.filter((k) => !english.includes(k))).toEqual([]);
  });

  it.each(LANGS.filter((l) => l !== "en"))("%s keeps each string's placeholders", (lang) => {
    const differ = (english as Key[]).filter(
      (k) =>
        placeholders(TABLES.en[k].text).sort().join() !==
        placeholders(TABLES[lang][k].text).sort().join(),
    );
    expect(differ).toEqual([]);
  });

  it("every string says who made it; Malagasy awaits a native speaker's review", () => {
    for (const lang of LANGS)
      for (const e of Object.values(TABLES[lang])) expect(e.by.trim()).not.toBe("");
    const mg = reviewState("mg");
    // No native speaker has reviewed the Malagasy yet: the pages must say so (tests/site/i18n).
    expect(mg.reviewed).toBeLessThan(mg.total);
    expect(reviewState("en").reviewed).toBe(reviewState("en").total);
  });

  it("a game family has its name in every language", () => {
    for (const lang of LANGS)
      for (const f of GAME_FAMILIES) expect(() => t(lang, `family.${f}` as Key)).not.toThrow();
  });
});

describe("vocabularies and dates in words", () => {
  const vocabularies = {
    evidenceType: EVIDENCE_TYPES,
    sourceKind: SOURCE_KINDS,
    regionKind: ["country", "region", "town", "people-area"],
    rulesetType: RULESET_TYPES,
    rulesetTypeNote: RULESET_TYPES,
    uncertainty: UNCERTAINTY_FACTORS,
    facet: [...AGES, ...GENDERS, ...SOCIAL_STATUSES, ...SPACES],
  } as const;
  it.each(LANGS)("every value of every vocabulary has its words in %s", (lang) => {
    const missing = Object.entries(vocabularies).flatMap(([v, values]) =>
      values.filter((x) => {
        try {
          termIn(lang, v as keyof typeof vocabularies, x);
          return false;
        } catch {
          return true;
        }
      }),
    );
    expect(missing).toEqual([]);
    for (const code of LANGUAGE_CODES) expect(languageIn(lang, code)).not.toBe(code);
  });
  it("English's table says what words.ts says, so English pages read as before", () => {
    for (const [f, label] of Object.entries(UNCERTAINTY_LABELS))
      expect(termIn("en", "uncertainty", f)).toBe(label);
    for (const [type, note] of Object.entries(RULESET_TYPE_NOTES))
      expect(termIn("en", "rulesetTypeNote", type)).toBe(note);
  });
  it("dates read in each language, English unchanged", () => {
    const dates = ["1680~", "../1937", "189X", "2018/..", "[2018..]", "16XX", "1658-03-01"];
    for (const d of dates) expect(dateIn("en", d)).toBe(dateInWords(d));
    expect(dateIn("fr", "1680~")).toBe(t("fr", "date.circa", { date: "1680" }));
    expect(dateIn("fr", "16XX")).toBe(t("fr", "date.century", { ord: "XVIIe" }));
    expect(dateIn("mg", "../1937")).toBe(t("mg", "date.by", { date: "1937" }));
    for (const lang of ["fr", "mg"] as const)
      for (const d of dates) expect(dateIn(lang, d)).not.toBe(dateInWords(d));
  });
});

describe("the findings' and rule facets' words", () => {
  const reasons = Object.keys(STATUS_WORDS) as StatusReason[];
  const outcomes = reasons.flatMap((reason) => [
    { kind: "win" as const, winner: 0 as const, winnerName: "south", reason },
    { kind: "draw" as const, reason },
  ]);
  const values = [
    { kind: "win" as const, plies: 1 },
    { kind: "loss" as const, plies: 9 },
    { kind: "draw" as const },
  ];
  it("read in English exactly as before, through the tables", () => {
    for (const o of outcomes) expect(outcomePhraseIn("en", o)).toBe(outcomePhrase(o));
    for (const v of values)
      expect(valuePhraseIn("en", v, "white", "black")).toBe(valuePhrase(v, "white", "black"));
    for (const f of FACETS) expect(t("en", `ruleFacet.${f}` as Key)).toBe(humanize(f));
    for (const c of CSL_TYPES) expect(t("en", `cslType.${c}` as Key)).toBe(humanize(c));
  });
  it("name every rule facet and item type in French and Malagasy", () => {
    for (const lang of ["fr", "mg"] as const)
      for (const k of [
        ...FACETS.map((f) => `ruleFacet.${f}`),
        ...CSL_TYPES.map((c) => `cslType.${c}`),
      ])
        expect(() => t(lang, k as Key)).not.toThrow();
  });
  it("are the page's language's own in French and Malagasy, player names too", () => {
    for (const lang of ["fr", "mg"] as const) {
      for (const o of outcomes) expect(outcomePhraseIn(lang, o)).not.toBe(outcomePhrase(o));
      for (const v of values)
        expect(valuePhraseIn(lang, v, "white", "black")).not.toContain("White");
    }
  });
});

describe("t", () => {
  it("refuses a key a table lacks, naming language and key, rather than falling back", () => {
    expect(() => t("fr", "no.such.key" as Key)).toThrow(/fr.*no\.such\.key/);
  });
  it("refuses a placeholder left unfilled", () => {
    expect(() => t("mg", "content.translatedBy")).toThrow(/content\.translatedBy.*\{by\}/);
  });
  it("fills placeholders and picks counted forms by the language's rules", () => {
    expect(t("fr", "content.translatedBy", { by: "X" })).toContain("X");
    // French counts 0 and 1 as singular, English only 1.
    expect(tn("fr", "count.game", 0)).toBe(t("fr", "count.game.one", { n: 0 }));
    expect(tn("en", "count.game", 0)).toBe(t("en", "count.game.other", { n: 0 }));
  });
});

describe("addresses", () => {
  it("keeps English at the root and prefixes the others, both ways", () => {
    expect(localize("en", "/games/")).toBe("/games/");
    expect(localize("fr", "/games/x/")).toBe("/fr/games/x/");
    expect(unprefixed("/mg/games/x/")).toBe("/games/x/");
    expect(unprefixed("/mg/")).toBe("/");
    expect(langOfPath("/fr/")).toBe("fr");
    expect(langOfPath("/french/")).toBe("en");
  });
  it("gives each route's paths once per language, English without a segment", () => {
    const paths = withLangs([{ params: { id: "a" } }]);
    expect(paths.map((p) => p.params.lang)).toEqual([undefined, "fr", "mg"]);
  });
  it("points a page's links at its language's pages, files and the switch left alone", () => {
    const html =
      '<a href="/games/">g</a><a href="/data/db.json">d</a><a href="/fr/">f</a>' +
      '<a href="/" hreflang="en">en</a><form action="/search/"></form><a href="/embed/x/">e</a>';
    expect(localizeLinks(html, "mg")).toBe(
      '<a href="/mg/games/">g</a><a href="/data/db.json">d</a><a href="/fr/">f</a>' +
        '<a href="/" hreflang="en">en</a><form action="/mg/search/"></form><a href="/embed/x/">e</a>',
    );
    expect(localizeLinks(html, "en")).toBe(html);
    expect(isLocalizablePage("https://example.org/")).toBe(false);
  });
});

describe("a record's text in the reader's language", () => {
  const translations = { fr: { text: "Résumé", by: "project" } };
  it("English shows the original; a translation is shown with its maker", () => {
    expect(chooseText("en", translations).kind).toBe("original");
    expect(chooseText("fr", translations)).toEqual({
      kind: "translated",
      translation: translations.fr,
    });
  });
  it("a reviewed translation names its reviewer; an unreviewed one has none", () => {
    const reviewed = { text: "x", by: "project", reviewed: { by: "R", date: "2026-01-01" } };
    expect(reviewerOf(reviewed)).toBe("R");
    expect(reviewerOf(translations.fr)).toBeUndefined();
  });
  it("no translation: English, noted as untranslated, never passed off", () => {
    expect(chooseText("mg", translations).kind).toBe("untranslated");
    expect(chooseText("fr", undefined).kind).toBe("untranslated");
  });
});

/**
 * The page files whose interface text is all in the tables. A page listed here may hold no
 * literal English: text between its tags and the literal values of its labelling attributes
 * must come from `t`. Names (CSL-JSON) and punctuation pass.
 */
const CONVERTED = [
  "src/site/BaseLayout.astro",
  "src/site/NotFound.astro",
  "src/site/components/EvidenceList.astro",
  "src/pages/[...lang]/index.astro",
  "src/pages/[...lang]/games/index.astro",
  "src/pages/[...lang]/evidence/index.astro",
  "src/pages/[...lang]/rulesets/index.astro",
  "src/pages/[...lang]/sources/index.astro",
  "src/pages/[...lang]/regions/index.astro",
  "src/pages/[...lang]/glossary/index.astro",
  "src/pages/[...lang]/names/index.astro",
  "src/pages/[...lang]/studies/index.astro",
  "src/pages/[...lang]/search/index.astro",
  "src/pages/[...lang]/games/[id].astro",
  "src/pages/[...lang]/evidence/[id].astro",
  "src/pages/[...lang]/sources/[id].astro",
  "src/pages/[...lang]/regions/[id].astro",
  "src/i18n/LanguageSwitch.astro",
  "src/i18n/ReviewNotice.astro",
  "src/site/components/Translated.astro",
  "src/site/components/Quote.astro",
  "src/site/components/DateLabel.astro",
  "src/site/components/RuleSentences.astro",
  "src/downloads/CiteRecord.astro",
  "src/contribute/ContributeForm.astro",
  "src/pages/[...lang]/contribute/index.astro",
  "src/pages/[...lang]/offline/index.astro",
  "src/pages/[...lang]/offline/not-stored.astro",
  "src/pages/[...lang]/data/index.astro",
  "src/pages/[...lang]/rulesets/[game]/[id].astro",
  "src/site/components/Citation.astro",
  "src/compare/divergence/RulesetDeadOptions.astro",
  "src/simulator/SimulatorSlot.astro",
  "src/simulator/GameSimulator.astro",
  "src/simulator/BoardDiagram.astro",
  "src/pages/[...lang]/compare/index.astro",
  "src/pages/[...lang]/compare/[pair].astro",
  "src/pages/[...lang]/studies/[id].astro",
  "src/studies/StudyChapter.astro",
  "src/studies/StudyLinks.astro",
  "src/pages/[...lang]/embed/[game].astro",
  "src/simulator/embed/EmbedPage.astro",
  "src/pages/[...lang]/method.astro",
  "src/site/components/TableOfContents.astro",
  "src/site/components/Breadcrumbs.astro",
  "src/site/components/ScanLink.astro",
  "src/site/components/RulesetCard.astro",
  "src/site/components/LinkList.astro",
  "src/search/PagefindFilters.astro",
  "src/downloads/PrintedAddress.astro",
  "src/versions/RulesetVersion.astro",
  "src/maps/RegionMap.astro",
  "src/maps/PlacesMap.astro",
  "src/glossary/Entries.astro",
  "src/glossary/EntriesPage.astro",
  "src/findings/EngineFindings.astro",
  "src/findings/FirstTurns.astro",
  "src/findings/ForcedGames.astro",
  "src/findings/PerfectPlay.astro",
  "src/findings/UnderRulesets.astro",
  "src/compare/CompareLinks.astro",
  "src/compare/divergence/Divergence.astro",
  "src/compare/divergence/RulesetDivergences.astro",
  "src/compare/selfplay/PlayMetrics.astro",
  "src/compare/selfplay/RulesetPlayMetrics.astro",
  "src/pages/[...lang]/timeline/index.astro",
  "src/pages/[...lang]/sources/genealogy.astro",
  "src/genealogy/Stemma.astro",
  "src/genealogy/CarriedErrors.astro",
];
/** Words that are names, not interface English. */
const NOT_ENGLISH = new Set([
  "CSL-JSON",
  "Wikidata",
  "GeoNames",
  "Glottolog",
  "EDTF",
  // Citation styles, file formats and a command: the same in every language.
  "APA",
  "BibTeX",
  "YAML",
  "JSON",
  "npm run divergences",
]);

/** The template of an .astro file: no frontmatter, scripts or comments. */
function template(source: string): string {
  return source
    .replace(/^---[\s\S]*?\n---\n/, "")
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
}

/** A text without its `{...}` expressions, and without an expression's tail before a `}`. */
function outsideExpressions(text: string): string {
  let out = "";
  let depth = 0;
  for (const ch of text) {
    if (ch === "{") depth++;
    else if (ch === "}") {
      if (depth === 0) out = "";
      else depth--;
    } else if (depth === 0) out += ch;
  }
  return depth === 0 ? out : "";
}

/**
 * Literal English left in a template: the text between tags, also inside conditional JSX
 * (`{x && (<p>words</p>)}`), and the literal values of labelling attributes.
 */
export function literalEnglish(source: string): string[] {
  const body = template(source);
  const attributes = [
    ...outsideExpressions(body).matchAll(
      /\s(?:title|description|label|aria-label|placeholder|alt|heading)="([^"]*)"/g,
    ),
  ].map((m) => m[1]!);
  const texts = [...body.matchAll(/>([^<>]*)</g)]
    .map((m) => outsideExpressions(m[1]!).trim())
    .filter((s) => s !== "");
  return [...attributes, ...texts].filter(
    (s) => /[A-Za-z]{2,}/.test(s) && !NOT_ENGLISH.has(s.replace(/[()]/g, "")),
  );
}

describe("converted pages", () => {
  it("the scan finds English left in a template", () => {
    expect(literalEnglish('---\nconst a = 1;\n---\n<h1>{t(lang, "x")}</h1><p>Games</p>')).toEqual([
      "Games",
    ]);
    expect(literalEnglish('<Map label="Map of regions" />')).toEqual(["Map of regions"]);
    expect(literalEnglish("{n > 0 && (<p>No records yet.</p>)}")).toEqual(["No records yet."]);
  });
  it.each(CONVERTED)("%s holds no interface English outside the tables", (file) => {
    expect(literalEnglish(readFileSync(join(ROOT, file), "utf8"))).toEqual([]);
  });
});
