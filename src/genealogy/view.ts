/**
 * The relations as a table, and the errors that travelled, as element trees (src/site/dom): the
 * table is the stemma's text (drawing.ts draws the picture), for reading, screen readers and
 * pages without script (both are
 * drawn at build time; nothing runs in the browser, so the words come from the tables by `t`).
 * Record text (reasoning, notes, where an error came from) is our translation into the page's
 * language with its credit, or the content's English marked so (src/site/our-text.ts); a
 * passage's quotation shows our translation into the page's
 * language beside the original and the English when the content has one (decision 0025), with
 * who made it and whether it is reviewed, as Quote.astro does.
 */
import { h, type Element, type Node } from "../site/dom/tree.ts";
import { englishIn } from "../site/language-marks.ts";
import { locatorNodesIn } from "../site/locator-words.ts";
import { ourTextIn } from "../site/our-text.ts";
import type { CarriedView, NodeRef, PassageView, RelationView } from "./build.ts";
import { concernsIn } from "./layout.ts";
import type { NodeGames } from "./drawing.ts";
import type { Lang } from "../i18n/languages.ts";
import { t, type Key } from "../i18n/t.ts";
import { reviewerOf, titleIn, translationIn } from "../i18n/content.ts";
import { RELATION_KINDS } from "../schemas/vocabulary.ts";

const link = (ref: NodeRef): Node =>
  ref.url === undefined ? ref.title : h("a", { href: ref.url }, ref.title);

/** An evidence record named by its title in the page's language, or our English marked so. */
function evidenceLink(lang: Lang, ref: NonNullable<PassageView["evidence"]>): Node {
  const shown = titleIn(lang, ref);
  const text = shown.lang === undefined ? shown.text : h("span", { lang: shown.lang }, shown.text);
  return ref.url === undefined ? text : h("a", { href: ref.url }, text);
}

/** A relation's verb in the page's language ("copies", "copie"); an unknown kind as itself. */
export const verbIn = (lang: Lang, kind: string): string =>
  kindKey(kind) === undefined ? kind : t(lang, kindKey(kind)!);

const kindKey = (kind: string): Key | undefined =>
  (RELATION_KINDS as readonly string[]).includes(kind)
    ? (`genealogy.verb.${kind}` as Key)
    : undefined;

/** Our translation of a passage's quotation into the page's language, credited, if any. */
function oursView(lang: Lang, p: PassageView): Element | false {
  const ours = p.lang === lang ? undefined : translationIn(lang, p.translations);
  if (ours === undefined) return false;
  const reviewer = reviewerOf(ours);
  const by = ours.by === "project" ? t(lang, "review.byProject") : ours.by;
  const review =
    reviewer === undefined
      ? t(lang, "content.awaiting")
      : t(lang, "content.reviewedBy", { who: reviewer });
  return h(
    "div",
    { class: "relation-translation--ours", "data-translation-by": ours.by },
    h("p", { class: "small quote-label" }, t(lang, "quote.inPageLanguage")),
    h("blockquote", { lang, class: "relation-quote" }, h("p", {}, ours.text)),
    h(
      "p",
      { class: "small muted translation-credit" },
      t(lang, "quote.translatedBy", { by, review }),
      ours.via === "en" && `${t(lang, "punct.clauses")}${t(lang, "quote.viaEnglish")}`,
    ),
  );
}

function passageView(lang: Lang, p: PassageView): Node[] {
  const paired = p.quote !== undefined && p.lang !== undefined && p.lang !== "en";
  return [
    h(
      "p",
      { class: "small" },
      link(p.source),
      ", ",
      ...locatorNodesIn(lang, p.locator),
      p.evidence && [` (${t(lang, "genealogy.evidence")} `, evidenceLink(lang, p.evidence), ")"],
    ),
    p.quote !== undefined &&
      h("blockquote", { lang: p.lang ?? "en", class: "relation-quote" }, h("p", {}, p.quote)),
    paired &&
      h(
        "p",
        { class: "small relation-translation" },
        `${t(lang, "genealogy.translation", { by: p.translationBy ?? t(lang, "quote.ours") })} `,
        englishIn(lang, p.translation ?? ""),
      ),
    p.quote !== undefined && oursView(lang, p),
  ].filter((n): n is Element => n !== false);
}

/** What the relation says, in a sentence: "Walker 2011 cites Murray 1951". */
export function relationSentence(lang: Lang, r: RelationView): Node[] {
  const candidates =
    r.candidates.length === 0
      ? []
      : t(lang, "genealogy.candidates", { list: "\u0000" })
          .split("\u0000")
          .flatMap((s, i) => [
            ...(i > 0 ? r.candidates.flatMap((c, j) => [j > 0 ? ", " : "", link(c)]) : []),
            s,
          ]);
  return [
    link(r.from),
    ` ${verbIn(lang, r.kind)}`,
    r.to === undefined
      ? t(lang, "genealogy.forIts", { concerns: concernsIn(lang, r.concerns) })
      : "",
    r.to === undefined ? "" : " ",
    r.to === undefined ? "" : link(r.to),
    r.via === undefined ? "" : sentence(lang, "genealogy.through", { via: link(r.via) }),
    ...candidates,
  ].flatMap((n) => (n === "" ? [] : Array.isArray(n) ? n : [n]));
}

const BASES = ["stated", "stated-elsewhere", "inferred"];

function relationRow(lang: Lang, r: RelationView, games: NodeGames): Element {
  const col = (k: string) => t(lang, `genealogy.col.${k}` as Key);
  const its = new Set([r.from.id, r.to?.id ?? ""].flatMap((id) => games.get(id) ?? []));
  return h(
    "tr",
    {
      id: `relation-${r.id}`,
      class: r.carries.length > 0 ? "relation--carries" : undefined,
      "data-games": games.size === 0 ? undefined : [...its].sort().join(" "),
    },
    h("td", { "data-label": col("relation") }, h("p", {}, ...relationSentence(lang, r))),
    h("td", { "data-label": col("concerns") }, concernsIn(lang, r.concerns)),
    h(
      "td",
      { "data-label": col("basis") },
      BASES.includes(r.basis) ? t(lang, `genealogy.basis.${r.basis}` as Key) : r.basis,
      r.by && [" (", link(r.by), ")"],
    ),
    h(
      "td",
      { "data-label": col("confidence") },
      t(lang, "genealogy.confidence", { n: r.confidence }),
    ),
    h(
      "td",
      { "data-label": col("evidence") },
      h(
        "details",
        {},
        h(
          "summary",
          {},
          r.evidence.length === 1
            ? t(lang, "genealogy.passage")
            : t(lang, "genealogy.passages", { n: r.evidence.length }),
        ),
        r.evidence.flatMap((p) => passageView(lang, p)),
        r.reasoning !== undefined &&
          h(
            "p",
            { class: "small" },
            h("strong", {}, `${t(lang, "genealogy.reasoning")} `),
            ...ourTextIn(lang, r.reasoning, r.reasoningTranslations),
          ),
        r.note !== undefined &&
          h(
            "p",
            { class: "small" },
            h("strong", {}, `${t(lang, "genealogy.note")} `),
            ...ourTextIn(lang, r.note, r.noteTranslations),
          ),
      ),
    ),
  );
}

/** The relations as a table: the stemma's text equivalent. */
export function relationTable(
  lang: Lang,
  relations: readonly RelationView[],
  caption: string,
  games: NodeGames = new Map(),
): Element {
  return h(
    "table",
    { class: "relations stack" },
    h("caption", {}, caption),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        ["relation", "concerns", "basis", "confidence", "evidence"].map((c) =>
          h("th", { scope: "col" }, t(lang, `genealogy.col.${c}` as Key)),
        ),
      ),
    ),
    h(
      "tbody",
      {},
      relations.map((r) => relationRow(lang, r, games)),
    ),
  );
}

/** A sentence whose `{name}` placeholders hold nodes (links), in the language's order. */
function sentence(lang: Lang, key: Key, slots: Readonly<Record<string, Node>>): Node[] {
  const marks = Object.fromEntries(Object.keys(slots).map((k) => [k, `\u0000${k}\u0000`]));
  return t(lang, key, marks)
    .split("\u0000")
    .map((s, i) => (i % 2 === 1 ? slots[s]! : s))
    .filter((s) => s !== "");
}

/** An error or doubtful detail that travelled along a relation, and every place it appears. */
export function carriedView(lang: Lang, c: CarriedView): Element {
  return h(
    "div",
    { class: `carried carried--${c.status}` },
    h(
      "p",
      {},
      h(
        "strong",
        {},
        `${t(lang, c.status === "error" ? "genealogy.error" : "genealogy.doubtful")} `,
      ),
      ...sentence(lang, "genealogy.gives", {
        from: link(c.from),
        field: c.field,
        value: c.value,
        to: link(c.to),
      }),
      " ",
      ...ourTextIn(lang, c.reason, c.reasonTranslations),
    ),
    h(
      "p",
      {},
      h("strong", {}, `${t(lang, "genealogy.cameFrom")} `),
      ...ourTextIn(lang, c.origin, c.originTranslations),
    ),
    h("p", {}, h("strong", {}, t(lang, "genealogy.appears", { n: c.appearsIn.length }))),
    h(
      "ul",
      {},
      c.appearsIn.map((p) => h("li", {}, ...passageView(lang, p))),
    ),
    c.keptInIds.length > 0 &&
      h(
        "p",
        {},
        h("strong", {}, `${t(lang, "genealogy.keptInIds")} `),
        ...c.keptInIds.flatMap((r, i) => [i > 0 ? ", " : "", link(r)]).filter((n) => n !== ""),
        `. ${t(lang, "genealogy.keptWhy")}`,
      ),
  );
}
