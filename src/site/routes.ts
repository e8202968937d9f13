/** Site URLs, one function per kind of page: the one place a page's address is made. */
export const url = {
  home: () => "/",
  games: () => "/games/",
  game: (id: string) => `/games/${id}/`,
  evidenceIndex: () => "/evidence/",
  evidence: (id: string) => `/evidence/${id}/`,
  sources: () => "/sources/",
  source: (id: string) => `/sources/${id}/`,
  /** The genealogy of the sources (a fixed page under /sources/; no source may take the id). */
  genealogy: () => "/sources/genealogy/",
  /** A relation between two sources: its permanent anchor on the genealogy page. */
  relation: (id: string) => `/sources/genealogy/#relation-${id}`,
  regions: () => "/regions/",
  region: (id: string) => `/regions/${id}/`,
  rulesets: () => "/rulesets/",
  /** A ruleset by its collection id (`<game>/<id>`), which is also its URL path. */
  ruleset: (entryId: string) => `/rulesets/${entryId}/`,
  /** A ruleset as kept under a release (src/versions/): its playable form, as JSON. */
  keptRuleset: (entryId: string, version: string) =>
    `/rulesets/${entryId}/versions/${version}.json`,
  timeline: () => "/timeline/",
  /** The comparisons: the prebuilt ones and the picker (src/compare/). */
  compareIndex: () => "/compare/",
  /** The field interviews (src/record/): the games, and the interviews kept on the device. */
  record: () => "/record/",
  /** A game's field interview: "Record how this game is played here". */
  recordGame: (game: string) => `/record/${game}/`,
  /** The offline packs a reader can keep (src/offline/). */
  offline: () => "/offline/",
  search: () => "/search/",
  data: () => "/data/",
  method: () => "/method/",
  glossary: () => "/glossary/",
  /** A game term's entry: its permanent anchor on the glossary page. */
  term: (id: string) => `/glossary/#${id}`,
  names: () => "/names/",
  /** Source studies: a source's game as annotated chapters, with lesson mode. */
  studies: () => "/studies/",
  study: (id: string) => `/studies/${id}/`,
  /** A person's, place's or people's entry: its permanent anchor on the names page. */
  name: (id: string) => `/names/#${id}`,
  /** A game's board alone, for an <iframe> on another site; the simulator's game link as hash. */
  embed: (game: string) => `/embed/${game}/`,
  /**
   * The contribution form (src/contribute/); with `edit` (`rulesets/<game>/<id>`,
   * `evidence/<id>`, `sources/<id>`) it opens prefilled with that record, to propose a correction.
   */
  contribute: (edit?: string) =>
    edit === undefined ? "/contribute/" : `/contribute/?edit=${edit}`,
} as const;
