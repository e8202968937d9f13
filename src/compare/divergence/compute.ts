import {
  searchDivergence,
  type DivergenceResult,
  type OneSidedTurn,
  type RuleViolation,
  type Status,
} from "../../engine/index.ts";
import { HAND_BUILT, type HandBuilt } from "./positions.ts";
import { loadGameOrThrow, rulesetFiles } from "../../content/ruleset-files.ts";
import type { StoredPair, StoredRefusal, StoredResult, StoredStatus, StoredTurn } from "./model.ts";

/*
 * The first divergence of every pair of rulesets of one game, in the form saved to
 * src/compare/divergence/divergences.json (scripts/divergences.ts writes it; tests recompute part of it).
 * The saved shapes are declared in model.ts, which the browser reads too.
 */

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

/** Every pair of ruleset files of one game, ids in order (a < b). */
export function sameGamePairs(): {
  readonly game: string;
  readonly a: string;
  readonly b: string;
}[] {
  const byGame = new Map<string, string[]>();
  for (const { game, id } of rulesetFiles()) byGame.set(game, [...(byGame.get(game) ?? []), id]);
  const out: { game: string; a: string; b: string }[] = [];
  for (const [game, ids] of byGame)
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) out.push({ game, a: ids[i]!, b: ids[j]! });
  return out;
}

/** The first divergence from a hand-built position, found at once there (depth 0). */
export function handBuiltResult(h: HandBuilt): StoredResult {
  const a = loadGameOrThrow(h.game, h.a);
  const b = loadGameOrThrow(h.game, h.b);
  const parse = (g: typeof a): unknown => {
    const p = g.parsePosition(h.position);
    if (!p.ok)
      throw new Error(
        `src/compare/divergence/positions.ts: ${h.game} ${g.ruleset.id}: position "${h.position}": ${p.error.message}`,
      );
    return p.value;
  };
  return storeResult(searchDivergence(a, b, { maxDepth: 0, start: { a: parse(a), b: parse(b) } }));
}

/** Computes one pair: the search from the start within its family's bounds, and its hand-built position. */
export function computePair(game: string, idA: string, idB: string): StoredPair {
  const a = loadGameOrThrow(game, idA);
  const b = loadGameOrThrow(game, idB);
  const bounds = DIVERGE_BOUNDS[a.ruleset.family];
  if (bounds === undefined) throw new Error(`no divergence bounds for family ${a.ruleset.family}`);
  const fromStart = storeResult(searchDivergence(a, b, bounds));
  const h = HAND_BUILT.find((x) => x.game === game && x.a === idA && x.b === idB);
  return {
    game,
    a: idA,
    b: idB,
    players: a.players,
    maxDepth: bounds.maxDepth,
    maxLines: bounds.maxLines ?? null,
    sameOptions: Object.keys({ ...a.options, ...b.options }).every(
      (k) => JSON.stringify(a.options[k]?.value) === JSON.stringify(b.options[k]?.value),
    ),
    fromStart,
    handBuilt:
      h === undefined
        ? null
        : { position: h.position, line: h.line, shows: h.shows, result: handBuiltResult(h) },
  };
}
