/**
 * The fixed words of a locator (where in a source a passage is: "pp. 151-155", "Riatra, rule 9",
 * "chapter XXXIV"), which src/site/locator-parts.ts words in the page's language. One area of
 * ../en.ts. The English is what the content files write, word for word: a test reads every
 * locator back through these strings and expects it unchanged. `{n}` is a page, rule, paragraph
 * or chapter number or range; the rest of a locator (a source's own heading, our notes) is not
 * here and stays as written.
 */
export const locators = {
  "loc.page": "p. {n}",
  "loc.pages": "pp. {n}",
  "loc.volume": "vol. {n}",
  "loc.rule": "rule {n}",
  "loc.rules": "rules {n}",
  /** Two numbers of one kind, "rules 4 and 6". */
  "loc.and": "{a} and {b}",
  "loc.para": "para. {n}",
  "loc.paras": "paras. {n}",
  "loc.chapter": "chapter {n}",
  "loc.table": "table",
  "loc.row": "row {n}",
  "loc.footnote": "Footnote {n}",
  /** A passage we hold only as another record quotes it; `{id}` that record's id. */
  "loc.quotedIn": "as quoted in {id}",
  "loc.dlpQuotes": "as the DLP quotes it",
  /** An entry of a source's bibliography, `{entry}` the author (and year) it names. */
  "loc.entryFor": "entry for {entry}",
  /** A step of a study that is the engine's, not a source's: the solver's line, turn `{n}`. */
  "loc.solver": "The engine's solver",
  "loc.ply": "ply {n}",
  /** A source whose rules we know only by their place in it. */
  "loc.rulesSection": "rules section",
  "loc.noText": "no text held",
} as const;
