/**
 * A short text of ours (a scan's note, a relation's note, where a carried error came from) in an
 * element tree, in the page's language: what `src/i18n/TranslatedInline.astro` draws in a
 * template, for the views built as trees. Our translation tagged with its language and followed
 * by its credit, or, with none, the English marked `lang="en"`; on an English page the English.
 * Build time only: the credit's words come from the tables. And which place names are ours to
 * translate.
 */
import { chooseText, type ContentTranslations } from "../i18n/content.ts";
import { creditIn } from "../i18n/credit.ts";
import type { Lang } from "../i18n/languages.ts";
import { h, type Node } from "./dom/tree.ts";
import { creditNode, englishIn } from "./language-marks.ts";

export function ourTextIn(lang: Lang, text: string, ours: ContentTranslations | undefined): Node[] {
  const shown = chooseText(lang, ours);
  if (shown.kind !== "translated") return [englishIn(lang, text)];
  return [
    h("span", { lang }, shown.translation.text),
    " ",
    creditNode(creditIn(lang, shown.translation)),
  ];
}

/**
 * Whether a place's name as a record gives it holds words of ours ("Mahamasina square,
 * Antananarivo", "A besieged Betsileo stronghold (not named)") rather than being a place's own
 * name alone ("Ambohimalaza"): it has a word in lower case. Only such a name is translated
 * (`place.nameTranslations`); a place's own name stays as written in every language.
 */
export const placeNameInOurWords = (name: string): boolean => /(?:^|[\s(])\p{Ll}/u.test(name);
