/**
 * English strings of sharing a position (src/simulator/share/: the image's caption, the embed
 * snippet, the download messages) and of the embed page (src/simulator/embed/): its labels
 * (`embed.`) and what its player says in the browser (`simb.embed.`, `simb.share.`), which
 * reach the page in its simulator's config like every `simb.` string.
 */
export const embed = {
  "embed.pageTitle": "{game} board — {site}",
  "embed.boardLabel": "Board (scrolls sideways on a narrow screen)",
  "embed.boardStart": "{game} board, {title}, start",
  "embed.caption": "Start position.",
  "embed.steps": "Step through the moves",
  "embed.first": "Start",
  "embed.prev": "Previous",
  "embed.next": "Next",
  "embed.last": "End",
  "embed.note":
    "The start position. The moves can be stepped through once the page has started (it needs JavaScript).",
  "embed.back": "Open on {site}",
  "simb.embed.start": "The start position.",
  "simb.embed.startMoves.one": "The start position; {n} move.",
  "simb.embed.startMoves.other": "The start position; {n} moves.",
  "simb.embed.move": "Move {ply} of {n}, {move}.",
  "simb.embed.boardStart": "{game} board, {title}, start",
  "simb.embed.boardAfter": "{game} board, {title}, after move {ply}",
  "simb.embed.whereStart": "Start position",
  "simb.embed.whereAfter": "After move {ply} of {n}",
  "simb.share.toMove": "{player} to move.",
  "simb.share.gameTitle": "{game}: {title}",
  "simb.share.startPosition": "Start position.",
  "simb.share.setUpPosition": "Set-up position.",
  "simb.share.afterStart": "Position after move {n} from the start.",
  "simb.share.afterSetUp": "Position after move {n} from the set-up position.",
  "simb.share.imageTitle": "{game} board, {title}",
  "simb.share.iframeTitle": "{game} board: {title}",
  "simb.share.downloaded": "Downloaded {name}: the board, its coordinates and a caption.",
  "simb.share.imageFailed": "The image could not be made: {why}.",
  "simb.share.embedLabel": "Embed code (paste it into a web page)",
  "simb.share.embedCopied": "Embed code copied: an <iframe> showing this board and its moves.",
  "simb.share.embedInField":
    "The embed code is in the field below the position; select it and copy it.",
} as const;
