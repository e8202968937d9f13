/**
 * English strings of a game page's engine findings (src/findings/): the note on how they are
 * computed, first turns, whether a player ever has a choice, and perfect play. One area of the
 * English table (../en.ts).
 */
export const findings = {
  "ef.note":
    "These figures are computed by the site's rules engine at build time, from the ruleset files as they stand; none of them is typed in by hand.",
  "ef.under": "Under",
  "ft.heading": "First turns",
  "ft.lead": "The legal turns from the start position, in the engine's notation.",
  "ft.tableLabel": "Legal first turns by ruleset",
  "ft.ruleset": "Ruleset",
  "ft.firstToMove": "First to move",
  "ft.legal": "Legal first turns",
  "ft.whole": "{turns} whole turns, from {steps} possible first steps",
  "ft.play": "Play it in the simulator",
  "ft.onlyHere": "Only this ruleset allows {turns} among those starting from the same position.",
  "fg.heading": "Does a player ever have a choice?",
  "fg.lead":
    "Each game is played from the start, listing the legal turns in every position, on the ruleset's own board and on other board sizes.",
  "fg.determined":
    "No position along any of these games offers more than one legal turn. {who}: each board size is one forced game, fully determined by its set-up. That is a property of the rules as read, not a fault of the engine.",
  "fg.whoSanderson": "Sanderson's description, read this way, leaves a player no choice",
  "fg.whoRules": "The rules, read this way, leave a player no choice",
  "fg.choices":
    "{total} positions along these games offer more than one legal turn (up to {most}); where they do, the game shown takes the first turn the engine lists.",
  "fg.limit": "the turn limit of {n} turns",
  "fg.cycle": "the position after turn {ply} repeats the one after turn {of}",
  "fg.forever": ", so without the limit the game would go round for ever",
  "fg.clean":
    "No position comes back along any of these games and none reaches {limit}: neither a repetition nor the turn limit ends any of them.",
  "fg.byLimit": "On {holes} holes the game is drawn by {limit}.",
  "fg.byLimitCycle": "On {holes} holes the game is drawn by {limit}: {cycle}.",
  "fg.repeatOnly": "On {holes} holes {cycle}, before the game ends.",
  "fg.others": "The other {n} games end before {limit}, with no position coming back.",
  "fg.tableLabel": "Games under {titles}",
  "fg.holes": "Holes a row",
  "fg.plies": "Turns played",
  "fg.withChoice": "Positions with a choice",
  "fg.result": "Result ({player} moves first)",
  "fg.resultShort": "Result",
  "fg.rulesetBoard": "(the ruleset's board)",
  "fg.wins": "{player} wins ({how})",
  "fg.drawn": "Drawn ({how})",
  "pp.heading": "Perfect play",
  "pp.centre": "the centre",
  "pp.corner": "the corners",
  "pp.side": "the middles of the sides",
  "pp.draw": "a draw with best play",
  "pp.winsIn.one": "{player} wins in {n} ply",
  "pp.winsIn.other": "{player} wins in {n} plies",
  "pp.startDraw":
    "With perfect play the game is a draw from the empty board: neither player can force a win, and the repetition rule ends the game.",
  "pp.start":
    "With perfect play {value} from the empty board, on {winner}'s {turn} turn, whatever {loser} does ({first} moves first).",
  "pp.each": "Each first placement, with perfect play after it (plies counted from the start):",
  "pp.counts":
    "The solver classifies all {valid} legal positions: {win} won, {loss} lost and {draw} drawn for the player to move.",
} as const;
