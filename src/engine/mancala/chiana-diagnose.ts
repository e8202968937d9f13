import type { RuleViolation } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import type { ChianaConfig, ChianaOptionKey } from "./chiana-options.ts";
import { pitName } from "./geometry.ts";
import type { CitedOptions } from "./options.ts";
import { breach } from "./rules.ts";
import type { MancalaState, MancalaStep } from "./types.ts";

/*
 * Why Chiana refuses a step (the step is known not to be legal), with the option that carries the
 * rule: asked of the kernel (chiana.ts) through the same questions its generator asks, kept here
 * so that the kernel holds the mechanics and this file the explanations, as for Msuwa and
 * Fifangha.
 */

/** What the explanations ask of the Chiana kernel. */
export interface ChianaView {
  readonly options: CitedOptions<ChianaOptionKey>;
  readonly cfg: ChianaConfig;
  own(pos: MancalaState, h: number, p: Player): boolean;
  count(pos: MancalaState, p: Player): number;
  isMove(pos: MancalaState, step: Extract<MancalaStep, { kind: "hole" }>): boolean;
}

/** Why `step` is refused in `pos`: the rule it breaks, in words, with its option. */
export function diagnoseChiana(k: ChianaView, pos: MancalaState, step: MancalaStep): RuleViolation {
  const p = pos.toMove;
  const { options, cfg } = k;
  if (step.kind !== "hole")
    return breach(options, "sow-from", "a move names the rear hole of one of your series");
  const name = pitName(cfg.n, p, step.hole);
  if (cfg.compulsory && k.isMove(pos, step))
    return breach(
      options,
      "compulsory-capture",
      `${step.distance === undefined ? `spreading ${name}` : `moving ${name}+${step.distance}`} captures nothing, and another move captures: a capture is compulsory`,
    );
  const lone = k.count(pos, p) === 1;
  if (lone && k.own(pos, step.hole, p))
    return breach(
      options,
      "lone-counter",
      step.distance === undefined
        ? `your last counter moves ${cfg.lone.join(" or ")} holes: write ${name}+${cfg.lone[0]}`
        : `your last counter may move ${cfg.lone.join(" or ")} holes, not ${step.distance}`,
    );
  if (step.distance !== undefined)
    return breach(
      options,
      "lone-counter",
      "only a player left with a single counter moves it a number of holes",
    );
  if (!k.own(pos, step.hole, p))
    return breach(options, "sow-from", `${name} holds none of your counters`);
  return breach(
    options,
    "sow-from",
    `${name} is not the last hole of your series: only the rearmost hole can be spread`,
  );
}
