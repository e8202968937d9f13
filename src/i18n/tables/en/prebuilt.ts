/**
 * The prebuilt comparisons' titles and why each is worth reading (src/compare/build.ts
 * `PREBUILT`, one `key` each): the compare index, each comparison's page and the links to it.
 * `{game}` is the first reading's game, in the page's language.
 */
export const prebuilt = {
  "prebuilt.montgomery-flacourt.title": "Montgomery's Fanorona and Flacourt's Fifangha",
  "prebuilt.montgomery-flacourt.why":
    "Two Malagasy games recorded about 230 years apart, one moving pieces along lines and one sowing counters in holes, and both chain captures within a turn. Flacourt makes capture compulsory; the DLP's summary of Montgomery does too.",
  "prebuilt.fanorona-five.title": "Fanorona in five readings",
  "prebuilt.fanorona-five.why":
    "Montgomery, Walker, the Basque article, the DLP and the computer rules agree on the board and the two ways of capturing, and part on the opening, on whether a chain must go on, and on what a chain may not do.",
  "prebuilt.vela-three.title": "Vela in three readings",
  "prebuilt.vela-three.why":
    "The handicap game after a defeat: who opens it, how long the winner may not capture, and what the loser does when he cannot take differ from source to source.",
  "prebuilt.msuwa-pair.title": "Msuwa and Msuwa wa Kunja, after Sanderson",
  "prebuilt.msuwa-pair.why":
    "Two Nyasaland four-row games from one account, differing in how the counters are set out at the start.",
  "prebuilt.chiana-pair.title": "Chiana wa Kunja and Chiana wa Bwalo, after Sanderson",
  "prebuilt.chiana-pair.why":
    "Two games in which series of counters chase each other, round the two outer rows or round each player's own rows, and capture by overtaking or by landing opposite.",
  "prebuilt.sanderson-dlp.title": "{game}: Sanderson (1913) and the DLP",
  "prebuilt.sanderson-dlp.why":
    "Sanderson's account against the Digital Ludeme Project's reading of it: where the DLP's rules say more, or other, than Sanderson's words.",
} as const;
