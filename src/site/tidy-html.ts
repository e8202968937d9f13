/**
 * Typographic tidying of built HTML, for whitespace that source formatting puts where text
 * has none. Astro keeps a line break between tags as a space, so a link reads "16th century "
 * with the space underlined, and "Bau</span>\n: note" reads "Bau : note". Only whitespace
 * touching a tag is moved or removed; text, quotations included, is never changed.
 */
const OPEN_A = /(<a\b(?:[^>"']|"[^"]*"|'[^']*')*>)(\s+)/g;
const CLOSE_A = /(\s+)(<\/a>)/g;
const INLINE_CLOSE = "a|abbr|b|cite|code|em|i|q|small|span|strong|sub|sup|time";
/**
 * A closing inline tag, formatting whitespace, then punctuation that never follows a space in
 * English. Only the spaces and line breaks of source formatting: French typography's narrow
 * no-break space before `;` and `:` (src/i18n/typography.ts) is text and stays, the formatting
 * space before it going as it goes before `;` and `:` themselves.
 */
const BEFORE_PUNCTUATION = new RegExp(
  `(</(?:${INLINE_CLOSE})>)[ \\t\\r\\n]+(?=\u202f?[,.:;)])`,
  "g",
);
/** An opening parenthesis, whitespace, then an inline element. */
const AFTER_PARENTHESIS = new RegExp(`\\(\\s+(?=<(?:${INLINE_CLOSE})\\b)`, "g");

/** Moves the whitespace at the edges of a link's content to outside the link. */
export function tidyLinks(html: string): string {
  return html.replace(OPEN_A, "$2$1").replace(CLOSE_A, "$2$1");
}

/** Removes formatting whitespace between an inline element and following `,.:;)`, and after `(`. */
export function tidyPunctuation(html: string): string {
  return html.replace(BEFORE_PUNCTUATION, "$1").replace(AFTER_PARENTHESIS, "(");
}

/** Both, in the order that lets a link's trailing space be removed before punctuation. */
export function tidyHtml(html: string): string {
  return tidyPunctuation(tidyLinks(html));
}
