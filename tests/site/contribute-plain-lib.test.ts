/**
 * The contribution form in a reader's words (src/contribute/plain.ts, issue 35): a schema
 * problem said as what the field must be, naming the field as the form shows it, in each
 * language ("Confidence must be a number from 0 to 100", not zod's "Too big: expected number to
 * be <=100"); every field of every kind in a group; the bounds read from the schema itself.
 */
import { describe, expect, it } from "vitest";
import { contributeData } from "../../src/contribute/build.ts";
import { fieldName, groupsOf, nodeAt, plainLine } from "../../src/contribute/plain.ts";
import { FORM_KINDS, FORM_SCHEMAS } from "../../src/contribute/schemas.ts";
import type { Schema } from "../../src/contribute/shape.ts";
import type { FormWords } from "../../src/contribute/issue-words.ts";
import { LANGS, type Lang } from "../../src/i18n/languages.ts";
import { TABLES, t } from "../../src/i18n/t.ts";

const wordsOf = (lang: Lang): FormWords => ({
  lang,
  words: Object.fromEntries(
    Object.entries(TABLES[lang])
      .filter(([k]) => k.startsWith("form."))
      .map(([k, e]) => [k.slice("form.".length), e.text]),
  ),
});
const data = contributeData();
const rootOf = (kind: string) => data.kinds.find((k) => k.kind === kind)!.schema as Schema;

/** The plain lines for `value` of `kind`, in `lang`. */
function plainLines(lang: Lang, kind: keyof typeof FORM_SCHEMAS, value: unknown): string[] {
  const parsed = FORM_SCHEMAS[kind].safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) =>
    plainLine(wordsOf(lang), i as never, { root: rootOf(kind), record: value }),
  );
}

describe("the form's problems in plain words", () => {
  const confidence = nodeAt(rootOf("evidence"), ["confidence"])!;

  it.each(LANGS)("names the field and its range, from the schema (%s)", (lang) => {
    const lines = plainLines(lang, "evidence", { confidence: 150 });
    const expected = t(lang, "form.plain.range", {
      field: t(lang, "form.field.confidence"),
      min: confidence.minimum as number,
      max: confidence.maximum as number,
    });
    // Where the sentence does not open on the name, the name's capital goes (Malagasy).
    expect(lines.map((l) => l.toLowerCase())).toContain(expected.toLowerCase());
    if (!TABLES[lang]["form.plain.range"].text.startsWith("{field}"))
      expect(lines.join(" ")).not.toContain(t(lang, "form.field.confidence"));
    for (const line of lines) expect(line).not.toMatch(/Too (big|small)|expected|received/);
  });

  it("says a missing field is missing, and a wrong type what the field holds", () => {
    const w = wordsOf("en");
    const lines = plainLines("en", "source", { type: "book", title: 3 });
    expect(lines).toContain(
      t("en", "form.plain.type", {
        field: t("en", "form.field.title"),
        kind: t("en", "form.plain.kind.string"),
      }),
    );
    expect(lines).toContain(
      t("en", "form.plain.missing", { field: t("en", "form.field.title-short") }),
    );
    expect(fieldName(w, ["quotations", 0, "text"])).toBe(
      `${t("en", "form.plain.item", { what: t("en", "form.field.quotations"), n: 1 })}, text`,
    );
  });

  it.each(FORM_KINDS)("puts every field of a %s in a group, translations with theirs", (kind) => {
    const keys = Object.keys(rootOf(kind).properties ?? {});
    expect(keys.length).toBeGreaterThan(0);
    const groups = groupsOf(keys);
    expect(groups.flatMap((g) => g.keys).sort()).toEqual([...keys].sort());
    for (const { keys: inGroup } of groups)
      for (const k of inGroup.filter((x) => x.endsWith("Translations")))
        if (keys.includes(k.slice(0, -"Translations".length)))
          expect(inGroup, k).toContain(k.slice(0, -"Translations".length));
    // Each record field named in a group has its plain name in every language.
    for (const lang of LANGS)
      for (const k of keys.filter((x) => !x.endsWith("Translations") && x !== "translations"))
        expect(
          TABLES[lang][`form.field.${k}` as keyof (typeof TABLES)["en"]],
          `${lang} ${k}`,
        ).toBeDefined();
  });
});
