import { violation, type OptionError, type RuleViolation } from "../core/errors.ts";
import type { CompileGame, Game } from "../core/game.ts";
import type { Rng } from "../core/rng.ts";
import { err, ok, type Result } from "../core/result.ts";
import type { RulesetSpec } from "../core/ruleset.ts";
import type { Status } from "../core/status.ts";
import * as notation from "./notation.ts";
import { breach, type Rules } from "./rules.ts";
import {
  PENDING,
  clonePos,
  sameStep,
  type MancalaState,
  type MancalaStep,
  type MancalaTurn,
  type Pos,
} from "./types.ts";

export type MancalaGame = Game<MancalaState, MancalaStep, MancalaTurn> & {
  /** The rules kernel behind the game (tests, bench). */
  readonly rules: Rules;
};

/** Why no move can be played: the game is over. */
function over(rules: Rules, s: MancalaState): RuleViolation | null {
  const st = rules.status(s);
  if (st.kind === "ongoing") return null;
  const why = st.kind === "win" ? `won by ${st.winner === 0 ? "south" : "north"}` : "drawn";
  return st.provenance
    ? violation("game-over", `the game is over (${why}: ${st.reason})`, st.provenance)
    : violation("game-over", `the game is over (${why}: ${st.reason})`);
}

/** The distinct first steps of the legal turns, in their order: the generic path of `firstSteps`. */
export function firstStepsOfTurns(rules: Rules, s: MancalaState): MancalaStep[] {
  const out: MancalaStep[] = [];
  for (const t of rules.turns(s)) {
    const first = t[0];
    if (first && !out.some((x) => sameStep(x, first))) out.push(first);
  }
  return out;
}

/** The legal steps: the pending decision's, or the distinct first steps of the legal turns. */
function stepsOf(rules: Rules, s: MancalaState): readonly MancalaStep[] {
  if (rules.status(s).kind !== "ongoing") return [];
  if (s.pending !== PENDING.none) return rules.pendingSteps(s);
  return rules.firstSteps?.(s) ?? firstStepsOfTurns(rules, s);
}

function playStep(
  rules: Rules,
  s: MancalaState,
  step: MancalaStep,
): Result<MancalaState, RuleViolation> {
  const end = over(rules, s);
  if (end) return err(end);
  if (!stepsOf(rules, s).some((x) => sameStep(x, step))) return err(rules.diagnose(s, step));
  const next = clonePos(s);
  rules.apply(next, step);
  return ok(next);
}

/** Completions of a turn from a mid-turn position (pending decision), depth first. */
function completions(rules: Rules, s: MancalaState): MancalaTurn[] {
  const out: MancalaTurn[] = [];
  const order = rules.geo.order[s.toMove];
  const rank = (h: number): number => order.indexOf(h);
  const rec = (cur: MancalaState, prefix: MancalaStep[]): void => {
    for (const step of rules.pendingSteps(cur)) {
      // Msuwa's extra holes are a set: list each choice once, in notation order.
      const last = prefix.at(-1);
      if (step.kind === "take" && last?.kind === "take" && rank(step.hole) <= rank(last.hole))
        continue;
      const next = clonePos(cur);
      rules.apply(next, step);
      const path = [...prefix, step];
      if (next.pending === PENDING.none) out.push(path);
      else rec(next, path);
    }
  };
  rec(s, []);
  return out;
}

function turnsOf(rules: Rules, s: MancalaState): readonly MancalaTurn[] {
  if (rules.status(s).kind !== "ongoing") return [];
  return s.pending === PENDING.none ? rules.turns(s) : completions(rules, s);
}

/**
 * A turn is legal when each of its steps is, in order, and it ends the turn: every listed turn is
 * (the agreement tests play them both ways), and so is a turn written in another order (such as
 * Msuwa's extra holes). It is checked step by step rather than looked up among `turns(s)`: the
 * search plays a turn on every expansion, and listing every turn each time (7,725 at Msuwa's
 * start) left it a handful of iterations a second.
 */
function playTurn(
  rules: Rules,
  s: MancalaState,
  turn: MancalaTurn,
): Result<MancalaState, RuleViolation> {
  const end = over(rules, s);
  if (end) return err(end);
  return stepByStep(rules, s, turn);
}

/** A turn played step by step: the first step that breaks a rule, or the position after it. */
function stepByStep(
  rules: Rules,
  s: MancalaState,
  turn: MancalaTurn,
): Result<MancalaState, RuleViolation> {
  let cur: MancalaState = s;
  for (const step of turn) {
    if (cur.toMove !== s.toMove || cur.ply !== s.ply)
      return err(
        rules.completedRule?.(s, turn[0]!, step) ??
          violation(
            "turn-complete",
            `the turn was already complete before "${notation.formatStep(rules, s, step)}"`,
          ),
      );
    const r = playStep(rules, cur, step);
    if (!r.ok) return r;
    cur = r.value;
  }
  if (cur.pending !== PENDING.none || cur.ply === s.ply) {
    const left = rules.pendingSteps(cur).map((x) => notation.formatStep(rules, cur, x));
    return err(
      breach(
        rules.options,
        rules.pendingRule(cur),
        `the turn is incomplete: a decision is still to be made (${left.join(", ")})`,
      ),
    );
  }
  return ok(cur);
}

/** Wraps a rules kernel into the engine's Game interface. */
export function makeGame(rules: Rules, ruleset: RulesetSpec): MancalaGame {
  return {
    id: rules.id,
    ruleset,
    players: ["south", "north"],
    options: rules.options,
    rules,
    setup: () => rules.setup(),
    toMove: (s) => s.toMove,
    status: (s) => rules.status(s),
    steps: (s) => stepsOf(rules, s),
    playStep: (s, step) => playStep(rules, s, step),
    parseStep: (s, text) => notation.parseStep(rules, s, text),
    formatStep: (s, step) => notation.formatStep(rules, s, step),
    turns: (s) => turnsOf(rules, s),
    playTurn: (s, turn) => playTurn(rules, s, turn),
    parseTurn: (s, text) => notation.parseTurn(rules, s, text),
    formatTurn: (s, t) => notation.formatTurn(rules, s, t),
    parsePosition: (text) => notation.parsePosition(rules, text),
    formatPosition: (s) => notation.formatPosition(rules, s),
    fast: {
      playout: (s: MancalaState, rng: Rng, maxPlies: number): { plies: number; status: Status } =>
        rules.playout(clonePos(s), rng, maxPlies),
    },
  };
}

/** A CompileGame from a rules compiler. */
export function compiler(
  compileRules: (
    spec: RulesetSpec,
    overrides?: Readonly<Record<string, unknown>>,
  ) => Result<Rules, readonly OptionError[]>,
): CompileGame {
  return (spec, overrides) => {
    const r = compileRules(spec, overrides);
    return r.ok ? ok(makeGame(r.value, spec)) : r;
  };
}

export type { Pos };
