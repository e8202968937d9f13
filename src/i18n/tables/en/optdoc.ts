/**
 * What each engine option means (`optdoc.<option key>`, or `optdoc.<option key>.<game>` where
 * games give one key two meanings). The English is the engine's own `doc` (`optionDoc`), word
 * for word: src/site/option-words.ts finds a meaning's key by its English, so when the engine
 * rewords an option, its entry here no longer matches and the engine's English shows until the
 * entry is written again in every language (tests/site/option-words.test.ts lists what is
 * missing or stale). One area of ../en.ts.
 */
export const optdoc = {
  "optdoc.starts":
    "who makes the first turn (in vela the loser of the previous game always plays White, the winner Black)",
  "optdoc.capture-choice":
    "when one step captures both by approach and by withdrawal, the player chooses one, or the named kind takes precedence",
  "optdoc.compulsory-capture.fanorona":
    "a turn must begin with a capture when one is available; when false a non-capturing move (paika) may be played instead",
  "optdoc.continuation":
    "after a capture the same piece may, or must, go on capturing while a legal capture step remains",
  "optdoc.no-same-direction": "two consecutive steps of a chain may not go in the same direction",
  "optdoc.no-revisit":
    "a chain may not return to any point the piece occupied in the turn, the starting point included: that is, to any point it has left during the turn (Montgomery's proviso (a) read as any point left during the run)",
  "optdoc.no-immediate-return":
    "a chain may not go straight back to the point it has just left (Montgomery's proviso (a) read as the point just left)",
  "optdoc.no-same-line": "each step of a chain must be along a board line not yet used in the turn",
  "optdoc.no-opposite-capture":
    'a capture may not take pieces lying opposite to those of the capture just made (Montgomery\'s "at both ends"), "opposite" as option opposite-capture-frame reads it',
  "optdoc.opposite-capture-frame":
    'how no-opposite-capture reads "opposite": board, the pieces taken lie in the board direction opposite to those the capture just before took; heading, relative to the way the piece moves in each step, an approach takes pieces in front of it and a withdrawal pieces behind it, so a withdrawal may not follow an approach, nor an approach a withdrawal (right and left never arise: every capture lies on the line of its step); it decides nothing while no-opposite-capture is off',
  "optdoc.opening-single-capture":
    "which turns are limited to one capture step: none, the first turn of the game, or each player's first turn",
  "optdoc.blocked.fanorona": "what happens to a player who has pieces but no legal turn",
  "optdoc.draw-quiet-turns":
    "the game is drawn after this many consecutive turns without capture (null: never)",
  "optdoc.draw-repetition":
    "the game is drawn when a position (board and player to move) occurs this many times since the last capture, within one game record (null: never)",
  "optdoc.draw-neither-can-capture":
    'the game is drawn when neither side can capture and no move of the player to move would give either side a capture (a one-move reading of "neither side can capture any more")',
  "optdoc.board": "the board vela is played on",
  "optdoc.vela-form":
    "vela be starts from the normal set-up; vela kely removes the winner's back row (rank 5)",
  "optdoc.vela-release-9x5":
    "on the 9x5 board the winner (Black) may not capture while he has more pieces than this; at this number normal play resumes for both",
  "optdoc.vela-release-5x5":
    "on the 5x5 board the winner (Black) may not capture while he has more pieces than this; at this number normal play resumes for both",
  "optdoc.vela-loser-single-capture":
    "before the release the loser (White) captures one piece a turn, the enemy piece nearest to his own on the line captured",
  "optdoc.vela-loser-cannot-capture":
    "what happens when, before the release, the loser has no capture: he wins the vela, or plays a non-capturing move",
  "optdoc.vela-winner-must-offer":
    "before the release the winner must make a move after which the loser can capture, when such a move exists",
  "optdoc.diagonals": "the two main diagonals are lines of the board, for moving and for rows",
  "optdoc.pieces":
    "pieces per player, placed one a turn on an empty point until a player's pieces are all on the board; only then does that player move",
  "optdoc.movement":
    "a move takes one piece one step along a line to the adjacent empty point, or (anywhere, a variant for comparison) to any empty point",
  "optdoc.win.fanorona-telo":
    "a player who gets three pieces on one line wins at once, while placing as well as while moving",
  "optdoc.repetition":
    "the game is drawn (void) when the same position with the same player to move occurs this many times since the last placement",
  "optdoc.blocked.fanorona-telo": "what happens to a player with no legal turn",
  "optdoc.holes.chiana-wa-kunja": "holes in each row (Sanderson: any number)",
  "optdoc.circuit":
    "outer-rows: both series travel the ring of the two back rows (Chiana wa Kunja); own-rows: each player's series travels its own two rows (Chiana wa Bwalo)",
  "optdoc.counters.chiana-wa-kunja":
    "counters put in every hole of each player's back row at the start",
  "optdoc.first-player": "who makes the first move",
  "optdoc.direction.chiana-wa-kunja":
    "the way the series travel (anticlockwise: left to right along the player's near side)",
  "optdoc.sow-from.chiana-wa-kunja":
    "a move spreads the last (rearmost) hole of the player's series, one counter in each following hole",
  "optdoc.respread":
    "a spread that leaves one counter in the front hole and two in the hole behind it is followed by another spread of the (new) rearmost hole",
  "optdoc.capture.chiana-wa-kunja":
    "overtake: spreading into the opponent's series captures every hole sown into; last-empty-front: a last counter falling into an empty front-row hole takes the opponent's facing front-row hole; newly-occupied-front: every empty front-row hole the spread occupies takes the facing hole",
  "optdoc.captured":
    "in-place: captured holes join the captor's series where they are; behind-series: their counters go to the hole behind the captor's series (the hole the spread started from); removed: captured counters leave the board",
  "optdoc.compulsory-capture.chiana-wa-kunja":
    "a player who has a move that captures must make one (Sanderson and the DLP's summaries say nothing either way); in Chiana wa Kunja, where a player has one move (two only for a lone counter under lone-counter one-or-two), it never decides under the sources' readings",
  "optdoc.singleton-rear":
    "a lone counter in the rearmost hole of a series of two or more holes is first added to the next hole, which is then spread",
  "optdoc.lone-counter":
    "a player left with a single counter moves it two holes, one or two holes at its choice, or one hole",
  "optdoc.endless-sowing":
    "a relay or re-spreading that would never end stops at its first repeated situation, or at its 100,000th relay lift, and the turn ends (relay.ts)",
  "optdoc.turn-limit": "the game is drawn when this many turns have been played without a result",
  "optdoc.win.chiana-wa-kunja":
    "the player who captures all the opponent's counters (Kunja: holes) wins",
  "optdoc.holes.msuwa":
    "holes in each row (the DLP's summary: an even number from 10 to 20; Sanderson: as many as Nsolo)",
  "optdoc.setup.msuwa":
    "msuwa: two in every hole but each player's right-hand front-row hole (none) and the one left of it (one); msuwa-back-row: the same with the empty hole and its one-counter neighbour at the right-hand end of each player's back row (Sanderson does not name the row of 'the empty right-hand end hole'); msuwa-wa-kunja: two in every back-row hole only",
  "optdoc.sow-from.msuwa":
    "a turn sows the whole contents of one hole of the player's own two rows",
  "optdoc.direction.msuwa": "sowing direction round the player's two rows",
  "optdoc.relay.msuwa":
    "a last counter falling into an occupied hole lifts that hole and sowing goes on",
  "optdoc.capture.msuwa":
    "empty-front: a last counter falling into an empty hole of the player's front row takes the opponent's facing front-row hole (the DLP's condition); any-front: Sanderson's 'the hole arrived at' with no emptiness condition, the capture tested before the relay, so a last counter in a front-row hole, empty or not, facing counters takes them and the sowing ends there, while an occupied hole facing an empty one relays",
  "optdoc.compulsory-capture.msuwa":
    "a player who has a sowing that captures must make one (Sanderson and the DLP's summary say nothing either way)",
  "optdoc.capture-outer":
    "when the front-row hole is taken, the opponent's back-row hole behind it is taken too",
  "optdoc.extra-captures": "how many further holes of the opponent the captor chooses and takes",
  "optdoc.extra-capture-condition":
    "the extra holes are taken after any capture (front) or only when both facing holes held counters (front-and-back)",
  "optdoc.singletons":
    "restricted: a single counter may be sown only when no hole of the player holds more, and only into an empty hole",
  "optdoc.no-move": "a player who cannot move",
  "optdoc.win.msuwa": "the player who captures all the opponent's counters wins",
  "optdoc.holes.fifangha": "holes in each row (Flacourt: 32 holes in four rows)",
  "optdoc.counters.fifangha": "bassi in the game, half for each player (Flacourt: 64)",
  "optdoc.setup.fifangha":
    "one bassi in each of the twelve middle cells of the front rows (second Chibou and the four cells between them on each side); the rest in reserve",
  "optdoc.reserve":
    "per-player: each player plays from its own reservoir (its half of the bassi less the six on the board); shared: both draw from one reservoir",
  "optdoc.opening":
    "middle-cells: the first player's first bassi goes into one of its four middle cells",
  "optdoc.placement": "a bassi from the reserve may only be put into a hole that holds bassi",
  "optdoc.compulsory-capture.fifangha": "a player who can capture must capture",
  "optdoc.capture-target":
    "captured bassi go to either of the captor's first Chibou (its choice) or to the one on the capturing hole's half",
  "optdoc.chibou-capture":
    "when-both-held: if the receiving first Chibou already held bassi before this capture and the opponent's first Chibou facing it holds bassi, both are emptied and sown inwards from the receiving Chibou; when-opposite-occupied: the same whenever the facing Chibou holds bassi; always: the receiving Chibou (with the facing one) is sown after every capture; none: captures stay in the Chibou",
  "optdoc.chain-target":
    "a capture made by the last bassi of that sowing goes to the first Chibou that was emptied",
  "optdoc.mamoueatsrha":
    "the holes that may receive the bassi of a mamoueatsrha: any occupied hole of the player's two rows, or of its front row only",
  "optdoc.direction.fifangha":
    "a mamoueatsrha is sown to the left or to the right, as the player chooses",
  "optdoc.relay.fifangha":
    "a last bassi falling into an occupied hole lifts it and sowing goes on, round the player's two rows, until one falls into an empty hole (mandre)",
  "optdoc.camou":
    "a player loses when all the holes of its two rows (side) or of its front row (Chibou and cells) are empty",
  "optdoc.after-reserve":
    "sow: a player without reserve lifts one of its holes and sows it left or right; if the last bassi of that first lap falls into an occupied front-row hole facing an occupied hole it captures, as a bassi from the reserve does, else the sowing relays to mandre as a mamoueatsrha; count: the game ends when the player to move has no reserve, the player with more bassi on its side winning",
  "optdoc.extra-captures-declinable":
    "the captor may stop before taking every extra hole it is owed (the step x-, which ends the turn); false: it takes them all",
  "optdoc.end-hole":
    "whose side has the empty right-hand end hole and the one-counter hole beside it (setup msuwa or msuwa-back-row): each player's, or one such pair on the whole board (Sanderson's singular 'the empty right-hand end hole'), on the first or on the second player's side; it decides nothing under setup msuwa-wa-kunja",
} as const;
