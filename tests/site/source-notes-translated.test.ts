/**
 * Our short texts about sources and what links them in the reader's language (issue 24), read
 * from the built pages: a scan's note and where its address was found (beside a quotation's "see
 * the page"), why our record departs from another source's citation, a relation's note and where
 * a carried error came from (the genealogy), why a quotation's original is not held, a place
 * named in our words, a dead option's comment. On a French page each shows our French tagged
 * `lang="fr"` and followed by its credit; on a Malagasy page (none is in Malagasy yet) the
 * English tagged `lang="en"`; on an English page the English, with no credit.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { creditIn } from "../../src/i18n/credit.ts";
import type { ContentTranslations } from "../../src/i18n/content.ts";
import { placeNameInOurWords } from "../../src/site/our-text.ts";
import { loadContent } from "../../src/content/load-files.ts";
import { scansFor } from "../../src/site/scans.ts";
import { citedAsText } from "../../src/downloads/bibliography.ts";
import { decodeEntities, mainOf, readDist } from "./dist.ts";

const { db } = loadContent(resolve(import.meta.dirname, "../.."));

interface Shown {
  /** Which of our texts it is. */
  readonly kind: string;
  /** Where it is, for the failure message. */
  readonly what: string;
  /** The page's path without language ("sources/flacourt-1658"). */
  readonly page: string;
  readonly en: string;
  readonly tr: ContentTranslations | undefined;
}

/** The first evidence page where a quotation links one of the source's scans. */
const scanPage = (source: string): string | undefined => {
  const scans = db.sources.find((s) => s.id === source)?.data.scans;
  const e = db.evidence.find(
    (x) =>
      x.data.source.id === source &&
      x.data.quotations.some((q) => scansFor(scans, q.locator).length > 0),
  );
  return e && `evidence/${e.id}`;
};

const texts: Shown[] = [
  ...db.sources.flatMap((s) =>
    (s.data.scans ?? []).flatMap((sc) => {
      const page = scanPage(s.id);
      if (page === undefined) return [];
      return [
        {
          kind: "scan via",
          what: `${s.id} scan via`,
          page,
          en: sc.via.text,
          tr: sc.via.textTranslations,
        },
        ...(sc.note === undefined
          ? []
          : [
              {
                kind: "scan note",
                what: `${s.id} scan note`,
                page,
                en: sc.note,
                tr: sc.noteTranslations,
              },
            ]),
      ];
    }),
  ),
  ...db.sources.flatMap((s) =>
    (s.data.citedOtherwise ?? []).map((d) => ({
      kind: "cited otherwise",
      what: `${s.id} cited otherwise`,
      page: `sources/${s.id}`,
      en: d.reason,
      tr: d.reasonTranslations,
    })),
  ),
  ...db.relations.flatMap((r) => [
    ...(r.data.note === undefined
      ? []
      : [
          {
            kind: "relation note",
            what: `${r.id} note`,
            page: "sources/genealogy",
            en: r.data.note,
            tr: r.data.noteTranslations,
          },
        ]),
    ...r.data.carries.map((c) => ({
      kind: "carried origin",
      what: `${r.id} carried origin`,
      page: "sources/genealogy",
      en: c.origin,
      tr: c.originTranslations,
    })),
  ]),
  ...db.evidence.flatMap((e) => [
    ...e.data.quotations.flatMap((q) =>
      q.originalNotHeld === undefined
        ? []
        : [
            {
              kind: "original not held",
              what: `${e.id} original not held`,
              page: `evidence/${e.id}`,
              en: q.originalNotHeld,
              tr: q.originalNotHeldTranslations,
            },
          ],
    ),
    ...(e.data.place !== undefined && placeNameInOurWords(e.data.place.name)
      ? [
          {
            kind: "place",
            what: `${e.id} place`,
            page: `evidence/${e.id}`,
            en: e.data.place.name,
            tr: e.data.place.nameTranslations,
          },
        ]
      : []),
  ]),
  ...db.rulesets.flatMap((r) =>
    Object.entries(r.data.options).flatMap(([k, o]) =>
      o.deadNote === undefined
        ? []
        : [
            {
              kind: "dead note",
              what: `${r.id} ${k} dead note`,
              page: `rulesets/${r.id}`,
              en: o.deadNote.note,
              tr: o.deadNote.noteTranslations,
            },
          ],
    ),
  ),
];

const plain = (x: string) => decodeEntities(x).replace(/\s+/g, " ").trim();
const pages = new Map<string, string>();
const page = (lang: string, path: string): string => {
  const file = `${lang === "en" ? "" : `${lang}/`}${path}/index.html`;
  if (!pages.has(file)) pages.set(file, plain(mainOf(readDist(file))));
  return pages.get(file)!;
};
/** The whole tagged span with its text, as the page reads once decoded and collapsed. */
const tagged = (lang: string, text: string) => `<span lang="${lang}">${plain(text)}</span>`;

describe("our notes on sources in the reader's language", () => {
  it("finds each kind on its page", () => {
    const kinds = new Set(texts.map((x) => x.kind));
    expect([...kinds].sort()).toEqual(
      [
        "carried origin",
        "cited otherwise",
        "relation note",
        "original not held",
        "place",
        "scan note",
        "scan via",
        "dead note",
      ].sort(),
    );
  });

  it("shows the French tagged fr, followed by its credit, on French pages", () => {
    const done = texts.filter((x) => x.tr?.fr !== undefined);
    expect(done.length).toBe(texts.length);
    for (const x of done) {
      const html = page("fr", x.page);
      const credit = `<span class="translation-credit small muted">(${creditIn("fr", x.tr!.fr!)})</span>`;
      expect(html, x.what).toContain(plain(`${tagged("fr", x.tr!.fr!.text)} ${credit}`));
    }
  });

  it("marks the English lang=en on Malagasy pages, and keeps it untagged on English ones", () => {
    for (const x of texts) {
      expect(page("mg", x.page), `mg ${x.what}`).toContain(tagged("en", x.en));
      const en = page("en", x.page);
      expect(en, `en ${x.what}`).toContain(plain(x.en));
      expect(en, `en ${x.what}`).not.toContain(tagged("en", x.en));
    }
  });

  it("says how another source cites a field in the page's language", () => {
    const s = db.sources.find((x) => (x.data.citedOtherwise ?? []).length > 0)!;
    const d = s.data.citedOtherwise![0]!;
    for (const lang of ["en", "fr", "mg"] as const)
      expect(page(lang, `sources/${s.id}`), lang).toContain(
        plain(citedAsText(d.field, d.cited, lang)),
      );
    expect(citedAsText(d.field, d.cited, "fr")).not.toBe(citedAsText(d.field, d.cited, "en"));
  });
});
