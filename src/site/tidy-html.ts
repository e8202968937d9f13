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

/**
 * Inline elements whose content's edge whitespace may sit outside them: a slot or a marked
 * English title filled with source formatting ("( <span lang="en"> Walker (2011) </span>,")
 * otherwise keeps its spaces inside parentheses and before commas, out of reach of the rules
 * below. Not `code`, whose spaces may be its content.
 */
const EDGE_INLINE = "abbr|b|bdi|cite|em|i|mark|q|small|span|strong|sub|sup|time";
const OPEN_INLINE = new RegExp(`(<(?:${EDGE_INLINE})\\b(?:[^>"']|"[^"]*"|'[^']*')*>)(\\s+)`, "g");
const CLOSE_INLINE = new RegExp(`(\\s+)(</(?:${EDGE_INLINE})>)`, "g");

/** Replaces until nothing changes: nested elements hand their edge whitespace outwards. */
const settle = (html: string, step: (s: string) => string): string => {
  let before = html;
  for (let i = 0; i < 8; i++) {
    const after = step(before);
    if (after === before) return after;
    before = after;
  }
  return before;
};

/**
 * Moves the whitespace at the edges of a link's content to outside the link, and that of the
 * inline elements of EDGE_INLINE to outside them.
 */
export function tidyLinks(html: string): string {
  return settle(html, (s) =>
    s
      .replace(OPEN_A, "$2$1")
      .replace(CLOSE_A, "$2$1")
      .replace(OPEN_INLINE, "$2$1")
      .replace(CLOSE_INLINE, "$2$1"),
  );
}

/** Removes formatting whitespace between an inline element and following `,.:;)`, and after `(`. */
export function tidyPunctuation(html: string): string {
  return html.replace(BEFORE_PUNCTUATION, "$1").replace(AFTER_PARENTHESIS, "(");
}

/** Both, in the order that lets a link's trailing space be removed before punctuation. */
export function tidyHtml(html: string): string {
  return tidyPunctuation(tidyLinks(html));
}
