import type { RuleViolation } from "../core/errors.ts";
import type { Geometry } from "./geometry.ts";
import { pitName } from "./geometry.ts";
import type { MsuwaConfig, MsuwaOptionKey } from "./msuwa-options.ts";
import type { CitedOptions } from "./options.ts";
import { breach } from "./rules.ts";
import { PENDING, type MancalaState, type MancalaStep } from "./types.ts";

/*
 * Why Msuwa refuses a step (the step is known not to be legal), with the option that carries the
 * rule: asked of the kernel (msuwa.ts) through the same questions its generator asks, kept here so
 * that the kernel holds the mechanics and this file the explanations, as for Fifangha.
 */

/** What a sowing takes, played on a copy of the position. */
export interface SowingTake {
  /** Nothing captured; a capture with extra holes owed; a capture with none owed. */
  readonly took: "nothing" | "owed" | "none-owed";
  /** Extra holes owed after the capture (0 unless `owed`). */
  readonly owed: number;
  /** The opponent's holes that still hold counters after the sowing. */
  readonly left: number;
}

/** What the explanations ask of the Msuwa kernel. */
export interface MsuwaView {
  readonly options: CitedOptions<MsuwaOptionKey>;
  readonly geo: Geometry;
  readonly cfg: MsuwaConfig;
  captureOf(start: MancalaState, hole: number): SowingTake;
  startsWith(pos: MancalaState, h: number): boolean;
  hasMultiple(pos: MancalaState): boolean;
}

/**
 * Why no (more) extra holes are taken after the sowing `first`: it captured nothing, the
 * reading takes none, its condition (both facing holes held counters) was not met, or the
 * number taken is the reading's. Undefined when no option closed the turn (no opponent's hole
 * was left to take): the base rule `turn-complete` then refuses the step.
 */
export function completedMsuwa(
  k: MsuwaView,
  start: MancalaState,
  first: MancalaStep,
  step: MancalaStep,
): RuleViolation | undefined {
  if (step.kind !== "take" || first.kind !== "hole") return undefined;
  const r = k.captureOf(start, first.hole);
  const sown = pitName(k.cfg.n, start.toMove, first.hole);
  if (r.took === "nothing")
    return breach(
      k.options,
      "extra-captures",
      `extra holes are taken only after a capture, and sowing ${sown} captured nothing`,
    );
  if (r.took === "owed")
    return breach(
      k.options,
      "extra-captures",
      `${r.owed} extra hole${r.owed === 1 ? " is" : "s are"} taken after a capture, no more`,
    );
  if (k.cfg.extra === 0)
    return breach(k.options, "extra-captures", "this reading takes no extra holes");
  if (r.left === 0) return undefined;
  return breach(
    k.options,
    "extra-capture-condition",
    `sowing ${sown} took nothing from the back-row hole behind, so no extra holes are taken`,
  );
}

/** The rule an illegal step of Msuwa breaks, with the option that carries it. */
export function diagnoseMsuwa(k: MsuwaView, pos: MancalaState, step: MancalaStep): RuleViolation {
  const p = pos.toMove;
  const name = (h: number): string => pitName(k.cfg.n, p, h);
  if (pos.pending === PENDING.take) {
    if (step.kind === "stop")
      return breach(
        k.options,
        "extra-captures-declinable",
        `a capture was made: this reading takes all ${pos.pendA} extra holes owed, and the captor may not stop (x-)`,
      );
    if (step.kind !== "take")
      return breach(
        k.options,
        "extra-captures",
        `a capture was made: choose ${pos.pendA} more of the opponent's holes to take (x<hole>)`,
      );
    if (k.geo.side[step.hole] === p)
      return breach(k.options, "extra-captures", `${name(step.hole)} is not the opponent's`);
    return breach(k.options, "extra-captures", `${name(step.hole)} is empty: nothing to take`);
  }
  if (step.kind !== "hole")
    return breach(k.options, "sow-from", "a turn starts by sowing one of your holes");
  if (step.distance !== undefined)
    return breach(k.options, "sow-from", "a sowing takes no distance in this game");
  const h = step.hole;
  if (k.geo.side[h] !== p)
    return breach(k.options, "sow-from", `${name(h)} is not one of your holes`);
  if (pos.board[h] === 0)
    return breach(k.options, "sow-from", `${name(h)} is empty: nothing to sow`);
  if (k.cfg.compulsory && k.startsWith(pos, h))
    return breach(
      k.options,
      "compulsory-capture",
      `sowing ${name(h)} captures nothing, and another sowing captures: a capture is compulsory`,
    );
  return breach(
    k.options,
    "singletons",
    pos.board[h] === 1 && k.hasMultiple(pos)
      ? `${name(h)} holds a single counter, which may not be sown while another hole holds more`
      : `the single counter in ${name(h)} may be sown only into an empty hole`,
  );
}
