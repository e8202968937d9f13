/**
 * Fills a string's `{name}` placeholders. Shared by `t` (build time) and browser code that
 * receives its strings from the page (the search's words, in its `data-words` attribute), so
 * that browser code need not load the tables. A placeholder without a value throws.
 */
export type Params = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function fill(text: string, params: Params, lang: string, what: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`i18n: "${what}" (${lang}) needs {${name}}`);
    return typeof value === "number" ? new Intl.NumberFormat(lang).format(value) : value;
  });
}
