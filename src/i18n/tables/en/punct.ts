/**
 * Punctuation that components put between parts they join, per language (French sets a narrow
 * no-break space before `;`, src/i18n/typography.ts; English and Malagasy set it tight).
 */
export const punct = {
  /** Between two clauses of one line (a translation's credit and its review state). */
  "punct.clauses": "; ",
} as const;
