/**
 * French typography in our content texts (src/i18n/content.ts, `translationIn`): a French
 * translation is shown with a narrow no-break space before `;` `:` `!` `?` `»` and after `«`,
 * as the interface strings are; other languages and the content itself are left as typed; and
 * no code outside src/i18n reads a translation for display without going through it, so that no
 * page, list or data file can show the French as typed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { chooseText, ourFrench, titleIn, translationIn } from "../../src/i18n/content.ts";
import { frenchSpacing } from "../../src/i18n/typography.ts";

const ROOT = join(import.meta.dirname, "../..");

describe("a French translation as pages show it", () => {
  const typed = "Il en contient un ; il est porté : « bassi » ? Oui !";
  const translations = {
    fr: { text: typed, by: "project" },
    mg: { text: "Misy iray ; entina : eny !", by: "project" },
  };

  it("has the narrow no-break space of French typography, and keeps its provenance", () => {
    const shown = translationIn("fr", translations);
    expect(shown?.text).toBe(frenchSpacing(typed));
    expect(shown?.text).not.toMatch(/[ \u00a0][;:!?»]|«[ \u00a0]/);
    expect(shown?.text).toMatch(/\u202f;.*\u202f:.*«\u202f.*\u202f».*\u202f\?.*\u202f!/);
    expect(shown?.by).toBe("project");
  });

  it("leaves the content as typed, and Malagasy and English untouched", () => {
    translationIn("fr", translations);
    expect(translations.fr.text).toBe(typed);
    expect(translationIn("mg", translations)).toBe(translations.mg);
    expect(translationIn("en", translations)).toBeUndefined();
    expect(translationIn("fr", undefined)).toBeUndefined();
  });

  it("keeps a source's own words quoted in “…” as the source prints them", () => {
    const note = { fr: { text: "“Angoni ;”, avec l'espace ; tel que transcrit", by: "project" } };
    expect(translationIn("fr", note)?.text).toBe(
      "“Angoni ;”, avec l'espace\u202f; tel que transcrit",
    );
    expect(ourFrench("« a : b » “c : d” e : f")).toBe(
      `${frenchSpacing("« a : b »")} “c : d” e\u202f: f`,
    );
  });

  it("reaches the components' choice and the titles", () => {
    const shown = chooseText("fr", translations);
    expect(shown.kind === "translated" && shown.translation.text).toBe(frenchSpacing(typed));
    const title = titleIn("fr", { title: "Walker: the game", titleTranslations: translations });
    expect(title.text).toBe(frenchSpacing(typed));
    expect(titleIn("en", { title: "Walker: the game" }).text).toBe("Walker: the game");
  });
});

/** Source files of the site (not the engine, which reads no content). */
function siteSources(): string[] {
  const dir = join(ROOT, "src");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((n) => /\.(ts|astro)$/.test(n))
    .map((n) => relative(ROOT, join(dir, n)).split("\\").join("/"))
    .filter((f) => !f.startsWith("src/engine/"));
}

describe("the one way a translation is read for display", () => {
  // `translations?.[lang]`, `noteTranslations[x.lang]`, `.translations.fr`, `tr?.[lang]`: a
  // translation picked by language by hand, which would show the French as typed.
  const byHand = /[tT]ranslations\??\.?\[|[tT]ranslations\??\.(?:fr|mg)\b|\?\.\[(?:\w+\.)?lang\]/;
  // The schemas check the content (a translation into a quotation's own language); they show
  // nothing. content.ts is where `translationIn` itself reads it. The string tables hold words,
  // not code: the form's help is keyed by field path (`help.ruleset.titleTranslations.fr.by`).
  const allowed = (f: string) =>
    f.startsWith("src/schemas/") || f === "src/i18n/content.ts" || f.startsWith("src/i18n/tables/");

  it("is translationIn: no other code picks a translation by language", () => {
    const files = siteSources();
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((f) => !allowed(f))
      .flatMap((f) =>
        readFileSync(join(ROOT, f), "utf8")
          .split("\n")
          .map((line, i) => ({ where: `${f}:${i + 1}`, line: line.trim() }))
          .filter(({ line }) => byHand.test(line)),
      );
    expect(found).toEqual([]);
  });

  it("the check finds a translation picked by hand", () => {
    expect(byHand.test("const ours = p.translations?.[lang];")).toBe(true);
    expect(byHand.test("s.move.reasoningTranslations?.[lang]?.text")).toBe(true);
    expect(byHand.test("x.noteTranslations.fr.text")).toBe(true);
    expect(byHand.test('const found = lang === "en" ? undefined : tr?.[lang];')).toBe(true);
    expect(byHand.test("translationIn(lang, s.translations)")).toBe(false);
  });
});
