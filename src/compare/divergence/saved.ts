/**
 * Build-time data of the divergence views (compare/divergence/Divergence.astro and the list on
 * ruleset pages): the saved first divergences (src/compare/divergence/divergences.json, written by
 * `npm run divergences`) read through the pure functions of src/compare/divergence/model.ts, which the
 * compare picker runs too.
 */
import saved from "./divergences.json";
import type { ContentDb } from "../../content/integrity.ts";
import {
  pairView as pairViewOf,
  siblingPairs as siblingPairsOf,
  type DivergenceData,
  type GameDivergences,
  type PairView,
} from "./model.ts";

export {
  playItLink,
  refusalWords,
  resultsDiffer,
  statusWords,
  whereWords,
  type DivergenceData,
  type PairView,
  type ShownDivergence,
} from "./model.ts";

export const DIVERGENCES = saved as unknown as DivergenceData;

/** The saved pair of rulesets `a` and `b` of `game`, seen from `a`; undefined when not saved. */
export const pairView = (
  game: string,
  a: string,
  b: string,
  data: DivergenceData = DIVERGENCES,
): PairView | undefined => pairViewOf(game, a, b, data);

/** The pairs of ruleset `id` with each other ruleset of its game, seen from `id`. */
export const siblingPairs = (
  game: string,
  id: string,
  data: DivergenceData = DIVERGENCES,
): PairView[] => siblingPairsOf(game, id, data);

/** Games with saved pairs, in order: each has its own file for the picker. */
export const divergenceGames = (data: DivergenceData = DIVERGENCES): string[] =>
  [...new Set(data.pairs.map((p) => p.game))].sort();

/**
 * One game's saved pairs with the short titles of the sources their refusals cite: what the
 * compare picker loads for that game (/compare/divergences/<game>.json) and what the prebuilt
 * pages draw from, so both show the same.
 */
export function gameDivergences(
  db: ContentDb,
  game: string,
  data: DivergenceData = DIVERGENCES,
): GameDivergences {
  const pairs = data.pairs.filter((p) => p.game === game);
  const ids = new Set<string>();
  for (const p of pairs)
    for (const r of [p.fromStart, ...(p.handBuilt === null ? [] : [p.handBuilt.result])])
      if (r.kind === "diverge")
        for (const t of [...r.onlyA, ...r.onlyB])
          if (t.refusal?.source !== undefined) ids.add(t.refusal.source);
  const sources: Record<string, string> = {};
  for (const id of [...ids].sort())
    sources[id] = db.sources.find((s) => s.id === id)?.data["title-short"] ?? id;
  return { commit: data.commit, bounds: data.bounds, pairs, sources };
}
