/**
 * French typography: the space before `;` `:` `!` `?` `»` and after `«` is a narrow no-break
 * space (U+202F), so that a line never breaks between a word and its punctuation, and the build's
 * tidying of formatting space before `;` and `:` after a tag (src/site/tidy-html.ts) leaves it.
 * Applied to the French interface table as it is built (table.ts) and to our French content
 * texts where a page picks them (content.ts, `translationIn`), so translators type an ordinary
 * space and no string can forget it. Other languages set their punctuation tight.
 */
const NARROW_NBSP = "\u202f";

export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0]+([;:!?»])/g, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00a0]+/g, `«${NARROW_NBSP}`);
}
