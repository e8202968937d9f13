/**
 * Our reasoning on a ruleset page in the reader's language (issue 24): on a French page a
 * citation's reasoning and a facet's "not stated" reason show our French, tagged `lang="fr"` and
 * followed by its credit; one without a translation into the page's language (none is in
 * Malagasy yet) shows the English, tagged `lang="en"`. Read from the built pages.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { creditIn } from "../../src/i18n/credit.ts";
import { loadContent } from "../../src/content/load-files.ts";
import { decodeEntities, mainOf, readDist } from "./dist.ts";

const { db } = loadContent(resolve(import.meta.dirname, "../.."));

/** Every reasoning of a ruleset's citations and its facets' reasons, with their translations. */
const texts = db.rulesets.flatMap((r) => [
  ...Object.values(r.data.options).flatMap((o) =>
    o.provenance.reasoning === undefined
      ? []
      : [{ id: r.id, en: o.provenance.reasoning, tr: o.provenance.reasoningTranslations }],
  ),
  ...r.data.facets.flatMap((f) =>
    f.notStated === undefined ? [] : [{ id: r.id, en: f.notStated, tr: f.notStatedTranslations }],
  ),
]);
const page = (lang: string, id: string) => mainOf(readDist(`${lang}/rulesets/${id}/index.html`));
/** The text of the elements tagged `lang`, each whitespace-collapsed and decoded. */
const tagged = (html: string, lang: string): string[] =>
  [...html.matchAll(new RegExp(`<span[^>]*\\slang="${lang}"[^>]*>([^<]*)</span>`, "g"))].map((m) =>
    plain(m[1] ?? ""),
  );
/** Each French text on the page with the credit that follows it. */
const credited = (html: string): Map<string, string> =>
  new Map(
    [
      ...html.matchAll(
        /<span[^>]*\slang="fr"[^>]*>([^<]*)<\/span>\s*<span class="translation-credit[^"]*">([^<]*)<\/span>/g,
      ),
    ].map((m) => [plain(m[1] ?? ""), plain(m[2] ?? "")]),
  );
const plain = (x: string) => decodeEntities(x).replace(/\s+/g, " ").trim();

describe("reasoning on a ruleset page in the reader's language", () => {
  it("shows a reasoning's French tagged fr, followed by its credit", () => {
    const done = texts.filter((x) => x.tr?.fr !== undefined);
    expect(done.length).toBeGreaterThan(0);
    for (const x of done) {
      const shown = credited(page("fr", x.id));
      const fr = x.tr!.fr!;
      expect(shown.get(plain(fr.text)), x.id).toBe(plain(`(${creditIn("fr", fr)})`));
    }
  });

  it("marks an untranslated one English, lang=en (every one on a Malagasy page)", () => {
    const untranslated = [
      ...texts.filter((x) => x.tr?.fr === undefined).map((x) => ({ ...x, lang: "fr" })),
      ...texts.filter((x) => x.tr?.mg === undefined).map((x) => ({ ...x, lang: "mg" })),
    ];
    expect(untranslated.length).toBeGreaterThan(0);
    for (const x of untranslated.slice(0, 40))
      expect(tagged(page(x.lang, x.id), "en"), `${x.lang} ${x.id}`).toContain(plain(x.en));
  });
});
