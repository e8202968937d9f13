/**
 * English strings of the reader's ways in (issue 33): the home page's list of what a reader can
 * do, the navigation's new entries, a record's summary box, the two dates of a record (its
 * source's and the events'), the search's suggestions, and the comparison links and summary.
 * One area of the English table (../en.ts).
 */
export const ways = {
  "nav.compare": "Compare",
  "nav.offline": "Use offline",
  "ways.heading": "What you can do here",
  "ways.read": "Read the sources",
  "ways.readText": "Every record with its quotation, place, date and confidence: {links}",
  "ways.byGame": "by game",
  "ways.byRegion": "by region",
  "ways.bySource": "by source",
  "ways.byDate": "by date",
  "ways.compare": "Compare readings",
  "ways.compareText": "{pair}: a game of lines and points against a sowing game. {all}.",
  "ways.comparePair": "Montgomery’s fanorona and Flacourt’s fifangha",
  "ways.compareAll": "All comparisons",
  "ways.play": "Play and test a rule",
  "ways.playText":
    "Play {game} against a friend or the computer, change one rule and see what it changes.",
  "ways.studies": "Follow a documented game",
  "ways.studiesText": "A source’s own game, move by move, with the passage behind each move.",
  "ways.offline": "Use it offline",
  "ways.offlineText": "Keep a family of games on this device before you travel.",
  "ways.correct": "Suggest a correction",
  "ways.correctText": "Every record page opens the form filled in with that record.",
  "summary.label": "The record in brief",
  "summary.written": "Source written or published",
  "summary.events": "Events reported",
  "summary.date": "Date",
  "summary.place": "Place",
  "summary.edtf": "Date code (EDTF)",
  "summary.quoteFirst": "What the source says",
  "dates.source": "source {date}",
  "dates.events": "events {date}",
  "filter.centuryEvents": "Century of the events reported",
  "filter.centurySource": "Century the source was written or published",
  "search.didYouMean": "Did you mean {words}?",
  "compare.thisReading": "Compare this reading with another",
  "compare.fromSource": "Compare the readings of this source",
  "compare.fromRulesets": "Compare readings",
} as const;
