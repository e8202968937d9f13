/**
 * The engine's typed errors in words: why a text is not a well-formed position, move or turn
 * (`simb.parse.<reason>`, `ParseError.reason` of src/engine/core/errors.ts `PARSE_REASONS`) and
 * why a ruleset or a reader's change to it does not compile (`simb.option.<reason>`,
 * `OPTION_REASONS`, with what an option accepts, `simb.optexp.*`): one entry per reason, its
 * values (`params`) as placeholders. The English is the engine's `message` word for word
 * (tests/site/parse-words.test.ts makes each error from bad input and compares). Every key
 * is `simb.`-prefixed: a French or Malagasy simulator's config carries it to the browser
 * (words-build.ts); an English page shows the engine's English and goes without.
 */
export const parse = {
  "simb.parse.telo-no-point": "no point {point} on the board (points are a1..c3)",
  "simb.parse.telo-not-a-turn": "not a turn: write a placement as @b2 and a move as a1b2",
  "simb.parse.telo-position-fields":
    "a position is the board and the player to move, e.g. `.../.W./... b`",
  "simb.parse.telo-rank-count": 'the board needs 3 ranks separated by "/", got {found}',
  "simb.parse.telo-rank-too-long": 'rank {rank} ("{text}") has more than 3 points',
  "simb.parse.telo-rank-character":
    'unexpected "{char}" in rank {rank}: use W, B, . or a digit 1-3',
  "simb.parse.telo-rank-short": 'rank {rank} ("{text}") has {found} points; every rank has 3',
  "simb.parse.telo-side": 'the player to move must be w or b, got "{side}"',
  "simb.parse.telo-too-many-white":
    "white has {found} pieces on the board; the ruleset gives {pieces}",
  "simb.parse.telo-too-many-black":
    "black has {found} pieces on the board; the ruleset gives {pieces}",
  "simb.parse.telo-both-rows": "both players have three in a row: that cannot arise",
  "simb.parse.telo-mover-has-row":
    "the player to move already has three in a row: that cannot arise (the game ended when it was made)",
  "simb.parse.empty-move": "empty move",
  "simb.parse.path-start":
    'expected the starting point (a point a1-{last}) at character {at} of "{text}"',
  "simb.parse.path-destination":
    'expected destination {n} (a point a1-{last}) at character {at} of "{text}"',
  "simb.parse.path-after": 'expected A, W or a point after {point} in "{text}"',
  "simb.parse.path-no-destination": '"{text}" names a point but no destination (write e.g. d3e3)',
  "simb.parse.chain-paika":
    "step {n} of a chain needs A (approach) or W (withdrawal): only single moves may be paika",
  "simb.parse.step-one-move": "a step is one move: write one destination (or stop)",
  "simb.parse.fanorona-rank-count":
    'the board needs {height} ranks separated by "/"; found {found}',
  "simb.parse.fanorona-rank-character":
    'rank {rank} ("{text}"): unexpected "{char}" (use W, B or a digit)',
  "simb.parse.fanorona-rank-width":
    'rank {rank} ("{text}") covers {found} points; the board is {width} wide',
  "simb.parse.fanorona-position-fields":
    'a position needs the board and the player to move ("w" or "b")',
  "simb.parse.fanorona-side": 'player to move must be "w" or "b", not "{side}"',
  "simb.parse.fanorona-field": 'unknown field "{field}" (expected quiet=, turn= or chain=)',
  "simb.parse.fanorona-turn-field": "turn must be a positive integer",
  "simb.parse.fanorona-quiet-field": "quiet must be a non-negative integer",
  "simb.parse.chain-not-captures": "a chain in progress is made of capture steps (A or W)",
  "simb.parse.chain-off-line": "chain step {from}-{to} does not follow a line",
  "simb.parse.chain-end-white": "the chain ends on {point}, which must hold a White piece",
  "simb.parse.chain-end-black": "the chain ends on {point}, which must hold a Black piece",
  "simb.parse.chain-through": "the chain passed through {point}, which must now be empty",
  "simb.parse.chain-over":
    "chain=: no capture step can continue this chain, so the turn is over; give the position after it",
  "simb.parse.hole-out-of-range": 'hole number {digits} in "{hole}" is out of range 1-{n}',
  "simb.parse.mancala-not-a-step":
    '"{text}" is not a step: expected a hole such as b3 (a3+2 for a lone counter), xc5, L, R or >b1',
  "simb.parse.take-distance": '"{text}": a take (x...) has no distance',
  "simb.parse.mancala-unexpected": 'unexpected "{found}" at character {at} of "{text}"',
  "simb.parse.empty-turn": "empty turn",
  "simb.parse.mancala-field-count":
    'expected 6 fields "<rows> <to move> <stores> <reserve> <turns> <pending>", found {found}',
  "simb.parse.mancala-row-count": 'rows "{text}": expected 4 rows separated by "/"',
  "simb.parse.mancala-middle-row":
    'row {row} "{text}": only the back rows are used in this game; write "-"',
  "simb.parse.mancala-hole-count": 'row {row} "{text}": expected {n} holes, found {found}',
  "simb.parse.mancala-hole-not-count":
    'hole "{cell}" (row {row}, hole {hole}): expected a number of counters',
  "simb.parse.mancala-hole-not-count-owned":
    'hole "{cell}" (row {row}, hole {hole}): expected a number of counters with its owner, s or n (4s, 0)',
  "simb.parse.mancala-hole-owner-missing":
    'hole "{cell}" (row {row}, hole {hole}): say whose counters, s or n',
  "simb.parse.mancala-empty-hole-owner":
    'hole "{cell}" (row {row}, hole {hole}): an empty hole has no owner',
  "simb.parse.mancala-side": 'side to move "{side}": expected s (south) or n (north)',
  "simb.parse.mancala-no-stores":
    'stores "{text}": no counter leaves the board in this game; write "-"',
  "simb.parse.mancala-stores": 'stores "{text}": expected south:north captured counts, e.g. 0:0',
  "simb.parse.mancala-no-reserve": 'reserve "{text}": this game has none; write "-"',
  "simb.parse.mancala-shared-reserve":
    'reserve "{text}": expected the counters in the shared reservoir',
  "simb.parse.mancala-reserve": 'reserve "{text}": expected south:north counts, e.g. 26:26',
  "simb.parse.mancala-turns-played": 'turns played "{text}": expected a whole number',
  "simb.parse.mancala-counter-total":
    "the position holds {found} counters (board, stores, reserve and hand); this game has {total}",
  "simb.parse.mancala-pending-hole": 'pending "{text}": hole number {digits} is out of range 1-{n}',
  "simb.parse.mancala-pending-take": 'pending "{text}": at least one hole to take',
  "simb.parse.mancala-pending-carry": 'pending "{text}": a capture carries at least one counter',
  "simb.parse.mancala-pending":
    'pending "{text}": expected -, take<k>, mam:<hole>, sow:<hole> or carry:<k>:<hole>',
  "simb.parse.mancala-no-pending": "this game has no pending decisions",
  "simb.parse.mancala-no-such-pending": "this game has no such pending decision",
  "simb.parse.msuwa-take-limit": "take{k}: at most {max} holes can be still to take",
  "simb.parse.fifangha-one-reservoir": "one shared reservoir: write one number",
  "simb.parse.fifangha-no-take": "Fifangha has no take decision",
  "simb.parse.pending-hole-not-mover": "the pending hole must be one of the mover's holes",
  "simb.parse.pending-hole-empty": "the pending hole is empty",
  "simb.parse.pending-sow-reserve": "sow: only a player without reserve sows without placing",
  "simb.parse.pending-carry-front": "carry: the capturing hole must be in the mover's front row",
  "simb.option.no-family": 'the engine has no family "{family}"',
  "simb.option.no-game": 'the engine has no game "{game}"',
  "simb.option.family-game": 'the {family} family does not play "{game}"',
  "simb.option.wrong-family": 'ruleset {ruleset} is of family "{family}", not "{owner}"',
  "simb.option.wrong-game": 'ruleset {ruleset} is for "{game}", not "{owner}"',
  "simb.option.missing": "missing: {doc} ({expected})",
  "simb.option.bad-value": "must be {expected}; got {value}",
  "simb.option.unknown-option": 'unknown option "{key}" for {game}; known: {known}',
  "simb.option.no-such-override": 'cannot override: no option "{key}" for {game}; known: {known}',
  "simb.option.bad-override": "must be {expected}; got {value} (from an override)",
  "simb.option.overtake-needs-outer":
    'on the outer ring (circuit: outer-rows) captures are by overtaking; "{capture}" needs own-rows',
  "simb.option.own-rows-no-overtake":
    "with each player on its own rows (circuit: own-rows) the series never meet: overtaking needs outer-rows",
  "simb.option.overtake-keeps-counters":
    "captures by overtaking keep the counters on the board: use in-place or behind-series",
  "simb.option.own-rows-removes":
    "front-row captures (circuit: own-rows) take the counters off the board: use removed",
  "simb.option.named": 'option "{option}": {why}',
  "simb.option.more": "{list}; {next}",
  "simb.optexp.bool": "true or false",
  "simb.optexp.enum": "one of {values}",
  "simb.optexp.atLeast": "an integer of at least {min}",
  "simb.optexp.either": "{min} or {max}",
  "simb.optexp.range": "an integer from {min} to {max}",
  "simb.optexp.even": ", even",
  "simb.optexp.nullable": ", or null",
} as const;
