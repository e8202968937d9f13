/**
 * Records' titles in the reader's language (issue 24), on the built pages: a French evidence,
 * ruleset or study page heads the record with our French title, not marked `lang="en"`, and
 * credits the translation once under it; lists name records in French without the credit; a
 * Malagasy page, with no Malagasy title yet, keeps the English marked `lang="en"`; and an English
 * page is as it was: the English title, unmarked, no credit. Expectations come from the content.
 */
import { describe, expect, it } from "vitest";
import { decodeEntities, mainOf, readDist, textOf } from "./dist.ts";
import { db } from "../support/content.ts";
import { t } from "../../src/i18n/t.ts";
import { reviewIn, translatorIn } from "../../src/i18n/credit.ts";

/** The `<h1>` of a page: its attributes and its text. */
function heading(file: string): { attrs: string; inner: string; text: string } {
  const m = /<h1\b([^>]*)>([\s\S]*?)<\/h1>/.exec(mainOf(readDist(file)));
  if (m === null) throw new Error(`${file}: no <h1>`);
  return { attrs: m[1] ?? "", inner: m[2] ?? "", text: textOf(m[2] ?? "") };
}
const plain = (x: string) => decodeEntities(x).replace(/\s+/g, " ").trim();

const evidence = db.evidence.filter((e) => e.data.titleTranslations?.fr !== undefined);

describe("an evidence record's title in French", () => {
  it("heads the French page in French, not marked English, credited once", () => {
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) {
      const fr = e.data.titleTranslations!.fr!;
      const file = `fr/evidence/${e.id}/index.html`;
      const h1 = heading(file);
      expect(h1.text, e.id).toBe(plain(fr.text));
      expect(h1.attrs, e.id).not.toMatch(/\slang=/);
      const credit = t("fr", "titles.credit", {
        by: translatorIn("fr", fr.by),
        review: reviewIn("fr", fr),
      });
      const main = textOf(mainOf(readDist(file)));
      expect(main.split(plain(credit)).length - 1, e.id).toBe(1);
    }
  });

  it("leaves the English page as it was: English title, unmarked, no credit", () => {
    for (const e of evidence) {
      const file = `evidence/${e.id}/index.html`;
      const h1 = heading(file);
      expect(h1.text, e.id).toBe(plain(e.data.title));
      expect(h1.attrs, e.id).toBe(' data-pagefind-meta="title"');
      expect(readDist(file), e.id).not.toContain("title-credit");
      expect(readDist(file), e.id).not.toContain(plain(e.data.titleTranslations!.fr!.text));
    }
  });

  it("keeps the English title, marked English, on a Malagasy page (no Malagasy title yet)", () => {
    const e = db.evidence.find((x) => x.data.titleTranslations?.mg === undefined);
    expect(e).toBeDefined();
    const h1 = heading(`mg/evidence/${e!.id}/index.html`);
    expect(h1.text).toBe(plain(e!.data.title));
    expect(h1.attrs).toMatch(/\slang="en"/);
  });

  it("names records in French in the French evidence list, without a credit each", () => {
    const html = mainOf(readDist("fr/evidence/index.html"));
    for (const e of evidence) {
      const link = new RegExp(
        `<a href="/fr/evidence/${e.id.replace(/\./g, "\\.")}/"[^>]*>([^<]*)</a>`,
      );
      const m = link.exec(html);
      expect(m?.[0], e.id).not.toMatch(/\slang="en"/);
      expect(plain(m?.[1] ?? ""), e.id).toBe(plain(e.data.titleTranslations!.fr!.text));
    }
    expect(html).not.toContain("title-credit");
  });

  it("names the record by its French title in its French citations, English in Malagasy ones", () => {
    // Typography aside (the citation styles curl an apostrophe), the citation's title is ours.
    const straight = (x: string) => plain(x).replace(/[’']/g, "'");
    for (const e of evidence.slice(0, 10)) {
      for (const [lang, title] of [
        ["fr", e.data.titleTranslations!.fr!.text],
        ["mg", e.data.title],
      ] as const) {
        const html = readDist(`${lang}/evidence/${e.id}/index.html`);
        for (const style of ["cite-apa", "cite-chicago"]) {
          const dd = new RegExp(`<dd class="${style}"[^>]*>([\\s\\S]*?)</dd>`).exec(html)?.[1];
          expect(straight(textOf(dd ?? "")), `${lang} ${e.id} ${style}`).toContain(straight(title));
        }
      }
    }
  });
});

describe("ruleset and study titles in French", () => {
  it("head their French pages, with the game's name before a ruleset's", () => {
    const rulesets = db.rulesets.filter((r) => r.data.titleTranslations?.fr !== undefined);
    expect(rulesets.length).toBeGreaterThan(0);
    for (const r of rulesets) {
      const h1 = heading(`fr/rulesets/${r.id}/index.html`);
      const game = db.games.find((g) => g.id === r.data.game)!.data.name;
      const fr = r.data.titleTranslations!.fr!.text;
      expect(h1.text, r.id).toBe(plain(`${game}${t("fr", "list.colon")} ${fr}`));
      expect(h1.attrs + h1.inner, r.id).not.toMatch(/\slang=/);
      expect(heading(`rulesets/${r.id}/index.html`).text, r.id).toBe(
        `${game}: ${plain(r.data.title)}`,
      );
    }
    for (const s of db.studies.filter((x) => x.data.titleTranslations?.fr !== undefined)) {
      const h1 = heading(`fr/studies/${s.id}/index.html`);
      expect(h1.text, s.id).toBe(plain(s.data.titleTranslations!.fr!.text));
      expect(h1.attrs, s.id).not.toMatch(/\slang=/);
      expect(heading(`studies/${s.id}/index.html`).text, s.id).toBe(plain(s.data.title));
    }
  });

  it("name the compare columns in French in the French data, and in English in the English", () => {
    const fr = JSON.parse(readDist("compare/data/fr.json")) as {
      rulesets: Record<string, { title: string; titleLang?: string }>;
    };
    const en = JSON.parse(readDist("compare/data.json")) as typeof fr;
    for (const r of db.rulesets) {
      const local = r.data.titleTranslations?.fr;
      expect(fr.rulesets[r.id]?.title, r.id).toBe(local?.text ?? r.data.title);
      expect(fr.rulesets[r.id]?.titleLang, r.id).toBe(local ? undefined : "en");
      expect(en.rulesets[r.id]?.title, r.id).toBe(r.data.title);
      expect(en.rulesets[r.id]?.titleLang, r.id).toBeUndefined();
    }
  });
});
