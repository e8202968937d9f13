/**
 * English of why the engine refuses a move, as a clause: one key per rule a refusal names
 * (`refusal.<RuleViolation.rule>`: a base rule, or the option key that carries an optional
 * rule). The base rules are typed (`BaseRule`), so a rule the engine adds fails type checking
 * here until it has its words. English pages show the engine's own message, which names the
 * points involved; French and Malagasy pages show their table's clause instead, with the same
 * citation (src/play/words-build.ts passes it to the simulator in its config). This English is
 * the source those translate. One area of ../en.ts.
 */
import type { BaseRule } from "../../../engine/core/index.ts";

export const refusal = {
  "refusal.all-pieces-placed": "every piece must be placed first",
  "refusal.along-a-line": "the move does not follow a line of the board",
  "refusal.capture-not-named": "the move must say which capture it makes",
  "refusal.captured-set": "this path does not take the pieces named",
  "refusal.chain-capture-only": "a chain can only go on with a capture",
  "refusal.chain-piece": "only the piece that has just captured may go on",
  "refusal.empty-point": "the point moved to is not free",
  "refusal.empty-turn": "a turn must move a piece",
  "refusal.game-over": "the game is over",
  "refusal.illegal": "this move is not legal in this position",
  "refusal.no-chain": "there is no chain of captures to stop",
  "refusal.no-continuation": "the chain cannot go on from here",
  "refusal.no-such-point": "the move names a point that is not on the board",
  "refusal.not-a-capture": "this move takes no piece of the other side",
  "refusal.not-adjacent": "the two points are not neighbours",
  "refusal.not-own-piece": "this point holds no piece of the player's",
  "refusal.occupied": "this point is taken already",
  "refusal.own-piece": "this point holds no piece of the player's",
  "refusal.paika-is-a-turn": "a move without a capture is a whole turn",
  "refusal.pieces-in-hand": "pieces remain to be placed",
  "refusal.turn-complete": "the turn is complete already",
  "refusal.capture-choice": "when a move captures both ways, the rule says which",
  "refusal.compulsory-capture": "a capture is possible, and capturing is compulsory",
  "refusal.continuation": "the piece can capture again, and going on is compulsory",
  "refusal.opening-single-capture": "this turn may make one capture only",
  "refusal.no-revisit": "the piece has passed this point already in this turn",
  "refusal.no-immediate-return": "the piece has just left this point",
  "refusal.no-same-direction": "two steps in a row may not go in the same direction",
  "refusal.no-same-line": "this turn has captured along this line already",
  "refusal.no-opposite-capture":
    "the piece may not capture on the opposite side just after its last capture",
  "refusal.vela-loser-single-capture": "the loser of the vela makes one capture a turn",
  "refusal.vela-winner-must-offer": "the winner of the vela must let a piece be taken",
  "refusal.capture-target": "this hole may not be taken",
  "refusal.direction": "the counters are not sown this way",
  "refusal.extra-captures": "these extra captures are not allowed",
  "refusal.mamoueatsrha": "the mamoueatsrha rule forbids it",
  "refusal.placement": "this placement is not allowed",
  "refusal.sow-from": "sowing from this hole is not allowed",
  "refusal.place": "this point cannot take a piece",
  "refusal.extra-capture-condition": "the condition of an extra capture is not met",
  "refusal.lone-counter": "the lone counter rule forbids it",
  "refusal.opening": "the opening rule forbids it",
  "refusal.singletons": "a lone counter is not sown while a hole holds several",
} as const satisfies Readonly<Record<`refusal.${BaseRule}`, string>> &
  Readonly<Record<`refusal.${string}`, string>>;
