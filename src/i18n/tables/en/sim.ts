/**
 * English strings of the simulator: its server-rendered heading, board label and notes
 * (`sim.`), and the messages its browser code says (`simb.`), which a page passes to the element
 * in its config (src/play/words.ts) so that the browser never loads the tables. One area
 * of the English table (../en.ts).
 */
export const sim = {
  "sim.heading": "Simulator",
  "sim.cannotMentioned":
    "The simulator cannot play {game}: our sources name the game but do not give rules enough to play it.",
  "sim.cannotYet":
    "The simulator cannot play {game} yet: no ruleset has been written for it that the rules engine plays.",
  "sim.boardLabel": "Simulator board (scrolls sideways on a narrow screen)",
  "sim.startNote":
    "The start position under {title}. The board becomes playable when this part of the page is shown (it needs JavaScript).",
  "sim.startTitle": "{game}: the start position under {title}",
  "simb.yourChange": "your change, not the rule of {source}, {locator}",
  "simb.cite": "{source}, {locator}",
  "simb.citeBasis": "{source}, {locator}, {basis}",
  "simb.refusal": "{why} ({cite})",
  "simb.refusalBare": "{why}",
  "simb.untranslated": "{why}",
  "simb.draw": "The game is drawn ({reason}).",
  "simb.wins": "{player} wins ({reason}).",
  "simb.reasonCite": "{reason}; {cite}",
  "simb.played": "{player} played {move}.",
  "simb.playedTaking": "{player} played {move}, taking {taken}.",
  "simb.teloDraw": "draw with best play",
  "simb.teloWin": "wins in {n} plies",
  "simb.teloWinOne": "wins in 1 ply",
  "simb.teloLose": "loses in {n} plies",
  "simb.teloLoseOne": "loses in 1 ply",
  "simb.player.white": "white",
  "simb.player.black": "black",
  "simb.player.south": "south",
  "simb.player.north": "north",
} as const;
