/**
 * English strings of the licence paragraphs of the data page (src/pages/[...lang]/data/): what
 * each licence covers, the same words as src/site/licence.ts (which the downloads' own metadata
 * states in English). One area of ../en.ts.
 */
export const licence = {
  "licence.covers.data":
    "the records, summaries, translations marked as ours, rulesets and downloads (everything written for this site)",
  "licence.covers.code": "the rules engine, the site's code and the tests",
} as const;
