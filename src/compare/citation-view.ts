/**
 * A citation as the compare view shows it: its basis badge, source, locator and evidence, the
 * quotation in its language beside its translation, the cut and the reasoning. Shared by the
 * comparison tables (view.ts) and the divergence view's passages (divergence/view.ts).
 */
import type { CompareCitation, LocalText } from "./data.ts";
import { h, type Element, type Node } from "../site/dom/tree.ts";
import { englishIn } from "../site/language-marks.ts";
import { locatorNodes } from "../site/locator-parts.ts";
import { say, type CompareWords } from "./words.ts";

/**
 * Record text (our summaries, reasons, reasoning, titles) is English until the content is translated:
 * marked so on a page in another language, for readers' tools and the i18n test.
 */
export const english = (w: CompareWords, text: string): Node => englishIn(w.lang, text);

/** A record's title as the data has it: in the page's language, or our English marked so. */
export const titleNode = (text: string, lang: string | undefined): Node =>
  lang === undefined ? text : h("span", { lang }, text);

/**
 * Our text in the page's language where the data has it translated (`local`), with who made the
 * translation and its review on a line below (none when its credit is empty); else the English,
 * marked so.
 */
export const localized = (
  w: CompareWords,
  text: string,
  local: LocalText | undefined,
): { text: Node; credit: Element | false } =>
  local === undefined
    ? { text: english(w, text), credit: false }
    : {
        text: local.text,
        // A sentence of the page's own words around no translation of ours credits none.
        credit:
          local.credit !== "" && h("p", { class: "small muted translation-credit" }, local.credit),
      };

/** Internal links only: anything else in the data becomes a dead link rather than a live one. */
export const href = (u: string): string => (u.startsWith("/") && !u.startsWith("//") ? u : "#");

/** A basis's words in the page's language; a value not in the table shows as itself. */
export const basisOf = (w: CompareWords, basis: string): { label: string; meaning: string } =>
  w.basis[basis] ?? { label: basis, meaning: basis };

export const basisBadge = (w: CompareWords, basis: string): Element =>
  h(
    "span",
    { class: `basis basis--${basis}`, title: basisOf(w, basis).meaning },
    basisOf(w, basis).label,
  );

/** The note on a cell that rests on another source than its reading's own, in the data's language. */
export const borrowedLine = (c: CompareCitation): Element | false =>
  c.borrowed !== undefined && h("p", { class: "compare-borrowed small" }, `${c.borrowed}.`);

/** The passage: source, locator, evidence, quotation with language and translation, reasoning. */
export function citationView(w: CompareWords, c: CompareCitation): Element {
  const paired = c.quote !== undefined && c.lang !== undefined && c.lang !== "en";
  const reasoning = c.reasoning !== undefined && localized(w, c.reasoning, c.reasoningLocal);
  return h(
    "div",
    { class: "citation" },
    h(
      "p",
      { class: "cite-line" },
      basisBadge(w, c.basis),
      " ",
      h("a", { href: href(c.source.url) }, c.source.title),
      ", ",
      ...locatorNodes(w.locator, c.locator),
      c.evidence && [
        ` (${say(w, "compare.evidence")} `,
        h("a", { href: href(c.evidence.url) }, titleNode(c.evidence.title, c.evidence.titleLang)),
        ")",
      ],
    ),
    c.quote !== undefined &&
      h(
        "figure",
        { class: quoteClass(paired, c.ours !== undefined) },
        h(
          "div",
          { class: "quote-original" },
          paired &&
            h(
              "p",
              { class: "quote-label" },
              say(w, "compare.original", { language: c.langName ?? c.lang }),
            ),
          h("blockquote", { lang: c.lang ?? "en" }, h("p", {}, c.quote)),
        ),
        paired &&
          h(
            "div",
            { class: "quote-translation" },
            h("p", { class: "quote-label" }, say(w, "compare.englishTranslation")),
            h("blockquote", { lang: "en" }, h("p", {}, c.translation ?? "")),
          ),
        c.ours !== undefined && oursView(w, c.ours.label, c.ours.text, c.ours.credit),
        h(
          "figcaption",
          {},
          `${say(w, "compare.language", { language: c.langName ?? c.lang ?? "" })} (`,
          h("code", {}, c.lang ?? ""),
          ")",
          paired &&
            `. ${say(w, "compare.translation", { by: c.translationBy ?? say(w, "compare.ours") })}`,
        ),
      ),
    c.quote === undefined &&
      (c.basis === "stated" || c.basis === "stated-elsewhere") &&
      h("p", { class: "small muted" }, say(w, "compare.noQuote")),
    c.omission !== undefined &&
      h(
        "p",
        { class: "small muted" },
        h("strong", {}, say(w, "compare.cut")),
        " ",
        english(w, c.omission),
      ),
    reasoning &&
      h(
        "p",
        { class: "reasoning" },
        h("strong", {}, say(w, "compare.reasoning")),
        " ",
        reasoning.text,
      ),
    reasoning && reasoning.credit,
  );
}

/** The figure's classes, as src/site/components/Quote.astro sets them. */
const quoteClass = (paired: boolean, ours: boolean): string =>
  [
    "quote",
    ...(paired || ours ? ["quote--pair"] : []),
    ...(paired && ours ? ["quote--three"] : []),
  ].join(" ");

/** Our translation of the quotation into the page's language, beside the original and English. */
const oursView = (w: CompareWords, label: string, text: string, credit: string): Element =>
  h(
    "div",
    { class: "quote-translation quote-translation--ours" },
    h("p", { class: "quote-label" }, label),
    h("blockquote", { lang: w.lang }, h("p", {}, text)),
    h("p", { class: "small muted translation-credit" }, credit),
  );
