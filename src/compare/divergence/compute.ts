import { searchDivergence, type AnyGame } from "../../engine/index.ts";
import { HAND_BUILT, type HandBuilt } from "./positions.ts";
import { loadGameOrThrow, rulesetFiles } from "../../content/ruleset-files.ts";
import type { StoredPair, StoredResult } from "./model.ts";
import { DIVERGE_BOUNDS, storeResult } from "./store.ts";

export { DIVERGE_BOUNDS, storeResult };

/*
 * The first divergence of every pair of rulesets of one game, in the form saved to
 * src/compare/divergence/divergences.json (scripts/divergences.ts writes it; tests recompute part of it).
 * The saved shapes are declared in model.ts and the bounds and the turning of a result into its
 * saved form in store.ts, which the browser reads too (the reader's own search,
 * src/compare/divergence/live/).
 */

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

/** A ruleset of a game compiled for play: from its file by default, from the build's records in the build. */
export type LoadReading = (game: string, id: string) => AnyGame;

/** The first divergence from a hand-built position, found at once there (depth 0). */
export function handBuiltResult(h: HandBuilt, load: LoadReading = loadGameOrThrow): StoredResult {
  const a = load(h.game, h.a);
  const b = load(h.game, h.b);
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
export function computePair(
  game: string,
  idA: string,
  idB: string,
  load: LoadReading = loadGameOrThrow,
): StoredPair {
  const a = load(game, idA);
  const b = load(game, idB);
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
        : { position: h.position, line: h.line, shows: h.shows, result: handBuiltResult(h, load) },
  };
}
