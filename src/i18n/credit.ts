/**
 * Who made a translation of ours and whether a native speaker has reviewed it, in the page's
 * language: the one wording every record text, quotation, rule sentence, gloss and study step
 * uses for its credit. Build time only (it reads the string tables).
 */
import type { Lang } from "./languages.ts";
import type { ContentTranslation } from "./content.ts";
import { t } from "./t.ts";

/** The translator as a reader sees them: "the project's editors" for our own. */
export const translatorIn = (lang: Lang, by: string): string =>
  by === "project" ? t(lang, "review.byProject") : by;

/** "awaiting review", or who reviewed it. */
export const reviewIn = (lang: Lang, tr: Pick<ContentTranslation, "reviewed">): string =>
  tr.reviewed === undefined
    ? t(lang, "content.awaiting")
    : t(lang, "content.reviewedBy", { who: tr.reviewed.by });

/** "Translated by …; awaiting review", joined as the language punctuates two clauses. */
export const creditIn = (lang: Lang, tr: Pick<ContentTranslation, "by" | "reviewed">): string =>
  [t(lang, "content.translatedBy", { by: translatorIn(lang, tr.by) }), reviewIn(lang, tr)].join(
    t(lang, "punct.clauses"),
  );
