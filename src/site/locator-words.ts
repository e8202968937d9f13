/**
 * The words a page words its locators with (./locator-parts.ts), from the tables' area
 * `locators`: none on an English page, which shows each locator as the content writes it. Build
 * time only; the compare picker receives them from its page (`CompareWords.locator`).
 */
import type { Lang } from "../i18n/languages.ts";
import { t } from "../i18n/t.ts";
import { wordsByPrefix } from "../i18n/browser-words.ts";
import type { Node } from "./dom/tree.ts";
import {
  locatorNodes,
  locatorParts,
  type LocatorPart,
  type LocatorWord,
  type LocatorWords,
} from "./locator-parts.ts";

const PREFIX = "loc.";

/** The area `locators` in `lang`, or undefined on an English page. */
export function locatorWordsIn(lang: Lang): LocatorWords | undefined {
  if (lang === "en") return undefined;
  const text = wordsByPrefix(lang, PREFIX);
  return { lang, text: text as Record<LocatorWord, string>, clauses: t(lang, "punct.clauses") };
}

/** A locator as a page in `lang` shows it: its fixed words in `lang`, English runs marked. */
export const locatorIn = (lang: Lang, locator: string): LocatorPart[] =>
  locatorParts(locatorWordsIn(lang), locator);

/** The locator in an element tree built for a page in `lang` (the glossary, the genealogy). */
export const locatorNodesIn = (lang: Lang, locator: string): Node[] =>
  locatorNodes(locatorWordsIn(lang), locator);
