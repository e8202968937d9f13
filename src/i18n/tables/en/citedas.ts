/**
 * How another source cites one field of a source record ("DLP database gives the year as 1896"),
 * on source pages and in the CSL export's note (src/downloads/bibliography.ts, `citedAsText`).
 */
export const citedas = {
  /** {value}: the year as the other source gives it. */
  "citedAs.issued": "the year as {value}",
  /** {value}: the publisher as the other source gives it. */
  "citedAs.publisher": "the publisher as {value}",
  /** {value}: the pages as the other source gives them. */
  "citedAs.page": "the pages as {value}",
  /** {value}: the volume as the other source gives it. */
  "citedAs.volume": "the volume as {value}",
  /** Any other field: {field} its name in the record (verbatim), {value} as the source gives it. */
  "citedAs.other": "{field} as {value}",
} as const;
