import { violation, type RuleViolation } from "../core/errors.ts";
import { opponent } from "../core/player.ts";
import {
  CHAIN_RESTRICTIONS,
  KIND_APPROACH,
  KIND_WITHDRAWAL,
  type ChainRestriction,
  type Loaded,
} from "./board.ts";
import type { TurnGenerator } from "./generate.ts";
import { directionBetween, pointName, type Geometry } from "./geometry.ts";
import type { FanoronaOptionKey, FanoronaRules } from "./options.ts";
import type { CaptureKind, ChainState, FanoronaState, FanoronaStep } from "./state.ts";

/*
 * Why a step is illegal, beside the generator (generate.ts) and asking the same board methods:
 * `chainBlock` and `oppositeBlocked` decide for both which chain steps are forbidden, so a step
 * the generator leaves out is explained by the rule that left it out.
 */

/** What the explainer needs of a compiled game. */
export interface RuleContext {
  readonly geo: Geometry;
  readonly rules: FanoronaRules;
  /** A violation of option `rule`, cited with the option's provenance. */
  broken(rule: FanoronaOptionKey, message: string): RuleViolation;
}

type Board = Loaded<TurnGenerator>;
type MoveStep = Exclude<FanoronaStep, { kind: "stop" }>;

const COLOUR = ["White", "Black"] as const;

/** The message of each chain restriction, given the name of the point the step goes to. */
const RESTRICTION_MESSAGES: Readonly<Record<ChainRestriction, (to: string) => string>> = {
  "no-revisit": (to) => `the piece has already stood on ${to} in this turn`,
  "no-immediate-return": (to) => `the piece has just left ${to}`,
  "no-same-direction": () => "two steps in a row may not go in the same direction",
  "no-same-line": () => "this turn has already captured along this line",
};

/** Geometry checks shared by every step: own piece, a line to the destination, an empty point. */
function basics(k: RuleContext, b: Board, s: FanoronaState, from: number, to: number) {
  const name = (p: number): string => pointName(k.geo, p);
  if (b.cells[from] !== s.toMove + 1)
    return violation("own-piece", `${name(from)} holds no ${COLOUR[s.toMove]} piece`);
  const d = directionBetween(k.geo, from, to);
  if (d < 0)
    return violation(
      "along-a-line",
      `${name(to)} is not next to ${name(from)} along a line of the board`,
    );
  if (b.cells[to] !== 0) return violation("empty-point", `${name(to)} is not empty`);
  return d;
}

/** Which captures the step from `from` in direction d makes on the board, rules aside. */
function captureKinds(k: RuleContext, b: Board, from: number, d: number) {
  const nb = k.geo.neighbour;
  const enemy = 3 - b.cells[from]!;
  const a = nb[nb[from * 8 + d]! * 8 + d]!;
  const w = nb[from * 8 + ((d + 4) & 7)]!;
  return {
    approach: a >= 0 && b.cells[a] === enemy,
    withdrawal: w >= 0 && b.cells[w] === enemy,
  };
}

function kindViolation(
  k: RuleContext,
  b: Board,
  s: FanoronaState,
  from: number,
  d: number,
  kind: CaptureKind,
): RuleViolation | null {
  const can = captureKinds(k, b, from, d);
  const move = `moving ${pointName(k.geo, from)}-${pointName(k.geo, k.geo.neighbour[from * 8 + d]!)}`;
  const enemy = COLOUR[opponent(s.toMove)];
  if (kind === "approach" && !can.approach)
    return violation("not-a-capture", `${move} approaches no ${enemy} piece`);
  if (kind === "withdrawal" && !can.withdrawal)
    return violation("not-a-capture", `${move} withdraws from no ${enemy} piece`);
  if (can.approach && can.withdrawal) {
    if (k.rules.captureChoice === "approach" && kind === "withdrawal")
      return k.broken("capture-choice", "when a move captures both ways, approach is taken");
    if (k.rules.captureChoice === "withdrawal" && kind === "approach")
      return k.broken("capture-choice", "when a move captures both ways, withdrawal is taken");
  }
  return null;
}

/** Why `step`, not among the legal first steps of the turn, is illegal. */
export function explainFirst(
  k: RuleContext,
  b: Board,
  s: FanoronaState,
  step: MoveStep,
): RuleViolation {
  const d = basics(k, b, s, step.from, step.to);
  if (typeof d !== "number") return d;
  const winnerBarred = s.toMove === 1 && b.inHandicap();
  if (step.kind === "paika") {
    const can = captureKinds(k, b, step.from, d);
    if (winnerBarred)
      return k.broken(
        "vela-winner-must-offer",
        "Black must make a move that leaves White a capture while such a move exists",
      );
    if (k.rules.compulsoryCapture && b.firstCaptureSteps(s.toMove).length > 0)
      return k.broken("compulsory-capture", "a capture is available, and capturing is compulsory");
    if (can.approach || can.withdrawal)
      return violation(
        "capture-not-named",
        "this move captures: write it with A (approach) or W (withdrawal)",
      );
  } else {
    if (winnerBarred)
      return k.broken(
        k.rules.board === "9x5" ? "vela-release-9x5" : "vela-release-5x5",
        `Black may not capture while he has more than ${k.rules.vela!.release} pieces`,
      );
    const v = kindViolation(k, b, s, step.from, d, step.kind);
    if (v) return v;
  }
  return violation("illegal", "not a legal move in this position");
}

/** Why `step` may not continue chain `c` (null when it may), checking the generator's restrictions. */
export function explainChain(
  k: RuleContext,
  b: Board,
  s: FanoronaState,
  c: ChainState,
  step: FanoronaStep,
): RuleViolation | null {
  if (step.kind === "stop") {
    if (k.rules.continuation !== "compulsory") return null;
    const n = b.listSteps(c.at, true, c.lastDir, c.lastCaptureDir, c.visited0, c.visited1, c.lines);
    return n > 0
      ? k.broken("continuation", "the piece can capture again, and continuing is compulsory")
      : null;
  }
  if (step.kind === "paika")
    return violation(
      "chain-capture-only",
      "a chain goes on only with capture steps; play stop to end the turn",
    );
  if (step.from !== c.at)
    return violation(
      "chain-piece",
      `only the piece on ${pointName(k.geo, c.at)} may go on capturing`,
    );
  const d = basics(k, b, s, step.from, step.to);
  if (typeof d !== "number") return d;
  const block = b.chainBlock(step.from, d, step.to, c.lastDir, c.visited0, c.visited1, c.lines);
  if (block !== 0) {
    const rule = CHAIN_RESTRICTIONS[block - 1]!;
    return k.broken(rule, RESTRICTION_MESSAGES[rule](pointName(k.geo, step.to)));
  }
  const kv = kindViolation(k, b, s, step.from, d, step.kind);
  if (kv) return kv;
  const kind = step.kind === "approach" ? KIND_APPROACH : KIND_WITHDRAWAL;
  if (b.oppositeBlocked(d, kind, c.lastDir, c.lastCaptureDir))
    return k.broken(
      "no-opposite-capture",
      k.rules.oppositeFrame === "heading"
        ? `the piece may not ${step.kind === "approach" ? "take in front of it right after taking behind it" : "take behind it right after taking in front of it"}`
        : "the piece may not take pieces on the opposite side right after the last capture",
    );
  return null;
}
