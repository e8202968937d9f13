import { describe, expect, it } from "vitest";
import { LICENCES } from "../../src/site/licence.ts";
import { t } from "../../src/i18n/t.ts";

/**
 * The data page says what each licence covers in the page's language (tables area `licence`);
 * the downloads' own metadata states it in English from src/site/licence.ts. One sentence, two
 * homes: the English of the tables must stay the licence module's.
 */
describe("the licence paragraphs' words", () => {
  it("are the licence module's in English", () => {
    expect(t("en", "licence.covers.data")).toBe(LICENCES.data.covers);
    expect(t("en", "licence.covers.code")).toBe(LICENCES.code.covers);
  });

  it.each(["fr", "mg"] as const)("are translated into %s", (lang) => {
    expect(t(lang, "licence.covers.data")).not.toBe(LICENCES.data.covers);
    expect(t(lang, "licence.covers.code")).not.toBe(LICENCES.code.covers);
  });
});
