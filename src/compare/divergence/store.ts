/**
 * A search result in the saved form of src/compare/divergence/divergences.json (model.ts declares
 * it), and how deep each family's search goes. Apart from compute.ts, which reads the ruleset
 * files, so that the browser's own search (live/worker.ts) stores what it finds the same way and
 * the same view draws it.
 */
import type {
  DivergenceResult,
  OneSidedTurn,
  RuleViolation,
  Status,
} from "../../engine/core/index.ts";
import type { StoredRefusal, StoredResult, StoredStatus, StoredTurn } from "./model.ts";

/** How deep each family's search goes from the start, and its line budget (generic searches). */
export const DIVERGE_BOUNDS: Readonly<
  Record<string, { readonly maxDepth: number; readonly maxLines?: number }>
> = {
  fanorona: { maxDepth: 6 },
  telo: { maxDepth: 7 },
  mancala: { maxDepth: 16, maxLines: 300_000 },
};

function storeViolation(r: RuleViolation | { readonly kind: "unreadable"; message: string }) {
  if (r.kind === "unreadable") return { rule: "unreadable", message: r.message };
  const p = r.provenance;
  return {
    rule: r.rule,
    message: r.message,
    ...(p === undefined
      ? {}
      : {
          source: p.source,
          ...(p.evidence === undefined ? {} : { evidence: p.evidence }),
          locator: p.locator,
          basis: p.basis,
        }),
  };
}

/** A one-sided turn as saved: every rule that refuses it (the engine's first first). */
function storeTurn(t: OneSidedTurn): StoredTurn {
  const refusals: StoredRefusal[] =
    t.refusal === undefined
      ? []
      : t.refusal.kind === "unreadable"
        ? [storeViolation(t.refusal)]
        : t.refusals.map(storeViolation);
  return { turn: t.turn, refusals, allowedOnceLifted: t.allowedOnceLifted };
}

function storeStatus(s: Status): StoredStatus {
  if (s.kind === "ongoing") return { kind: "ongoing" };
  const p = s.provenance;
  return {
    kind: s.kind,
    ...(s.kind === "win" ? { winner: s.winner } : {}),
    reason: s.reason,
    ...(p === undefined ? {} : { source: p.source, locator: p.locator }),
  };
}

/** A search result in its saved form. */
export function storeResult(r: DivergenceResult): StoredResult {
  if (r.kind !== "diverge") return { kind: r.kind, depth: r.depth, lines: r.lines };
  const turns = (ts: readonly OneSidedTurn[]): StoredTurn[] => ts.map(storeTurn);
  return {
    kind: "diverge",
    line: r.line,
    position: r.position,
    onlyA: turns(r.onlyA),
    onlyB: turns(r.onlyB),
    statusA: storeStatus(r.statusA),
    statusB: storeStatus(r.statusB),
  };
}
