/**
 * The contribution form's build-time data and pure output (src/contribute/): every field of every
 * kind carries the doc comment of its own object in src/schemas/ as help text, and the file and
 * pull request the form gives read back to the record.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contributeData } from "../../src/contribute/build.ts";
import { pullRequestText, recordYaml } from "../../src/contribute/output.ts";
import { FORM_KINDS } from "../../src/contribute/schemas.ts";
import { compiledRulesetSchema } from "../../src/content/ruleset-check.ts";
import type { FormWords } from "../../src/contribute/issue-words.ts";
import type { Lang } from "../../src/i18n/languages.ts";
import { TABLES, t } from "../../src/i18n/t.ts";

type Json = Record<string, unknown>;
/** The form's words in `lang`, as the page hands them to its script. */
const formWords = (lang: Lang): FormWords => ({
  lang,
  words: Object.fromEntries(
    Object.entries(TABLES[lang])
      .filter(([k]) => k.startsWith("form."))
      .map(([k, e]) => [k.slice("form.".length), e.text]),
  ),
});
const data = contributeData();
const schemaOf = (kind: string) => data.kinds.find((k) => k.kind === kind)!.schema as Json;
const props = (s: unknown) => (s as Json).properties as Record<string, Json>;

/** Every property of a JSON Schema, with its path. */
function properties(s: unknown, path: string, out: [string, Json][] = []): [string, Json][] {
  if (Array.isArray(s)) s.forEach((x) => properties(x, path, out));
  else if (s !== null && typeof s === "object")
    for (const [k, v] of Object.entries(s as Json))
      if (k === "properties")
        for (const [name, p] of Object.entries(v as Record<string, Json>)) {
          out.push([`${path}.${name}`, p]);
          properties(p, `${path}.${name}`, out);
        }
      else properties(v, path, out);
  return out;
}

describe("the form's schemas", () => {
  it("offers every kind, each field with help text", () => {
    expect(data.kinds.map((k) => k.kind)).toEqual([...FORM_KINDS]);
    for (const { kind, schema } of data.kinds) {
      const all = properties(schema, kind);
      expect(all.length).toBeGreaterThan(5);
      expect(all.filter(([, p]) => typeof p.description !== "string").map(([n]) => n)).toEqual([]);
    }
  });

  it("takes each field's comment from its own object, not a namesake's", () => {
    const ruleset = props(schemaOf("ruleset"));
    const facet = props(ruleset.facets!.items);
    expect(ruleset.summary!.description).not.toBe(facet.summary!.description);
    const claims = ((ruleset.claims!.items as Json).oneOf as Json[]).map(
      (v) => props(v).kind!.description,
    );
    expect(new Set(claims).size).toBe(claims.length);
  });
});

describe("the form's output", () => {
  const file = "content/rulesets/fanorona/montgomery-1896.yaml";
  const record = parse(readFileSync(file, "utf8")) as Json;

  it("writes a file that reads back to the record and passes the schema", () => {
    const back = parse(recordYaml(record)) as Json;
    expect(back).toEqual(record);
    expect(compiledRulesetSchema.safeParse(back).success).toBe(true);
  });

  it("writes a pull request naming the file, the reading's sources and each claim", () => {
    const text = pullRequestText(formWords("en"), "ruleset", "montgomery-1896", record, true);
    expect(text.split("\n")[0]).toBe(`Propose ruleset montgomery-1896: ${String(record.title)}`);
    expect(text).toContain(`\`${file}\``);
    for (const s of record.sources as string[]) expect(text).toContain(`- ${s}`);
    const claims = record.claims as unknown[];
    expect(text.match(/^- claim \d+: /gm)).toHaveLength(claims.length);
  });

  it.each(["fr", "mg"] as const)(
    "writes the pull request in %s, ids, paths and turns kept",
    (lang) => {
      const text = pullRequestText(formWords(lang), "ruleset", "montgomery-1896", record, true);
      const english = pullRequestText(formWords("en"), "ruleset", "montgomery-1896", record, true);
      const [first] = text.split("\n");
      expect(first).toBe(
        t(lang, "form.pr.title", {
          kind: t(lang, "form.pr.kind.ruleset"),
          id: "montgomery-1896",
          title: String(record.title),
        }),
      );
      expect(text).toContain(`\`${file}\``);
      for (const s of record.sources as string[]) expect(text).toContain(`- ${s}`);
      const claims = record.claims as { turn?: string }[];
      const claim = TABLES[lang]["form.pr.claim"].text.split("{n}")[0]!;
      expect(text.split("\n").filter((l) => l.startsWith(`- ${claim}`))).toHaveLength(
        claims.length,
      );
      for (const c of claims) if (c.turn !== undefined) expect(text).toContain(c.turn);
      // Every line of words differs from the English; the record's own lines are the same.
      expect(text.split("\n").filter((l) => l.startsWith("## "))).not.toContain("## The file");
      expect(text.split("\n").length).toBe(english.split("\n").length);
    },
  );
});
