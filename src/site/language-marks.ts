/**
 * The two marks an element tree puts on text of ours in a page's language, the same ones
 * `src/site/components/Translated.astro` and `TranslatedInline.astro` draw in templates: our English on a
 * page in another language, marked `lang="en"` (for screen readers, translators and the i18n
 * test), and a translation's credit after it. Browser-safe (the compare picker uses it).
 */
import { h, type Element, type Node } from "./dom/tree.ts";

/** Our English as a page in `lang` shows it: as it is on an English page, else marked. */
export const englishIn = (lang: string, text: Node): Node =>
  lang === "en" ? text : h("span", { lang: "en" }, text);

/** "(Translated by …; awaiting review)" after a translation of ours, in the page's words. */
export const creditNode = (credit: string): Element =>
  h("span", { class: "translation-credit small muted" }, `(${credit})`);
