/**
 * An evidence record's rules as the page shows them: one item per sentence, each with its
 * basis as a label (linking to the method page, its meaning in the title), the source that
 * states it when that is not the record's own, and the reasoning in a <details> that opens
 * without JavaScript. Pure: the build renders it (RuleSentences.astro) and tests read it.
 */
import { translationIn, type ContentTranslation } from "../i18n/content.ts";
import type { RuleSentence } from "../schemas/evidence.ts";
import { RULE_BASIS_WORDS, notInWordsOf, type BasisWords } from "./basis-words.ts";
import { h, type Element, type Node } from "./dom/tree.ts";
import { creditNode } from "./language-marks.ts";
import { linkMentions, linkify, type Mentions } from "./prose.ts";

export interface RuleSentencesContext {
  /** The short title of the record's own source ("Montgomery 1886"). */
  readonly ownSource: string;
  /** A source's short title and page, by id (for `by`). */
  readonly source: (id: string) => { readonly name: string; readonly href: string };
  /** Record ids to link in the prose (`recordLinks`). */
  readonly links: ReadonlyMap<string, string>;
  /** Where the bases are explained (the method page's #basis). */
  readonly basisHref: string;
  /** Glossary terms and names to link at their first mention in the rules (`mentionLinks`). */
  readonly mentions?: Mentions;
  /** Entries already linked in this record's rules: one link per term across all sentences. */
  readonly seen?: Set<string>;
  /**
   * On a French or Malagasy page: the page's language and how to credit a translation (who
   * made it, whether reviewed). A sentence with a translation into it shows the translation
   * and its credit; one without shows its English, marked `lang="en"`.
   */
  readonly translated?: {
    readonly lang: "fr" | "mg";
    readonly credit: (t: Pick<ContentTranslation, "by" | "reviewed">) => string;
    /** "(by X; not in the words of Y)" in the page's language: its "by" and "not in…". */
    readonly by: string;
    readonly notInWordsOf: (own: string) => string;
    /** Between the two clauses (French: a narrow no-break space before `;`). */
    readonly clauses: string;
    /** A basis's label, meaning and "why" heading in the page's language (basisWordsIn). */
    readonly basis: (basis: string) => BasisWords;
  };
}

/** The sentence's text as the page shows it, in the page's language where translated. */
function sentenceText(s: RuleSentence, ctx: RuleSentencesContext): Node[] {
  const into = ctx.translated;
  if (into === undefined) return [h("span", { class: "rule-text" }, ...prose(s.text, ctx))];
  const ours = translationIn(into.lang, s.translations);
  if (ours === undefined)
    return [h("span", { class: "rule-text", lang: "en" }, ...prose(s.text, ctx))];
  return [
    h("span", { class: "rule-text", lang: into.lang }, ...prose(ours.text, ctx)),
    " ",
    creditNode(into.credit(ours)),
  ];
}

/** Our reasoning for a sentence as the page shows it: translated with its credit, or English. */
function reasoningText(s: RuleSentence, reasoning: string, ctx: RuleSentencesContext): Node[] {
  const into = ctx.translated;
  if (into === undefined) return prose(reasoning, ctx);
  const ours = translationIn(into.lang, s.reasoningTranslations);
  if (ours === undefined) return [h("span", { lang: "en" }, ...prose(reasoning, ctx))];
  return [
    h("span", { lang: into.lang }, ...prose(ours.text, ctx)),
    " ",
    creditNode(into.credit(ours)),
  ];
}

/** Prose with web addresses and record ids as links, and terms and names at first mention. */
function prose(text: string, ctx: RuleSentencesContext): Node[] {
  const segments = linkify(text, ctx.links);
  const linked =
    ctx.mentions === undefined ? segments : linkMentions(segments, ctx.mentions, ctx.seen);
  return linked.map((s) => (s.kind === "text" ? s.text : h("a", { href: s.href }, s.text)));
}

function sentenceItem(s: RuleSentence, ctx: RuleSentencesContext): Element {
  const words = ctx.translated?.basis(s.basis) ?? RULE_BASIS_WORDS[s.basis];
  const by = s.basis === "stated-elsewhere" ? ctx.source(s.by) : undefined;
  return h(
    "li",
    { "data-basis": s.basis },
    h(
      "a",
      {
        class: `basis basis--${s.basis}`,
        href: ctx.basisHref,
        title: words.meaning,
        "data-pagefind-ignore": "",
      },
      words.label,
    ),
    " ",
    ...sentenceText(s, ctx),
    by && [
      " ",
      h(
        "span",
        { class: "rule-by small" },
        `(${ctx.translated?.by ?? "by"} `,
        h("a", { href: by.href }, by.name),
        ctx.translated === undefined
          ? `; ${notInWordsOf(ctx.ownSource)})`
          : `${ctx.translated.clauses}${ctx.translated.notInWordsOf(ctx.ownSource)})`,
      ),
    ],
    s.reasoning !== undefined &&
      h(
        "details",
        { class: "rule-why" },
        h("summary", {}, words.why),
        h("p", {}, ...reasoningText(s, s.reasoning, ctx)),
      ),
  );
}

/** The list of an evidence record's rule sentences. */
export function ruleSentencesView(
  sentences: readonly RuleSentence[],
  ctx: RuleSentencesContext,
): Element {
  const shared = { ...ctx, seen: ctx.seen ?? new Set<string>() };
  return h("ul", { class: "rule-sentences" }, ...sentences.map((s) => sentenceItem(s, shared)));
}
