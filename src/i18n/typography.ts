/**
 * French typography: the space before `;` `:` `!` `?` `»` and after `«` is a narrow no-break
 * space (U+202F), so that a line never breaks between a word and its punctuation, and the build's
 * tidying of formatting space before `;` and `:` after a tag (src/site/tidy-html.ts) leaves it.
 * Applied to the French interface table as it is built (table.ts) and to our French content
 * texts where a page picks them (content.ts, `translationIn`), so translators type an ordinary
 * space and no string can forget it. Other languages set their punctuation tight.
 */
const NARROW_NBSP = "\u202f";

/**
 * A figure's space before `%` or a unit ("95 %", "{seconds} s") as the narrow no-break space
 * numbers.ts writes in French and Malagasy figures (48,6 %, 512 ko), so a string's own figures
 * and the ones filled into it read alike and never break from their unit.
 */
export function figureSpacing(text: string): string {
  return text.replace(
    /([\p{N}}])[ \u00a0]+(%|(?:s|ms|min|ko|Mo|Go|km)(?![\p{L}\p{N}]))/gu,
    `$1${NARROW_NBSP}$2`,
  );
}

export function frenchSpacing(text: string): string {
  return figureSpacing(text)
    .replace(/[ \u00a0]+([;:!?»])/g, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00a0]+/g, `«${NARROW_NBSP}`);
}
