/**
 * The credit a record's own page gives its title (evidence, ruleset, study): who translated it
 * and its review, once, under the heading; lists show the title without it (src/i18n/content.ts,
 * `titleIn`).
 */
export const titles = {
  /** Under a heading in translation (src/site/components/RecordHeading.astro): `{by}` the translator, `{review}` "awaiting review" or who reviewed it. */
  "titles.credit": "Title translated by {by}; {review}",
  /** Under a heading still in English on a page in another language; `{language}` names the page's. */
  "titles.untranslated": "Title not yet translated into {language}: shown in English.",
  /**
   * On an evidence page whose record no ruleset follows: which reading its simulator plays
   * instead, named by its title in the page's language; `{year}` the reading's year.
   */
  "titles.preset.undated":
    "No ruleset follows this record and it has no date to compare; playing {title}, the first reading listed for the game.",
  "titles.preset.earliest":
    "No ruleset follows this record; playing {title} ({year}), the earliest rules we have.",
  "titles.preset.closest":
    "No ruleset follows this record; playing {title} ({year}), the reading closest to it in time.",
} as const;
