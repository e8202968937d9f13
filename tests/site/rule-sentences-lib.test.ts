/**
 * The rule sentences of an evidence record as its page draws them (src/site/rule-sentences.ts),
 * for every real record: one item per sentence, in order, each with the words of its own basis,
 * the source that states it when that is another one, and its reasoning where a reader can open
 * it without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { byId } from "../../src/content/queries.ts";
import { RULE_BASIS_WORDS, notInWordsOf } from "../../src/site/basis-words.ts";
import { basisWordsIn } from "../../src/site/words-in.ts";
import { toHtml } from "../../src/site/dom/to-html.ts";
import { recordLinks } from "../../src/site/prose.ts";
import { url } from "../../src/site/routes.ts";
import { ruleSentencesView } from "../../src/site/rule-sentences.ts";
import type { RuleSentence } from "../../src/schemas/evidence.ts";
import { RULE_BASES } from "../../src/schemas/vocabulary.ts";
import { db } from "../support/content.ts";
import { attributeValues, textOf } from "./dist.ts";

const title = (id: string) => byId(db.sources, id, "source").data["title-short"];

function draw(evidenceId: string): string {
  const e = byId(db.evidence, evidenceId, "evidence").data;
  return toHtml(
    ruleSentencesView(e.rules, {
      ownSource: title(e.source.id),
      source: (id) => ({ name: title(id), href: url.source(id) }),
      links: recordLinks(db),
      basisHref: `${url.method()}#basis`,
    }),
  );
}

/** Text of markup, without the space a closing link leaves before punctuation. */
const flat = (html: string) =>
  textOf(html)
    .replace(/ (?=[.,;:)])/g, "")
    .replace(/\( /g, "(");

/** The items of the drawn list, in order. */
const items = (html: string) => [...html.matchAll(/<li data-basis="([^"]*)">([\s\S]*?)<\/li>/g)];

describe("the rule sentences of an evidence record, as drawn", () => {
  it("show every sentence, in order, with its own basis label and meaning", () => {
    for (const { id, data: e } of db.evidence) {
      const drawn = items(draw(id));
      expect(
        drawn.map((m) => m[1]),
        id,
      ).toEqual(e.rules.map((r) => r.basis));
      e.rules.forEach((r, i) => {
        const li = drawn[i]?.[2] ?? "";
        const words = RULE_BASIS_WORDS[r.basis];
        expect(li, `${id} rules.${i}`).toMatch(
          new RegExp(
            `^<a class="basis basis--${r.basis}" href="[^"]*#basis" title="${words.meaning.replaceAll("'", "&#39;")}"`,
          ),
        );
        const text = flat(li);
        expect(text.startsWith(`${words.label} ${flat(r.text)}`), `${id} rules.${i}`).toBe(true);
        if (r.reasoning === undefined) expect(li, `${id} rules.${i}`).not.toContain("<details");
        else
          expect(li, `${id} rules.${i}`).toMatch(
            new RegExp(`<details class="rule-why"><summary>${words.why}</summary><p>`),
          );
        if (r.reasoning !== undefined)
          expect(text, `${id} rules.${i}`).toContain(flat(r.reasoning));
      });
    }
  });

  it("name the source of a sentence stated elsewhere, and whose words it is not", () => {
    const elsewhere = db.evidence.flatMap((e) =>
      e.data.rules.flatMap((r, i) => (r.basis === "stated-elsewhere" ? [{ e, r, i }] : [])),
    );
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const { e, r, i } of elsewhere) {
      const li = items(draw(e.id))[i]?.[2] ?? "";
      expect(attributeValues(li, "href"), `${e.id} rules.${i}`).toContain(url.source(r.by));
      expect(flat(li), `${e.id} rules.${i}`).toContain(
        `(by ${title(r.by)}; ${notInWordsOf(title(e.data.source.id))})`,
      );
    }
  });

  it("label each of the five bases in its own words", () => {
    const sentences = RULE_BASES.map((basis) =>
      basis === "stated-elsewhere"
        ? { text: `A ${basis} rule.`, basis, by: "dlp-database" }
        : { text: `A ${basis} rule.`, basis, reasoning: `Why ${basis}.` },
    ) as RuleSentence[];
    const html = toHtml(
      ruleSentencesView(sentences, {
        ownSource: "Own 1900",
        source: (id) => ({ name: `Name of ${id}`, href: url.source(id) }),
        links: new Map(),
        basisHref: "/method/#basis",
      }),
    );
    const labels = items(html).map((m) => flat(m[2] ?? "").split(" A ")[0]);
    expect(labels).toEqual(RULE_BASES.map((b) => RULE_BASIS_WORDS[b].label));
    expect(new Set(labels).size).toBe(RULE_BASES.length);
    expect(flat(html)).toContain("(by Name of dlp-database; not in the words of Own 1900)");
  });

  it("show a reasoning's translation with its credit, and an untranslated one marked English", () => {
    const sentences = [
      {
        text: "An inferred rule.",
        basis: "inferred",
        reasoning: "Why inferred.",
        reasoningTranslations: { fr: { text: "Pourquoi déduite.", by: "project" } },
      },
      { text: "A default rule.", basis: "default", reasoning: "Why default." },
    ] as RuleSentence[];
    const html = toHtml(
      ruleSentencesView(sentences, {
        ownSource: "Own 1900",
        source: (id) => ({ name: id, href: url.source(id) }),
        links: new Map(),
        basisHref: "/method/#basis",
        translated: {
          lang: "fr",
          credit: (t) => `credit ${t.by}`,
          by: "par",
          notInWordsOf: (own) => `pas dans les mots de ${own}`,
          clauses: "\u202f; ",
          basis: (b) => basisWordsIn("fr", b),
        },
      }),
    );
    const [inferred, byDefault] = items(html).map((m) => m[2] ?? "");
    // The basis label, its meaning and the reasoning's heading in the page's words, not English.
    for (const [html_, basis] of [
      [inferred, "inferred"],
      [byDefault, "default"],
    ] as const) {
      const fr = basisWordsIn("fr", basis);
      expect(html_).toContain(`>${fr.label}</a>`);
      expect(attributeValues(html_ ?? "", "title")).toContain(fr.meaning);
      expect(html_).toContain(`<summary>${fr.why}</summary>`);
      expect(html_).not.toContain(`>${RULE_BASIS_WORDS[basis].label}</a>`);
    }
    expect(inferred).toContain('<span lang="fr">Pourquoi déduite.</span>');
    expect(flat(inferred ?? "")).toContain("(credit project)");
    expect(inferred).not.toContain("Why inferred.");
    expect(byDefault).toContain('<span lang="en">Why default.</span>');
  });
});
