/**
 * The field interview (src/record/): "Record how this game is played here", its questions, the
 * observed ruleset it yields. The element reads them from its page (`data-words`), without the
 * `record.` prefix.
 */
export const record = {
  "record.cta": "Record how this game is played here",
  "record.ctaNote":
    "A field interview: the rules the sources differ on, asked one by one, with the board.",
  "record.indexTitle": "Record how a game is played",
  "record.indexIntro":
    "Fanorona and the four-row games are played today. Choose a game to interview a player: each rule the engine knows becomes a question, with what every source says and a position where the answer matters. The answers are kept on this device as you go, and become an observed ruleset you can play and compare with every reading.",
  "record.heading": "Record how {game} is played here",
  "record.intro":
    "Ask the player each question in turn. Every answer may be “the player did not know” or “players disagree”: it is kept as such, never replaced by a source's value. The answers are kept on this device as you go.",
  "record.games": "Games",
  "record.kept": "Interviews kept on this device",
  "record.keptNone": "None kept on this device yet.",
  "record.keptItem": "{game}, {date}, {place}: {n} answered",
  "record.about": "The interview",
  "record.date": "Date",
  "record.place": "Place",
  "record.placeKnown": "A place in the regions",
  "record.placeNone": "(none chosen)",
  "record.placeNew": "Or a new place: its name",
  "record.lat": "Latitude",
  "record.lon": "Longitude",
  "record.person": "Person asked: a name or an anonymous label",
  "record.consent": "May their name be published?",
  "record.consentGiven": "Yes: consent given",
  "record.consentNot": "No: consent not given",
  "record.language": "Language of the interview",
  "record.questions": "The questions",
  "record.answer": "The player's answer",
  "record.unknown": "The player did not know",
  "record.disagree": "Players disagree",
  "record.heldBy": "as {readings}",
  "record.inWords": "In the player's words",
  "record.sources": "What each reading says",
  "record.never": "never",
  "record.positionTitle": "A position where “{option}” matters",
  "record.atStart": "At the start.",
  "record.afterLine": "After {line}.",
  "record.onlyUnder": "Under “{value}”, {turns} may be played; under “{other}”, not.",
  "record.noPosition":
    "The engine found no position within {depth} turns of the start where this answer changes what may be played: ask it in words.",
  "record.playUnder": "Play it out under “{value}”",
  "record.noscript":
    "Without a script the answers are not kept on this device nor turned into a ruleset: write them down.",
  "record.loading": "The interview starts when you answer.",
  "record.couldNotStart": "The interview could not start: {error}",
  "record.savedAt": "Kept on this device at {time}.",
  "record.notSaved": "This device would not keep the answers: {error}",
  "record.result": "What the interview yields",
  "record.observed": "An observed ruleset of {game}: {answered} of {total} questions answered.",
  "record.nearest": "Closest to {reading}; it differs on:",
  "record.sameAs": "Every answer given is as {reading} reads it.",
  "record.differs": "{option}: {value} ({reading}: {theirs})",
  "record.open": "Left open",
  "record.openUnknown": "{option}: the player did not know",
  "record.openDisagree": "{option}: players disagree",
  "record.openPlayed":
    "To play it, an option left open or not asked takes the value {reading} gives it: the ruleset still says it is open.",
  "record.play": "Play this ruleset",
  "record.compare": "Compare with every reading",
  "record.export": "Export as a contribution",
  "record.exportNote":
    "Two files for the project's repository, checked as the build checks them; add {id} to the list `rulesets` in {path}. Without the player's consent no name leaves this device.",
  "record.download": "Download {file}",
  "record.new": "Start a new interview",
  "record.resume": "Resume",
  "record.delete": "Delete",
} as const;
