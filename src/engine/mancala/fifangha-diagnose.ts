import type { RuleViolation } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import type { FifanghaConfig, FifanghaOptionKey } from "./fifangha-options.ts";
import { pitName, type Geometry } from "./geometry.ts";
import type { CitedOptions } from "./options.ts";
import { breach } from "./rules.ts";
import { PENDING, type MancalaState, type MancalaStep } from "./types.ts";

/** What the explanation of an illegal step asks of the Fifangha kernel (fifangha.ts). */
export interface FifanghaView {
  readonly options: CitedOptions<FifanghaOptionKey>;
  readonly geo: Geometry;
  readonly cfg: FifanghaConfig;
  /** Scratch space for `captureCells`. */
  readonly buf: Int32Array;
  hasReserve(pos: MancalaState, p: Player): boolean;
  /** The first Chibou a capture made by hole `h` may go to. */
  targets(p: Player, h: number): number[];
  /** Front-row holes where a reserve bassi captures, in notation order; returns how many. */
  captureCells(pos: MancalaState, out: Int32Array): number;
}

/**
 * The rule an illegal step of Fifangha breaks (the step is known not to be legal), with the
 * option that carries it. It asks the kernel the same questions the kernel's generator does.
 */
export function diagnoseFifangha(
  k: FifanghaView,
  pos: MancalaState,
  step: MancalaStep,
): RuleViolation {
  const p = pos.toMove;
  const name = (h: number): string => pitName(k.cfg.n, p, h);
  const o = k.options;
  if (pos.pending === PENDING.carry) {
    if (step.kind !== "carry")
      return breach(o, "capture-target", "carry the captured bassi to a first Chibou: >b1 or >b8");
    return breach(
      o,
      "capture-target",
      `${name(step.hole)} cannot receive this capture: ${k
        .targets(p, pos.pendB)
        .map((h) => `>${name(h)}`)
        .join(" or ")}`,
    );
  }
  if (pos.pending === PENDING.mamoueatsrha || pos.pending === PENDING.sow) {
    if (step.kind !== "dir") return breach(o, "direction", "choose the direction: L or R");
    return breach(
      o,
      "compulsory-capture",
      `sowing ${name(pos.pendA)} to the ${step.dir === "L" ? "left" : "right"} captures nothing while another sowing captures`,
    );
  }
  if (step.kind !== "hole")
    return breach(o, "placement", "a turn starts by naming one of your holes");
  const h = step.hole;
  if (step.distance !== undefined) return breach(o, "placement", "a hole takes no distance here");
  if (k.geo.side[h] !== p) return breach(o, "placement", `${name(h)} is not one of your holes`);
  if (pos.board[h] === 0)
    return breach(
      o,
      "placement",
      k.hasReserve(pos, p)
        ? `${name(h)} is empty: a bassi may never be put into an empty hole`
        : `${name(h)} is empty: nothing to sow`,
    );
  if (k.hasReserve(pos, p)) {
    const nc = k.captureCells(pos, k.buf);
    if (nc > 0 && k.cfg.compulsory) {
      if (k.cfg.openingMiddle && pos.ply === 0 && k.geo.inner[h] === 1)
        return breach(
          o,
          "opening",
          `the first bassi goes into one of the four middle cells (b3-b6)`,
        );
      return breach(o, "compulsory-capture", `a capture is possible: ${name(h)} does not capture`);
    }
    return breach(o, "mamoueatsrha", `a mamoueatsrha starts from a hole of your front row`);
  }
  return breach(
    o,
    "compulsory-capture",
    `sowing ${name(h)} captures nothing while another sowing captures`,
  );
}
