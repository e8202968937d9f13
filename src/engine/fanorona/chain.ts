import { directionBetween, type Geometry } from "./geometry.ts";
import type { CaptureKind, ChainState, PathStep } from "./state.ts";

/**
 * The chain state after a capture step from `from` to `to`: extends `chain`, or starts a new
 * chain when it is null. Returns undefined when the two points are not neighbours.
 */
export function extendChain(
  geo: Geometry,
  chain: ChainState | null,
  from: number,
  to: number,
  kind: CaptureKind,
): ChainState | undefined {
  const d = directionBetween(geo, from, to);
  if (d < 0) return undefined;
  const path: readonly PathStep[] = [...(chain?.path ?? []), { to, kind }];
  return {
    from: chain?.from ?? from,
    at: to,
    path,
    visited0: (chain?.visited0 ?? geo.lowBit[from]!) | geo.lowBit[to]!,
    visited1: (chain?.visited1 ?? geo.highBit[from]!) | geo.highBit[to]!,
    lastDir: d,
    lastCaptureDir: kind === "approach" ? d : (d + 4) & 7,
    lines: (chain?.lines ?? 0) | (1 << geo.line[from * 8 + d]!),
  };
}
