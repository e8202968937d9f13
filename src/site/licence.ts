/**
 * The licences, stated once for the footer, /data/ and the method page. The same terms are in
 * LICENSE (code) and content/LICENSE.md (data) at the root of the project.
 */
export const LICENCES = {
  data: {
    name: "CC BY 4.0",
    title: "Creative Commons Attribution 4.0 International",
    href: "https://creativecommons.org/licenses/by/4.0/",
    covers:
      "the records, summaries, translations marked as ours, rulesets and downloads (everything written for this site)",
  },
  code: {
    name: "MIT",
    title: "MIT License",
    href: "https://opensource.org/license/mit",
    covers: "the rules engine, the site's code and the tests",
  },
  /** What neither licence covers. */
  excluded:
    "Quotations remain their authors' and publishers' work: the pre-1927 sources are in the public domain; later ones are quoted briefly, with their source, for study and criticism. Translations credited to a published translator belong to that translator.",
} as const;
