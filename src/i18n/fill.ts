/**
 * Fills a string's `{name}` placeholders. Shared by `t` (build time) and browser code that
 * receives its strings from the page (the search's words, in its `data-words` attribute), so
 * that browser code need not load the tables. A placeholder without a value throws. A number is
 * written as the page's language writes it (`numberLocale`).
 */
export type Params = Readonly<Record<string, string | number>>;

/**
 * The locale whose conventions write numbers on a page in `lang`: Malagasy pages as French ones.
 * CLDR gives Malagasy no number symbols of its own, so Node's ICU writes `mg` as the root locale
 * does (1,224,484.5, 48.6%) and Chromium, which ships no Malagasy data, as `en-US`; while
 * Madagascar writes its numbers the French way (1 224 484,5). `fr` is France's French (`fr-FR`).
 *
 * Here rather than in numbers.ts, which owns number formatting and takes its locale from here:
 * the simulator's scripts carry this module, and the browser bundle puts each module whole into
 * one chunk, so the rule costs the simulator's script budget a few bytes where numbers.ts's
 * formatting would cost it hundreds (docs/i18n.md, "Numbers").
 */
export const numberLocale = (lang: string): string => (lang === "mg" ? "fr" : lang);

const PLACEHOLDER = /\{(\w+)\}/g;

export function fill(text: string, params: Params, lang: string, what: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`i18n: "${what}" (${lang}) needs {${name}}`);
    // toLocaleString is Intl.NumberFormat's format (ECMA-402), in fewer bytes of every script.
    return typeof value === "number" ? value.toLocaleString(numberLocale(lang)) : value;
  });
}
