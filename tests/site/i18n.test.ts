/**
 * The site in three languages, on the built pages: every French and Malagasy page says its
 * language, links its alternates and has a switch to itself in every language, all of them pages
 * that exist; its links stay in its language; a page whose interface awaits a native speaker's
 * review says so; and the converted pages show no interface English (any English string of the
 * tables that the page's language words differently must not appear outside `lang="en"`).
 */
import { PROJECT } from "../../src/site/project.ts";
import { describe, expect, it } from "vitest";
import { attributeValues, fileForPath, htmlFiles, pathForFile, readDist, textOf } from "./dist.ts";
import { LANGS, localize, unprefixed, type Lang } from "../../src/i18n/languages.ts";
import { placeholders, reviewState, t, TABLES, type Key } from "../../src/i18n/t.ts";
import { creditIn } from "../../src/i18n/credit.ts";
import { db } from "../support/content.ts";

const files = htmlFiles();
const inLang = (lang: Lang) => files.filter((f) => f.startsWith(`${lang}/`));
const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/**
 * The English pages whose interface is converted to the tables (tests/repo/i18n-tables), with
 * the components they draw.
 */
const CONVERTED = [
  "/",
  "/games/",
  "/evidence/",
  "/rulesets/",
  "/sources/",
  "/regions/",
  "/studies/",
  "/search/",
  "/games/fanorona/",
  "/games/androuve/",
  "/evidence/DLP.Evidence.1667/",
  "/evidence/DLP.Evidence.2052/",
  "/offline/",
  "/offline/not-stored/",
  "/contribute/",
  "/data/",
  "/rulesets/fanorona/icga/",
  "/rulesets/msuwa/sanderson-1913/",
  "/compare/",
  "/compare/fanorona.montgomery-1896+fifangha.flacourt-1658/",
  "/studies/montgomery-chain/",
  "/studies/telo-perfect-play/",
  "/embed/fanorona/",
  "/method/",
  "/glossary/",
  "/names/",
  "/games/fanorona-telo/",
  "/games/msuwa/",
  "/regions/alasora/",
  "/timeline/",
  "/sources/genealogy/",
];

/** An embed page (`embed/`, `fr/embed/`): a board for other sites' frames, with no site chrome. */
const isEmbed = (f: string) => /^(?:(?:fr|mg)\/)?embed\//.test(f);

describe.each(["fr", "mg"] as const)("pages in %s", (lang) => {
  // The embeds have no chrome (no switch, no notices): their own test below.
  const pages = inLang(lang).filter((f) => !isEmbed(f));

  it("every English page but the redirects, the embeds too, has its page in this language", () => {
    expect(pages.length).toBeGreaterThan(0);
    const english = files.filter((f) => !LANGS.some((l) => f.startsWith(`${l}/`)));
    const missing = english
      .filter((f) => f !== "404.html" && !readDist(f).includes('http-equiv="refresh"'))
      .filter((f) => fileForPath(localize(lang, pathForFile(f))) === undefined);
    expect(missing).toEqual([]);
  });

  it("each says its language, links its alternates and has a switch, all existing pages", () => {
    const wrong = pages.flatMap((f) => {
      const html = readDist(f);
      const english = f.endsWith("404/index.html") ? "/" : unprefixed(pathForFile(f));
      const problems: string[] = [];
      if (htmlLang(html) !== lang) problems.push(`lang="${htmlLang(html)}"`);
      for (const l of [...LANGS, "x-default"]) {
        const m = new RegExp(`<link rel="alternate" hreflang="${l}" href="([^"]+)"`).exec(html);
        if (!m) problems.push(`no ${l} alternate`);
        else if (fileForPath(new URL(m[1]!, "http://x").pathname) === undefined)
          problems.push(`${l} alternate ${m[1]} has no page`);
      }
      const sw = /<nav class="lang-switch"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      for (const l of LANGS)
        if (!sw.includes(`href="${localize(l, english)}"`)) problems.push(`switch lacks ${l}`);
      return problems.map((p) => `${f}: ${p}`);
    });
    expect(wrong).toEqual([]);
  });

  it("links to pages stay in the language (the switch and the embeds excepted)", () => {
    const strays = pages.flatMap((f) => {
      const html = readDist(f).replace(/<nav class="lang-switch"[\s\S]*?<\/nav>/, "");
      const anchors = [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).join("");
      return attributeValues(anchors, "href")
        .filter((h) => h.startsWith("/") && h.split(/[?#]/)[0]!.endsWith("/"))
        .filter((h) => !h.startsWith(`/${lang}/`) && !h.startsWith("/embed/"))
        .map((h) => `${f}: ${h}`);
    });
    expect(strays).toEqual([]);
  });

  it("each embed page is in this language, and leads back to this language's page", () => {
    const embeds = files.filter((f) => f.startsWith("embed/"));
    expect(embeds.length).toBeGreaterThan(0);
    for (const f of embeds) {
      const html = readDist(fileForPath(localize(lang, pathForFile(f)))!);
      expect(htmlLang(html), f).toBe(lang);
      const back = /data-control="back" href="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(back.startsWith(`/${lang}/`), `${f}: ${back}`).toBe(true);
    }
  });

  it("an interface awaiting review says so on every page", () => {
    const state = reviewState(lang);
    const marked = pages.filter((f) => readDist(f).includes('data-review="awaiting"'));
    expect(marked.length).toBe(state.reviewed < state.total ? pages.length : 0);
  });

  it("the converted pages show no interface English", () => {
    // Fixed English strings (no placeholder) of more than one word, so not a name or an id,
    // that this language words differently: none may stand in the page's text outside an
    // element marked English.
    const english = (Object.keys(TABLES.en) as Key[])
      .filter((k) => placeholders(TABLES.en[k].text).length === 0)
      .map((k) => [TABLES.en[k].text, TABLES[lang][k].text] as const)
      .filter(([en, other]) => en !== other && en.includes(" ") && /\p{L}{2}/u.test(en))
      .map(([en]) => en);
    const found = CONVERTED.flatMap((path) => {
      const html = readDist(fileForPath(localize(lang, path))!)
        .replace(/<(\w+)[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, "")
        .replace(/<(script|style)[\s\S]*?<\/\1>/g, "");
      // A source's words quoted in guillemets inside our sentence (an option's meaning quoting
      // Montgomery's "neither side can capture any more") are a quotation, not our interface.
      const text = textOf(html).replace(/«[^»]*»/g, "");
      // Whole words only: "a list" is not in "la liste".
      const stands = (s: string) =>
        new RegExp(`(?<!\\p{L})${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u").test(
          text,
        );
      return english.filter(stands).map((s) => `${path}: “${s}”`);
    });
    expect(found).toEqual([]);
  });
});

describe("English pages", () => {
  it("keep their language, their addresses and a switch to the others", () => {
    const home = readDist("index.html");
    expect(htmlLang(home)).toBe("en");
    // Absolute, with the project's address (src/site/project.ts).
    expect(home).toContain(`hreflang="fr" href="${PROJECT.site}fr/"`);
    expect(home).toContain(`hreflang="x-default" href="${PROJECT.site}"`);
    expect(home).not.toContain('data-review="awaiting"');
  });
});

describe("quotations on French evidence pages", () => {
  const credit = t("fr", "quote.translatedBy", {
    by: t("fr", "review.byProject"),
    review: t("fr", "content.awaiting"),
  });
  const ours = /<div class="quote-translation quote-translation--ours"[\s\S]*?<\/div>/g;

  it("show our French translation of a non-French quotation, by the project, awaiting review", () => {
    const record = db.evidence.find((e) =>
      e.data.quotations.some((q) => q.lang !== "fr" && q.translations?.fr?.by === "project"),
    );
    expect(record, "an evidence record with a French translation of a quotation").toBeDefined();
    const q = record!.data.quotations.find((x) => x.lang !== "fr" && x.translations?.fr)!;
    const html = readDist(fileForPath(localize("fr", `/evidence/${record!.id}/`))!);
    const blocks = [...html.matchAll(ours)].map((m) => textOf(m[0]));
    expect(blocks.some((b) => b.includes(q.translations!.fr!.text.trim().slice(0, 40)))).toBe(true);
    expect(blocks.some((b) => b.includes(credit))).toBe(true);
    // The English page shows none of it.
    expect(readDist(fileForPath(`/evidence/${record!.id}/`)!)).not.toMatch(ours);
  });

  it("show our French of a relation's quote on the French genealogy, beside original and English", () => {
    const passages = db.relations.flatMap((r) => r.data.evidence);
    const p = passages.find((x) => x.lang !== "fr" && x.translations?.fr?.by === "project");
    expect(p, "a relation passage with a French translation").toBeDefined();
    const relation = /<div class="relation-translation--ours"[\s\S]*?<\/div>/g;
    const html = readDist(fileForPath(localize("fr", "/sources/genealogy/"))!);
    const blocks = [...html.matchAll(relation)].map((m) => textOf(m[0]));
    const text = p!.translations!.fr!.text.trim().slice(0, 40);
    const block = blocks.find((b) => b.includes(text));
    expect(block).toBeDefined();
    expect(block).toContain(credit);
    // The original and its English stay beside it, marked with their languages.
    expect(html).toContain(`<blockquote lang="${p!.lang}" class="relation-quote"`);
    // None on the English page.
    expect(readDist(fileForPath("/sources/genealogy/")!)).not.toMatch(relation);
  });

  it("show none beside a French quotation (Flacourt's)", () => {
    const flacourt = db.evidence.find(
      (e) =>
        e.data.source.id.startsWith("flacourt") && e.data.quotations.every((q) => q.lang === "fr"),
    );
    expect(flacourt).toBeDefined();
    const html = readDist(fileForPath(localize("fr", `/evidence/${flacourt!.id}/`))!);
    expect(html).toContain('<blockquote lang="fr"');
    expect(html).not.toMatch(ours);
  });
});

describe("notes about the records on French pages", () => {
  // As the page text reads it (textOf sets every run of spaces, the narrow no-break one too, as one).
  const credit = creditIn("fr", { by: "project" }).replace(/\s+/g, " ");
  const block = /<div class="translated" lang="fr">[\s\S]*?<\/div>/g;
  const squeeze = (s: string) => s.replace(/\s/g, "");
  type Fr = { fr?: { text: string } } | undefined;
  const first = (records: readonly { id: string; data: object }[], field: string) => {
    const r = records.find((x) => (x.data as Record<string, Fr>)[`${field}Translations`]?.fr);
    const d = r?.data as Record<string, unknown> | undefined;
    return {
      id: r?.id,
      en: d?.[field] as string,
      fr: (d?.[`${field}Translations`] as Fr)?.fr?.text,
    };
  };
  const cases = [
    { page: "sources", ...first(db.sources, "note") },
    { page: "regions", ...first(db.regions, "notes") },
    { page: "evidence", ...first(db.evidence, "notes") },
    { page: "evidence", ...first(db.evidence, "dateNote") },
    { page: "evidence", ...first(db.evidence, "confidenceNote") },
  ];

  for (const c of cases)
    it(`${c.page}/${c.id}: the French, credited and awaiting review; the English page unchanged`, () => {
      expect(c.fr, `a ${c.page} record with a translated note`).toBeDefined();
      const fr = readDist(fileForPath(localize("fr", `/${c.page}/${c.id}/`))!);
      const blocks = [...fr.matchAll(block)].map((m) => textOf(m[0]));
      const shown = blocks.find((b) => squeeze(b).includes(squeeze(c.fr!).slice(0, 80)));
      expect(shown, "the French note in a translated block").toBeDefined();
      expect(shown).toContain(credit);
      const en = readDist(fileForPath(`/${c.page}/${c.id}/`)!);
      expect(en).not.toMatch(block);
      expect(squeeze(textOf(en))).toContain(squeeze(c.en).slice(0, 80));
    });
});

describe("interface words set by code on French and Malagasy pages", () => {
  it("the glossary's “ours” lines take their colon from the tables (French: narrow no-break space)", () => {
    const html = readDist(fileForPath("/fr/glossary/")!);
    // Each entry's line is "— <strong>ours</strong>, …: reasoning" (the legend above is prose).
    const ours = `<strong class="ours">${t("fr", "gl.ours")}</strong>`;
    const tails = html
      .split(ours)
      .slice(1)
      .map((rest) => rest.split("<")[0]!);
    expect(tails.length).toBeGreaterThan(0);
    const colon = t("fr", "list.colon");
    expect(colon).not.toBe(t("en", "list.colon"));
    for (const tail of tails) expect(tail.trimEnd().endsWith(colon)).toBe(true);
  });

  it.each([
    ["/rulesets/fanorona/icga/", "game-simulator", "boot.simulator"],
    ["/studies/montgomery-chain/", "study-lesson", "boot.lesson"],
    ["/embed/fanorona/", "game-embed", "boot.board"],
  ] as const)("%s: a %s that cannot start says so in the page's language", (path, tag, key) => {
    const attr = (lang: Lang) =>
      new RegExp(`<${tag}[^>]*\\sdata-could-not-start="([^"]*)"`).exec(
        readDist(fileForPath(localize(lang, path))!),
      )?.[1];
    for (const lang of ["fr", "mg"] as const)
      expect(attr(lang)?.replace(/&#39;/g, "'").replace(/&amp;/g, "&")).toBe(
        TABLES[lang][key].text,
      );
    // English pages keep the script's own English, and their bytes.
    expect(attr("en")).toBeUndefined();
  });

  it("a French prebuilt comparison shows our French facet summaries with their credit", () => {
    const path = "/compare/fanorona.montgomery-1896+fifangha.flacourt-1658/";
    const html = readDist(fileForPath(localize("fr", path))!);
    const keys = ["fanorona/montgomery-1896", "fifangha/flacourt-1658"];
    const facets = db.rulesets.filter((r) => keys.includes(r.id)).flatMap((r) => r.data.facets);
    const translated = facets.filter((f) => f.summary !== undefined && f.translations?.fr);
    expect(translated.length).toBeGreaterThan(0);
    const text = textOf(html);
    const spaced = (s: string) => s.replace(/\s+/g, " ");
    for (const f of translated) {
      expect(text).toContain(spaced(f.translations!.fr!.text));
      expect(text).toContain(spaced(creditIn("fr", f.translations!.fr!)));
    }
  });

  it.each(["fr", "mg"] as const)(
    "the %s compare index and pages give each prebuilt comparison's title and reason in the language",
    (lang) => {
      const index = readDist(fileForPath(localize(lang, "/compare/"))!);
      const page = readDist(
        fileForPath(localize(lang, "/compare/fanorona.montgomery-1896+fifangha.flacourt-1658/"))!,
      );
      const title = t(lang, "prebuilt.montgomery-flacourt.title");
      const why = t(lang, "prebuilt.montgomery-flacourt.why");
      for (const html of [index, page]) {
        expect(textOf(html)).toContain(textOf(title));
        expect(textOf(html)).toContain(textOf(why));
        // Not marked as English, as they were while the titles were English only.
        expect(html).not.toMatch(/lang="en">\s*Montgomery's Fanorona and Flacourt's Fifangha/);
      }
    },
  );
});
