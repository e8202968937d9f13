/**
 * English strings of a study page (src/studies/, src/pages/[...lang]/studies/[id].astro): the
 * chapter's headings and labels (`study.`), and what the lesson says in the browser
 * (`simb.study.`), which reaches it in the lesson's config with the simulator's words
 * (src/play/words-build.ts), so the lesson's script carries no table.
 */
export const study = {
  "study.description": "{title}: a source study of {game}.",
  "study.game": "Game",
  "study.playedUnder": "Played under",
  "study.sources": "Sources",
  "study.evidence": "Evidence",
  "study.chapter": "Chapter {n}: {title}",
  "study.boardLabel": "Lesson board (scrolls sideways on a narrow screen)",
  "study.boardTitle": "{game}: the chapter's start, {chapter}",
  "study.continue": "Continue",
  "study.hint": "Hint",
  "study.restart": "Start again",
  "study.startNote":
    "The chapter's start position. Lesson mode, in which you play each move the passage describes, starts when this part of the page is shown (it needs JavaScript).",
  "study.steps": "The passage, step by step",
  "study.ourWords": "In our words ({locator}):",
  "study.decisionOf": "The decision {decision} of {turns}",
  "study.then": "{before}, then {after}",
  "study.turn": "{player} {move}",
  "study.noMove": "No move: the words describe none.",
  "study.checked": "Checked by the engine when the site is built:",
  "study.claim.ruleDecides": "switching the option {option} to {off} changes the play here",
  "study.claim.ruleNone": "switching the option {option} to {off} changes no turn of this game",
  "study.claim.fixedOption":
    "the engine has no other reading of this rule (option {option}, one value), so that it matters here cannot be shown by switching it",
  "study.claim.fixedBase":
    "a base rule of the engine, which no option switches, so that it matters here cannot be shown by switching it",
  "study.claim.captures": "{turns} captures",
  "study.claim.takesNothing": "{turns} takes nothing",
  "study.claim.legalTurns": "legal turns offered before {turns}: {count}",
  "study.claim.result": "after {turns}, the engine's result is {result}",
  "study.claim.refused": "instead of {turns}, {turn} is refused, among others by the rule {rule}",
  "study.mainLine": "The main line",
  "study.solver": "(solver: this move {value}; the best the position offered: {best})",
  "study.value.draw": "a draw with best play",
  "study.value.win.one": "wins in {n} ply",
  "study.value.win.other": "wins in {n} plies",
  "study.value.lose.one": "loses in {n} ply",
  "study.value.lose.other": "loses in {n} plies",
  "study.asFile": "The chapter as a notation file",
  "study.fileNote":
    "The format is the project's own game notation (version 1, on the model of chess's PGN), kept with its code; every move is checked by the rules engine when the site is built.",
  "study.linksNote":
    "A source's game move by move beside its words, with a lesson in which you play each move.",
  "study.ours": "ours",
  "simb.study.passageEnds": "The passage ends here.",
  "simb.study.over": "The lesson is over: the passage ends here.",
  "simb.study.overShort": "The lesson is over.",
  "simb.study.again": "The lesson starts again.",
  "simb.study.askMove": "Play the move it describes.",
  "simb.study.askRead": "Read on: press Continue.",
  "simb.study.head": "Step {n} of {total}, the source's words, {locator}",
  "simb.study.headOurs": "Step {n} of {total}, in our words, {locator}",
  "simb.study.translation": "{text} (translation: {by})",
  "simb.study.ourTranslation": "{text} ({credit})",
  "simb.study.say": "Step {n} of {total}: {words} {ask}",
  "simb.study.sayTranslated": "Step {n} of {total}: {words} ({translation}) {ask}",
  "simb.study.board": "{game} lesson board",
  "simb.study.stop": "Stop the chain here",
  "simb.study.play": "Play {step}",
  "simb.study.noMoveAsked": "This step asks for no move: press Continue.",
  "simb.study.chosenNone": "{point} chosen; it has no legal move now.",
  "simb.study.chosen": "{point} chosen: it can go to {targets}.",
  "simb.study.choose": "Choose: {options} (buttons below the board).",
  "simb.study.refused": "Refused [rule {rule}]: {why}",
  "simb.study.refusedBare": "Refused: {why}",
  "simb.study.clause": "The clause: “{clause}”",
  "simb.study.other":
    "Legal, but the passage describes {expected}: the rules allow {text}, the source plays {expected} here. Try again, or press Hint.",
  "simb.study.otherInTurn":
    "Legal, but the passage describes {expected} (in the turn {turn}): the rules allow {text}, the source plays {expected} here. Try again, or press Hint.",
  "simb.study.otherSolver":
    "Legal, but the solver's line plays {expected}: the rules allow {text}, the line plays {expected} here. Try again, or press Hint.",
  "simb.study.otherSolverInTurn":
    "Legal, but the solver's line plays {expected} (in the turn {turn}): the rules allow {text}, the line plays {expected} here. Try again, or press Hint.",
  "simb.study.opponent":
    "That is {opponent}'s piece, and {player} is to move: choose {where}, where the move asked for starts.",
  "simb.study.right": "Right: {move}.",
  "simb.study.rightMore": "Right: {move}. Go on: the step describes more.",
  "simb.study.hintPlay": "Play {move}.",
  "simb.study.hintLook": "Look at {where}.",
  "simb.study.wherePiece": "the piece on {point}",
  "simb.study.wherePoint": "the point {point}",
  "simb.study.whereHole": "{player}'s hole {hole}",
  "simb.study.whereButtons": "the buttons below the board",
} as const;
