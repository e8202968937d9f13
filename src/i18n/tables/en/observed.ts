/**
 * An observed ruleset's page (src/record/RulesetObservation.astro): where, when and with whom
 * the game was observed, and the options the interview left open.
 */
export const observed = {
  "observed.heading": "Recorded at a field interview",
  "observed.intro":
    "This reading is how the game was played at one place on one date, as the players asked there told it. It stands beside the historical readings and replaces none of them: {method}.",
  "observed.methodLink": "how an observed ruleset is weighed",
  "observed.card": "recorded at a field interview on {date}",
  "observed.date": "Date of the interview",
  "observed.place": "Place",
  "observed.placeAt": "{name} ({lat}, {lon})",
  "observed.notRecorded": "not recorded",
  "observed.people": "People asked",
  "observed.anonymous": "a player, anonymous: consent to publish a name was not given",
  "observed.language": "Language of the interview",
  "observed.open": "Left open",
  "observed.openNone": "nothing: every question was answered with a value",
  "observed.why.unknown": "the player did not know",
  "observed.why.disagree": "players disagree",
  "observed.why.not-asked": "not asked",
  "observed.optionOpen":
    "Left open at the interview ({why}). The value shown is only what the simulator plays, taken from the reading closest to the answers; it is not the players' answer.",
} as const;
