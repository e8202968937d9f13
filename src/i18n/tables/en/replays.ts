/**
 * English titles of the simulator's documented-game replays (src/simulator/replays.ts), which
 * reach the browser in the page's `data-sim-config`. One area of ../en.ts. The Basque article's
 * opening names (vakiloha, havanana…) are Malagasy game terms and stay in every language; their
 * glosses are translated.
 */
export const replays = {
  /** One of the article's five openings: `{name}` its Malagasy name, `{gloss}` what it means. */
  "replay.opening": "The Basque article's opening {name} ({gloss})",
  "replay.gloss.vakiloha": "forward",
  "replay.gloss.havanana": "diagonally from the right",
  "replay.gloss.havia": "diagonally from the left",
  "replay.gloss.fohy": "from the side, by approach",
  "replay.gloss.kobaka": "from the side, by withdrawal",
  /** The replay of the article's example vela be (a game term, kept). */
  "replay.velaBe": "The Basque article's example vela be, its first sixteen moves",
  /** The solver's line under a ruleset, `{title}` the ruleset's title. */
  "replay.perfect": "Perfect play under {title} (the solver's line)",
  /** The one game a ruleset allows, `{title}` the ruleset's title. */
  "replay.forced": "The forced game under {title}",
  /**
   * A ruleset's English title inside a title in another language, where it has no translation
   * (a replay's title is plain text in the page's config, so it cannot be marked `lang="en"`).
   */
  "replay.englishTitle": "{title}",
} as const;
