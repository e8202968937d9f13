/**
 * English strings of the glossary's and the names authority's entries: what kind of word each
 * is, who gives a gloss or a form and its review, and the labels of its links. One area of the
 * English table (../en.ts).
 */
export const glossary = {
  "gl.topic.game": "{language}, the name of a game",
  "gl.topic.phase": "{language}, a phase of play",
  "gl.topic.board": "{language}, a part of the board",
  "gl.topic.piece": "{language}, the pieces",
  "gl.topic.move": "{language}, a move",
  "gl.topic.outcome": "{language}, an outcome",
  "gl.topic.player": "{language}, a player",
  "gl.nameKind.person": "{language}, person",
  "gl.nameKind.place": "{language}, place",
  "gl.nameKind.people": "{language}, people",
  "gl.awaiting": "awaiting review by a native speaker",
  "gl.checkedBy": "checked by {who}",
  "gl.aNativeSpeaker": "a native speaker",
  "gl.specialist": ", from knowledge outside our sources",
  "gl.ours": "ours",
  "gl.jumpLabel": "Jump to a letter",
  "gl.findLabel": "Filter the entries:",
  "gl.shown": "{n} of {total} shown",
  "gl.linkTo": "Link to {term}",
  "gl.today": "Today’s form:",
  "gl.asWritten": "As the sources write it:",
  "gl.games": "Games",
  "gl.region": "Region",
  "gl.distinctFrom": "Not to be confused with",
  "gl.standard": "Standard form: {form}",
  "gl.inEnglish": "(in English)",
} as const;
