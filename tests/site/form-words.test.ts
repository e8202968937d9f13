/**
 * The contribution form's words in three languages (src/contribute/issue-words.ts): with the
 * English table's words the error map words every problem exactly as zod does for the build, so
 * the English keys cannot drift from the build's messages; in French and Malagasy the same
 * typed problems come out in those words, with the same fields, and the schemas' own messages
 * stay as written. Also the method page's and the offline packs' words against what they name.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { issueIn, lineIn, type FormWords } from "../../src/contribute/issue-words.ts";
import { FORM_SCHEMAS } from "../../src/contribute/schemas.ts";
import { issueLine } from "../../src/content/issue-lines.ts";
import { TABLES, t } from "../../src/i18n/t.ts";
import type { Lang } from "../../src/i18n/languages.ts";
import { LICENCES } from "../../src/site/licence.ts";
import { PACKS } from "../../src/offline/packs.ts";

const wordsOf = (lang: Lang): FormWords => ({
  lang,
  words: Object.fromEntries(
    Object.entries(TABLES[lang])
      .filter(([k]) => k.startsWith("form."))
      .map(([k, e]) => [k.slice("form.".length), e.text]),
  ),
});

/** Records that break every kind of rule zod words: missing, wrong type, bad option, too short. */
const BAD: [keyof typeof FORM_SCHEMAS, unknown][] = [
  ["source", { type: "book", kind: "nonsense", title: "", language: 3 }],
  ["source", { type: "pamphlet", title: ["x"] }],
  ["evidence", { game: "", date: 1900, confidence: 300, regions: "x" }],
  ["ruleset", { id: "Bad Id", game: 3, options: [] }],
  ["study", {}],
];

describe("the form's problems in the page's language", () => {
  it.each(BAD)("English words say what zod says for the build (%s)", (kind, value) => {
    const plain = FORM_SCHEMAS[kind].safeParse(value);
    const mapped = FORM_SCHEMAS[kind].safeParse(value, { error: issueIn(wordsOf("en")) });
    expect(plain.success).toBe(false);
    const build = plain.error!.issues.map(issueLine);
    expect(build.length).toBeGreaterThan(1);
    expect(
      mapped.error!.issues.map((i) => lineIn(wordsOf("en"), i.path as string[], i.message)),
    ).toEqual(build);
  });

  it.each(["fr", "mg"] as const)("%s words the same problems, fields kept", (lang) => {
    for (const [kind, value] of BAD) {
      const plain = FORM_SCHEMAS[kind].safeParse(value).error!.issues;
      const local = FORM_SCHEMAS[kind].safeParse(value, { error: issueIn(wordsOf(lang)) }).error!
        .issues;
      expect(local.map((i) => i.path)).toEqual(plain.map((i) => i.path));
      for (const [i, issue] of local.entries()) {
        const line = lineIn(wordsOf(lang), issue.path as string[], issue.message);
        if (issue.path.length > 0) expect(line).toContain(`\`${issue.path.join(".")}\``);
        // zod's English is replaced wherever the tables word the issue's code.
        if (/^(Invalid input: expected|Invalid option|Too (small|big))/.test(plain[i]!.message))
          expect(issue.message).not.toBe(plain[i]!.message);
      }
    }
    const typed = FORM_SCHEMAS.source.safeParse({}, { error: issueIn(wordsOf(lang)) });
    const missing = typed.error!.issues.filter((i) => i.code === "invalid_type");
    expect(missing.length).toBeGreaterThan(0);
    for (const i of missing) expect(i.message).toMatch(/string.*undefined/);
  });
});

describe("the method page's tables", () => {
  it("the English names each synonym concept as content/synonyms.yaml does", () => {
    const groups = parse(readFileSync("content/synonyms.yaml", "utf8")) as {
      id: string;
      concept: string;
    }[];
    expect(groups.length).toBeGreaterThan(3);
    for (const g of groups)
      expect(t("en", `method.synonym.${g.id}` as Parameters<typeof t>[1])).toBe(g.concept);
    const keyed = Object.keys(TABLES.en).filter((k) => k.startsWith("method.synonym."));
    expect(keyed.length).toBe(groups.length);
  });

  it("the licence's exclusions are the licence module's", () => {
    expect(t("en", "method.licence.excluded")).toBe(LICENCES.excluded);
  });
});

describe("the offline packs' names", () => {
  it.each(["en", "fr", "mg"] as const)("%s names every pack family the build makes", (lang) => {
    const named = Object.keys(TABLES[lang]).filter((k) => k.startsWith("packs.family."));
    expect(named.sort()).toEqual(PACKS.map((p) => `packs.family.${p.id}`).sort());
  });
});
