/**
 * French typography for the interface strings: the space before `;` `:` `!` `?` `»` and after
 * `«` is a narrow no-break space (U+202F), so that a line never breaks between a word and its
 * punctuation. Applied to the French table as it is built (table.ts), so translators type an
 * ordinary space and no string can forget it. Other languages set their punctuation tight.
 */
const NARROW_NBSP = "\u202f";

export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0]+([;:!?»])/g, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00a0]+/g, `«${NARROW_NBSP}`);
}
