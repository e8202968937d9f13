/**
 * The offline packs' titles as /offline/ shows them: each family (src/offline/packs.ts ids) in
 * the page's language, and the pack's language named in itself. The page composes each pack's
 * title and hands it to its script (keep.ts) among its words, as `title.<pack id>`.
 */
export const packs = {
  "packs.family.fanorona": "Fanorona family",
  "packs.family.four-row-mancala": "Four-row mancala",
  "packs.title": "{family} — {language}",
} as const;
